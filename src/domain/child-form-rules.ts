import { z } from 'zod'
import { childMeasurements, childRuleMessages, WEEKS_PREMATURE } from '@/contract/children'
import { isAcceptedImageType, MAX_IMAGE_BYTES } from '@/contract/common'
import { toIsoDate } from '@/domain/age'
import {
  AGE_YEARS_MAX,
  descriptors,
  dobText,
  dobYearOptions,
  heightInches,
  splitFullName,
  type BirthWeightUnit,
  type ChildFormField,
  type ChildFormValues,
  type Choice,
  type WeightUnit,
} from '@/domain/child-form'
import { HEIGHT_FEET_MAX, INCHES_PER_FOOT, parseDecimal } from '@/domain/units'

/** The child form's rules and their messages (docs/product-rules.md#3, #5): every rule in one pass, each message under its field. */

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
/** The server's limit per image (docs/decisions/031), so the form refuses what the server would. */
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

