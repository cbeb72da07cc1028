import { z } from 'zod'
import type { Units } from '@/contract/accounts'
import type { Child } from '@/contract/children'
import { measurementRanges, type MeasureName, type Measurement, type MeasurementCreate, type MeasurementUpdate, type MilestoneHistoryEntry } from '@/contract/progress'
import { ageInMonths, formatAge, parseIsoDate, toIsoDate } from '@/domain/age'
import { formatPercent, longDate } from '@/domain/format'
import { implausibleMeasures, type GrowthChild } from '@/domain/growth-plausibility'
import type { AreaMeasure } from '@/domain/milestone-measure'
import { cmToIn, feetInchesToInches, HEIGHT_FEET_MAX, INCHES_PER_FOOT, kgToLb, parseDecimal, startingUnits, toCm, toKg } from '@/domain/units'

/**
 * Track Progress (docs/product-rules.md#decisions-track-progress): the answer history as
 * one line per question set over time, and growth over age from the measurements.
 */

/** What loading the Track Progress page answers (src/routes/-lib/child-overview-loader.ts loadTrackProgress). */
export type TrackProgressLoad =
  | {
      status: 'found'
      child: Child
      history: MilestoneHistoryEntry[]
      measurements: Measurement[]
      today: string
      /** Where each area stands now, by the one measure of milestones (decision 092); absent when the answers could not be read. */
      areas?: AreaMeasure[]
    }
  /** The child is ours, but the server has not got the optional calls (a 404 from them). */
  | { status: 'unavailable'; child: Child }
  /** `retryable`: the failure may pass (network, server), unlike a 404 for a child that is not ours. */
  | { status: 'notFound'; retryable: boolean }

const DAY_MS = 86_400_000
/** The average month (365.25 / 12 days), for ages on a continuous axis. */
const DAYS_PER_MONTH = 30.4375

const dayNumber = (iso: string): number => {
  const parts = parseIsoDate(iso)
  return parts ? Math.round(Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS) : 0
}

/** Days from one date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from)

/**
 * Chronological age in months (fractional) on a date: growth is charted by the
 * age since birth, not the corrected age, as growth charts are read
 * (docs/decisions/042-charts-hand-written-svg.md).
 */
export const ageInMonthsAt = (dob: string, date: string): number => Math.max(0, daysBetween(dob, date) / DAYS_PER_MONTH)

export interface ChartPoint {
  /** Days since the first point (history) or age in months (growth). */
  x: number
  y: number
  /** What the point says in words, e.g. "12 March 2025: 50%". */
  label: string
  /** Points of different segments are not joined (a new age band starts a new segment). */
  segment?: number
  /** The point before it on its line was a gap (not answered): the two are not joined. */
  breakBefore?: boolean
}

export interface ChartSeries {
  name: string
  points: ChartPoint[]
}

export interface BandSpan {
  title: string
  from: number
  to: number
}

/** Where the age band changes: between the last answers of one band and the first of the next. */
export interface BandChange {
  x: number
  /** The new band's title. */
  title: string
  /** The date of the first answers in the new band. */
  date: string
}

export interface ProgressHistoryChart {
  series: ChartSeries[]
  bands: BandSpan[]
  bandChanges: BandChange[]
  /** Dates of the entries, in order: the x axis and the table's rows. */
  dates: string[]
  /** x of each date (days since the first entry). */
  xs: number[]
  /**
   * `segment`: the index of the row's band in `bands`. `values`: each line's
   * percentage, or `notAnswered` (the area had no answer in that submission: a gap,
   * never 0 %), or `noLongerAsked` (the area was in an earlier submission of the same band
   * but is no longer asked: switched off by an admin, issue #21), or null (the area was
   * not part of that submission's band).
   */
  rows: { date: string; band: string; segment: number; values: HistoryValue[] }[]
}

/** An area without answers in a submission (issue #24): a gap in the chart and "Not answered" in its table. */
export const notAnswered = 'notAnswered' as const
/** An area an earlier submission of the same band had, missing from a later one: switched off since (issue #21, decision 058). */
export const noLongerAsked = 'noLongerAsked' as const
export type HistoryValue = number | typeof notAnswered | typeof noLongerAsked | null

/** A record's value: its percentage, or a gap when the server says none of its questions had an answer. */
function historyValue(record: { completion_percentage: number; answered?: number } | undefined): HistoryValue {
  if (!record) return null
  return record.answered === 0 ? notAnswered : record.completion_percentage
}

/** A history cell in words: "38%", "Not answered", "—" (not in that band). */
export function historyValueText(value: HistoryValue): string {
  if (value === null) return '—'
  if (value === noLongerAsked) return 'No longer asked'
  return value === notAnswered ? 'Not answered' : formatPercent(value)
}

/**
 * The time axis of the history chart (issue #24): the points' span with room at both
 * ends (6 % of the span, at least 2 days), so the first and last markers never sit on
 * the plot's edges; a single day gets a week either side.
 */
export function historyXDomain(xs: readonly number[]): [number, number] {
  if (xs.length === 0) return [-7, 7]
  const min = Math.min(...xs)
  const max = Math.max(...xs)
  if (max === min) return [min - 7, max + 7]
  const pad = Math.max(2, (max - min) * 0.06)
  return [min - pad, max + pad]
}


/**
 * One line per question set title, broken where the age band changes: completion is
 * counted per band, so a drop at a new band is a new start, not a step back (a new
 * segment, and a `bandChanges` divider). The bands are also spans along the time axis.
 */
export function progressHistoryChart(history: readonly MilestoneHistoryEntry[]): ProgressHistoryChart {
  const entries = [...history].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
  const first = entries[0]?.date ?? ''
  const titles: string[] = []
  for (const entry of entries) for (const record of entry.progress) if (!titles.includes(record.title)) titles.push(record.title)
  const xs = entries.map((entry) => daysBetween(first, entry.date))
  const bands: BandSpan[] = []
  const bandChanges: BandChange[] = []
  /** The band run (segment) of each entry. */
  const segments = entries.map((entry, index) => {
    const title = entry.band?.title ?? 'No band'
    const x = xs[index] ?? 0
    const last = bands.at(-1)
    if (last && last.title === title) last.to = x
    else {
      if (last) bandChanges.push({ x: (last.to + x) / 2, title, date: entry.date })
      bands.push({ title, from: x, to: x })
    }
    return bands.length - 1
  })
  // An area an earlier submission of the same band had is no longer asked when a later one lacks it.
  const askedBefore = (index: number, title: string) =>
    entries.slice(0, index).some((earlier) => earlier.band !== null && earlier.band.id === entries[index]?.band?.id && earlier.progress.some((p) => p.title === title))
  const rows = entries.map((entry, index) => ({
    date: entry.date,
    band: entry.band?.title ?? 'No band',
    segment: segments[index] ?? 0,
    values: titles.map((title): HistoryValue => {
      const value = historyValue(entry.progress.find((p) => p.title === title))
      return value === null && askedBefore(index, title) ? noLongerAsked : value
    }),
  }))
  const series = titles.map((title, line) => {
    const points: ChartPoint[] = []
    let gap = false
    rows.forEach((row, index) => {
      const value = row.values[line]
      if (value === notAnswered) gap = true
      if (typeof value !== 'number') return
      points.push({ x: xs[index] ?? 0, y: value, label: `${longDate(row.date)}: ${formatPercent(value)}`, segment: row.segment, ...(gap ? { breakBefore: true } : {}) })
      gap = false
    })
    return { name: title, points }
  })
  return { series, bands, bandChanges, dates: entries.map((entry) => entry.date), xs, rows }
}

/** "A, B and C". */
const listOf = (names: readonly string[]): string => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`)

/**
 * The latest value of each line, lines at the same value named together, as the
 * legend and the summary say it (lines on top of each other hide one another).
 */
export function latestValues(chart: ProgressHistoryChart): { names: string[]; value: number }[] {
  const lastRow = chart.rows.at(-1)
  if (!lastRow) return []
  const groups: { names: string[]; value: number }[] = []
  lastRow.values.forEach((value, index) => {
    const name = chart.series[index]?.name
    if (typeof value !== 'number' || name === undefined) return
    const same = groups.find((group) => group.value === value)
    if (same) same.names.push(name)
    else groups.push({ names: [name], value })
  })
  return groups
}

/** The lines whose area had no answer in the latest submission. */
export function latestNotAnswered(chart: ProgressHistoryChart): string[] {
  const lastRow = chart.rows.at(-1)
  return lastRow ? chart.series.filter((_, index) => lastRow.values[index] === notAnswered).map((line) => line.name) : []
}

/** The history chart's text alternative: each line per band, the band changes, the latest values. */
export function historySummary(chart: ProgressHistoryChart): string {
  const parts: string[] = []
  chart.bands.forEach((band, bandIndex) => {
    const inBand = chart.rows.filter((row) => row.segment === bandIndex)
    const firstRow = inBand[0]
    const lastRow = inBand.at(-1)
    if (!firstRow || !lastRow) return
    const lines = chart.series
      .map((line, index) => {
        const values = inBand.map((row) => row.values[index]).filter((value): value is number | typeof notAnswered => value === notAnswered || typeof value === 'number')
        const numbers = values.filter((value): value is number => typeof value === 'number')
        const from = numbers[0]
        const to = numbers.at(-1)
        if (values.length === 0) return null
        const stopped = inBand.find((row) => row.values[index] === noLongerAsked)
        const after = stopped ? `, no longer asked from ${longDate(stopped.date)}` : ''
        if (from === undefined || to === undefined) return `${line.name} not answered${after}`
        const gaps = numbers.length < values.length ? ' (not answered on some dates)' : ''
        return numbers.length === 1 ? `${line.name} ${formatPercent(to)}${gaps}${after}` : `${line.name} from ${formatPercent(from)} to ${formatPercent(to)}${gaps}${after}`
      })
      .filter((text): text is string => text !== null)
    const when = firstRow === lastRow ? `on ${longDate(firstRow.date)}` : `from ${longDate(firstRow.date)} to ${longDate(lastRow.date)}`
    const intro = bandIndex === 0 ? `${band.title}, ${when}` : `Then the age band changed to ${band.title}, and each area counts again from the start of the new band: ${when}`
    parts.push(`${intro}: ${lines.join(', ')}.`)
  })
  const latest = latestValues(chart)
  if (latest.length > 0) {
    parts.push(`Latest: ${latest.map((group) => `${listOf(group.names)} ${formatPercent(group.value)}${group.names.length > 1 ? ' each' : ''}`).join('; ')}.`)
  }
  const unanswered = latestNotAnswered(chart)
  if (unanswered.length > 0) parts.push(`Not answered in the latest answers: ${listOf(unanswered)}.`)
  return parts.join(' ')
}

export const measureLabels: Record<MeasureName, { name: string; unit: string }> = {
  height_cm: { name: 'Height', unit: 'cm' },
  weight_kg: { name: 'Weight', unit: 'kg' },
  head_circumference_cm: { name: 'Head circumference', unit: 'cm' },
}

export interface GrowthChart {
  measure: MeasureName
  /** The unit the values are in (the account's: cm, kg, in or lb). */
  unit: string
  points: ChartPoint[]
  /** `ageMonths`: where the point sits on the continuous age axis; `age`: the app's age in whole months on that date (domain/age.ts). */
  rows: { date: string; ageMonths: number; age: number; value: number }[]
}

/** The app's age rule (docs/product-rules.md#4) on the date of a measurement. */
export function ageOnDate(dob: string, date: string): number {
  const parts = parseIsoDate(date)
  return parts ? ageInMonths(dob, new Date(parts.year, parts.month - 1, parts.day, 12)) : 0
}

/**
 * Issue #26 point 1: a measure as the account reads it. The server stores cm and kg; an imperial account reads
 * inches and pounds (one decimal) on every screen beyond the spec (Track Progress, the summary). The profile's
 * Kg and Cm are the spec's and stay.
 */
export function measureInUnits(measure: MeasureName, units: Units): { name: string; unit: string; value: (stored: number) => number } {
  const { name, unit } = measureLabels[measure]
  if (units === 'metric') return { name, unit, value: (stored) => stored }
  return measure === 'weight_kg' ? { name, unit: 'lb', value: kgToLb } : { name, unit: 'in', value: cmToIn }
}

/** "18.7 lb": a stored value (cm or kg) in the account's units, with its unit. */
export function measureValueText(measure: MeasureName, stored: number, units: Units = 'metric'): string {
  const { unit, value } = measureInUnits(measure, units)
  return `${value(stored)} ${unit}`
}

/** One measure over chronological age in months, oldest first, in the account's units; rows without the measure are left out. */
export function growthChart(measurements: readonly Measurement[], dob: string, measure: MeasureName, units: Units = 'metric'): GrowthChart {
  const { unit, value: shown } = measureInUnits(measure, units)
  const rows = [...measurements]
    .sort((a, b) => a.date.localeCompare(b.date))
    .flatMap((row) => {
      const value = row[measure]
      return value === null ? [] : [{ date: row.date, ageMonths: ageInMonthsAt(dob, row.date), age: ageOnDate(dob, row.date), value: shown(value) }]
    })
  return {
    measure,
    unit,
    rows,
    points: rows.map((row) => ({ x: row.ageMonths, y: row.value, label: `${formatAge(row.age)} (${longDate(row.date)}): ${row.value} ${unit}` })),
  }
}

/** Round tick values covering [min, max], about `count` of them. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min]
  const raw = (max - min) / count
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const step = ([1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw) as number
  const start = Math.ceil(min / step - 1e-9) * step
  const ticks: number[] = []
  // + 0 turns a -0 into 0.
  for (let value = start; value <= max + 1e-9; value += step) ticks.push(Math.round(value * 1000) / 1000 + 0)
  return ticks
}

/** A linear map from a domain to a range (a tiny d3-scale). */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]) {
  const [d0, d1] = domain
  const [r0, r1] = range
  const span = d1 - d0 || 1
  return (value: number) => r0 + ((value - d0) / span) * (r1 - r0)
}

/** A padded [min, max] around the values, never below `floor`. */
export function paddedDomain(values: readonly number[], floor = 0): [number, number] {
  if (values.length === 0) return [floor, floor + 1]
  const min = Math.min(...values)
  const max = Math.max(...values)
  const pad = max > min ? (max - min) * 0.1 : Math.max(1, Math.abs(max) * 0.1)
  return [Math.max(floor, min - pad), max + pad]
}

// ---------------------------------------------------------------------------
// The add-a-measurement form (same units as the child form: cm or ft/in, kg or lb; the head in cm or in)

export type HeightUnit = 'cm' | 'ftin'

export interface MeasurementFormValues {
  date: string
  heightUnit: HeightUnit
  /** As typed, in cm. */
  heightCm: string
  heightFeet: string
  heightInches: string
  weight: string
  weightUnit: 'kg' | 'lb'
  /** As typed, in `headUnit`. */
  head: string
  headUnit: 'cm' | 'in'
}

export type MeasurementFormField = keyof MeasurementFormValues

/** The height choices of the child form (docs/product-rules.md#9): 0-7 feet, 0-11 inches. */
export const feetChoices = Array.from({ length: HEIGHT_FEET_MAX + 1 }, (_, feet) => feet)
export const inchChoices = Array.from({ length: INCHES_PER_FOOT }, (_, inches) => inches)

/** An empty form, its units starting from the account's preference (issue #26 point 1). */
export const emptyMeasurementForm = (today: Date = new Date(), units: Units = 'metric'): MeasurementFormValues => ({
  date: toIsoDate(today),
  heightUnit: startingUnits(units).height,
  heightCm: '',
  heightFeet: '',
  heightInches: '',
  weight: '',
  weightUnit: startingUnits(units).weight,
  head: '',
  headUnit: startingUnits(units).length,
})

export const measurementFormMessages = {
  date: 'Enter the date of the measurement.',
  future: 'The date cannot be in the future.',
  beforeBirth: 'The date cannot be before the date of birth.',
  none: 'Enter at least one measurement: height, weight or head circumference.',
  number: 'Enter a number, e.g. 8.5',
  feetInches: 'Enter whole feet (0 to 7) and inches (0 to 11).',
} as const

const isBlank = (text: string) => text.trim() === ''
const wholeIn = (text: string, max: number) => isBlank(text) || (/^\d+$/.test(text.trim()) && Number(text) <= max)

function heightValue(values: MeasurementFormValues): number | null {
  if (values.heightUnit === 'cm') return parseDecimal(values.heightCm)
  if (isBlank(values.heightFeet) && isBlank(values.heightInches)) return null
  const inches = feetInchesToInches(Number(values.heightFeet || 0), Number(values.heightInches || 0))
  return toCm(inches, 'in')
}

/** The form -> the call's body, in cm and kg (the conversions of src/domain/units.ts). */
export function toMeasurementCreate(values: MeasurementFormValues, child: number): MeasurementCreate {
  const body: MeasurementCreate = { child, date: values.date }
  const height = heightValue(values)
  const height_cm = height === null ? null : values.heightUnit === 'cm' ? toCm(height, 'cm') : height
  const weight = parseDecimal(values.weight)
  const head = parseDecimal(values.head)
  if (height_cm !== null) body.height_cm = height_cm
  if (weight !== null) body.weight_kg = toKg(weight, values.weightUnit)
  if (head !== null) body.head_circumference_cm = toCm(head, values.headUnit)
  return body
}

/**
 * A measurement being corrected, in the form (docs/decisions/091): in the units it is stored in (cm, kg, cm), so a
 * correction of one field never moves another by a rounding; the unit selects still switch.
 */
export function measurementFormValues(measurement: Measurement): MeasurementFormValues {
  const text = (value: number | null) => (value === null ? '' : String(value))
  return {
    date: measurement.date,
    heightUnit: 'cm',
    heightCm: text(measurement.height_cm),
    heightFeet: '',
    heightInches: '',
    weight: text(measurement.weight_kg),
    weightUnit: 'kg',
    head: text(measurement.head_circumference_cm),
    headUnit: 'cm',
  }
}

/** The form -> a correction's body: the measurement whole, a measure left blank removed (null). */
export function toMeasurementUpdate(values: MeasurementFormValues): MeasurementUpdate {
  const { child: _child, ...given } = toMeasurementCreate(values, 0)
  return { height_cm: null, weight_kg: null, head_circumference_cm: null, ...given }
}

/** A measure as the parent typed it, with the unit they chose: "85 kg", "2 ft 9 in", "70.5 cm". */
export function typedMeasureText(values: MeasurementFormValues, measure: MeasureName): string {
  if (measure === 'weight_kg') return `${values.weight.trim()} ${values.weightUnit}`
  if (measure === 'head_circumference_cm') return `${values.head.trim()} ${values.headUnit}`
  if (values.heightUnit === 'cm') return `${values.heightCm.trim()} cm`
  return `${values.heightFeet || 0} ft ${values.heightInches || 0} in`
}

/**
 * docs/decisions/091: the questions to ask before saving, one per measure far outside what is plausible for the
 * child's age and sex on the measurement's date (src/domain/growth-plausibility.ts): "Is 85 kg right?", the value
 * and unit as typed. Empty: nothing to ask.
 */
export function unusualMeasureQuestions(values: MeasurementFormValues, child: GrowthChild): string[] {
  const { child: _child, date, ...measures } = toMeasurementCreate(values, 0)
  return implausibleMeasures(measures, child, date).map((measure) => `Is ${typedMeasureText(values, measure)} right?`)
}

type Issue = { path: MeasurementFormField; message: string }

/** Every rule of the form; the ranges are the server's (src/contract/progress.ts), checked after the conversion. */
export function measurementFormIssues(values: MeasurementFormValues, dob: string, today: Date = new Date()): Issue[] {
  const issues: Issue[] = []
  if (!parseIsoDate(values.date)) issues.push({ path: 'date', message: measurementFormMessages.date })
  else if (values.date > toIsoDate(today)) issues.push({ path: 'date', message: measurementFormMessages.future })
  else if (values.date < dob) issues.push({ path: 'date', message: measurementFormMessages.beforeBirth })

  const heightField: MeasurementFormField = values.heightUnit === 'cm' ? 'heightCm' : 'heightFeet'
  if (values.heightUnit === 'cm' && !isBlank(values.heightCm) && parseDecimal(values.heightCm) === null) {
    issues.push({ path: 'heightCm', message: measurementFormMessages.number })
  }
  if (values.heightUnit === 'ftin' && !(wholeIn(values.heightFeet, HEIGHT_FEET_MAX) && wholeIn(values.heightInches, INCHES_PER_FOOT - 1))) {
    issues.push({ path: 'heightFeet', message: measurementFormMessages.feetInches })
  }
  if (!isBlank(values.weight) && parseDecimal(values.weight) === null) issues.push({ path: 'weight', message: measurementFormMessages.number })
  if (!isBlank(values.head) && parseDecimal(values.head) === null) issues.push({ path: 'head', message: measurementFormMessages.number })
  if (issues.some((issue) => issue.path !== 'date')) return issues

  const body = toMeasurementCreate(values, 1)
  const fieldOf: Record<MeasureName, MeasurementFormField> = { height_cm: heightField, weight_kg: 'weight', head_circumference_cm: 'head' }
  let any = false
  for (const name of Object.keys(fieldOf) as MeasureName[]) {
    const value = body[name]
    if (typeof value !== 'number') continue
    any = true
    const range = measurementRanges[name]
    if (value < range.min || value > range.max) issues.push({ path: fieldOf[name], message: range.message })
  }
  if (!any) issues.push({ path: heightField, message: measurementFormMessages.none })
  return issues
}

/** The form's rules as a schema for TanStack Form (Standard Schema), with the child's date of birth and today. */
export function measurementFormSchema(dob: string, today: () => Date) {
  return z.custom<MeasurementFormValues>().superRefine((values, ctx) => {
    for (const issue of measurementFormIssues(values, dob, today())) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message })
  })
}

/** The server's field names -> the form field their message belongs under. */
export function measurementFieldErrors(errors: Record<string, string> | undefined, heightUnit: HeightUnit): Partial<Record<MeasurementFormField, string>> {
  const result: Partial<Record<MeasurementFormField, string>> = {}
  if (!errors) return result
  const map: Record<string, MeasurementFormField> = {
    date: 'date',
    height_cm: heightUnit === 'cm' ? 'heightCm' : 'heightFeet',
    weight_kg: 'weight',
    head_circumference_cm: 'head',
    // A limit of the child's measured days (docs/decisions/085) is about the day.
    non_field_errors: 'date',
  }
  for (const [field, message] of Object.entries(errors)) {
    const target = map[field]
    if (target) result[target] ??= message
  }
  return result
}
