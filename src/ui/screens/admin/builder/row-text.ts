import type { Band, Option, Question, QuestionSet } from '@/contract/content'
import { levels, type Item, type Level } from '@/domain/content-levels'
import { countOf } from '@/domain/format'

/** What a row is called in labels and announcements: 'Drag to reorder 0-6 Months'. */
export function itemName(level: Level, item: Item): string {
  switch (level) {
    case 'band':
      return (item as Band).title
    case 'questionSet':
      return (item as QuestionSet).title
    case 'question':
      return (item as Question).text
    case 'option':
      return (item as Option).label
  }
}

/** The level as a word in a sentence: 'band', 'question set'. */
export const levelWord = (level: Level) => levels[level].lower

/** The children of each level with children: the area's heading, its add action, its count and its empty message (docs/product-rules.md#2). */
export const childTexts: Record<Exclude<Level, 'option'>, { heading: string; add: string; count: (n: number) => string; empty: string }> = {
  band: {
    heading: 'Question sets',
    add: 'Add Question Set',
    count: (n) => countOf(n, 'question set'),
    empty: 'No question sets yet. Add your first one!',
  },
  questionSet: {
    heading: 'Questions',
    add: 'Add Question',
    count: (n) => countOf(n, 'question'),
    empty: 'No questions yet. Add your first one!',
  },
  question: {
    heading: 'Answer options',
    add: 'Add Option',
    count: (n) => countOf(n, 'option'),
    empty: 'No options yet. Add your first one!',
  },
}

/** docs/product-rules.md#2: the band's age range in months: '0–6 months'. */
export function ageRangeText(band: Pick<Band, 'age_min_months' | 'age_max_months'>): string {
  const { age_min_months: min, age_max_months: max } = band
  if (min !== null && max !== null) return `${min}–${max} months`
  if (min !== null) return `From ${min} months`
  if (max !== null) return `Up to ${max} months`
  return 'No age range'
}

/** An option's value as the row shows it. */
export function optionValueText(option: Pick<Option, 'value_int' | 'value_str'>): { type: 'Integer' | 'String' | null; text: string } {
  if (option.value_int !== null) return { type: 'Integer', text: String(option.value_int) }
  if (option.value_str) return { type: 'String', text: `“${option.value_str}”` }
  return { type: null, text: 'No value' }
}
