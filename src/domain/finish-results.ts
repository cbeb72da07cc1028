import type { Band, Question, QuestionSet } from '@/contract/content'
import type { MilestoneHistoryEntry } from '@/contract/progress'
import { toIsoDate } from '@/domain/age'
import { dateAtAge, type ChildOverview } from '@/domain/child-overview'
import { formatPercent } from '@/domain/format'
import { areaMeasures, type AreaMeasure } from '@/domain/milestone-measure'
import { noLongerCountedNotes } from '@/domain/no-longer-asked'

/**
 * The results a parent sees on the dashboard after Finish (docs/decisions/054):
 * per area the one measure of milestones (decision 092), what changed since the last answers and which answers,
 * what goes on the list for the doctor, and when to check again. Plain words,
 * never a diagnosis.
 */

export interface AnswerChange {
  question: string
  /** The option's label then and now, or "Not answered". */
  from: string
  to: string
}

export interface AreaChange {
  title: string
  /** The text of the last time and now: "25%", "Not answered". */
  from: string
  to: string
  /** The answers that changed (decision 092); empty when the server keeps no answers with its history. */
  answers: AnswerChange[]
}

/**
 * What changed since the previous answers: `unavailable` when the server has no
 * answer history (the optional call), `first` when these are the first answers,
 * `newBand` when the previous ones were for another age band (counts start again).
 */
export type ResultChanges =
  | { kind: 'unavailable' }
  | { kind: 'first' }
  | { kind: 'newBand'; band: string }
  | { kind: 'changed'; since: string; areas: AreaChange[] }

export interface FinishResults {
  name: string
  band: string | null
  /** Each area by the one measure of milestones (src/domain/milestone-measure.ts). */
  areas: AreaMeasure[]
  changes: ResultChanges
  /** Milestones answered "Not yet": the summary for the doctor lists them first. */
  forDoctor: number
  /** When to answer again: the next band's first day when it comes within a month, else a month from today. */
  checkAgain: { date: string; band: string | null }
  /** docs/decisions/058: why a percentage moved because content is no longer asked, one sentence per area. */
  noLongerCounted: string[]
}

const recordText = (record: MilestoneHistoryEntry['progress'][number] | undefined): string =>
  !record || record.answered === 0 ? NOT_ANSWERED : formatPercent(record.completion_percentage)

const NOT_ANSWERED = 'Not answered'

/** The answers of one area that differ between two submissions, by the band's questions and their options' labels. */
function answerChanges(set: QuestionSet | undefined, before: ReadonlyMap<number, number>, now: ReadonlyMap<number, number>): AnswerChange[] {
  if (!set) return []
  const label = (question: Question, option: number | undefined) =>
    option === undefined ? NOT_ANSWERED : (question.options.find((o) => o.id === option)?.label ?? null)
  return set.questions.flatMap((question) => {
    const from = label(question, before.get(question.id))
    const to = label(question, now.get(question.id))
    // An option no longer offered has no label to name: that answer is left out.
    return from === null || to === null || from === to ? [] : [{ question: question.text, from, to }]
  })
}

const answerMap = (entry: MilestoneHistoryEntry) => new Map((entry.answers ?? []).map((answer) => [answer.question, answer.option]))

/**
 * The last two submissions side by side (history oldest first, as the server answers it); with the
 * band's content, an area names the answers that changed when both submissions carry their answers.
 */
export function changesSinceLast(history: readonly MilestoneHistoryEntry[] | null, band: Band | null = null): ResultChanges {
  if (history === null) return { kind: 'unavailable' }
  const entries = [...history].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
  const latest = entries.at(-1)
  const previous = entries.at(-2)
  if (!latest || !previous) return { kind: 'first' }
  if ((previous.band?.id ?? null) !== (latest.band?.id ?? null)) return { kind: 'newBand', band: latest.band?.title ?? 'a new age band' }
  const named = previous.answers !== undefined && latest.answers !== undefined
  const [before, now] = [answerMap(previous), answerMap(latest)]
  const areas = latest.progress.flatMap((record) => {
    const from = recordText(previous.progress.find((p) => p.id === record.id))
    const to = recordText(record)
    const answers = named ? answerChanges(band?.sets.find((set) => set.id === record.id), before, now) : []
    return from === to && answers.length === 0 ? [] : [{ title: record.title, from, to, answers }]
  })
  return { kind: 'changed', since: previous.date, areas }
}

/** "Movement 100% → 63%: “Rolls over” Yes → Sometimes" (an unchanged percentage: "Movement still 63%: …"). */
export function areaChangeText(change: AreaChange): string {
  const head = change.from === change.to ? `${change.title} still ${change.to}` : `${change.title} ${change.from} → ${change.to}`
  if (change.answers.length === 0) return head
  return `${head}: ${change.answers.map((answer) => `“${answer.question}” ${answer.from} → ${answer.to}`).join('; ')}`
}

function monthLater(today: string): string {
  return dateAtAge(today, 1) ?? today
}

export function finishResults(overview: ChildOverview, history: readonly MilestoneHistoryEntry[] | null, today: Date = new Date()): FinishResults {
  const forDoctor = overview.sets.flatMap((set) => set.milestones).filter((m) => m.status === 'notYet').length
  return {
    name: overview.child.first_name,
    band: overview.band?.title ?? null,
    areas: areaMeasures(overview.sets),
    changes: changesSinceLast(history, overview.band),
    forDoctor,
    checkAgain: nextCheck(overview, today),
    noLongerCounted: noLongerCountedNotes(overview.noLongerAsked).map((note) => note.text),
  }
}

/** When to answer again: the next band's first day when it comes within a month, else a month from today (also the reminders' calendar event). */
export function nextCheck(overview: Pick<ChildOverview, 'next'>, today: Date = new Date()): FinishResults['checkAgain'] {
  const todayIso = toIsoDate(today)
  const inAMonth = monthLater(todayIso)
  const next = overview.next
  return next && next.from > todayIso && next.from <= inAMonth ? { date: next.from, band: next.band.title } : { date: inAMonth, band: null }
}
