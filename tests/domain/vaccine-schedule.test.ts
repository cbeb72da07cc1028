import { describe, expect, it } from 'vitest'
import { vaccineMessages } from '@/contract/health'
import { toVaccineDoseBody, vaccineDoseFieldErrors, vaccineDoseFormSchema, vaccineDoseFormValues, windowText } from '@/domain/vaccine-schedule'
import { makeVaccineDose } from '../support/health-factories'

const values = { key: 'mena-1', vaccine: 'Meningococcal', short_name: 'MenACWY', dose: '1', from_months: '2', to_months: '4', min_age_days: '42', min_interval_days: '', max_age_days: '', note: '' }
const issues = (input: unknown) => vaccineDoseFormSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message])

describe("the admin's vaccine dose form (issue #27: the contract's rules and messages)", () => {
  it('reads the typed numbers, an empty number of days as none', () => {
    expect(toVaccineDoseBody(values)).toEqual({ ...values, dose: 1, from_months: 2, to_months: 4, min_age_days: 42, min_interval_days: null, max_age_days: null })
  })

  it("refuses with the contract's messages: a bad key, no name, months outside 0-35, a window that ends before it starts, negative days", () => {
    expect(issues({ ...values, key: 'Men A', vaccine: ' ', dose: '', from_months: '36', min_interval_days: '-1' })).toEqual([
      ['key', vaccineMessages.key],
      ['vaccine', vaccineMessages.vaccine],
      ['dose', vaccineMessages.dose],
      ['from_months', vaccineMessages.months],
      ['min_interval_days', vaccineMessages.days],
    ])
    expect(issues({ ...values, from_months: '6', to_months: '4' })).toEqual([['to_months', vaccineMessages.window]])
    expect(issues({ ...values, dose: 'two' })).toEqual([['dose', vaccineMessages.dose]])
  })

  it("starts an edit from the dose, a new one empty, and puts the server's messages under their fields", () => {
    const dose = makeVaccineDose({ id: 3, key: 'hepb-2', vaccine: 'Hepatitis B', short_name: 'HepB', dose: 2, from_months: 1, to_months: 2, min_age_days: 28, min_interval_days: null })
    expect(vaccineDoseFormValues(dose)).toEqual({ key: 'hepb-2', vaccine: 'Hepatitis B', short_name: 'HepB', dose: '2', from_months: '1', to_months: '2', min_age_days: '28', min_interval_days: '', max_age_days: '', note: '' })
    expect(vaccineDoseFormValues(null).dose).toBe('1')
    expect(vaccineDoseFieldErrors({ key: vaccineMessages.keyTaken, order: 'x' })).toEqual({ key: vaccineMessages.keyTaken })
    expect(windowText(dose)).toBe('1 to 2 months')
    expect(windowText({ from_months: 2, to_months: 2 })).toBe('2 months')
  })
})
