import type { Band } from '@/contract/content'

/**
 * A band of the parent's questionnaire for domain tests: sets, questions and options out of order, one
 * of each inactive, with help text and an image (what the parent's screen and the admin's preview show).
 */
export const option = (id: number, question: number, order: number, is_active = true) => ({
  id,
  label: `Option ${id}`,
  value_int: order,
  value_str: '',
  is_active,
  question,
  order,
})
export const question = (id: number, set: number, order: number, is_active = true) => ({
  id,
  text: `Q${id}`,
  help_text: `Help ${id}`,
  multi_select: false,
  is_active,
  band_set: set,
  order,
  options: [option(id * 10 + 2, id, 1), option(id * 10 + 1, id, 0), option(id * 10 + 3, id, 2, false)],
})
export const band = (id: number, min: number | null, max: number | null, is_active = true): Band => ({
  id,
  code: `B${id}`,
  title: `Band ${id}`,
  age_min_months: min,
  age_max_months: max,
  is_active,
  milestone_image: `/media/band-${id}.svg`,
  goal_image: null,
  order: id,
  sets: [
    { id: id * 10 + 2, title: 'Second', slug: 'second', is_active: true, band: id, order: 1, questions: [question(id * 100 + 3, id * 10 + 2, 0)] },
    {
      id: id * 10 + 1,
      title: 'First',
      slug: 'first',
      is_active: true,
      band: id,
      order: 0,
      questions: [question(id * 100 + 2, id * 10 + 1, 1), question(id * 100 + 1, id * 10 + 1, 0), question(id * 100 + 9, id * 10 + 1, 2, false)],
    },
    { id: id * 10 + 3, title: 'Off', slug: 'off', is_active: false, band: id, order: 2, questions: [question(id * 100 + 4, id * 10 + 3, 0)] },
  ],
})
