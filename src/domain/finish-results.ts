import type { MilestoneHistoryEntry } from '@/contract/progress'
import { toIsoDate } from '@/domain/age'
import { dateAtAge, type ChildOverview } from '@/domain/child-overview'
import { formatPercent } from '@/domain/format'
import { noLongerCountedNotes } from '@/domain/no-longer-asked'

/**
 * The results a parent sees on the dashboard after Finish (issue #24 point 1):
 * per area what was answered and reached, what changed since the last answers,
 * what goes on the list for the doctor, and when to check again. Plain words,
 * never a diagnosis.
 */

export interface AreaResult {
  title: string
  /** The area's active questions. */
  questions: number
  answered: number
  /** Answered at the question's highest option ("Yes"). */
  reached: number
}

export interface AreaChange {
  title: string
  /** The text of the last time and now: "25%", "Not answered". */
  from: string
  to: string
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
  areas: AreaResult[]
  changes: ResultChanges
  /** Milestones answered "Not yet": the summary for the doctor lists them first. */
  forDoctor: number
  /** When to answer again: the next band's first day when it comes within a month, else a month from today. */
  checkAgain: { date: string; band: string | null }
  /** Issue #21 (decision 058): why a percentage moved because content is no longer asked, one sentence per area. */
  noLongerCounted: string[]
}

const recordText = (record: MilestoneHistoryEntry['progress'][number] | undefined): string =>
  !record || record.answered === 0 ? 'Not answered' : formatPercent(record.completion_percentage)

/** The last two submissions side by side (history oldest first, as the server answers it). */
export function changesSinceLast(history: readonly MilestoneHistoryEntry[] | null): ResultChanges {
  if (history === null) return { kind: 'unavailable' }
  const entries = [...history].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
  const latest = entries.at(-1)
  const previous = entries.at(-2)
  if (!latest || !previous) return { kind: 'first' }
  if ((previous.band?.id ?? null) !== (latest.band?.id ?? null)) return { kind: 'newBand', band: latest.band?.title ?? 'a new age band' }
  const areas = latest.progress.flatMap((record) => {
    const before = recordText(previous.progress.find((p) => p.id === record.id))
    const now = recordText(record)
    return before === now ? [] : [{ title: record.title, from: before, to: now }]
  })
  return { kind: 'changed', since: previous.date, areas }
}

function monthLater(today: string): string {
  return dateAtAge(today, 1) ?? today
}

export function finishResults(overview: ChildOverview, history: readonly MilestoneHistoryEntry[] | null, today: Date = new Date()): FinishResults {
  const areas = overview.sets.map(({ set, milestones }) => ({
    title: set.title,
    questions: milestones.length,
    answered: milestones.filter((m) => m.status !== 'unanswered').length,
    reached: milestones.filter((m) => m.status === 'yes').length,
  }))
  const forDoctor = overview.sets.flatMap((set) => set.milestones).filter((m) => m.status === 'notYet').length
  return {
    name: overview.child.first_name,
    band: overview.band?.title ?? null,
    areas,
    changes: changesSinceLast(history),
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

/** "3 of 4 answered, 2 reached" (an area without questions: "No questions yet"). */
export function areaResultText(area: AreaResult): string {
  if (area.questions === 0) return 'No questions yet'
  if (area.answered === 0) return `Not answered (${area.questions} ${area.questions === 1 ? 'question' : 'questions'})`
  return `${area.answered} of ${area.questions} answered, ${area.reached} reached`
}
