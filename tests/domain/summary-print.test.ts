import { describe, expect, it } from 'vitest'
import type { VaccineData } from '@/domain/health-record'
import { cssString, givenDoseDate, givenDoses, printedHeader } from '@/domain/summary-print'
import { makeChild } from '../support/factories'
import { makeDoseRecord, makeVaccineDose } from '../support/health-factories'

/** Decision 092: the summary for the doctor printed like a medical document. */

const schedule = (doses: ReturnType<typeof makeVaccineDose>[]): VaccineData['schedule'] => ({ source: { name: 'CDC', date: '2025' }, doses })

describe('givenDoses', () => {
  const hepB1 = makeVaccineDose({ id: 1, vaccine: 'Hepatitis B', short_name: 'HepB', dose: 1, from_months: 0, to_months: 0 })
  const hepB2 = makeVaccineDose({ id: 2, vaccine: 'Hepatitis B', short_name: 'HepB', dose: 2, from_months: 1, to_months: 2 })
  const rv1 = makeVaccineDose({ id: 3, vaccine: 'Rotavirus', short_name: 'RV', dose: 1 })
  const dtap1 = makeVaccineDose({ id: 4, vaccine: 'DTaP', short_name: 'DTaP', dose: 1 })

  it('lists each dose recorded as given with its day, oldest first, and leaves out the doses not given or not recorded', () => {
    const data: VaccineData = {
      schedule: schedule([hepB1, hepB2, rv1, dtap1]),
      records: [
        makeDoseRecord({ dose: 3, date: '2025-03-20' }),
        makeDoseRecord({ dose: 1, date: '2025-01-15' }),
        makeDoseRecord({ dose: 4, date: '2025-03-22', status: 'not_given' }),
      ],
      state: { complete: false },
    }
    expect(givenDoses(data, '2025-01-15', '2025-06-01')).toEqual([
      { id: 1, name: 'Hepatitis B (HepB), dose 1', date: '2025-01-15' },
      { id: 3, name: 'Rotavirus (RV), dose 1', date: '2025-03-20' },
    ])
    expect(givenDoses({ schedule: schedule([hepB1]), records: [], state: { complete: false } }, '2025-01-15', '2025-06-01')).toEqual([])
  })

  it('says "date unknown" for a dose given on a day the parent did not know, after the dated ones', () => {
    expect(givenDoseDate({ date: null })).toBe('date unknown')
    expect(givenDoseDate({ date: '2025-03-20' })).toBe('20 March 2025')
    const unknown = { ...makeDoseRecord({ dose: 1, date: '2025-01-15' }), date: null } as unknown as VaccineData['records'][number]
    const data: VaccineData = { schedule: schedule([hepB1, rv1]), records: [unknown, makeDoseRecord({ dose: 3, date: '2025-03-20' })], state: { complete: false } }
    expect(givenDoses(data, '2025-01-15', '2025-06-01').map((dose) => dose.date)).toEqual(['2025-03-20', null])
  })
})

describe('the printed header', () => {
  it("names the child, their date of birth and the summary's day", () => {
    expect(printedHeader(makeChild({ first_name: 'Olivia', last_name: 'Carter', dob: '2025-03-07' }), '2025-12-07')).toBe(
      'Olivia Carter · born 7 March 2025 · Summary for the doctor, 7 December 2025',
    )
  })

  it('is a CSS string in which a typed name stays text: quotes, backslashes, line breaks and "<" are escaped', () => {
    expect(cssString("Zoë O'Neil · born 7 March 2025")).toBe(`"Zoë O'Neil · born 7 March 2025"`)
    const hostile = cssString('A"; } body { display: none } </style>\\\n')
    expect(hostile).toBe('"A\\22 \\3b  \\7d  body \\7b  display: none \\7d  \\3c /style\\3e \\5c \\a "')
    // Only the outer quotes are bare: nothing can end the string early.
    expect(hostile.slice(1, -1).replace(/\\[0-9a-f]+ /g, '')).toMatch(/^[^"\\<>{};\n]*$/)
  })
})
