import { z } from 'zod'
import { childQuerySchema, isRealDate } from '@/contract/children'
import { idSchema, isoDateSchema } from '@/contract/common'

/**
 * The Weekly Checklist's ticks (docs/decisions/055): an optional extension, designed
 * mock-first. A parent ticks a goal of the week as practised; it is stored per
 * child, week and question, and never changes a milestone answer.
 */

export const weekStartMessage = 'Enter the Monday that starts the week, as YYYY-MM-DD.'

/** True when the date is a Monday (weeks run Monday to Sunday, ISO 8601). */
export function isMonday(text: string): boolean {
  if (!isRealDate(text)) return false
  const [y, m, d] = text.split('-').map(Number)
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay() === 1
}

/** The week's first day, a Monday. */
export const weekStartSchema = isoDateSchema.refine(isMonday, weekStartMessage)

/** A child's week: the questions ticked as practised, in the order they were ticked. */
export const practiceWeekSchema = z.object({
  child: idSchema,
  week: isoDateSchema,
  practised: z.array(idSchema),
})
export type PracticeWeek = z.infer<typeof practiceWeekSchema>

/** GET /children/practice/?child=&week= */
export const practiceQuerySchema = childQuerySchema.extend({ week: weekStartSchema })

/** PUT /children/practice/: tick (practised: true) or untick one question of a week. */
export const practiceTickSchema = z.object({
  child: idSchema,
  week: weekStartSchema,
  question: idSchema,
  practised: z.boolean({ error: 'Say whether it was practised: true or false.' }),
})
export type PracticeTick = z.infer<typeof practiceTickSchema>
