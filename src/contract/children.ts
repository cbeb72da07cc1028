import { z } from 'zod'
import {
  canonicalIdPattern,
  formBoolean,
  formNullableNumber,
  idSchema,
  imageUploadField,
  isoDateSchema,
  maxCharsMessage,
  patchOf,
} from '@/contract/common'
import { childAccessSchema } from '@/contract/child-access'

/** docs/decisions/031: a parent has at most this many children; a create beyond it answers 400. */
export const MAX_CHILDREN_PER_PARENT = 50
export const tooManyChildrenMessage = `A parent can have at most ${MAX_CHILDREN_PER_PARENT} children.`

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
  /** Family sharing (docs/decisions/072; an optional extension): the caller's role and the owner's name; absent from a server without sharing. */
  access: childAccessSchema.optional(),
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
 * The child's measurements, one definition for the child form, the write
 * schemas and the mock (docs/product-rules.md#decisions-child-form).
 * `stored` is the range the server keeps, checked after the unit conversion
 * (so 450 lb is refused as 204 kg); `perUnit` is the form's upper limit for
 * each unit it offers. Generous: they catch a wrong unit or a typo, not an
 * unusual child.
 */
export const childMeasurements = {
  height: { label: 'Height', stored: { min: 20, max: 250, unit: 'cm' } },
  weight: { label: 'Weight', example: '8.5', stored: { min: 0.3, max: 200, unit: 'kg' }, perUnit: { kg: 200, lb: 440 } },
  birth_weight: { label: 'Birth weight', example: '3.2', stored: { min: 0.3, max: 10, unit: 'kg' }, perUnit: { kg: 10, g: 10_000 } },
} as const

type Measurement = (typeof childMeasurements)[keyof typeof childMeasurements]

/** docs/product-rules.md#3: weeks premature, 1 to 20. */
export const WEEKS_PREMATURE = { min: 1, max: 20 } as const

/**
 * The measurement and prematurity messages, in the same words wherever they
 * are said: the form's own (a hint as the parent types) and the server's
 * (a sentence, ended with a full stop).
 */
export const childRuleMessages = {
  greaterThanZero: (m: { label: string }) => `${m.label} must be greater than 0`,
  atMost: (m: { label: string }, limit: number, unit: string) => `${m.label} must be at most ${limit.toLocaleString('en')} ${unit}`,
  asNumber: (m: { label: string; example: string }) => `Please enter the ${m.label.toLowerCase()} as a number, e.g. ${m.example}`,
  storedRange: (m: Measurement) => `${m.label} must be between ${m.stored.min} and ${m.stored.max} ${m.stored.unit}.`,
  weeksPremature: `Weeks premature must be ${WEEKS_PREMATURE.min} to ${WEEKS_PREMATURE.max}.`,
  weeksPrematureChoice: `Please choose how many weeks early (${WEEKS_PREMATURE.min} to ${WEEKS_PREMATURE.max})`,
} as const

/** The stored measurements' ranges with the server's messages, keyed by the stored field. */
export const childMeasurementRanges = {
  height_cm: { ...childMeasurements.height.stored, message: childRuleMessages.storedRange(childMeasurements.height) },
  weight_kg: { ...childMeasurements.weight.stored, message: childRuleMessages.storedRange(childMeasurements.weight) },
  birth_weight_kg: { ...childMeasurements.birth_weight.stored, message: childRuleMessages.storedRange(childMeasurements.birth_weight) },
} as const

/**
 * A measurement's stored range in words, for the backend team (docs/openapi.json):
 * the numbers are childMeasurements', the message childMeasurementRanges'.
 */
const storedRangeNote = (m: Measurement, unit: string) =>
  `In ${unit}; converted to ${m.stored.unit}, it must be ${m.stored.min} to ${m.stored.max} ${m.stored.unit}, else 400 "${childRuleMessages.storedRange(m)}" (a number too large for a double too) and nothing stored. See docs/decisions/031.`

/** The fields of a child write, before the cross-field rules. */
export const childWriteShape = z.object({
  first_name: z.string({ error: 'First name is required.' }).trim().min(1, 'First name is required.').max(100, maxCharsMessage(100)),
  last_name: z.string().trim().max(100, maxCharsMessage(100)).default(''),
  sex: z.enum(['Male', 'Female'], { error: 'Choose Male or Female.' }),
  weight: formNullableNumber
    .pipe(z.number().positive(`${childRuleMessages.greaterThanZero(childMeasurements.weight)}.`).nullable())
    .optional()
    .describe(storedRangeNote(childMeasurements.weight, '`weight_unit`')),
  weight_unit: weightUnitSchema.default('kg'),
  height: z
    .string()
    .regex(heightTextPattern, 'Enter the height as a number followed by cm or in.')
    .or(z.literal(''))
    .optional()
    .describe(storedRangeNote(childMeasurements.height, 'the text\'s unit, else `height_unit`')),
  height_unit: heightUnitSchema.default('cm'),
  dob: isoDateSchema
    .refine(isRealDate, 'Enter a real date of birth.')
    .refine((dob) => dob <= todayIso(), 'Date of birth cannot be in the future.'),
  is_premature: formBoolean.default(false),
  weeks_premature: formNullableNumber
    .pipe(
      z
        .number()
        .int()
        .min(WEEKS_PREMATURE.min, childRuleMessages.weeksPremature)
        .max(WEEKS_PREMATURE.max, childRuleMessages.weeksPremature)
        .nullable(),
    )
    .optional(),
  birth_weight: formNullableNumber
    .pipe(z.number().positive(`${childRuleMessages.greaterThanZero(childMeasurements.birth_weight)}.`).nullable())
    .optional()
    .describe(storedRangeNote(childMeasurements.birth_weight, '`birth_weight_unit`')),
  birth_weight_unit: birthWeightUnitSchema.default('kg'),
  health_conditions: z.string().max(2000, maxCharsMessage(2000)).default(''),
  profile_image_upload: imageUploadField.optional(),
})

type ChildWriteFields = z.infer<typeof childWriteShape>

function childCrossRules(body: Partial<ChildWriteFields>, ctx: z.RefinementCtx) {
  if (body.is_premature && (body.weeks_premature === null || body.weeks_premature === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['weeks_premature'], message: childRuleMessages.weeksPremature })
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
  // A number from the client, canonical decimal text on the wire (docs/decisions/031: not "1e0" or "0x1").
  child: z.union([idSchema, z.string().regex(canonicalIdPattern).transform(Number).pipe(idSchema)], { error: 'A valid child id is required.' }),
})
