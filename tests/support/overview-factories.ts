import type { Child } from '@/contract/children'
import type { Band } from '@/contract/content'
import type { ChildResponse } from '@/contract/responses'
import type { AreaMeasure, MilestoneTally } from '@/domain/milestone-measure'
import { makeBand, makeChild, makeOption, makeQuestion, makeQuestionSet } from './factories'

/** Content, answers and children for the overview's domain tests (summary, checklist, reminders, results after Finish). */

/** Questions with Yes (2), Sometimes (1), Not yet (0), as the seed has them; option ids are question * 10 + value. */
export const question = (id: number, set: number, order: number, help = '') =>
  makeQuestion({
    id,
    text: `Milestone ${id}`,
    help_text: help,
    band_set: set,
    order,
    options: [
      makeOption({ id: id * 10 + 2, label: 'Yes', value_int: 2, question: id, order: 0 }),
      makeOption({ id: id * 10 + 1, label: 'Sometimes', value_int: 1, question: id, order: 1 }),
      makeOption({ id: id * 10, label: 'Not yet', value_int: 0, question: id, order: 2 }),
    ],
  })
const set = (band: number, id: number, title: string, order: number, questionNumbers: number[]) =>
  makeQuestionSet({ id, title, slug: title.toLowerCase(), band, order, questions: questionNumbers.map((n, i) => question(band * 100 + n, id, i)) })
export const band = (id: number, min: number, max: number, title: string): Band =>
  makeBand({
    id,
    code: `B${id}`,
    title,
    age_min_months: min,
    age_max_months: max,
    order: id,
    sets: [set(id, id * 10 + 1, 'Movement', 0, [1, 2, 3]), set(id, id * 10 + 2, 'Language', 1, [4, 5, 6])],
  })
export const bands = [band(1, 0, 6, '0-6 Months'), band(2, 6, 12, '6-12 Months'), band(3, 12, 24, '12-24 Months')]
export const answer = (questionId: number, value: 0 | 1 | 2): ChildResponse => ({
  id: questionId,
  child: 1,
  question: { id: questionId, text: `Milestone ${questionId}` },
  choices: [{ id: questionId, option: { id: questionId * 10 + value, label: ['Not yet', 'Sometimes', 'Yes'][value]!, value_int: value } }],
})
export const child = (dob: string, weeks: number | null = null, age = 0): Child =>
  makeChild({ dob, age_in_months: age, is_premature: weeks !== null, weeks_premature: weeks })

/** An area measured (decision 092): its counts, the total their sum; the percentage by default 0 when anything is answered. */
export const areaMeasure = (
  id: number,
  counts: Partial<Omit<MilestoneTally, 'total'>>,
  fields: Partial<Omit<AreaMeasure, 'id' | 'tally'>> = {},
): AreaMeasure => {
  const tally = { seen: 0, sometimes: 0, notYet: 0, notAnswered: 0, ...counts }
  const total = tally.seen + tally.sometimes + tally.notYet + tally.notAnswered
  return { id, title: `Area ${id}`, tally: { total, ...tally }, percent: total === tally.notAnswered ? null : 0, ...fields }
}
