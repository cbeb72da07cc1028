import type { Band, Option, Question, QuestionSet } from '@/contract/content'
import type { BulkResponsesBody, ChildResponse } from '@/contract/responses'
import { developmentalAge, type PrematureInfo } from '@/domain/age'
import { isAnswerable } from '@/domain/answerable'
import { chooseBand } from '@/domain/band-choice'

/** Content in the builder's order: `order`, then id. */
export const byOrder = <T extends { order: number; id: number }>(a: T, b: T) => a.order - b.order || a.id - b.id

/**
 * docs/product-rules.md#4: the band for a child's age (inclusive range, else nearest;
 * bands without numeric ranges ignored), with the corrected age of a premature
 * baby (developmentalAge; a date of birth alone is a child born at term).
 * Parents see active content only.
 */
export function bandForChild(bands: readonly Band[], child: PrematureInfo | string, today: Date): Band | null {
  const info = typeof child === 'string' ? { dob: child, is_premature: false, weeks_premature: null } : child
  return bandForAge(bands, developmentalAge(info, today).forBands)
}

/**
 * docs/product-rules.md#4: the band a parent is offered for an age in whole months: among
 * the active bands, the one whose range contains the age (ties: the greater
 * age_min_months), else the nearest. The questionnaire (through bandForChild) and the
 * builder's "Preview for age" use this one rule.
 */
export function bandForAge(bands: readonly Band[], ageMonths: number): Band | null {
  return chooseBand(
    bands.filter((band) => band.is_active),
    ageMonths,
  )
}

/**
 * The band the questionnaire shows: the one the parent picked (a row of Child
 * Bands), when it exists and is active, else docs/product-rules.md#4's band for the age.
 */
export function questionnaireBand(bands: readonly Band[], child: PrematureInfo | string, today: Date, pickedBand?: number): Band | null {
  const picked = pickedBand === undefined ? undefined : bands.find((band) => band.id === pickedBand && band.is_active)
  return picked ?? bandForChild(bands, child, today)
}

/**
 * The band as a parent sees it: active sets, answerable questions (active, with at
 * least two active options: src/domain/answerable.ts) and active options, in order.
 */
export function activeContent(band: Band): Band {
  const options = (question: Question): Option[] => question.options.filter((o) => o.is_active).sort(byOrder)
  const questions = (set: QuestionSet): Question[] =>
    set.questions
      .filter(isAnswerable)
      .sort(byOrder)
      .map((q) => ({ ...q, options: options(q) }))
  return {
    ...band,
    sets: band.sets
      .filter((s) => s.is_active)
      .sort(byOrder)
      .map((s) => ({ ...s, questions: questions(s) })),
  }
}

/** Question id -> chosen option id. */
export type Answers = Readonly<Record<number, number>>

/** docs/product-rules.md#4: earlier answers are preloaded, taking the first choice of each response. */
export function preloadAnswers(responses: readonly ChildResponse[]): Answers {
  const answers: Record<number, number> = {}
  for (const response of responses) {
    const first = response.choices[0]
    if (first) answers[response.question.id] = first.option.id
  }
  return answers
}

/** docs/decisions/072: who gave each stored answer (its first choice) when the server says (`given_by`). */
export type AnswerGivers = Readonly<Record<number, { option: number; name: string }>>

export function answerGivers(responses: readonly ChildResponse[]): AnswerGivers {
  const givers: Record<number, { option: number; name: string }> = {}
  for (const response of responses) {
    const first = response.choices[0]
    if (first && response.given_by) givers[response.question.id] = { option: first.option.id, name: response.given_by }
  }
  return givers
}

export function isOfferedOption(band: Band, question: number, option: number): boolean {
  return band.sets.some((set) => set.questions.some((q) => q.id === question && q.options.some((o) => o.id === option)))
}

/** docs/product-rules.md#4: on Finish only answers for questions of the chosen band are sent. */
export function answersToSend(band: Band, answers: Answers): BulkResponsesBody['responses'] {
  return band.sets.flatMap((set) =>
    set.questions.flatMap((question) => {
      const option = answers[question.id]
      return option !== undefined && question.options.some((o) => o.id === option) ? [{ question: question.id, options: [option] }] : []
    }),
  )
}

/** What the builder's preview shows: a band by its id, or the band a parent of this age is offered. */
export type PreviewPick = { band: number } | { age: number }

export interface PreviewChoice {
  /** The band, active content only, as the questionnaire shows it. */
  band: Band
  /** Picked by id but inactive: parents are not offered it. */
  inactive: boolean
  /** Picked for an age that no active band contains: parents of that age get this nearest band. */
  nearest: boolean
}

/**
 * docs/product-rules.md#decisions-builder-extras, preview as a parent: the band of the
 * pick with only its active sets, questions and options, in order (activeContent), the
 * same as the questionnaire shows. For an age, the band comes from bandForAge, the
 * parents' own rule. Null when there is none (the questionnaire's "no suitable band").
 */
export function previewBand(bands: readonly Band[], pick: PreviewPick): PreviewChoice | null {
  if ('band' in pick) {
    const band = bands.find((candidate) => candidate.id === pick.band)
    return band ? { band: activeContent(band), inactive: !band.is_active, nearest: false } : null
  }
  const band = bandForAge(bands, pick.age)
  if (!band) return null
  const contains = band.age_min_months !== null && band.age_max_months !== null && pick.age >= band.age_min_months && pick.age <= band.age_max_months
  return { band: activeContent(band), inactive: false, nearest: !contains }
}

/**
 * docs/decisions/048: the questions whose answers Finish sent that the server
 * did not store (the content changed after the questionnaire was opened: the question,
 * its set or band, or the chosen option is no longer asked). A server that answers
 * something other than the list of stored responses counted everything.
 */
export function notCountedQuestions(band: Band, sent: BulkResponsesBody['responses'], stored: unknown): string[] {
  if (!Array.isArray(stored)) return []
  const kept = new Set((stored as ChildResponse[]).map((response) => response.question?.id))
  const texts = new Map(band.sets.flatMap((set) => set.questions.map((question) => [question.id, question.text] as const)))
  return sent.filter((answer) => !kept.has(answer.question)).map((answer) => texts.get(answer.question) ?? `Question ${answer.question}`)
}

/** What the parent is told after Finish: "Answers saved", or in plain words which answers were not counted and why. */
export function finishMessage(name: string, notCounted: readonly string[], sent: number): { text: string; tone: 'success' | 'error' } {
  if (notCounted.length === 0) return { text: `Answers saved for ${name}`, tone: 'success' }
  const quoted = notCounted.map((text) => `“${text}”`).join(', ')
  const why = 'the questionnaire was changed after you opened it and no longer asks'
  const head =
    notCounted.length === sent
      ? `None of your answers for ${name} were counted`
      : `Answers saved for ${name}, but ${notCounted.length === 1 ? '1 answer was' : `${notCounted.length} answers were`} not counted`
  return { text: `${head}: ${why} ${quoted}. Open the questionnaire again to see what it asks now.`, tone: 'error' }
}
