import type { Child } from '@/contract/children'
import type { Band, Question, QuestionSet } from '@/contract/content'
import type { ChildResponse } from '@/contract/responses'
import { childDevelopmentalAge, parseIsoDate, toIsoDate, type DevelopmentalAge } from '@/domain/age'
import { chooseBand } from '@/domain/band-choice'
import { noLongerAsked, type NoLongerAskedAnswer } from '@/domain/no-longer-asked'
import { activeContent } from '@/domain/questionnaire'

/**
 * What a parent's answers say about each milestone of the current band, for the
 * summary, the weekly checklist and the reminders (docs/product-rules.md#decisions-beyond):
 * computed from calls the API already has (child, bands, responses).
 * Words stay plain; nothing here is a diagnosis.
 */
export type AnswerStatus = 'yes' | 'sometimes' | 'notYet' | 'unanswered'

export interface MilestoneAnswer {
  question: Question
  status: AnswerStatus
  /** The label of the option the parent chose, or null when unanswered. */
  answer: string | null
  /** The id of that option (the percentage's score, src/domain/milestone-measure.ts), or null when unanswered. */
  option: number | null
  /** docs/decisions/072: who gave the answer, when the server says (`given_by`). */
  givenBy?: string
}

export interface SetAnswers {
  set: QuestionSet
  milestones: MilestoneAnswer[]
}

/**
 * An answer at the question's highest value is a yes, one at 0 (or without a
 * value) is a not yet, anything between is a sometimes: so any content in the
 * builder's shape reads the same way as the seed's Yes (2), Sometimes (1),
 * Not yet (0).
 */
export function answerStatus(question: Question, optionId: number | undefined): AnswerStatus {
  const option = question.options.find((o) => o.id === optionId)
  if (!option) return 'unanswered'
  const top = question.options.reduce((max, o) => Math.max(max, o.value_int ?? 0), 0)
  const value = option.value_int ?? 0
  if (top > 0 && value >= top) return 'yes'
  return value > 0 ? 'sometimes' : 'notYet'
}

/** The band's active content with each question's answer, in the band's order. */
export function answersByBand(band: Band, responses: readonly ChildResponse[]): SetAnswers[] {
  const byQuestion = new Map(responses.map((response) => [response.question.id, response]))
  return activeContent(band).sets.map((set) => ({
    set,
    milestones: set.questions.map((question) => {
      const response = byQuestion.get(question.id)
      const optionId = response?.choices[0]?.option.id
      const status = answerStatus(question, optionId)
      const answer = status === 'unanswered' ? null : (question.options.find((o) => o.id === optionId)?.label ?? null)
      return { question, status, answer, option: answer === null ? null : (optionId ?? null), ...(answer !== null && response?.given_by ? { givenBy: response.given_by } : {}) }
    }),
  }))
}

/** Milestones worth talking about with a doctor or watching this week. */
export const toTalkAbout = (status: AnswerStatus) => status === 'notYet' || status === 'unanswered'

const weeklyOrder: Record<AnswerStatus, number> = { notYet: 0, sometimes: 1, unanswered: 2, yes: 3 }

/** Up to `limit` milestones to watch: "Not yet" first, then "Sometimes", then unanswered, each in the band's order. */
export function weeklyGoals(sets: readonly SetAnswers[], limit = 5): (MilestoneAnswer & { set: QuestionSet })[] {
  const all = sets.flatMap(({ set, milestones }) => milestones.map((milestone) => ({ ...milestone, set })))
  return all
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.status !== 'yes')
    .sort((a, b) => weeklyOrder[a.item.status] - weeklyOrder[b.item.status] || a.index - b.index)
    .slice(0, limit)
    .map(({ item }) => item)
}

/** The date a child reaches an age in months, counted from a date (the same month rule as ageInMonths). */
export function dateAtAge(from: string, months: number): string | null {
  const start = parseIsoDate(from)
  if (!start) return null
  const target = new Date(start.year, start.month - 1 + months, 1)
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate()
  target.setDate(Math.min(start.day, lastDay))
  return toIsoDate(target)
}

export interface ChildOverview {
  child: Child
  age: DevelopmentalAge
  /** The band the questionnaire uses, with its active content only; null when no active band fits. */
  band: Band | null
  sets: SetAnswers[]
  /** The band after the current one by age, and the day the child moves to it. */
  next: { band: Band; from: string } | null
  /**
   * Answers the child has for questions of earlier bands (a lower starting age than the
   * current band's): "answers older than the current band". Answers for a later band
   * (an age corrected, or a date of birth changed, after answering) are not counted:
   * they are not out of date, and they count again when the child reaches that band.
   */
  earlierBandAnswers: number
  /** docs/decisions/058: the child's answers in this band to content no longer asked: shown marked, counted nowhere. */
  noLongerAsked: NoLongerAskedAnswer[]
}

/** Everything the summary, the checklist and the reminders read, from the child, the bands and the answers. */
export function childOverview(child: Child, bands: readonly Band[], responses: readonly ChildResponse[], today: Date = new Date()): ChildOverview {
  const age = childDevelopmentalAge(child, today)
  const active = bands.filter((band) => band.is_active)
  const chosen = chooseBand(active, age.forBands)
  const band = chosen ? activeContent(chosen) : null
  const sets = band ? answersByBand(band, responses) : []
  const earlierBandAnswers = chosen ? countEarlierBandAnswers(bands, chosen, responses) : 0

  let next: ChildOverview['next'] = null
  if (chosen && chosen.age_max_months !== null) {
    const later = active
      .filter((b) => b.id !== chosen.id && b.age_min_months !== null && b.age_min_months > (chosen.age_min_months ?? -1))
      .sort((a, b) => (a.age_min_months ?? 0) - (b.age_min_months ?? 0))[0]
    // The corrected age counts from the due date: the move comes as many weeks later.
    const countFrom = age.corrected === null ? child.dob : shiftDays(child.dob, (child.weeks_premature ?? 0) * 7)
    const from = later ? dateAtAge(countFrom, later.age_min_months ?? 0) : null
    if (later && from) next = { band: later, from }
  }
  return { child, age, band, sets, next, earlierBandAnswers, noLongerAsked: noLongerAsked(bands, age.forBands, responses) }
}

/** Answers to questions of bands that start at a younger age than the current one (any content, active or not). */
function countEarlierBandAnswers(bands: readonly Band[], current: Band, responses: readonly ChildResponse[]): number {
  const currentMin = current.age_min_months ?? 0
  const earlier = new Set(
    bands
      .filter((b) => b.id !== current.id && b.age_min_months !== null && b.age_min_months < currentMin)
      .flatMap((b) => b.sets.flatMap((set) => set.questions.map((q) => q.id))),
  )
  return responses.filter((response) => earlier.has(response.question.id)).length
}

function shiftDays(iso: string, days: number): string {
  const date = parseIsoDate(iso)
  return date ? toIsoDate(new Date(date.year, date.month - 1, date.day + days)) : iso
}

export type ReminderKind = 'unanswered' | 'bandSoon' | 'olderAnswers' | 'doctorAdvice'

export interface Reminder {
  kind: ReminderKind
  /** Numbers and names the screen words the reminder with. */
  count?: number
  band?: string
  from?: string
}

/** Days ahead (about three months) within which a coming band change is announced. */
export const BAND_CHANGE_NOTICE_DAYS = 92

/** Reminders computed from the data: never a diagnosis, only what to answer and whom to ask. */
export function reminders(overview: ChildOverview, today: Date = new Date()): Reminder[] {
  const list: Reminder[] = []
  const milestones = overview.sets.flatMap((set) => set.milestones)
  const unanswered = milestones.filter((m) => m.status === 'unanswered').length
  if (unanswered > 0 && overview.band) list.push({ kind: 'unanswered', count: unanswered, band: overview.band.title })
  if (overview.next) {
    const days = Math.round((new Date(`${overview.next.from}T00:00:00`).getTime() - new Date(toIsoDate(today) + 'T00:00:00').getTime()) / 86_400_000)
    if (days >= 0 && days <= BAND_CHANGE_NOTICE_DAYS) list.push({ kind: 'bandSoon', band: overview.next.band.title, from: overview.next.from })
  }
  if (overview.earlierBandAnswers > 0 && overview.band) list.push({ kind: 'olderAnswers', count: overview.earlierBandAnswers, band: overview.band.title })
  const notYet = milestones.filter((m) => m.status === 'notYet').length
  if (notYet > 0) list.push({ kind: 'doctorAdvice', count: notYet })
  return list
}
