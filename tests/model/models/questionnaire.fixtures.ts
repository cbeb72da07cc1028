import { ApiError } from '@/api/api-error'
import type { Child } from '@/contract/children'
import type { Band } from '@/contract/content'
import type { QuestionnaireData } from '@/api/questionnaire.api'
import { makeBand, makeChild } from '../../support/factories'

/**
 * A small stand-in for the seed's 0-6 Months band: its first set's first two
 * questions with the options "Yes" and "Not yet". The UI runner maps question
 * N here to question N on the screen, and options by label.
 */
export const today = '2026-01-15T12:00:00.000Z'

const option = (id: number, question: number, label: string, value: number, order: number) => ({
  id,
  label,
  value_int: value,
  value_str: '',
  is_active: true,
  question,
  order,
})

const question = (id: number, order: number) => ({
  id,
  text: `Question ${order + 1}`,
  help_text: '',
  multi_select: false,
  is_active: true,
  band_set: 11,
  order,
  options: [option(id * 10 + 1, id, 'Yes', 2, 0), option(id * 10 + 2, id, 'Not yet', 0, 1)],
})

export const fixtureBand: Band = makeBand({
  id: 1,
  code: 'B0006',
  title: '0-6 Months',
  sets: [{ id: 11, title: 'Movement', slug: 'movement', is_active: true, band: 1, order: 0, questions: [question(101, 0), question(102, 1)] }],
})

/** Question ids in screen order, and the fixture option id for a label. */
export const fixtureQuestions = [101, 102] as const
export const optionId = (questionId: number, label: 'Yes' | 'Not yet') => questionId * 10 + (label === 'Yes' ? 1 : 2)
export const labelOf = (optionIdValue: number): 'Yes' | 'Not yet' => (optionIdValue % 10 === 1 ? 'Yes' : 'Not yet')

/** A child of 3 months on `today` (like the seed's Liam). */
export const child: Child = makeChild({ id: 7 })

const earlierAnswer = {
  id: 1,
  child: 7,
  question: { id: 101, text: 'Question 1' },
  choices: [{ id: 1, option: { id: optionId(101, 'Yes'), label: 'Yes', value_int: 2 } }],
}

export const loadAnswers = {
  /** The child answered question 1 "Yes" before. */
  withEarlierAnswer: { child, bands: [fixtureBand], responses: [earlierAnswer] } satisfies QuestionnaireData,
  /** Nothing answered yet. */
  fresh: { child, bands: [fixtureBand], responses: [] } satisfies QuestionnaireData,
  /** No active band with an age range: the admin switched them all off. */
  noBands: { child, bands: [{ ...fixtureBand, is_active: false }], responses: [] } satisfies QuestionnaireData,
} as const

export const childNotFound = new ApiError('http', 404, { detail: 'Not found.' })
export const serverFailure = new ApiError('http', 500, { detail: 'Simulated server failure.' })
