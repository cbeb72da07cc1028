import type { Band, Question, QuestionSet } from '@/contract/content'
import type { ChildResponse } from '@/contract/responses'
import { isAnswerable } from '@/domain/answerable'
import { chooseBand } from '@/domain/band-choice'
import { countOf } from '@/domain/format'
import { byOrder } from '@/domain/questionnaire'

/**
 * docs/decisions/058: answers a parent gave to content an admin has since
 * switched off are kept, and the parent's screens still show them, marked, instead of
 * letting them vanish. The band list every parent screen already loads holds the whole
 * tree with each item's is_active (SPEC: the builder and the questionnaire read the same
 * call), so the question's words, its area and the chosen option's label come from there:
 * no new call or field. A server that leaves inactive content out of that list simply
 * gives nothing to show here.
 */

/** Why an answer no longer counts: its question is not asked (question, set or band off, or too few options), or the option chosen is off. */
export type NoLongerAskedReason = 'question' | 'answer'

export interface NoLongerAskedAnswer {
  question: Question
  /** The question's area (question set), as it is now. */
  set: QuestionSet
  /** The label of the option the parent chose, as it is now. */
  answer: string
  reason: NoLongerAskedReason
}

/** The small mark next to such an answer. */
export const noLongerAskedMark: Record<NoLongerAskedReason, string> = {
  question: 'no longer asked',
  answer: 'answer no longer offered',
}

/**
 * The one rule: which of a child's answers, in the band the child's screens follow, no longer
 * count. The bands looked at are the band in use (the active band for the age) and, when the
 * admin switched off the band the age falls in, that band too. An answer counts while its band
 * and set are active, its question is answerable (src/domain/answerable.ts) and the option
 * chosen is active; any other answer in those bands is "no longer asked". Answers to other
 * bands (an earlier age) are not: they were never part of the current percentages.
 */
export function noLongerAsked(bands: readonly Band[], ageForBands: number, responses: readonly ChildResponse[]): NoLongerAskedAnswer[] {
  const inUse = chooseBand(
    bands.filter((band) => band.is_active),
    ageForBands,
  )
  const forAge = chooseBand(bands, ageForBands)
  const looked = [inUse, forAge && !forAge.is_active && forAge.id !== inUse?.id ? forAge : null].filter((band): band is Band => band !== null)
  const chosen = new Map(responses.map((response) => [response.question.id, response.choices[0]?.option.id]))
  const found: NoLongerAskedAnswer[] = []
  for (const band of looked) {
    for (const set of [...band.sets].sort(byOrder)) {
      for (const question of [...set.questions].sort(byOrder)) {
        const option = question.options.find((candidate) => candidate.id === chosen.get(question.id))
        if (!option) continue
        const asked = band.is_active && set.is_active && isAnswerable(question)
        if (asked && option.is_active) continue
        found.push({ question, set, answer: option.label, reason: asked ? 'answer' : 'question' })
      }
    }
  }
  return found
}

export interface NoLongerCountedNote {
  /** The area (question set id) whose percentage the note explains. */
  setId: number
  text: string
}

const answers = (count: number) => countOf(count, 'answer no longer counts', 'answers no longer count')
const because: Record<NoLongerAskedReason, (count: number) => string> = {
  question: (count) => (count === 1 ? 'that question is no longer asked' : 'those questions are no longer asked'),
  answer: (count) => (count === 1 ? 'that answer is no longer offered' : 'those answers are no longer offered'),
}

/**
 * Why a percentage moved without a new answer, one plain sentence per area and reason:
 * "Movement: 2 answers no longer count because those questions are no longer asked."
 */
export function noLongerCountedNotes(items: readonly NoLongerAskedAnswer[]): NoLongerCountedNote[] {
  const groups = new Map<string, { set: QuestionSet; reason: NoLongerAskedReason; count: number }>()
  for (const { set, reason } of items) {
    const key = `${set.id}:${reason}`
    const group = groups.get(key) ?? { set, reason, count: 0 }
    group.count += 1
    groups.set(key, group)
  }
  return [...groups.values()].map(({ set, reason, count }) => ({
    setId: set.id,
    text: `${set.title}: ${answers(count)} because ${because[reason](count)}.`,
  }))
}
