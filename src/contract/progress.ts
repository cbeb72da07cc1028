import { z } from 'zod'
import { givenByYouField } from '@/contract/child-access'
import { childBandSchema, childMeasurementRanges, isRealDate, milestoneProgressSchema, todayIso } from '@/contract/children'
import { idSchema, isoDateSchema } from '@/contract/common'

/**
 * Track Progress (docs/product-rules.md#decisions-progress-calls): two optional
 * extensions of the API, designed mock-first. A backend without them answers
 * 404 and the app says the feature is not available on that server.
 */

/** One answer submission (bulk_create) of a child: its day, the band then, and the progress records at that moment. */
export const milestoneHistoryEntrySchema = z.object({
  id: idSchema,
  child: idSchema,
  date: isoDateSchema,
  /** The child's band when the answers were sent; null when no active band fitted. */
  band: childBandSchema.nullable(),
  progress: z.array(
    milestoneProgressSchema.pick({ id: true, title: true, completion_percentage: true }).extend({
      /**
       * How many of the area's questions had an answer then (docs/decisions/054). 0: the area was
       * not answered, a gap in the chart, never 0 %. Optional: a backend without it
       * leaves the percentages as they are.
       */
      answered: z.number().int().min(0).optional(),
    }),
  ),
  /**
   * The answers given then to the band's questions, each question with its chosen option
   * (docs/decisions/092-one-measure-of-milestones.md): so "what changed" names the answers that
   * changed. Optional: a backend without it still says which areas changed.
   */
  answers: z.array(z.object({ question: idSchema, option: idSchema })).optional(),
})
export type MilestoneHistoryEntry = z.infer<typeof milestoneHistoryEntrySchema>
export const milestoneHistoryListSchema = z.array(milestoneHistoryEntrySchema)

/** Head circumference, in cm: as generous as the child's height and weight ranges (a wrong unit or a typo, not an unusual child). */
export const headCircumferenceRange = { min: 20, max: 70, message: 'Head circumference must be between 20 and 70 cm.' } as const

/** The ranges a measurement's values must be in, in cm and kg: the child's own for height and weight. */
export const measurementRanges = {
  height_cm: childMeasurementRanges.height_cm,
  weight_kg: childMeasurementRanges.weight_kg,
  head_circumference_cm: headCircumferenceRange,
} as const
export type MeasureName = keyof typeof measurementRanges
export const measureNames = Object.keys(measurementRanges) as MeasureName[]

export const measurementSchema = z.object({
  id: idSchema,
  child: idSchema,
  date: isoDateSchema,
  height_cm: z.number().nullable(),
  weight_kg: z.number().nullable(),
  head_circumference_cm: z.number().nullable(),
  /** Who gave it (docs/decisions/072; an optional extension): the name of who last gave this day's measures; null when not known. */
  given_by: z.string().nullable().optional(),
  /** Whether the caller added it (an optional extension): a caregiver changes and deletes only their own (docs/decisions/091). */
  ...givenByYouField,
})
export type Measurement = z.infer<typeof measurementSchema>
export const measurementListSchema = z.array(measurementSchema)

const measure = (name: MeasureName) => {
  const { min, max, message } = measurementRanges[name]
  return z.number({ error: message }).min(min, message).max(max, message).nullable().optional()
}

export const atLeastOneMeasureMessage = 'Enter at least one measurement: height, weight or head circumference.'

/** A measurement's own fields as a write gives them: the date and at least one of the measures, in cm and kg. */
const measurementFields = z.object({
  date: isoDateSchema
    .refine(isRealDate, 'Enter a real date.')
    .refine((date) => date <= todayIso(), 'The date cannot be in the future.'),
  height_cm: measure('height_cm'),
  weight_kg: measure('weight_kg'),
  head_circumference_cm: measure('head_circumference_cm'),
})

const atLeastOneMeasure = (body: Partial<Record<MeasureName, number | null | undefined>>, ctx: z.RefinementCtx) => {
  if (measureNames.every((name) => body[name] === null || body[name] === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['height_cm'], message: atLeastOneMeasureMessage })
  }
}

/** POST /children/measurements/: a measurement of the child, in cm and kg, at least one measure. */
export const measurementCreateSchema = measurementFields.extend({ child: idSchema }).superRefine(atLeastOneMeasure)
export type MeasurementCreate = z.input<typeof measurementCreateSchema>

/**
 * PATCH /children/measurements/{id}/ (docs/decisions/091): the measurement as corrected, whole: its date and
 * measures (a measure left out or null is removed), at least one of them; its child never changes.
 */
export const measurementUpdateSchema = measurementFields.superRefine(atLeastOneMeasure)
export type MeasurementUpdate = z.input<typeof measurementUpdateSchema>

/** The words for docs/openapi.json: what a backend that has not built these yet does. */
export const optionalExtensionNote =
  'Optional extension (not in SPEC): a backend without it answers 404 and the app shows that the feature is not available on this server; everything else works.'
