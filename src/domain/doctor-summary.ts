import type { QuestionSet } from '@/contract/content'
import { doctorQuestionsUpdateSchema } from '@/contract/doctor-questions'
import { measureNames, type Measurement, type MeasureName } from '@/contract/progress'
import type { MilestoneAnswer, SetAnswers } from '@/domain/child-overview'
import { z } from 'zod'

/**
 * The summary for the doctor, read in 30 seconds (docs/decisions/060):
 * the milestones answered "Not yet" first, then each area's answered milestones, then
 * every unanswered one under a single heading, compactly. Like the CDC's milestone
 * summary and ASQ's Information Summary: the concerns before the rest.
 */
export interface DoctorSummary {
  /** "Not yet" answers across the areas, in the band's order, each with its area. */
  talkAbout: (MilestoneAnswer & { set: QuestionSet })[]
  /** Each area's other answered milestones (Yes, Sometimes); an area with none has an empty list. */
  answered: SetAnswers[]
  /** The areas' unanswered milestones, only the areas that have some. */
  unanswered: SetAnswers[]
  unansweredCount: number
}

export function doctorSummary(sets: readonly SetAnswers[]): DoctorSummary {
  const talkAbout = sets.flatMap(({ set, milestones }) => milestones.filter(({ status }) => status === 'notYet').map((milestone) => ({ ...milestone, set })))
  const answered = sets.map(({ set, milestones }) => ({ set, milestones: milestones.filter(({ status }) => status === 'yes' || status === 'sometimes') }))
  const unanswered = sets
    .map(({ set, milestones }) => ({ set, milestones: milestones.filter(({ status }) => status === 'unanswered') }))
    .filter(({ milestones }) => milestones.length > 0)
  return { talkAbout, answered, unanswered, unansweredCount: unanswered.reduce((sum, { milestones }) => sum + milestones.length, 0) }
}

/** A measure's latest value and the day it was measured, or null when never measured. */
export type LatestMeasures = Record<MeasureName, { value: number; date: string } | null>

/**
 * The latest value of each measure (height, weight, head), each from the last row that has it: the latest date, and
 * on one day the one added last. The one rule every screen and the server's copy on the child read
 * (docs/decisions/091).
 */
export function latestMeasures(measurements: readonly Pick<Measurement, 'id' | 'date' | MeasureName>[]): LatestMeasures {
  const byDate = [...measurements].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id))
  const latest = {} as LatestMeasures
  for (const name of measureNames) {
    const row = byDate.filter((m) => m[name] !== null).at(-1)
    latest[name] = row ? { value: row[name] as number, date: row.date } : null
  }
  return latest
}

/** An optional call's answer (docs/product-rules.md#decisions-beyond): its value, "not on this server" (404), or a failure that may pass. */
export type OptionalPart<T> = { status: 'found'; value: T } | { status: 'unavailable' } | { status: 'failed' }

/** The questions box's form: the contract's one rule on the text (its length). */
export const doctorQuestionsFormSchema = z.object({ text: doctorQuestionsUpdateSchema.shape.text })
export type DoctorQuestionsFormValues = z.input<typeof doctorQuestionsFormSchema>
