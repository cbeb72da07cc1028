import { z } from 'zod'
import type { Units } from '@/contract/accounts'
import type { Child } from '@/contract/children'
import { measurementRanges, type MeasureName, type Measurement, type MeasurementCreate, type MeasurementUpdate, type MilestoneHistoryEntry } from '@/contract/progress'
import { parseIsoDate, toIsoDate } from '@/domain/age'
import { implausibleMeasures, type GrowthChild } from '@/domain/growth-plausibility'
import type { AreaMeasure } from '@/domain/milestone-measure'
import { cmToIn, feetInchesToInches, HEIGHT_FEET_MAX, INCHES_PER_FOOT, kgToLb, parseDecimal, startingUnits, toCm, toKg } from '@/domain/units'

/**
 * Track Progress (docs/product-rules.md#decisions-track-progress): what its page loads, each measure in the
 * account's units, and the add-a-measurement form. Its two charts are history-chart.ts and growth-chart.ts.
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

export const measureLabels: Record<MeasureName, { name: string; unit: string }> = {
  height_cm: { name: 'Height', unit: 'cm' },
  weight_kg: { name: 'Weight', unit: 'kg' },
  head_circumference_cm: { name: 'Head circumference', unit: 'cm' },
}

/**
 * docs/decisions/062: a measure as the account reads it. The server stores cm and kg; an imperial account reads
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

/** An empty form, its units starting from the account's preference (docs/decisions/062). */
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
