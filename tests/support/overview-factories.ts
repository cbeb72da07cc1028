import type { Child } from '@/contract/children'
import type { Band } from '@/contract/content'
import type { ChildResponse } from '@/contract/responses'

/** Content, answers and children for the overview's domain tests (summary, checklist, reminders, results after Finish). */

/** Questions with Yes (2), Sometimes (1), Not yet (0), as the seed has them; option ids are question * 10 + value. */
export const question = (id: number, set: number, order: number, help = '') => ({
  id,
  text: `Milestone ${id}`,
  help_text: help,
  multi_select: false,
  is_active: true,
  band_set: set,
  order,
  options: [
    { id: id * 10 + 2, label: 'Yes', value_int: 2, value_str: '', is_active: true, question: id, order: 0 },
    { id: id * 10 + 1, label: 'Sometimes', value_int: 1, value_str: '', is_active: true, question: id, order: 1 },
    { id: id * 10, label: 'Not yet', value_int: 0, value_str: '', is_active: true, question: id, order: 2 },
  ],
})
export const band = (id: number, min: number, max: number, title: string): Band => ({
  id,
  code: `B${id}`,
  title,
  age_min_months: min,
  age_max_months: max,
  is_active: true,
  milestone_image: null,
  goal_image: null,
  order: id,
  sets: [
    { id: id * 10 + 1, title: 'Movement', slug: 'movement', is_active: true, band: id, order: 0, questions: [1, 2, 3].map((n, i) => question(id * 100 + n, id * 10 + 1, i)) },
    { id: id * 10 + 2, title: 'Language', slug: 'language', is_active: true, band: id, order: 1, questions: [4, 5, 6].map((n, i) => question(id * 100 + n, id * 10 + 2, i)) },
  ],
})
export const bands = [band(1, 0, 6, '0-6 Months'), band(2, 6, 12, '6-12 Months'), band(3, 12, 24, '12-24 Months')]
export const answer = (questionId: number, value: 0 | 1 | 2): ChildResponse => ({
  id: questionId,
  child: 1,
  question: { id: questionId, text: `Milestone ${questionId}` },
  choices: [{ id: questionId, option: { id: questionId * 10 + value, label: ['Not yet', 'Sometimes', 'Yes'][value]!, value_int: value } }],
})
export const child = (dob: string, weeks: number | null = null, age = 0): Child => ({
  id: 1,
  first_name: 'Liam',
  last_name: 'Carter',
  name: 'Liam Carter',
  sex: 'M',
  dob,
  age_in_months: age,
  height_cm: null,
  weight_kg: null,
  is_premature: weeks !== null,
  weeks_premature: weeks,
  birth_weight: null,
  notes: '',
  profile_image: null,
})
