import { z } from 'zod'
import { idSchema } from '@/contract/common'

/**
 * docs/decisions/061: the admin's overview under 'Dashboard Content'. An optional extension,
 * designed mock-first: a backend without it answers 404 and the dashboard shows only the spec's text.
 * Counts only: no parent's or child's name.
 */
const count = z.number().int().min(0)
const bandRef = z.object({ id: idSchema, title: z.string() })

export const adminOverviewSchema = z.object({
  parents: count,
  children: count,
  /** Answer submissions (bulk_create) of the last 7 days, today included. */
  answers_this_week: count,
  /** Active questions parents cannot answer (fewer than 2 active options, decision 048), with their band. */
  unanswerable_questions: z.array(z.object({ id: idSchema, text: z.string(), band: bandRef })),
  /** Ages from 0 to 36 months (or the last active band's end) that no active band covers. */
  age_gaps: z.array(z.object({ from: z.number().min(0), to: z.number().min(0), message: z.string() })),
  /** Items switched off, each with its level and band. */
  inactive: z.array(z.object({ level: z.enum(['band', 'set', 'question']), id: idSchema, title: z.string(), band: bandRef })),
  /** The questions most often answered "Not yet" (the lowest option), most first, at most 5: counts only. */
  most_not_yet: z.array(z.object({ question: idSchema, text: z.string(), band: bandRef, count: count })),
})
export type AdminOverview = z.infer<typeof adminOverviewSchema>
