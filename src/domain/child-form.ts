import { z } from 'zod'
import { childMeasurements, childRuleMessages, WEEKS_PREMATURE, type Child, type ChildCreate, type ChildUpdate } from '@/contract/children'
import { isAcceptedImageType, MAX_IMAGE_BYTES } from '@/contract/common'
import { ageInMonths, dobFromAge, parseIsoDate, splitAge, toIsoDate } from '@/domain/age'
import { cmToFeetInches, feetInchesToInches, HEIGHT_FEET_MAX, INCHES_PER_FOOT, parseDecimal } from '@/domain/units'

/**
 * The child profile form (docs/product-rules.md#2, #4): what the parent fills in, how
 * age and date of birth follow each other, and how the form becomes the
 * multipart write of docs/product-rules.md#3.
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
type WireFields = { [K in keyof ChildCreate]?: unknown }

/** Fields that travel together in an update: a value with its unit, the name's two halves, premature with its weeks. */
type WireGroup = 'name' | 'sex' | 'dob' | 'premature' | 'birthWeight' | 'weight' | 'height' | 'health'

interface FieldDescriptor<K extends ChildFormField> {
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

type AnyDescriptor = FieldDescriptor<ChildFormField>
const descriptors = Object.entries(childFormFields) as Array<[ChildFormField, AnyDescriptor]>

function valuesFrom(value: (key: ChildFormField, descriptor: AnyDescriptor) => unknown): ChildFormValues {
  return Object.fromEntries(descriptors.map(([key, descriptor]) => [key, value(key, descriptor)])) as unknown as ChildFormValues
}

export const emptyChildFormValues: ChildFormValues = valuesFrom((_, descriptor) => descriptor.default)

/**
 * A new child's form: Years and Months both start at "Select" (issue #24: they
 * start the same way); choosing either sets the other to 0 and, with them, the
 * date of birth (syncFromAge).
 */
export const newChildFormValues: ChildFormValues = emptyChildFormValues

// ---------------------------------------------------------------------------
// Validation (docs/product-rules.md#5 leaves the child form's messages open; docs/product-rules.md#decisions: what a parent expects)

export const childFormMessages = {
  name: "Please enter the child's name",
  nameTooLong: 'Please use at most 100 characters for each part of the name',
  sex: 'Please choose a sex',
  ageYears: `Please choose 0 to ${AGE_YEARS_MAX} years`,
  ageMonths: 'Please choose 0 to 11 months',
  dob: 'Please enter a valid date of birth',
  dobFuture: 'Date of birth cannot be in the future',
  weeksPremature: childRuleMessages.weeksPrematureChoice,
  birthWeightNumber: childRuleMessages.asNumber(childMeasurements.birth_weight),
  birthWeightPositive: childRuleMessages.greaterThanZero(childMeasurements.birth_weight),
  weightNumber: childRuleMessages.asNumber(childMeasurements.weight),
  weightPositive: childRuleMessages.greaterThanZero(childMeasurements.weight),
  height: childRuleMessages.greaterThanZero(childMeasurements.height),
  heightRange: 'Please choose 0 to 7 feet and 0 to 11 inches',
  healthConditions: 'Please keep health conditions under 2000 characters',
  imageType: 'Please choose an image file',
  imageRaster: 'Please choose a PNG, JPEG, WebP or GIF image',
  imageSize: 'Please choose a photo smaller than 10 MB',
} as const

/** Generous upper limits per unit (the contract's): they catch a wrong unit or a typo, not a big baby. */
export const weightLimits: Record<WeightUnit, number> = childMeasurements.weight.perUnit
export const birthWeightLimits: Record<BirthWeightUnit, number> = childMeasurements.birth_weight.perUnit
/** The server's limit per image (issue #11), so the form refuses what the server would. */
export const MAX_PHOTO_BYTES = MAX_IMAGE_BYTES


const inRange = (value: Choice, from: number, to: number) => value === '' || (Number.isInteger(value) && value >= from && value <= to)

type Issue = { path: ChildFormField; message: string }

function weightIssues(
  text: string,
  unit: string,
  limit: number,
  path: ChildFormField,
  messages: { number: string; positive: string },
  measurement: { label: string },
): Issue[] {
  if (text.trim() === '') return []
  const value = parseDecimal(text)
  if (value === null) return [{ path, message: messages.number }]
  if (value <= 0) return [{ path, message: messages.positive }]
  if (value > limit) return [{ path, message: childRuleMessages.atMost(measurement, limit, unit) }]
  return []
}

/** Every rule of the form, as (field, message) pairs; the first per field is shown under it. */
export function childFormIssues(values: ChildFormValues, today: Date = new Date()): Issue[] {
  const issues: Issue[] = []
  const { first_name, last_name } = splitFullName(values.fullName)
  if (first_name === '') issues.push({ path: 'fullName', message: childFormMessages.name })
  else if (first_name.length > 100 || last_name.length > 100) issues.push({ path: 'fullName', message: childFormMessages.nameTooLong })

  if (values.sex !== 'Male' && values.sex !== 'Female') issues.push({ path: 'sex', message: childFormMessages.sex })

  if (!inRange(values.ageYears, 0, AGE_YEARS_MAX)) issues.push({ path: 'ageYears', message: childFormMessages.ageYears })
  if (!inRange(values.ageMonths, 0, 11)) issues.push({ path: 'ageMonths', message: childFormMessages.ageMonths })

  // Date of birth: required, a real calendar date within the year choices, not in the future.
  const dob = dobText(values)
  if (!dob || !dobYearOptions(today).includes(values.dobYear as number)) {
    issues.push({ path: 'dobDay', message: childFormMessages.dob })
  } else if (dob > toIsoDate(today)) {
    issues.push({ path: 'dobDay', message: childFormMessages.dobFuture })
  }

  if (values.isPremature && (values.weeksPremature === '' || !inRange(values.weeksPremature, WEEKS_PREMATURE.min, WEEKS_PREMATURE.max))) {
    issues.push({ path: 'weeksPremature', message: childFormMessages.weeksPremature })
  }

  issues.push(
    ...weightIssues(
      values.birthWeight,
      values.birthWeightUnit,
      birthWeightLimits[values.birthWeightUnit],
      'birthWeight',
      { number: childFormMessages.birthWeightNumber, positive: childFormMessages.birthWeightPositive },
      childMeasurements.birth_weight,
    ),
    ...weightIssues(
      values.weight,
      values.weightUnit,
      weightLimits[values.weightUnit],
      'weight',
      { number: childFormMessages.weightNumber, positive: childFormMessages.weightPositive },
      childMeasurements.weight,
    ),
  )

  if (!inRange(values.heightFeet, 0, HEIGHT_FEET_MAX) || !inRange(values.heightInches, 0, INCHES_PER_FOOT - 1)) {
    issues.push({ path: 'heightFeet', message: childFormMessages.heightRange })
  } else if ((values.heightFeet !== '' || values.heightInches !== '') && heightInches(values) === 0) {
    issues.push({ path: 'heightFeet', message: childFormMessages.height })
  }

  if (values.healthConditions.length > 2000) issues.push({ path: 'healthConditions', message: childFormMessages.healthConditions })

  if (values.image) {
    if (!values.image.type.startsWith('image/')) issues.push({ path: 'image', message: childFormMessages.imageType })
    else if (!isAcceptedImageType(values.image.type)) issues.push({ path: 'image', message: childFormMessages.imageRaster })
    else if (values.image.size > MAX_PHOTO_BYTES) issues.push({ path: 'image', message: childFormMessages.imageSize })
  }
  return issues
}

/**
 * The form's schema (a Standard Schema, so TanStack Form can use it directly).
 * The shape only checks types; every rule runs in one pass so that all the
 * messages show at once, each under its field. `today` is read at validation time.
 */
export function childFormSchemaAt(today: () => Date) {
  const shape = Object.fromEntries(descriptors.map(([key, descriptor]) => [key, descriptor.schema])) as {
    [K in ChildFormField]: z.ZodType<ChildFormValues[K], ChildFormValues[K]>
  }
  return z
    .object(shape)
    .superRefine((values, ctx) => {
      for (const issue of childFormIssues(values, today())) {
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message })
      }
    })
}

export const childFormSchema = childFormSchemaAt(() => new Date())

// ---------------------------------------------------------------------------
// Form <-> wire (docs/product-rules.md#3; README "Child measurements")

function heightInches(values: Pick<ChildFormValues, 'heightFeet' | 'heightInches'>): number {
  return feetInchesToInches(values.heightFeet === '' ? 0 : values.heightFeet, values.heightInches === '' ? 0 : values.heightInches)
}

/** The rows that write wire fields, each with what it writes from these values. */
function wireRows(values: ChildFormValues) {
  const dob = dobText(values)
  if (!dob || (values.sex !== 'Male' && values.sex !== 'Female')) {
    throw new Error('The child form must be valid before it is sent (date of birth and sex are required).')
  }
  return descriptors.flatMap(([, descriptor]) => (descriptor.wire ? [{ descriptor, wire: descriptor.wire(values) }] : []))
}

function imageUpload(values: ChildFormValues): { profile_image_upload?: File | '' } {
  if (values.image) return { profile_image_upload: values.image }
  if (values.imageCleared) return { profile_image_upload: '' }
  return {}
}

/**
 * Valid form values -> POST /children/profiles/ (multipart). Empty
 * measurements are left out; weeks premature only for a premature birth;
 * the photo only when one was chosen ('' when the parent removed it).
 */
export function toChildWrite(values: ChildFormValues): ChildCreate {
  const body: WireFields = {}
  for (const { descriptor, wire } of wireRows(values)) {
    if (descriptor.optional && Object.values(wire)[0] === '') continue
    Object.assign(body, wire)
  }
  return { ...(body as ChildCreate), ...imageUpload(values) }
}

/** Each update group's wire fields, from these values. */
function wireGroups(values: ChildFormValues): Map<WireGroup, WireFields> {
  const groups = new Map<WireGroup, WireFields>()
  for (const { descriptor, wire } of wireRows(values)) {
    if (descriptor.group) groups.set(descriptor.group, { ...groups.get(descriptor.group), ...wire })
  }
  return groups
}

/**
 * Valid form values -> PATCH /children/profiles/{id}/ with only what the parent
 * changed, a group at a time. Unchanged measurements are not re-sent, so a height stored as 70 cm
 * is not rounded through feet and inches (71.1 cm) when only the weight was
 * edited. A measurement the parent emptied is sent as '' so the server clears it.
 */
export function toChildUpdate(values: ChildFormValues, initial: ChildFormValues): ChildUpdate {
  const before = wireGroups(initial)
  const body: Record<string, unknown> = {}
  for (const [group, next] of wireGroups(values)) {
    const old = before.get(group) ?? {}
    const keys = Object.keys(next) as Array<keyof WireFields>
    if (keys.some((key) => next[key] !== old[key])) Object.assign(body, next)
  }
  // weeks_premature '' with is_premature false reads as "none", which is what the server stores anyway.
  if (body.is_premature === false) delete body.weeks_premature
  return { ...(body as ChildUpdate), ...imageUpload(values) }
}

/** A stored child -> the edit form's starting values (heights in feet and inches, weights in kg). */
export function fromChild(child: Child, today: Date = new Date()): ChildFormValues {
  return syncFromDob(
    valuesFrom((_, descriptor) => (descriptor.read ? descriptor.read(child) : descriptor.default)),
    today,
  )
}

/** Server field messages (wire names, ApiError.fieldErrors) -> the form field they belong under. */
const wireToFormField: Record<string, ChildFormField> = Object.fromEntries(
  descriptors.flatMap(([key, descriptor]) => (descriptor.errors ?? []).map((wire) => [wire, key])),
)

export type ChildFormErrors = Partial<Record<ChildFormField, string>>

export function toFormFieldErrors(wireErrors: Readonly<Record<string, string>>): ChildFormErrors {
  const errors: ChildFormErrors = {}
  for (const [wire, message] of Object.entries(wireErrors)) {
    const field = wireToFormField[wire]
    if (field && errors[field] === undefined) errors[field] = message
  }
  return errors
}
