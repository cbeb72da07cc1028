import { describe, expect, it } from 'vitest'
import { implausibleMeasures, plausibleRange } from '@/domain/growth-plausibility'
import { latestMeasures } from '@/domain/doctor-summary'
import { profileMeasuresOf } from '@/domain/measurements'
import { emptyMeasurementForm, measurementFormValues, toMeasurementUpdate, unusualMeasureQuestions } from '@/domain/track-progress'
import { makeChild, makeMeasurement } from '../support/factories'

/** Olivia: a girl born 15 September 2024, 9 months old on 15 June 2025. */
const olivia = makeChild({ sex: 'F', dob: '2024-09-15' })
const noah = makeChild({ sex: 'M', dob: '2023-10-15' })
const form = (fields: Partial<ReturnType<typeof emptyMeasurementForm>>) => ({ ...emptyMeasurementForm(new Date(2025, 5, 15)), ...fields })

describe('plausibleRange (WHO Child Growth Standards, the WHO Anthro flags: docs/decisions/091)', () => {
  it("a 9-month-old girl's weight: 3.6 to 15 kg (the -3 SD line 5.7 less 3 times 0.7; the +3 SD line 12.0 plus 2 times 1.5)", () => {
    const range = plausibleRange('weight_kg', olivia, '2025-06-15')!
    expect(range.min).toBeCloseTo(3.6, 1)
    expect(range.max).toBeCloseTo(15, 1)
  })

  it("reads the standards of the child's sex: 60 cm at 12 months is asked about for a boy (from 61.7 cm), not for a girl (from 58.5 cm)", () => {
    const boy = makeChild({ sex: 'M', dob: '2024-06-15' })
    const girl = makeChild({ sex: 'F', dob: '2024-06-15' })
    expect(implausibleMeasures({ height_cm: 60 }, boy, '2025-06-15')).toEqual(['height_cm'])
    expect(implausibleMeasures({ height_cm: 60 }, girl, '2025-06-15')).toEqual([])
  })

  it('reads the age on the measurement\'s date, interpolating between the table\'s ages', () => {
    // At birth a girl's weight above 6.0 kg is asked about; at 9 months 8.5 kg is usual.
    expect(implausibleMeasures({ weight_kg: 8.5 }, olivia, '2024-09-15')).toEqual(['weight_kg'])
    expect(implausibleMeasures({ weight_kg: 8.5 }, olivia, '2025-06-15')).toEqual([])
    const between = plausibleRange('height_cm', olivia, '2025-01-30')!
    const low = plausibleRange('height_cm', olivia, '2025-01-15')!
    const high = plausibleRange('height_cm', olivia, '2025-02-15')!
    expect(between.max).toBeGreaterThan(low.max)
    expect(between.max).toBeLessThan(high.max)
  })

  it('flags height beyond ±6 SD and head circumference beyond ±5 SD', () => {
    expect(implausibleMeasures({ height_cm: 70, head_circumference_cm: 43.5 }, olivia, '2025-06-15')).toEqual([])
    expect(implausibleMeasures({ height_cm: 700 / 10 + 20, head_circumference_cm: 43.5 }, olivia, '2025-06-15')).toEqual(['height_cm'])
    expect(implausibleMeasures({ height_cm: 70, head_circumference_cm: 4.35 * 10 - 8 }, olivia, '2025-06-15')).toEqual(['head_circumference_cm'])
  })

  it("reads a premature baby's low end at the corrected age, and none before the due date", () => {
    const early = makeChild({ sex: 'F', dob: '2025-02-15', is_premature: true, weeks_premature: 10 })
    // Four months old, under two months corrected: 2.4 kg is small but not implausible then.
    expect(implausibleMeasures({ weight_kg: 2.4 }, early, '2025-06-15')).toEqual([])
    expect(implausibleMeasures({ weight_kg: 2.4 }, { ...early, is_premature: false, weeks_premature: null }, '2025-06-15')).toEqual(['weight_kg'])
    expect(plausibleRange('weight_kg', early, '2025-03-01')!.min).toBe(0)
  })

  it('does not question a child past 36 months, nor a date before birth', () => {
    expect(plausibleRange('weight_kg', noah, '2027-06-15')).toBeNull()
    expect(plausibleRange('weight_kg', noah, '2023-01-01')).toBeNull()
    expect(implausibleMeasures({ weight_kg: 85 }, noah, '2027-06-15')).toEqual([])
  })
})

describe('unusualMeasureQuestions: asked before saving, in the value and unit as typed', () => {
  it('asks "Is 85 kg right?" for a 9-month-old, and nothing for 8.5 kg', () => {
    expect(unusualMeasureQuestions(form({ weight: '85' }), olivia)).toEqual(['Is 85 kg right?'])
    expect(unusualMeasureQuestions(form({ weight: '8.5' }), olivia)).toEqual([])
  })

  it('says the unit the parent chose: pounds, feet and inches', () => {
    expect(unusualMeasureQuestions(form({ weight: '187', weightUnit: 'lb' }), olivia)).toEqual(['Is 187 lb right?'])
    expect(unusualMeasureQuestions(form({ heightUnit: 'ftin', heightFeet: '5', heightInches: '2' }), olivia)).toEqual(['Is 5 ft 2 in right?'])
  })
})

describe('the latest height and weight, one rule (docs/decisions/091)', () => {
  const rows = [
    makeMeasurement({ id: 1, date: '2025-06-01', height_cm: 70, weight_kg: 8.5 }),
    makeMeasurement({ id: 7, date: '2025-06-10', weight_kg: 8.7 }),
    makeMeasurement({ id: 3, date: '2025-06-10', weight_kg: 8.6, head_circumference_cm: 44 }),
  ]

  it('takes each measure from the latest row that has it: the latest date, then the one added last that day', () => {
    expect(latestMeasures(rows)).toEqual({
      height_cm: { value: 70, date: '2025-06-01' },
      weight_kg: { value: 8.7, date: '2025-06-10' },
      head_circumference_cm: { value: 44, date: '2025-06-10' },
    })
  })

  it("gives the profile's height and weight, null when no measurement has them", () => {
    expect(profileMeasuresOf(rows)).toEqual({ height_cm: 70, weight_kg: 8.7 })
    expect(profileMeasuresOf([])).toEqual({ height_cm: null, weight_kg: null })
  })

  it('a correction starts from the stored values and sends the measurement whole, a blanked measure removed', () => {
    const values = measurementFormValues(makeMeasurement({ id: 3, date: '2025-06-10', weight_kg: 8.6, head_circumference_cm: 44 }))
    expect(values).toMatchObject({ date: '2025-06-10', weight: '8.6', weightUnit: 'kg', head: '44', heightCm: '' })
    expect(toMeasurementUpdate({ ...values, head: '' })).toEqual({ date: '2025-06-10', height_cm: null, weight_kg: 8.6, head_circumference_cm: null })
  })
})
