import { z } from 'zod'
import { givenByYouField } from '@/contract/child-access'
import { childQuerySchema, isRealDate, todayIso } from '@/contract/children'
import { blankByDefault, idSchema, isoDateSchema, optionalText, timeOfDayPattern } from '@/contract/common'
import { doseRecordMessages } from '@/contract/health'

/**
 * docs/decisions/080: well-child visits. The recommended visit ages are content (seeded from the published
 * periodicity schedule, in our own words, the source named); the visits a parent records are theirs, past or
 * planned. Optional extensions, designed mock-first (docs/openapi.json, docs/decisions/080).
 */

/** One recommended check-up of the schedule: at what age, in months of chronological age. */
export const wellChildVisitSchema = z.object({
  id: idSchema,
  /** Stable across rewording ("visit-2m"). */
  key: z.string(),
  /** The age of the visit in months (0: the first days after birth). */
  age_months: z.number().int().min(0),
  /** How the schedule names it ("2 months", "Newborn, 3 to 5 days"). */
  title: z.string(),
  /** What the visit usually covers, informational only. */
  note: z.string(),
  is_active: z.boolean(),
  order: z.number().int().min(0),
})
export type WellChildVisit = z.infer<typeof wellChildVisitSchema>

/** GET /health/visit-schedule/: the recommended visits and where they come from. */
export const visitScheduleSchema = z.object({
  source: z.object({ name: z.string(), date: z.string() }),
  visits: z.array(wellChildVisitSchema),
})
export type VisitSchedule = z.infer<typeof visitScheduleSchema>

export const visitKinds = ['well_child', 'sick', 'specialist', 'other'] as const
export type VisitKind = (typeof visitKinds)[number]

/** A visit a parent records for a child: one that happened, or one that is planned (a date ahead). */
export const visitRecordSchema = z.object({
  id: idSchema,
  child: idSchema,
  date: isoDateSchema,
  /**
   * The appointment's time, hour:minute as written on it ("09:30"), or '' when none was given (docs/decisions/093).
   * A server without times leaves it out: read as '', a visit without a time.
   */
  time: z.string().default(''),
  kind: z.enum(visitKinds),
  clinician: z.string(),
  notes: z.string(),
  /** What the parent means to ask at this visit. */
  questions: z.string(),
  ...givenByYouField,
})
export type VisitRecord = z.infer<typeof visitRecordSchema>

export const VISIT_CLINICIAN_MAX = 120
export const VISIT_TEXT_MAX = 2000
/** A planned visit is at most this many days ahead (a typo in the year, not a plan). */
export const VISIT_DAYS_AHEAD_MAX = 400

export const visitMessages = {
  date: 'Enter a real date.',
  tooFar: 'Plan a visit at most a year ahead.',
  beforeBirth: doseRecordMessages.beforeBirth,
  kind: 'Choose the kind of visit.',
  time: 'Enter a time as HH:MM, or leave it empty.',
} as const

/** The last day a visit may be planned for, from a day (ISO). */
export function lastPlannableDay(today: string): string {
  const [y, m, d] = today.split('-').map(Number)
  const last = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + VISIT_DAYS_AHEAD_MAX))
  return last.toISOString().slice(0, 10)
}

/** What a parent writes about a visit: one definition for the form and the server. */
export const visitFields = {
  date: z
    .string({ error: visitMessages.date })
    .regex(/^\d{4}-\d{2}-\d{2}$/, visitMessages.date)
    .refine(isRealDate, visitMessages.date)
    .refine((date) => date <= lastPlannableDay(todayIso()), visitMessages.tooFar),
  /** Optional: '' is a visit without a set time (an all-day event in the calendar file). */
  time: z.string({ error: visitMessages.time }).refine((time) => time === '' || timeOfDayPattern.test(time), visitMessages.time),
  kind: z.enum(visitKinds, { error: visitMessages.kind }),
  clinician: optionalText(VISIT_CLINICIAN_MAX),
  notes: optionalText(VISIT_TEXT_MAX),
  questions: optionalText(VISIT_TEXT_MAX),
}

/** POST /health/visits/. */
export const visitCreateSchema = z.object({ child: idSchema, ...visitFields, ...blankByDefault(visitFields, 'time', 'clinician', 'notes', 'questions') })
export type VisitCreate = z.input<typeof visitCreateSchema>

/** PATCH /health/visits/:id/: any of the parent's fields; the child never changes. */
export const visitUpdateSchema = z.object(visitFields).partial()
export type VisitUpdate = z.input<typeof visitUpdateSchema>

export const visitListSchema = z.array(visitRecordSchema)
export const visitQuerySchema = childQuerySchema
