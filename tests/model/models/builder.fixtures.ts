import { ApiError } from '@/api/api-error'
import type { Band, Impact, Option, Question, QuestionSet } from '@/contract/content'
import type { ImportPlan } from '@/contract/content-import'
import { makeBand } from '../../support/factories'

/**
 * A small tree in the seed's shape: band B0006 with one set (Movement), one
 * question and the options Yes / Not yet. The UI runner works on the seed's
 * first band, set, question and options, which these stand for.
 */
const option = (id: number, label: string, value: number, order: number): Option => ({
  id,
  label,
  value_int: value,
  value_str: '',
  is_active: true,
  question: 101,
  order,
})

export const fixtureQuestion: Question = {
  id: 101,
  text: 'Does your baby lift their head during tummy time?',
  help_text: '',
  multi_select: false,
  is_active: true,
  band_set: 11,
  order: 0,
  options: [option(1011, 'Yes', 2, 0), option(1012, 'Not yet', 0, 1)],
}

export const fixtureSet: QuestionSet = {
  id: 11,
  title: 'Movement',
  slug: 'movement',
  is_active: true,
  band: 1,
  order: 0,
  questions: [fixtureQuestion],
}

export const fixtureBands: Band[] = [makeBand({ id: 1, code: 'B0006', title: '0-6 Months', sets: [fixtureSet] })]

/** The list after another admin changed the band (its max age to 7), as a reload answers it. */
export const bandChangedIn = (bands: readonly Band[]): Band[] => bands.map((band, index) => (index === 0 ? { ...band, age_max_months: 7 } : band))

/** What the server answers when the forms are saved. */
export const savedSet: QuestionSet = { id: 12, title: 'Sleep', slug: 'sleep', is_active: true, band: 1, order: 1, questions: [] }
export const savedOption: Option = { ...option(1011, 'Yes, often', 2, 0) }

export const newSetValues = { title: 'Sleep', slug: 'sleep', is_active: true }
export const editedOptionValues = { label: 'Yes, often', value_int: 2, value_str: '', is_active: true }

export const titleMissing = new ApiError('http', 400, { title: ['Title is required'] })
export const serverFailure = new ApiError('http', 500, { detail: 'Simulated server failure.' })
/** A write on a stale list (If-Match, 412): README 2026-11-25. */
export const staleItem = new ApiError('http', 412, {
  detail: 'This item was changed in another tab or by another admin. The list has been reloaded: check it and try again.',
})

export const jsonFile = { name: 'milestones.json' } as File
export const textFile = { name: 'notes.txt' } as File

const level = (): ImportPlan['levels']['bands'] => ({ added: [], changed: [], removed: [], unchanged: 0 })

/** The dry run of an edited export (docs/decisions/044): a question's help text changed, an option removed with answers to it. */
export const changePlan: ImportPlan = {
  dry_run: true,
  valid: true,
  errors: [],
  levels: {
    bands: { ...level(), unchanged: 1 },
    sets: { ...level(), unchanged: 1 },
    questions: { ...level(), changed: [{ id: 101, label: fixtureQuestion.text, within: '0-6 Months (B0006) › Movement', fields: ['help_text'] }] },
    options: { ...level(), removed: [{ id: 1012, label: 'Not yet', within: `0-6 Months (B0006) › Movement › ${fixtureQuestion.text}` }], unchanged: 1 },
  },
  answers: { deleted: 2, changed: 0, children: 2, parents: 1 },
}

/** The dry run of a file with errors: every error, and nothing to apply. */
export const badFilePlan: ImportPlan = {
  dry_run: true,
  valid: false,
  errors: [
    { path: 'bands[0].title', message: 'Title is required' },
    { path: 'bands[1].code', message: 'Code is required' },
  ],
  levels: { bands: level(), sets: level(), questions: level(), options: level() },
  answers: { deleted: 0, changed: 0, children: 0, parents: 0 },
}

/** docs/decisions/066: what an item's change touches, as the impact call answers: nothing answered yet, or one parent's answer (the browser paths give one). */
export const noAnswers: Impact = { answers: 0, children: 0, parents: 0 }
export const oneAnswer: Impact = { answers: 1, children: 1, parents: 1 }
