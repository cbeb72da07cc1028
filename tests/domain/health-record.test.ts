import { describe, expect, it } from 'vitest'
import { doseRecordMessages } from '@/contract/health'
import { latestMeasures } from '@/domain/doctor-summary'
import {
  doseGroups,
  doseMentionTitle,
  doseName,
  doseRecordFieldErrors,
  doseRecordFormSchema,
  doseRecordFormValues,
  doseWhenText,
  growthSummary,
  toDoseRecordCreate,
  vaccineStatus,
} from '@/domain/health-record'
import { doseTimings } from '@/domain/vaccines'
import { makeDoseRecord, makeVaccineDose } from '../support/health-factories'

/** The parent said the record is complete: a dose past its window reads overdue (docs/decisions/090). */
const complete = { complete: true }

const dob = '2026-01-15'
const today = '2026-08-20'

describe('doseGroups: the Vaccines section in the order a parent reads it (issue #27)', () => {
  it('groups overdue, due, upcoming, given, not given and later, each by when it comes due, leaving empty groups out', () => {
    const schedule = [
      makeVaccineDose({ id: 1, vaccine: 'Late', from_months: 2, to_months: 3 }),
      makeVaccineDose({ id: 2, vaccine: 'Given', from_months: 2, to_months: 2 }),
      makeVaccineDose({ id: 3, vaccine: 'Due', from_months: 7, to_months: 9 }),
      makeVaccineDose({ id: 4, vaccine: 'Soon', from_months: 8, to_months: 9 }),
      makeVaccineDose({ id: 5, vaccine: 'Far', from_months: 12, to_months: 15 }),
      makeVaccineDose({ id: 6, vaccine: 'Earlier overdue', from_months: 1, to_months: 1 }),
    ]
    const groups = doseGroups(doseTimings(schedule, [makeDoseRecord({ dose: 2, date: '2026-03-20' })], dob, '2026-09-01', complete))
    expect(groups.map((g) => [g.status, g.heading, g.timings.map((t) => t.dose.vaccine)])).toEqual([
      ['overdue', 'Overdue', ['Earlier overdue', 'Late']],
      ['due', 'Due now', ['Due']],
      ['upcoming', 'Coming up in the next 30 days', ['Soon']],
      ['given', 'Given', ['Given']],
      ['later', 'Later', ['Far']],
    ])
  })

  it('puts a dose recorded as not given under "Not given", whatever its dates', () => {
    const groups = doseGroups(doseTimings([makeVaccineDose({ id: 1 })], [makeDoseRecord({ dose: 1, date: today, status: 'not_given' })], dob, today, complete))
    expect(groups.map((g) => g.heading)).toEqual(['Not given'])
  })

  it('names a dose by its vaccine, short name (unless the name has it) and number', () => {
    expect(doseName(makeVaccineDose({ id: 1, vaccine: 'Hepatitis B', short_name: 'HepB', dose: 2 }))).toBe('Hepatitis B (HepB), dose 2')
    expect(doseName(makeVaccineDose({ id: 1, vaccine: 'Influenza (flu)', short_name: 'Flu', dose: 1 }))).toBe('Influenza (flu), dose 1')
  })
})

describe('the dose record form (the contract fields, one definition for the form and the server)', () => {
  const schema = doseRecordFormSchema(dob)
  const values = { status: 'given' as const, date: '2026-03-16', clinic: '', lot: '', note: '' }
  const messageOf = (input: unknown) => schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message])

  it('starts a new record as given today, an edit from the record', () => {
    expect(doseRecordFormValues(null, today)).toEqual({ status: 'given', date: today, clinic: '', lot: '', note: '' })
    const record = makeDoseRecord({ dose: 1, date: '2026-03-16', status: 'not_given', clinic: 'Riverside', lot: 'A1', note: 'Fever that week' })
    expect(doseRecordFormValues(record, today)).toEqual({ status: 'not_given', date: '2026-03-16', clinic: 'Riverside', lot: 'A1', note: 'Fever that week' })
  })

  it('takes a real date from the date of birth to today', () => {
    expect(schema.safeParse(values).success).toBe(true)
    expect(schema.safeParse({ ...values, date: dob }).success).toBe(true)
    expect(messageOf({ ...values, date: '2026-01-14' })).toEqual([['date', doseRecordMessages.beforeBirth]])
    expect(messageOf({ ...values, date: '2026-02-30' })).toEqual([['date', doseRecordMessages.date]])
    expect(messageOf({ ...values, date: '2999-01-01' })).toEqual([['date', doseRecordMessages.future]])
  })

  it('keeps the clinic, lot and note to the contract lengths', () => {
    expect(messageOf({ ...values, clinic: 'x'.repeat(121), lot: 'x'.repeat(41), note: 'x'.repeat(501) })).toEqual([
      ['clinic', 'Use at most 120 characters.'],
      ['lot', 'Use at most 40 characters.'],
      ['note', 'Use at most 500 characters.'],
    ])
  })

  it('sends the child and the dose with the values, and puts the server messages under their fields', () => {
    expect(toDoseRecordCreate(values, 2, 9)).toEqual({ child: 2, dose: 9, ...values })
    expect(doseRecordFieldErrors({ date: 'The date cannot be in the future.', dose: 'This dose is already recorded for this child.', child: 'x' })).toEqual({
      date: 'The date cannot be in the future.',
      dose: 'This dose is already recorded for this child.',
    })
  })
})

describe('growthSummary: the health record\u2019s growth line from Track Progress', () => {
  const child = { weight_kg: 7.9, height_cm: 68 }
  const measurement = (id: number, date: string, weight_kg: number | null, height_cm: number | null) => ({ id, child: 1, date, weight_kg, height_cm, head_circumference_cm: null })

  it('names the last weight and height with their days, each from the last row that has it', () => {
    const latest = latestMeasures([measurement(1, '2026-06-01', 8.1, 70), measurement(2, '2026-07-01', 8.4, null)])
    expect(growthSummary(latest, child)).toBe('Last weight 8.4 kg (1 July 2026), last height 70 cm (1 June 2026).')
  })

  it('says what is not recorded, and falls back on the profile when the server has no measurements', () => {
    expect(growthSummary(latestMeasures([]), child)).toBe('No weight recorded, no height recorded.')
    expect(growthSummary(null, child)).toBe('Weight on the profile 7.9 kg, height on the profile 68 cm.')
    expect(growthSummary(null, child, 'imperial')).toBe('Weight on the profile 17.4 lb, height on the profile 26.8 in.')
    expect(growthSummary(null, { weight_kg: null, height_cm: null })).toBe('No weight recorded, no height recorded.')
  })
})

describe('the words of a dose and the doses to mention (issue #27: informational only)', () => {
  const schedule = {
    source: { name: 'CDC', date: '2025' },
    doses: [
      makeVaccineDose({ id: 1, vaccine: 'Rotavirus', short_name: 'RV', from_months: 6, to_months: 6 }),
      makeVaccineDose({ id: 2, vaccine: 'Polio', short_name: 'IPV', from_months: 6, to_months: 18 }),
      makeVaccineDose({ id: 3, vaccine: 'Measles', short_name: 'MMR', from_months: 8, to_months: 15 }),
      makeVaccineDose({ id: 4, vaccine: 'Hepatitis B', short_name: 'HepB', from_months: 0, to_months: 0 }),
      makeVaccineDose({ id: 5, vaccine: 'Far', short_name: 'F', from_months: 12, to_months: 15 }),
    ],
  }
  const records = [makeDoseRecord({ dose: 4, date: dob, clinic: 'Riverside' })]
  // born 15 January 2026; on 20 August 2026 the 6-month window (15 July - 14 August) has ended; 8 months begins 15 September
  const timings = doseTimings(schedule.doses, records, dob, today, complete)
  const of = (id: number) => timings.find((t) => t.dose.id === id)!

  it('says when each dose is recommended, and to talk with the doctor about an overdue one', () => {
    expect(doseWhenText(of(1))).toBe("Recommended by 14 August 2026. Talk with your child's doctor about catching up.")
    expect(doseWhenText(of(2))).toBe('Recommended now, until 14 August 2027.')
    expect(doseWhenText(of(3))).toBe('Recommended from 15 September 2026.')
    expect(doseWhenText(of(4))).toBe('Given on 15 January 2026 at Riverside.')
    const notGiven = doseTimings(schedule.doses, [makeDoseRecord({ dose: 1, date: '2026-08-01', status: 'not_given' })], dob, today, complete)[1]!
    expect(doseWhenText(notGiven)).toBe("Recorded as not given on 1 August 2026. Talk with your child's doctor about this dose when you want to.")
  })

  it('mentions the overdue, due and coming-up doses in that order, and counts those given', () => {
    const status = vaccineStatus({ schedule, records, state: complete }, dob, today)
    expect(status.mention.map(doseMentionTitle)).toEqual(['Rotavirus (RV), dose 1: overdue', 'Polio (IPV), dose 1: due now', 'Measles (MMR), dose 1: coming up'])
    expect(status.given).toBe(1)
  })
})
