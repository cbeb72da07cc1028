import { z } from 'zod'
import { formBoolean, formNullableNumber, idParamSchema, idSchema, imageUploadField, maxCharsMessage, patchOf } from '@/contract/common'

const orderSchema = z.number().int().min(0)

/** docs/decisions/031: every number a write takes has a range (reads stay as they are). */
export const MAX_ORDER = 100_000
export const MAX_AGE_MONTHS = 240
export const OPTION_VALUE_LIMIT = 1_000_000
const orderWriteSchema = orderSchema.max(MAX_ORDER, `Order must be at most ${MAX_ORDER}.`)
const ageWriteSchema = z.number().max(MAX_AGE_MONTHS, `Age must be at most ${MAX_AGE_MONTHS} months.`)

/**
 * The option's value rule (docs/product-rules.md#5), one definition for the builder's
 * option form and the writes: the value the chosen type needs (zero is a value),
 * and a whole number within the limit.
 */
export const optionValueMessages = {
  integerRequired: 'Integer value is required',
  stringRequired: 'String value is required',
  whole: 'Enter a whole number.',
  range: `Enter a whole number from -${OPTION_VALUE_LIMIT} to ${OPTION_VALUE_LIMIT}.`,
} as const
const valueIntWriteSchema = z
  .number()
  .int(optionValueMessages.whole)
  .min(-OPTION_VALUE_LIMIT, optionValueMessages.range)
  .max(OPTION_VALUE_LIMIT, optionValueMessages.range)

/** The message for an option of the given type whose value is missing; null when it has one. */
export function missingOptionValue(valueType: 'integer' | 'string', value: { value_int: number | null; value_str: string }): string | null {
  if (valueType === 'integer') return value.value_int === null ? optionValueMessages.integerRequired : null
  return value.value_str.trim() === '' ? optionValueMessages.stringRequired : null
}

/**
 * docs/decisions/049: a set's, question's and option's stable key, which the
 * export writes and the import matches first (before the slug, text or label), so a
 * reworded item keeps its id and parents' answers.
 */
const contentKeyDescription =
  "Optional extension (not in SPEC; docs/decisions/049): the item's stable key. The export writes it and the import matches an item by it first, then by slug (sets), text (questions) or label (options), so rewording keeps the item and parents' answers. A backend without it leaves it out; files without keys still import."
const contentKeySchema = z.string().describe(contentKeyDescription).optional()

export const optionSchema = z.object({
  id: idSchema,
  key: contentKeySchema,
  label: z.string(),
  value_int: z.number().int().nullable(),
  value_str: z.string().nullable(),
  is_active: z.boolean(),
  question: idSchema,
  order: orderSchema,
})
export type Option = z.infer<typeof optionSchema>

/** A play idea is short: a sentence or two (docs/product-rules.md#decisions-activities). */
export const ACTIVITY_MAX_CHARS = 500

/** The question's `activity` in words, for the backend team (docs/openapi.json). */
const activityDescription = `Optional extension (not in SPEC; docs/product-rules.md#decisions-activities): a short play idea parents can try, which helps this milestone; at most ${ACTIVITY_MAX_CHARS} characters (longer: 400 "${maxCharsMessage(ACTIVITY_MAX_CHARS)}", nothing stored), '' for none, and a write without it stores ''. Export and import keep it. A backend without it leaves it out of its answers, and Recommended Activities says the feature is not available on that server.`

export const questionSchema = z.object({
  id: idSchema,
  key: contentKeySchema,
  text: z.string(),
  help_text: z.string(),
  /**
   * Optional extension (docs/product-rules.md#decisions-activities): a short play idea
   * that helps this milestone. A backend without it leaves the field out, and
   * Recommended Activities says the feature is not available on that server.
   */
  activity: z.string().describe(activityDescription).optional(),
  multi_select: z.boolean(),
  is_active: z.boolean(),
  band_set: idSchema,
  options: z.array(optionSchema),
  order: orderSchema,
})
export type Question = z.infer<typeof questionSchema>

export const questionSetSchema = z.object({
  id: idSchema,
  key: contentKeySchema,
  title: z.string(),
  slug: z.string(),
  is_active: z.boolean(),
  band: idSchema,
  questions: z.array(questionSchema),
  order: orderSchema,
})
export type QuestionSet = z.infer<typeof questionSetSchema>

export const bandSchema = z.object({
  id: idSchema,
  code: z.string(),
  title: z.string(),
  age_min_months: z.number().nullable(),
  age_max_months: z.number().nullable(),
  is_active: z.boolean(),
  milestone_image: z.string().nullable(),
  goal_image: z.string().nullable(),
  sets: z.array(questionSetSchema),
  order: orderSchema,
})
export type Band = z.infer<typeof bandSchema>
export const bandListSchema = z.array(bandSchema)

/**
 * The band's age rule (docs/product-rules.md#5), one definition for the builder's band
 * form, the write and import schemas and the mock's PATCH check: ages are not
 * negative, and the max age is above the min age.
 */
export const bandAgeMessages = {
  minPositive: 'Min age must be positive',
  maxPositive: 'Max age must be positive',
  maxAboveMin: 'Max age must be greater than min age',
} as const

export type BandAgeIssue = { path: 'age_min_months' | 'age_max_months'; message: string }

/** Every break of the band age rule; an age that is not a number is not checked here. */
export function bandAgeIssues(min: number | null | undefined, max: number | null | undefined): BandAgeIssue[] {
  const issues: BandAgeIssue[] = []
  if (typeof min === 'number' && min < 0) issues.push({ path: 'age_min_months', message: bandAgeMessages.minPositive })
  if (typeof max === 'number' && max < 0) issues.push({ path: 'age_max_months', message: bandAgeMessages.maxPositive })
  if (typeof min === 'number' && typeof max === 'number' && min >= 0 && max >= 0 && max <= min) {
    issues.push({ path: 'age_max_months', message: bandAgeMessages.maxAboveMin })
  }
  return issues
}

function bandAgeRules(
  band: { age_min_months?: number | null | undefined; age_max_months?: number | null | undefined },
  ctx: z.RefinementCtx,
) {
  for (const issue of bandAgeIssues(band.age_min_months, band.age_max_months)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message })
  }
}

const bandWriteShape = z.object({
  code: z.string({ error: 'Code is required' }).trim().min(1, 'Code is required').max(32, maxCharsMessage(32)),
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, maxCharsMessage(200)),
  age_min_months: formNullableNumber.pipe(ageWriteSchema.nullable()).optional(),
  age_max_months: formNullableNumber.pipe(ageWriteSchema.nullable()).optional(),
  is_active: formBoolean.default(true),
  order: formNullableNumber.pipe(orderWriteSchema.nullable()).optional(),
  /** A new file, or '' to clear; omitted to keep the current image. */
  milestone_image: imageUploadField.optional(),
  goal_image: imageUploadField.optional(),
})

/** POST /children/global-bands/ (multipart). */
export const bandCreateSchema = bandWriteShape.superRefine(bandAgeRules)
export type BandCreate = z.input<typeof bandCreateSchema>
/** PATCH /children/global-bands/{id}/ (multipart): any subset. */
export const bandUpdateSchema = patchOf(bandWriteShape).superRefine(bandAgeRules)
export type BandUpdate = z.input<typeof bandUpdateSchema>

/**
 * docs/decisions/031: a PATCH never moves an item to another parent;
 * the field that names the parent and the 400's message, per level.
 */
export const moveRefused = {
  questionSet: { field: 'band', message: 'A question set cannot be moved to another band. Add it there instead.' },
  question: { field: 'band_set', message: 'A question cannot be moved to another question set. Add it there instead.' },
  option: { field: 'question', message: 'An option cannot be moved to another question. Add it there instead.' },
} as const

const questionSetWriteShape = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, maxCharsMessage(200)),
  slug: z.string({ error: 'Slug is required' }).trim().min(1, 'Slug is required').max(200, maxCharsMessage(200)),
  is_active: z.boolean().default(true),
  band: idSchema,
  order: orderWriteSchema.optional(),
})
export const questionSetCreateSchema = questionSetWriteShape
export type QuestionSetCreate = z.input<typeof questionSetCreateSchema>
export const questionSetUpdateSchema = patchOf(questionSetWriteShape)
export type QuestionSetUpdate = z.input<typeof questionSetUpdateSchema>


const questionWriteShape = z.object({
  text: z.string({ error: 'Question text is required' }).trim().min(1, 'Question text is required').max(1000, maxCharsMessage(1000)),
  help_text: z.string().max(2000, maxCharsMessage(2000)).default(''),
  activity: z.string().max(ACTIVITY_MAX_CHARS, maxCharsMessage(ACTIVITY_MAX_CHARS)).describe(activityDescription).default(''),
  multi_select: z.boolean().default(false),
  is_active: z.boolean().default(true),
  band_set: idSchema,
  order: orderWriteSchema.optional(),
})
export const questionCreateSchema = questionWriteShape
export type QuestionCreate = z.input<typeof questionCreateSchema>
export const questionUpdateSchema = patchOf(questionWriteShape)
export type QuestionUpdate = z.input<typeof questionUpdateSchema>

const optionWriteShape = z.object({
  label: z.string({ error: 'Label is required' }).trim().min(1, 'Label is required').max(200, maxCharsMessage(200)),
  value_int: valueIntWriteSchema.nullable().default(null),
  value_str: z.string().max(200, maxCharsMessage(200)).nullable().default(''),
  is_active: z.boolean().default(true),
  question: idSchema,
  order: orderWriteSchema.optional(),
})
export const optionCreateSchema = optionWriteShape
export type OptionCreate = z.input<typeof optionCreateSchema>
export const optionUpdateSchema = patchOf(optionWriteShape)
export type OptionUpdate = z.input<typeof optionUpdateSchema>

/**
 * An image in the import file: what the export writes, i.e. null or the URL the
 * server handed out (an upload's /media/ URL, a seed file's path, or any
 * http(s) address). '' means none, as in the band form.
 */
export const IMPORT_IMAGE_MESSAGE = 'Use an image URL (https://… or /…) or null.'
const isImageUrl = (text: string) => /^https?:\/\/[^\s]+$/i.test(text) || /^\/(?!\/)[^\s]*$/.test(text)
const importImageSchema = z
  .string()
  .max(2000, maxCharsMessage(2000))
  .refine((text) => text === '' || isImageUrl(text), IMPORT_IMAGE_MESSAGE)
  .transform((text) => (text === '' ? null : text))
  .nullable()
  .default(null)

/** docs/decisions/031: the uniqueness rules of a single write, which an import keeps too. */
export const uniquenessMessages = {
  slug: 'A question set with this slug already exists in this band.',
  importCode: (code: string, firstIndex: number) => `Duplicate code "${code}" (also at bands[${firstIndex}])`,
} as const

/** docs/decisions/031: an imported band breaks no rule of a single write, including unique slugs per band. */
function uniqueSlugs(band: { sets: readonly { slug: string }[] }, ctx: z.RefinementCtx) {
  const seen = new Set<string>()
  band.sets.forEach((set, index) => {
    const slug = set.slug.trim()
    if (seen.has(slug)) {
      ctx.addIssue({ code: 'custom', path: ['sets', index, 'slug'], message: uniquenessMessages.slug })
    }
    seen.add(slug)
  })
}

/**
 * The import file: a JSON array of bands in the export's shape (docs/product-rules.md#decisions).
 * Ids and parent ids in the file are ignored; bands are matched by code, the
 * rest by key first (docs/decisions/049), then by slug, text or label. Every
 * field takes the single write's rule (lengths, ranges), so an import can store
 * nothing a create or PATCH would refuse.
 */
const importKeySchema = z.string().trim().max(100, maxCharsMessage(100)).optional()
const importOptionSchema = z.object({
  key: importKeySchema,
  label: optionWriteShape.shape.label,
  value_int: optionWriteShape.shape.value_int,
  value_str: optionWriteShape.shape.value_str,
  is_active: z.boolean().default(true),
  order: orderWriteSchema.optional(),
})
const importQuestionSchema = z.object({
  key: importKeySchema,
  text: questionWriteShape.shape.text,
  help_text: questionWriteShape.shape.help_text,
  activity: questionWriteShape.shape.activity,
  multi_select: z.boolean().default(false),
  is_active: z.boolean().default(true),
  order: orderWriteSchema.optional(),
  options: z.array(importOptionSchema).default([]),
})
const importSetSchema = z.object({
  key: importKeySchema,
  title: questionSetWriteShape.shape.title,
  slug: questionSetWriteShape.shape.slug,
  is_active: z.boolean().default(true),
  order: orderWriteSchema.optional(),
  questions: z.array(importQuestionSchema).default([]),
})
export const importBandSchema = z
  .object({
    code: bandWriteShape.shape.code,
    title: bandWriteShape.shape.title,
    age_min_months: ageWriteSchema.nullable().default(null),
    age_max_months: ageWriteSchema.nullable().default(null),
    is_active: z.boolean().default(true),
    milestone_image: importImageSchema,
    goal_image: importImageSchema,
    order: orderWriteSchema.optional(),
    sets: z.array(importSetSchema).default([]),
  })
  .superRefine(bandAgeRules)
  .superRefine(uniqueSlugs)
export type ImportBand = z.infer<typeof importBandSchema>
export const importFileSchema = z.array(importBandSchema, { error: 'The file must be a JSON array of bands.' })

/**
 * docs/decisions/066: what deactivating or deleting a band, set, question or option touches, asked
 * before the builder does it (an optional extension: `content_impact`).
 */
export const impactLevels = ['band', 'questionSet', 'question', 'option'] as const
export const impactQuerySchema = z.object({
  level: z.enum(impactLevels, { error: 'Use level=band, questionSet, question or option.' }),
  id: z.union([idSchema, idParamSchema], { error: 'A valid id is required.' }),
})
export type ImpactQuery = z.input<typeof impactQuerySchema>
export const impactSchema = z.object({
  /** Parents' answers to the item or to anything below it (for an option: the answers that chose it). */
  answers: z.number().int().min(0),
  children: z.number().int().min(0),
  parents: z.number().int().min(0),
})
export type Impact = z.infer<typeof impactSchema>
