import { z } from 'zod'
import {
  formBoolean,
  formNullableNumber,
  idSchema,
  imageUploadField,
  isoDateSchema,
  maxCharsMessage,
  patchOf,
} from '@/contract/common'

export const childSexSchema = z.enum(['M', 'F'])

/** Child profile as read (docs/product-rules.md#3). Heights in cm, weights in kg. */
export const childSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  profile_image: z.string().nullable(),
  age_in_months: z.number().int().min(0),
  height_cm: z.number().nullable(),
  weight_kg: z.number().nullable(),
  sex: childSexSchema,
  dob: isoDateSchema,
  is_premature: z.boolean(),
  weeks_premature: z.number().int().nullable(),
  birth_weight: z.number().nullable(),
  notes: z.string(),
})
export type Child = z.infer<typeof childSchema>

/**
 * The corrected-age rule in words, for the backend team (docs/openapi.json);
 * the rule itself is src/domain/age.ts developmentalAge, used by the mock and
 * the app alike. age_in_months stays the chronological age.
 */
export const correctedAgeRule =
  "where a child born 3 or more weeks early (is_premature and weeks_premature >= 3) counts at the corrected age until the chronological age reaches 24 months: the date of birth moved forward by weeks_premature weeks, then the usual month rule (whole months, one less if the day of the month is not reached yet); a band's range is inclusive and on a shared edge the band with the greater age_min_months wins"

export const childListSchema = z.array(childSchema)

export const weightUnitSchema = z.enum(['kg', 'lb'], { error: 'Choose kg or lb.' })
export const heightUnitSchema = z.enum(['cm', 'in'], { error: 'Choose cm or in.' })
export const birthWeightUnitSchema = z.enum(['kg', 'g'], { error: 'Choose kg or g.' })

/** "70 cm", "27.5 in" or a bare number: the height as text of value plus unit. */
export const heightTextPattern = /^\s*(\d+(?:\.\d+)?)\s*(cm|in)?\s*$/

/** A calendar date that exists (no 31 February). */
export function isRealDate(text: string): boolean {
  const [y, m, d] = text.split('-').map(Number)
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1))
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d
}

/** Today on the machine's clock, year-month-day. */
export function todayIso(): string {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * Issue #11: the stored measurements' ranges, checked after the unit
 * conversion (so 450 lb is refused as 204 kg). Generous: they catch a wrong
 * unit or a typo, not an unusual child.
 */
export const childMeasurementRanges = {
  height_cm: { min: 20, max: 250, message: 'Height must be between 20 and 250 cm.' },
  weight_kg: { min: 0.3, max: 200, message: 'Weight must be between 0.3 and 200 kg.' },
  birth_weight_kg: { min: 0.3, max: 10, message: 'Birth weight must be between 0.3 and 10 kg.' },
} as const

/** The fields of a child write, before the cross-field rules. */
export const childWriteShape = z.object({
  first_name: z.string({ error: 'First name is required.' }).trim().min(1, 'First name is required.').max(100, maxCharsMessage(100)),
  last_name: z.string().trim().max(100, maxCharsMessage(100)).default(''),
  sex: z.enum(['Male', 'Female'], { error: 'Choose Male or Female.' }),
  weight: formNullableNumber.pipe(z.number().positive('Weight must be greater than 0.').nullable()).optional(),
  weight_unit: weightUnitSchema.default('kg'),
  height: z
    .string()
    .regex(heightTextPattern, 'Enter the height as a number followed by cm or in.')
    .or(z.literal(''))
    .optional(),
  height_unit: heightUnitSchema.default('cm'),
  dob: isoDateSchema
    .refine(isRealDate, 'Enter a real date of birth.')
    .refine((dob) => dob <= todayIso(), 'Date of birth cannot be in the future.'),
  is_premature: formBoolean.default(false),
  weeks_premature: formNullableNumber
    .pipe(z.number().int().min(1, 'Weeks premature must be 1 to 20.').max(20, 'Weeks premature must be 1 to 20.').nullable())
    .optional(),
  birth_weight: formNullableNumber.pipe(z.number().positive('Birth weight must be greater than 0.').nullable()).optional(),
  birth_weight_unit: birthWeightUnitSchema.default('kg'),
  health_conditions: z.string().max(2000, maxCharsMessage(2000)).default(''),
  profile_image_upload: imageUploadField.optional(),
})

type ChildWriteFields = z.infer<typeof childWriteShape>

function childCrossRules(body: Partial<ChildWriteFields>, ctx: z.RefinementCtx) {
  if (body.is_premature && (body.weeks_premature === null || body.weeks_premature === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['weeks_premature'], message: 'Weeks premature must be 1 to 20.' })
  }
}

/** POST /children/profiles/ (multipart). */
export const childCreateSchema = childWriteShape.superRefine(childCrossRules)
export type ChildCreate = z.input<typeof childCreateSchema>

/** PATCH /children/profiles/{id}/ (multipart): any subset of the fields. */
export const childUpdateSchema = patchOf(childWriteShape).superRefine(childCrossRules)
export type ChildUpdate = z.input<typeof childUpdateSchema>

export const childBandSchema = z.object({ id: idSchema, title: z.string() })
export type ChildBand = z.infer<typeof childBandSchema>
export const childBandListSchema = z.array(childBandSchema)

export const milestoneProgressSchema = z.object({
  id: idSchema,
  title: z.string(),
  completion_percentage: z.number().min(0).max(100),
})
export type MilestoneProgress = z.infer<typeof milestoneProgressSchema>
export const milestoneProgressListSchema = z.array(milestoneProgressSchema)

/** ?child={childId} */
export const childQuerySchema = z.object({
  child: z.coerce.number({ error: 'A valid child id is required.' }).int().positive('A valid child id is required.'),
})
