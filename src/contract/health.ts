import { z } from 'zod'
import { givenByYouField } from '@/contract/child-access'
import { childQuerySchema, isRealDate, todayIso } from '@/contract/children'
import { blankByDefault, idSchema, isoDateSchema, maxCharsMessage, optionalText } from '@/contract/common'

/**
 * Health records (docs/decisions/073): the vaccine schedule as admin-managed content and what a parent records per child.
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
  /**
   * The oldest age in days at which the dose is still given (docs/decisions/090); past it the dose is not caught up.
   * Null when the schedule names none in its ages; absent in rows of a server without it (read as null).
   */
  max_age_days: z.number().int().min(0).nullable().optional(),
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
  /** The day it was given, or the day the parent recorded that it was not (or, given on a day not known, recorded it). */
  date: isoDateSchema,
  /** Given, but the card does not say when (docs/decisions/090): `date` is then the day it was recorded. Absent: false. */
  date_unknown: z.boolean().optional(),
  clinic: z.string(),
  lot: z.string(),
  note: z.string(),
  ...givenByYouField,
})
export type DoseRecord = z.infer<typeof doseRecordSchema>

/** GET /health/vaccines/: the schedule and where it comes from, named on every screen that shows it. */
export const vaccineScheduleSchema = z.object({
  source: z.object({ name: z.string(), date: z.string() }),
  doses: z.array(vaccineDoseSchema),
})
export type VaccineSchedule = z.infer<typeof vaccineScheduleSchema>

export const VACCINE_TEXT_MAX = 120
export const VACCINE_NOTE_MAX = 500
/** Months of age the schedule covers: the first 1,000 days and a little after (0 to 35 months). */
export const SCHEDULE_LAST_MONTH = 35

export const vaccineMessages = {
  vaccine: 'Enter the vaccine\u2019s name.',
  shortName: 'Enter its short name.',
  key: 'Use lower-case letters, digits and dashes.',
  keyTaken: 'Another dose has this key.',
  dose: 'Enter the dose number, 1 or more.',
  months: `Enter a month of age from 0 to ${SCHEDULE_LAST_MONTH}.`,
  window: 'The window cannot end before it starts.',
  days: 'Enter a number of days, 0 or more, or leave it empty.',
  maxAge: 'The maximum age cannot be below the minimum age.',
} as const

const monthOfAge = z.number({ error: vaccineMessages.months }).int(vaccineMessages.months).min(0, vaccineMessages.months).max(SCHEDULE_LAST_MONTH, vaccineMessages.months)
const days = z.number({ error: vaccineMessages.days }).int(vaccineMessages.days).min(0, vaccineMessages.days).max(3650, vaccineMessages.days).nullable()
const text = (message: string) => z.string({ error: message }).trim().min(1, message).max(VACCINE_TEXT_MAX, maxCharsMessage(VACCINE_TEXT_MAX))

/** What an admin writes for a dose: one definition for the admin form and the server. */
export const vaccineDoseFields = {
  key: z.string({ error: vaccineMessages.key }).trim().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, vaccineMessages.key).max(40, maxCharsMessage(40)),
  vaccine: text(vaccineMessages.vaccine),
  short_name: text(vaccineMessages.shortName),
  dose: z.number({ error: vaccineMessages.dose }).int(vaccineMessages.dose).min(1, vaccineMessages.dose).max(10, vaccineMessages.dose),
  from_months: monthOfAge,
  to_months: monthOfAge,
  min_age_days: days,
  min_interval_days: days,
  max_age_days: days,
  note: optionalText(VACCINE_NOTE_MAX),
  is_active: z.boolean(),
  order: z.number().int().min(0),
}
const windowInOrder = (dose: { from_months?: number; to_months?: number }) =>
  dose.from_months === undefined || dose.to_months === undefined || dose.to_months >= dose.from_months
/** A maximum age, when both are given, is not below the minimum age (docs/decisions/090). */
export const agesInOrder = (dose: { min_age_days?: number | null; max_age_days?: number | null }) =>
  dose.min_age_days === undefined || dose.min_age_days === null || dose.max_age_days === undefined || dose.max_age_days === null || dose.max_age_days >= dose.min_age_days

/** POST /health/vaccines/ (admin). */
export const vaccineDoseCreateSchema = z
  .object({
    ...vaccineDoseFields,
    ...blankByDefault(vaccineDoseFields, 'note'),
    max_age_days: vaccineDoseFields.max_age_days.default(null),
    is_active: vaccineDoseFields.is_active.default(true),
    order: vaccineDoseFields.order.optional(),
  })
  .refine(windowInOrder, { path: ['to_months'], message: vaccineMessages.window })
  .refine(agesInOrder, { path: ['max_age_days'], message: vaccineMessages.maxAge })
export type VaccineDoseCreate = z.input<typeof vaccineDoseCreateSchema>

/** PATCH /health/vaccines/:id/ (admin): any field; the window is checked against the stored one too (by the server). */
export const vaccineDoseUpdateSchema = z
  .object(vaccineDoseFields)
  .partial()
  .refine(windowInOrder, { path: ['to_months'], message: vaccineMessages.window })
  .refine(agesInOrder, { path: ['max_age_days'], message: vaccineMessages.maxAge })
export type VaccineDoseUpdate = z.input<typeof vaccineDoseUpdateSchema>

export const DOSE_CLINIC_MAX = 120
export const DOSE_LOT_MAX = 40
export const DOSE_NOTE_MAX = 500

export const doseRecordMessages = {
  status: 'Choose given or not given.',
  date: 'Enter a real date.',
  future: 'The date cannot be in the future.',
  beforeBirth: 'The date cannot be before the child\u2019s date of birth.',
  dose: 'Unknown dose.',
  recorded: 'This dose is already recorded for this child.',
} as const

/** What a parent writes about a dose: one definition for the form and the server. */
export const doseRecordFields = {
  status: z.enum(['given', 'not_given'], { error: doseRecordMessages.status }),
  date: z
    .string({ error: doseRecordMessages.date })
    .regex(/^\d{4}-\d{2}-\d{2}$/, doseRecordMessages.date)
    .refine(isRealDate, doseRecordMessages.date)
    .refine((date) => date <= todayIso(), doseRecordMessages.future),
  clinic: optionalText(DOSE_CLINIC_MAX),
  lot: optionalText(DOSE_LOT_MAX),
  note: optionalText(DOSE_NOTE_MAX),
  date_unknown: z.boolean().optional(),
}

/** POST /health/doses/: one record per child and dose. */
export const doseRecordCreateSchema = z.object({
  child: idSchema,
  dose: idSchema,
  ...doseRecordFields,
  ...blankByDefault(doseRecordFields, 'clinic', 'lot', 'note'),
})
export type DoseRecordCreate = z.input<typeof doseRecordCreateSchema>

/** PATCH /health/doses/:id/: any of the parent's fields; the child and the dose never change. */
export const doseRecordUpdateSchema = z.object(doseRecordFields).partial()
export type DoseRecordUpdate = z.input<typeof doseRecordUpdateSchema>

export const doseRecordListSchema = z.array(doseRecordSchema)
export const doseRecordQuerySchema = childQuerySchema

/**
 * "Add what is on the vaccination card" (docs/decisions/090): several doses given at once, each on its date or on a
 * day not known. All stored or none.
 */
export const VACCINE_CARD_MAX = 60

export const vaccineCardMessages = {
  empty: 'Tick at least one dose that the card shows.',
  dateOrUnknown: 'Enter the date on the card, or tick \u201cDate not known\u201d.',
  many: `Add at most ${VACCINE_CARD_MAX} doses at once.`,
  twice: 'This dose is listed twice.',
} as const

/** One dose of the card: its date, or `date_unknown`. */
export const vaccineCardDoseSchema = z
  .object({ dose: idSchema, date: doseRecordFields.date.optional(), date_unknown: z.boolean().default(false) })
  .refine((entry) => entry.date_unknown || entry.date !== undefined, { path: ['date'], message: vaccineCardMessages.dateOrUnknown })

/** POST /health/doses/card/: the doses the card shows as given, for one child. */
export const vaccineCardSchema = z.object({
  child: idSchema,
  doses: z.array(vaccineCardDoseSchema, { error: vaccineCardMessages.empty }).min(1, vaccineCardMessages.empty).max(VACCINE_CARD_MAX, vaccineCardMessages.many),
})
export type VaccineCard = z.input<typeof vaccineCardSchema>
export type VaccineCardDose = z.input<typeof vaccineCardDoseSchema>

/**
 * Whether a child's vaccination record is complete (docs/decisions/090): until the parent says so, a dose past its
 * window with nothing recorded reads "not recorded", not "overdue". A server without it: never complete.
 */
export const vaccineRecordStateSchema = z.object({ child: idSchema, complete: z.boolean() })
export type VaccineRecordState = z.infer<typeof vaccineRecordStateSchema>
export const vaccineRecordUpdateSchema = z.object({ child: idSchema, complete: z.boolean({ error: 'Say whether the record is complete.' }) })
export type VaccineRecordUpdate = z.input<typeof vaccineRecordUpdateSchema>
