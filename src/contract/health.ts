import { z } from 'zod'
import { idSchema, isoDateSchema } from '@/contract/common'

/**
 * Health records (issue #27): the vaccine schedule as admin-managed content and what a parent records per child.
 * Optional extensions, designed mock-first (docs/openapi.json). Ages are chronological, never corrected
 * (docs/product-rules.md, "Health records").
 */

/** One dose of a vaccine in the schedule (content, like the milestone bands): when it is recommended and its limits. */
export const vaccineDoseSchema = z.object({
  id: idSchema,
  /** Stable across exports and rewording ("hepb-2"), as the milestone content's keys. */
  key: z.string(),
  /** The vaccine's name ("Hepatitis B"). */
  vaccine: z.string(),
  /** Its short name on the schedule ("HepB"). */
  short_name: z.string(),
  /** Which dose of the vaccine's series, from 1. */
  dose: z.number().int().positive(),
  /** The recommended window in months of age: from the start of month `from_months` to the end of month `to_months`. */
  from_months: z.number().int().min(0),
  to_months: z.number().int().min(0),
  /** The earliest age at which a dose counts, in days; null when the schedule names none. */
  min_age_days: z.number().int().min(0).nullable(),
  /** The fewest days after the series' previous dose; null for a first dose. */
  min_interval_days: z.number().int().min(0).nullable(),
  /** A sentence for parents, informational only ("Talk with your child's doctor about ..."). */
  note: z.string(),
  is_active: z.boolean(),
  order: z.number().int().min(0),
})
export type VaccineDose = z.infer<typeof vaccineDoseSchema>

/** A parent's record of one dose for one child: given (on a date, optionally where and which lot) or not given. */
export const doseRecordSchema = z.object({
  id: idSchema,
  child: idSchema,
  dose: idSchema,
  status: z.enum(['given', 'not_given']),
  /** The day it was given, or the day the parent recorded that it was not. */
  date: isoDateSchema,
  clinic: z.string(),
  lot: z.string(),
  note: z.string(),
})
export type DoseRecord = z.infer<typeof doseRecordSchema>
