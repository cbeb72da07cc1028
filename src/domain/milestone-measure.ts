import type { Child } from '@/contract/children'
import type { Band } from '@/contract/content'
import type { ChildResponse } from '@/contract/responses'
import { childOverview, type AnswerStatus, type SetAnswers } from '@/domain/child-overview'
import { givenByText } from '@/domain/given-by'

/**
 * The one measure of milestones (docs/decisions/092-one-measure-of-milestones.md): how many
 * of an area's milestones the answers say are seen, seen sometimes, not yet seen, or not
 * answered, in the same words on the results after Finish, the child's profile and Track
 * Progress; and the area's percentage, by the one rule of docs/product-rules.md#decisions-progress
 * (the mock server computes `completion_percentage` with completionPercent below).
 */
export interface MilestoneTally {
  total: number
  /** Answered at the question's highest option ("Yes"). */
  seen: number
  sometimes: number
  notYet: number
  /** Skipped (no answer): never counted as "not yet" or "not reached". */
  notAnswered: number
}

export function tallyOf(statuses: readonly AnswerStatus[]): MilestoneTally {
  const count = (status: AnswerStatus) => statuses.filter((s) => s === status).length
  return { total: statuses.length, seen: count('yes'), sometimes: count('sometimes'), notYet: count('notYet'), notAnswered: count('unanswered') }
}

export const answeredOf = (tally: MilestoneTally): number => tally.total - tally.notAnswered

/** The words for an area with no answer at all, where 0 % would be no score. */
export const NOT_ANSWERED_YET = 'Not answered yet'

/**
 * "5 of 8 milestones seen, 2 sometimes, 1 not yet" (and ", 1 not answered" for a skipped
 * question); parts that are 0 are left out. Nothing answered: "Not answered yet".
 */
export function tallyText(tally: MilestoneTally): string {
  if (tally.total === 0) return 'No questions yet'
  if (tally.notAnswered === tally.total) return NOT_ANSWERED_YET
  const parts = [`${tally.seen} of ${tally.total} ${tally.total === 1 ? 'milestone' : 'milestones'} seen`]
  if (tally.sometimes > 0) parts.push(`${tally.sometimes} sometimes`)
  if (tally.notYet > 0) parts.push(`${tally.notYet} not yet`)
  if (tally.notAnswered > 0) parts.push(`${tally.notAnswered} not answered`)
  return parts.join(', ')
}

/** What one question adds to its area's percentage: the chosen option's value and the highest value offered. */
export interface QuestionScore {
  value: number
  top: number
}

/** Options without `value_int` count 0; with several choices, the highest chosen counts. */
export function questionScore(options: readonly { id: number; value_int: number | null }[], chosen: readonly number[]): QuestionScore {
  const valueOf = new Map(options.map((option) => [option.id, option.value_int ?? 0]))
  return {
    top: options.reduce((max, option) => Math.max(max, option.value_int ?? 0), 0),
    value: chosen.reduce((max, id) => Math.max(max, valueOf.get(id) ?? 0), 0),
  }
}

/**
 * docs/product-rules.md#decisions-progress: round(100 × the chosen values ÷ the highest values),
 * at most 100, 0 when nothing can score. So "Sometimes" (1 of 2) counts half a "Yes".
 */
export function completionPercent(scores: readonly QuestionScore[]): number {
  const possible = scores.reduce((sum, score) => sum + score.top, 0)
  const scored = scores.reduce((sum, score) => sum + score.value, 0)
  return possible > 0 ? Math.min(100, Math.round((100 * scored) / possible)) : 0
}

/** How every percentage is counted, in the words the profile and Track Progress say it. */
export const PERCENT_RULE_TEXT = 'a “Yes” counts in full, a “Sometimes” counts half'

/** One area (question set) of the current band, measured. */
export interface AreaMeasure {
  id: number
  title: string
  tally: MilestoneTally
  /** The area's percentage; null when nothing is answered (no score, not 0 %). */
  percent: number | null
  /** A shared child: the answers someone other than the reader gave, by first name. */
  byOthers?: readonly { name: string; count: number }[]
}

/**
 * Each area of the band's answers (active content, as the server counts it), measured. With the
 * reader's name (the profile of a shared child), the answers someone else gave are counted by who gave them.
 */
export function areaMeasures(sets: readonly SetAnswers[], readerName?: string): AreaMeasure[] {
  return sets.map(({ set, milestones }) => {
    const tally = tallyOf(milestones.map((m) => m.status))
    const scores = milestones.map((m) => questionScore(m.question.options, m.option === null ? [] : [m.option]))
    const others = new Map<string, number>()
    for (const milestone of readerName === undefined ? [] : milestones) {
      const name = milestone.status === 'unanswered' ? null : givenByText(milestone.givenBy, readerName ?? '')
      if (name) others.set(name, (others.get(name) ?? 0) + 1)
    }
    const byOthers = [...others].map(([name, count]) => ({ name, count }))
    return {
      id: set.id,
      title: set.title,
      tally,
      percent: answeredOf(tally) === 0 ? null : completionPercent(scores),
      ...(byOthers.length > 0 ? { byOthers } : {}),
    }
  })
}

/**
 * The child's current band (the questionnaire's and the server's: corrected age, active content)
 * measured from their answers, by question set id: the profile's lines under its bars.
 */
export function areaMeasuresOfChild(
  child: Child,
  bands: readonly Band[],
  responses: readonly ChildResponse[],
  today: Date,
  readerName = '',
): Readonly<Record<number, AreaMeasure>> {
  const { sets } = childOverview(child, bands, responses, today)
  return Object.fromEntries(areaMeasures(sets, readerName).map((area) => [area.id, area]))
}

/** A shared child's area: "1 answered by Sam and 2 by Gwen" (its own line, so the measure reads the same everywhere); null when nobody else answered. */
export function answeredByOthersText({ tally, byOthers = [] }: Pick<AreaMeasure, 'tally' | 'byOthers'>): string | null {
  if (byOthers.length === 0 || answeredOf(tally) === 0) return null
  return byOthers.map(({ name, count }, index) => `${count} ${index === 0 ? 'answered ' : ''}by ${name}`).join(' and ')
}
