import { z } from 'zod'
import type { Units } from '@/contract/accounts'
import { WEEKS_PREMATURE, type Child, type ChildCreate } from '@/contract/children'
import { ageInMonths, dobFromAge, parseIsoDate, splitAge, toIsoDate } from '@/domain/age'
import { cmToFeetInches, feetInchesToInches, HEIGHT_FEET_MAX, INCHES_PER_FOOT, parseDecimal, startingUnits } from '@/domain/units'

/**
 * The child profile form (docs/product-rules.md#2, #4): what the parent fills in, how
 * age and date of birth follow each other, and the one table of its fields. Its rules are in
 * child-form-rules.ts; how it becomes the multipart write of docs/product-rules.md#3 (and back),
 * in child-form-wire.ts.
 */

/** docs/product-rules.md#8: shown when the child cannot be loaded, and after a failed save. */
export const childFetchErrorText = 'Error fetching data. Please try again later.'

/** A select that has not been chosen yet holds ''. */
export type Choice = number | ''

export type ChildSex = 'Male' | 'Female'
export type WeightUnit = 'kg' | 'lb'
export type BirthWeightUnit = 'kg' | 'g'

export interface ChildFormValues {
  fullName: string
  sex: ChildSex | ''
  ageYears: Choice
  ageMonths: Choice
  dobDay: Choice
  dobMonth: Choice
  dobYear: Choice
  isPremature: boolean
  weeksPremature: Choice
  /** As typed (text), so "8,5" or a half-typed number can be checked and kept. */
  birthWeight: string
  birthWeightUnit: BirthWeightUnit
  weight: string
  weightUnit: WeightUnit
  heightFeet: Choice
  heightInches: Choice
  healthConditions: string
  /** A newly chosen photo, or null. */
  image: File | null
  /** The parent removed the photo the child already had (edit). */
  imageCleared: boolean
}

export type ChildFormField = keyof ChildFormValues

/** A message under each field that has one (the form's own or the server's). */
export type ChildFormErrors = Partial<Record<ChildFormField, string>>

// ---------------------------------------------------------------------------
// Option ranges (docs/product-rules.md#3, #9)

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i)

export const AGE_YEARS_MAX = 17
/** docs/product-rules.md#9: "Birth year choices: last 20 years" (this year and the 19 before it). */
export const BIRTH_YEAR_CHOICES = 20

export const ageYearOptions = (): number[] => range(0, AGE_YEARS_MAX)
export const ageMonthOptions = (): number[] => range(0, 11)
export const dobDayOptions = (): number[] => range(1, 31)
export const dobMonthOptions = (): number[] => range(1, 12)
/** Newest first: this year back through the last 20 years. */
export const dobYearOptions = (today: Date = new Date()): number[] =>
  range(0, BIRTH_YEAR_CHOICES - 1).map((back) => today.getFullYear() - back)
export const weeksPrematureOptions = (): number[] => range(WEEKS_PREMATURE.min, WEEKS_PREMATURE.max)
export const heightFeetOptions = (): number[] => range(0, HEIGHT_FEET_MAX)
export const heightInchOptions = (): number[] => range(0, INCHES_PER_FOOT - 1)

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

// ---------------------------------------------------------------------------
// Names, dates and numbers

/** docs/product-rules.md#3: the full name split at the FIRST space ("Mary Jane Smith" -> "Mary" / "Jane Smith"). */
export function splitFullName(name: string): { first_name: string; last_name: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ')
  const space = trimmed.indexOf(' ')
  if (space < 0) return { first_name: trimmed, last_name: '' }
  return { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1) }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The date of birth as YYYY-MM-DD when all three parts are chosen and form a real date; else null. */
export function dobText(values: Pick<ChildFormValues, 'dobDay' | 'dobMonth' | 'dobYear'>): string | null {
  const { dobDay, dobMonth, dobYear } = values
  if (dobDay === '' || dobMonth === '' || dobYear === '') return null
  const text = `${String(dobYear).padStart(4, '0')}-${pad(dobMonth)}-${pad(dobDay)}`
  return parseIsoDate(text) ? text : null
}

function dobParts(iso: string): Pick<ChildFormValues, 'dobDay' | 'dobMonth' | 'dobYear'> {
  const parsed = parseIsoDate(iso)
  if (!parsed) return { dobDay: '', dobMonth: '', dobYear: '' }
  return { dobDay: parsed.day, dobMonth: parsed.month, dobYear: parsed.year }
}

// ---------------------------------------------------------------------------
// docs/product-rules.md#4: age and date of birth stay in sync

/**
 * An age part chosen -> the other, if still blank, becomes 0 (one choice sets both:
 * "1 year" means 1 year 0 months, "5 months" 0 years 5 months); then the date of
 * birth becomes that many months before today. Nothing chosen: nothing changes.
 */
export function syncFromAge(values: ChildFormValues, today: Date = new Date()): ChildFormValues {
  if (values.ageYears === '' && values.ageMonths === '') return values
  const ageYears = values.ageYears === '' ? 0 : values.ageYears
  const ageMonths = values.ageMonths === '' ? 0 : values.ageMonths
  const dob = dobParts(dobFromAge(ageYears * 12 + ageMonths, today))
  return { ...values, ageYears, ageMonths, ...dob }
}

/**
 * A full, valid date of birth -> age in years and months. An invalid date
 * (31 February) is ignored, as docs/product-rules.md#4 says; so is a date in the future,
 * which has no age (the form flags it instead). An age beyond the age
 * selectors (17 years 11 months) empties them rather than showing a stale age.
 */
export function syncFromDob(values: ChildFormValues, today: Date = new Date()): ChildFormValues {
  const dob = dobText(values)
  if (!dob || dob > toIsoDate(today)) return values
  const { years, months } = splitAge(ageInMonths(dob, today))
  if (years > AGE_YEARS_MAX) return { ...values, ageYears: '', ageMonths: '' }
  return { ...values, ageYears: years, ageMonths: months }
}

// ---------------------------------------------------------------------------
// The fields, one row each (docs/product-rules.md#3): the wire payload, the edit
// form's prefill and the server-error mapping are all derived from this table.

/** The wire fields of a child write, as the contract names them. */
export type WireFields = { [K in keyof ChildCreate]?: unknown }

/** Fields that travel together in an update: a value with its unit, the name's two halves, premature with its weeks. */
export type WireGroup = 'name' | 'sex' | 'dob' | 'premature' | 'birthWeight' | 'weight' | 'height' | 'health'

export interface FieldDescriptor<K extends ChildFormField> {
  /** The value's type; the rules with their messages are in childFormIssues. */
  schema: z.ZodType<ChildFormValues[K], ChildFormValues[K]>
  /** The empty form's value. */
  default: ChildFormValues[K]
  /** The update group its wire fields belong to; the photo has none (it travels apart). */
  group?: WireGroup
  /** The wire fields this field writes, read from the whole form ('' where a measurement is left empty). */
  wire?: (values: ChildFormValues) => WireFields
  /** An empty measurement: the whole row is left out of a create when its first wire value is ''. */
  optional?: true
  /** The wire fields whose server messages show under this field. */
  errors?: readonly string[]
  /** Its value read back from a stored child (edit); the default when absent. */
  read?: (child: Child) => ChildFormValues[K]
}

const choice = z.union([z.literal(''), z.number()])
const fileOrNull = z.custom<File | null>(
  (value) =>
    value === null || (typeof value === 'object' && typeof (value as Blob).type === 'string' && typeof (value as Blob).size === 'number'),
)
const numberText = (value: number | null) => (value === null ? '' : String(value))
const heightOf = (child: Child) => (child.height_cm === null ? null : cmToFeetInches(child.height_cm))
const hasHeight = (values: ChildFormValues) => values.heightFeet !== '' || values.heightInches !== ''

const fieldRows = {
  fullName: {
    schema: z.string(),
    default: '',
    group: 'name',
    wire: (values) => splitFullName(values.fullName),
    errors: ['first_name', 'last_name'],
    read: (child) => [child.first_name, child.last_name].filter(Boolean).join(' '),
  },
  // docs/product-rules.md#3: sex is read as "M or other".
  sex: {
    schema: z.enum(['', 'Male', 'Female']),
    default: '',
    group: 'sex',
    wire: (values) => ({ sex: values.sex }),
    errors: ['sex'],
    read: (child) => (child.sex === 'M' ? 'Male' : 'Female'),
  },
  // The age is not sent: it fills in the date of birth (docs/product-rules.md#4).
  ageYears: { schema: choice, default: '' },
  ageMonths: { schema: choice, default: '' },
  dobDay: {
    schema: choice,
    default: '',
    group: 'dob',
    wire: (values) => ({ dob: dobText(values) }),
    errors: ['dob'],
    read: (child) => dobParts(child.dob).dobDay,
  },
  dobMonth: { schema: choice, default: '', group: 'dob', read: (child) => dobParts(child.dob).dobMonth },
  dobYear: { schema: choice, default: '', group: 'dob', read: (child) => dobParts(child.dob).dobYear },
  // docs/product-rules.md#3: premature birth Yes/No, default No.
  isPremature: {
    schema: z.boolean(),
    default: false,
    group: 'premature',
    wire: (values) => ({ is_premature: values.isPremature }),
    read: (child) => child.is_premature,
  },
  weeksPremature: {
    schema: choice,
    default: '',
    group: 'premature',
    optional: true,
    wire: (values) => ({ weeks_premature: values.isPremature && values.weeksPremature !== '' ? values.weeksPremature : '' }),
    errors: ['is_premature', 'weeks_premature'],
    read: (child) => (child.is_premature && child.weeks_premature !== null ? child.weeks_premature : ''),
  },
  birthWeight: {
    schema: z.string(),
    default: '',
    group: 'birthWeight',
    optional: true,
    wire: (values) => ({ birth_weight: parseDecimal(values.birthWeight) ?? '', birth_weight_unit: values.birthWeightUnit }),
    errors: ['birth_weight', 'birth_weight_unit'],
    read: (child) => numberText(child.birth_weight),
  },
  birthWeightUnit: { schema: z.enum(['kg', 'g']), default: 'kg', group: 'birthWeight', read: () => 'kg' },
  weight: {
    schema: z.string(),
    default: '',
    group: 'weight',
    optional: true,
    wire: (values) => ({ weight: parseDecimal(values.weight) ?? '', weight_unit: values.weightUnit }),
    errors: ['weight', 'weight_unit'],
    read: (child) => numberText(child.weight_kg),
  },
  weightUnit: { schema: z.enum(['kg', 'lb']), default: 'kg', group: 'weight', read: () => 'kg' },
  // The selects are feet and inches; the server takes text of value plus unit ("27 in").
  heightFeet: {
    schema: choice,
    default: '',
    group: 'height',
    optional: true,
    wire: (values) => ({ height: hasHeight(values) ? `${heightInches(values)} in` : '', height_unit: 'in' }),
    errors: ['height', 'height_unit'],
    read: (child) => heightOf(child)?.feet ?? '',
  },
  heightInches: { schema: choice, default: '', group: 'height', read: (child) => heightOf(child)?.inches ?? '' },
  healthConditions: {
    schema: z.string(),
    default: '',
    group: 'health',
    wire: (values) => ({ health_conditions: values.healthConditions.trim() }),
    errors: ['health_conditions'],
    read: (child) => child.notes,
  },
  /** A newly chosen photo, sent apart (imageUpload). */
  image: { schema: fileOrNull, default: null, errors: ['profile_image_upload'] },
  imageCleared: { schema: z.boolean(), default: false },
} satisfies { readonly [K in ChildFormField]: FieldDescriptor<K> }

/**
 * Every field of a child write has a row that writes it (the photo travels apart): a field added to the
 * contract's childWriteShape and missing here fails `tsc` on this line, naming the field.
 */
type WrittenByRow<R> = R extends { wire: (values: ChildFormValues) => infer W } ? keyof W : never
type UnwrittenWireField = Exclude<keyof ChildCreate, WrittenByRow<(typeof fieldRows)[ChildFormField]> | 'profile_image_upload'>
const everyWireFieldHasARow: [UnwrittenWireField] extends [never] ? true : { missingFromChildFormFields: UnwrittenWireField } = true
void everyWireFieldHasARow

export const childFormFields: { readonly [K in ChildFormField]: FieldDescriptor<K> } = fieldRows

export type AnyDescriptor = FieldDescriptor<ChildFormField>
/** The table's rows as [field, row] pairs, for the rules and the wire mapping. */
export const descriptors = Object.entries(childFormFields) as Array<[ChildFormField, AnyDescriptor]>

export function valuesFrom(value: (key: ChildFormField, descriptor: AnyDescriptor) => unknown): ChildFormValues {
  return Object.fromEntries(descriptors.map(([key, descriptor]) => [key, value(key, descriptor)])) as unknown as ChildFormValues
}

export const emptyChildFormValues: ChildFormValues = valuesFrom((_, descriptor) => descriptor.default)

/**
 * A new child's form: Years and Months both start at "Select" (docs/decisions/054: they
 * start the same way); choosing either sets the other to 0 and, with them, the
 * date of birth (syncFromAge).
 */
export const newChildFormValues: ChildFormValues = emptyChildFormValues

/** A new child's form, its weight's unit starting from the account's preference (docs/decisions/062; height is always feet and inches). */
export const newChildFormValuesFor = (units: Units): ChildFormValues => ({ ...newChildFormValues, weightUnit: startingUnits(units).weight })

/** The height selects in inches (feet and inches, a blank as 0). */
export function heightInches(values: Pick<ChildFormValues, 'heightFeet' | 'heightInches'>): number {
  return feetInchesToInches(values.heightFeet === '' ? 0 : values.heightFeet, values.heightInches === '' ? 0 : values.heightInches)
}
