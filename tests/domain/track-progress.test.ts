import { describe, expect, it } from 'vitest'
import type { MilestoneHistoryEntry } from '@/contract/progress'
import { ageInMonthsAt, niceTicks } from '@/domain/chart-scale'
import { ageOnDate, growthChart } from '@/domain/growth-chart'
import { historySummary, historyValueText, historyXDomain, latestNotAnswered, latestValues, notAnswered, noLongerAsked, progressHistoryChart } from '@/domain/history-chart'
import {
  emptyMeasurementForm,
  measureInUnits,
  measureValueText,
  measurementFieldErrors,
  measurementFormIssues,
  toMeasurementCreate,
  type MeasurementFormValues,
} from '@/domain/track-progress'
import { makeMeasurement } from '../support/factories'

const today = new Date(2025, 5, 15, 12)
const form = (overrides: Partial<MeasurementFormValues>): MeasurementFormValues => ({ ...emptyMeasurementForm(today), ...overrides })
const entry = (id: number, date: string, band: string, movement: number, language: number): MilestoneHistoryEntry => ({
  id,
  child: 2,
  date,
  band: { id: band === '0-6 Months' ? 1 : 2, title: band },
  progress: [
    { id: 10, title: 'Movement', completion_percentage: movement },
    { id: 11, title: 'Language', completion_percentage: language },
  ],
})

describe('progressHistoryChart (docs/product-rules.md#decisions-track-progress)', () => {
  const chart = progressHistoryChart([
    entry(3, '2025-05-01', '6-12 Months', 13, 0),
    entry(1, '2025-01-01', '0-6 Months', 38, 25),
    entry(2, '2025-03-02', '0-6 Months', 63, 50),
  ])

  it('draws one line per question set title, oldest first, x in days since the first answers', () => {
    expect(chart.series.map((line) => line.name)).toEqual(['Movement', 'Language'])
    expect(chart.series[0]?.points.map((point) => [point.x, point.y])).toEqual([
      [0, 38],
      [60, 63],
      [120, 13],
    ])
  })

  it('shows the bands as spans along the time axis, one per run of the same band', () => {
    expect(chart.bands).toEqual([
      { title: '0-6 Months', from: 0, to: 60 },
      { title: '6-12 Months', from: 120, to: 120 },
    ])
  })

  it('breaks every line where the band changes (completion counts per band), and marks the change with the new band', () => {
    for (const line of chart.series) expect(line.points.map((point) => point.segment)).toEqual([0, 0, 1])
    expect(chart.bandChanges).toEqual([{ x: 90, title: '6-12 Months', date: '2025-05-01' }])
    expect(progressHistoryChart([entry(1, '2025-01-01', '0-6 Months', 38, 25), entry(2, '2025-03-02', '0-6 Months', 63, 50)]).bandChanges).toEqual([])
  })

  it('says each band apart in the summary, the change of band as a new start, and the latest values with equal ones together', () => {
    const summary = historySummary(chart)
    expect(summary).toContain('0-6 Months, from 1 January 2025 to 2 March 2025: Movement from 38% to 63%, Language from 25% to 50%.')
    expect(summary).toContain('Then the age band changed to 6-12 Months, and each area counts again from the start of the new band: on 1 May 2025: Movement 13%, Language 0%.')
    expect(summary).toContain('Latest: Movement 13%; Language 0%.')
    const tied = progressHistoryChart([entry(1, '2025-01-01', '0-6 Months', 0, 0)])
    expect(latestValues(tied)).toEqual([{ names: ['Movement', 'Language'], value: 0 }])
    expect(historySummary(tied)).toContain('Latest: Movement and Language 0% each.')
  })

  it('gives the table the same numbers, a row per submission', () => {
    expect(chart.rows.map((row) => [row.date, row.band, ...row.values])).toEqual([
      ['2025-01-01', '0-6 Months', 38, 25],
      ['2025-03-02', '0-6 Months', 63, 50],
      ['2025-05-01', '6-12 Months', 13, 0],
    ])
  })
})

describe('an area without answers is a gap, never 0 % (issue #24)', () => {
  /** A submission where Language had no answer (`answered: 0`), as the server records it. */
  const withAnswered = (id: number, date: string, movement: number, language: number | null): MilestoneHistoryEntry => ({
    ...entry(id, date, '0-6 Months', movement, language ?? 0),
    progress: [
      { id: 10, title: 'Movement', completion_percentage: movement, answered: 4 },
      { id: 11, title: 'Language', completion_percentage: language ?? 0, answered: language === null ? 0 : 4 },
    ],
  })
  const chart = progressHistoryChart([withAnswered(1, '2025-01-01', 38, 25), withAnswered(2, '2025-02-01', 50, null), withAnswered(3, '2025-03-01', 63, 0)])

  it('leaves the point out of its line and breaks the line there; a real 0 % (answered "Not yet") stays a point', () => {
    const language = chart.series[1]!
    expect(language.points.map((point) => [point.x, point.y, point.breakBefore ?? false])).toEqual([
      [0, 25, false],
      [59, 0, true],
    ])
    expect(chart.series[0]!.points.every((point) => !point.breakBefore)).toBe(true)
  })

  it('reads "Not answered" in the table, and in the text alternative', () => {
    expect(chart.rows.map((row) => row.values.map(historyValueText))).toEqual([
      ['38%', '25%'],
      ['50%', 'Not answered'],
      ['63%', '0%'],
    ])
    expect(chart.rows[1]!.values[1]).toBe(notAnswered)
    expect(historyValueText(null)).toBe('—')
    const latestGap = progressHistoryChart([withAnswered(1, '2025-01-01', 38, null)])
    expect(latestNotAnswered(latestGap)).toEqual(['Language'])
    expect(latestValues(latestGap)).toEqual([{ names: ['Movement'], value: 38 }])
    expect(historySummary(latestGap)).toContain('Movement 38%, Language not answered.')
    expect(historySummary(latestGap)).toContain('Not answered in the latest answers: Language.')
    expect(historySummary(latestGap)).not.toMatch(/Language 0%/)
  })

  it('keeps a backend\'s record without `answered` as it is (it cannot tell)', () => {
    expect(progressHistoryChart([entry(1, '2025-01-01', '0-6 Months', 38, 0)]).rows[0]!.values).toEqual([38, 0])
  })

  it('spans the time axis over the points with room at both ends', () => {
    expect(historyXDomain([0, 100])).toEqual([-6, 106])
    expect(historyXDomain([0, 10])).toEqual([-2, 12])
    expect(historyXDomain([5])).toEqual([-2, 12])
  })
})

describe('an area switched off keeps its points and reads "No longer asked" after (issue #21, decision 058)', () => {
  const withoutMovement = (id: number, date: string, band: string, language: number): MilestoneHistoryEntry => ({
    ...entry(id, date, band, 0, language),
    progress: [{ id: 11, title: 'Language', completion_percentage: language }],
  })
  const chart = progressHistoryChart([entry(1, '2025-01-01', '0-6 Months', 38, 25), withoutMovement(2, '2025-02-01', '0-6 Months', 50)])

  it('keeps the earlier points as recorded, and marks the later submission of the same band "No longer asked", not "—"', () => {
    expect(chart.rows.map((row) => row.values.map(historyValueText))).toEqual([
      ['38%', '25%'],
      ['No longer asked', '50%'],
    ])
    expect(chart.rows[1]!.values[0]).toBe(noLongerAsked)
    expect(chart.series[0]!.points.map((point) => point.y)).toEqual([38])
    expect(historySummary(chart)).toContain('Movement 38%, no longer asked from 1 February 2025')
    expect(historySummary(chart)).not.toContain('not answered on some dates')
  })

  it('an area of another band is still "—": it was never asked in that band', () => {
    const other = progressHistoryChart([entry(1, '2025-01-01', '0-6 Months', 38, 25), withoutMovement(2, '2025-02-01', '6-12 Months', 50)])
    expect(other.rows[1]!.values[0]).toBeNull()
  })
})

describe('growthChart: chronological age in months', () => {
  it('places each measurement at its age since birth and leaves out rows without the measure', () => {
    const chart = growthChart(
      [
        { id: 2, child: 1, date: '2025-03-01', height_cm: null, weight_kg: 6, head_circumference_cm: null },
        { id: 1, child: 1, date: '2025-01-01', height_cm: 50, weight_kg: 3.4, head_circumference_cm: 34 },
      ],
      '2025-01-01',
      'height_cm',
    )
    expect(chart.rows).toEqual([{ date: '2025-01-01', ageMonths: 0, age: 0, value: 50 }])
    expect(ageInMonthsAt('2025-01-01', '2026-01-01')).toBeCloseTo(12, 1)
  })

  it("gives the age at a measurement by the app's month rule: 2 months on the day 2 months after birth, not 1.9", () => {
    const chart = growthChart(
      [
        { id: 1, child: 1, date: '2025-03-15', height_cm: 57, weight_kg: null, head_circumference_cm: null },
        { id: 2, child: 1, date: '2025-05-14', height_cm: 62, weight_kg: null, head_circumference_cm: null },
      ],
      '2025-01-15',
      'height_cm',
    )
    expect(chart.rows.map((row) => row.age)).toEqual([2, 3])
    expect(chart.points[0]?.label).toBe('0 years 2 months (15 March 2025): 57 cm')
    expect(ageOnDate('2024-08-31', '2025-02-28')).toBe(5)
  })
})

describe("the account's units on the growth charts (issue #26 point 1)", () => {
  const rows = [makeMeasurement({ id: 1, date: '2025-03-01', height_cm: 61, weight_kg: 6.2, head_circumference_cm: 40.6 })]

  it('keeps cm and kg for a metric account', () => {
    expect(growthChart(rows, '2025-01-01', 'weight_kg', 'metric')).toMatchObject({ unit: 'kg', rows: [{ value: 6.2 }] })
    expect(measureValueText('height_cm', 61)).toBe('61 cm')
  })

  it('reads inches and pounds to one decimal for an imperial account, the labels of the points too', () => {
    const weight = growthChart(rows, '2025-01-01', 'weight_kg', 'imperial')
    expect(weight).toMatchObject({ unit: 'lb', rows: [{ value: 13.7 }] })
    expect(weight.points[0]?.label).toBe('0 years 2 months (1 March 2025): 13.7 lb')
    expect(growthChart(rows, '2025-01-01', 'height_cm', 'imperial')).toMatchObject({ unit: 'in', rows: [{ value: 24 }] })
    expect(measureValueText('head_circumference_cm', 40.6, 'imperial')).toBe('16 in')
    expect(measureInUnits('weight_kg', 'imperial').name).toBe('Weight')
  })
})

describe('niceTicks', () => {
  it('answers round values covering the range', () => {
    expect(niceTicks(0, 100, 4)).toEqual([0, 25, 50, 75, 100])
    expect(niceTicks(48.1, 73.3, 4)).toEqual([50, 60, 70])
  })
})

describe('the add-a-measurement form (the child form units)', () => {
  it('converts feet and inches and pounds with src/domain/units.ts, and sends only the measures given', () => {
    expect(toMeasurementCreate(form({ heightUnit: 'ftin', heightFeet: '2', heightInches: '3', weight: '13.2', weightUnit: 'lb' }), 4)).toEqual({
      child: 4,
      date: '2025-06-15',
      height_cm: 68.6,
      weight_kg: 5.99,
    })
    expect(toMeasurementCreate(form({ heightCm: '70,5', head: '44' }), 4)).toEqual({ child: 4, date: '2025-06-15', height_cm: 70.5, head_circumference_cm: 44 })
    expect(toMeasurementCreate(form({ head: '17.3', headUnit: 'in' }), 4)).toEqual({ child: 4, date: '2025-06-15', head_circumference_cm: 43.9 })
  })

  it.each([
    ['nothing measured', form({}), 'heightCm', 'Enter at least one measurement: height, weight or head circumference.'],
    ['a future date', form({ date: '2025-06-16', weight: '8' }), 'date', 'The date cannot be in the future.'],
    ['a date before birth', form({ date: '2024-01-01', weight: '8' }), 'date', 'The date cannot be before the date of birth.'],
    ['a height that is not a number', form({ heightCm: 'tall' }), 'heightCm', 'Enter a number, e.g. 8.5'],
    ['a weight out of range once converted', form({ weight: '500', weightUnit: 'lb' }), 'weight', 'Weight must be between 0.3 and 200 kg.'],
    ['a head circumference out of range', form({ head: '90' }), 'head', 'Head circumference must be between 20 and 70 cm.'],
    ['a head circumference out of range once converted', form({ head: '30', headUnit: 'in' }), 'head', 'Head circumference must be between 20 and 70 cm.'],
  ])('refuses %s with a message under its field', (_name, values, path, message) => {
    expect(measurementFormIssues(values, '2024-09-15', today)).toContainEqual({ path, message })
  })

  it('accepts one measure on a day between birth and today', () => {
    expect(measurementFormIssues(form({ date: '2025-01-10', weight: '7.2' }), '2024-09-15', today)).toEqual([])
  })

  it("puts the server's messages under the form's fields", () => {
    expect(measurementFieldErrors({ height_cm: 'Height must be between 20 and 250 cm.', date: 'x' }, 'ftin')).toEqual({
      heightFeet: 'Height must be between 20 and 250 cm.',
      date: 'x',
    })
  })
})
