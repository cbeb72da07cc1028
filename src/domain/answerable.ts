/**
 * The "answerable" rule (docs/decisions/048): a question reaches parents (questionnaire,
 * progress, child bands, summary, checklist, activities) only while it is active
 * and has at least MIN_ACTIVE_OPTIONS active options. The server's progress and
 * answers and every parent screen use this one rule (decision 048).
 */
export const MIN_ACTIVE_OPTIONS = 2

/** What the builder's row of a question parents cannot answer says. */
export const notShownToParents = `Not shown to parents: needs at least ${MIN_ACTIVE_OPTIONS} active options`

export interface AnswerableShape {
  is_active: boolean
  options: readonly { is_active: boolean }[]
}

export const activeOptionCount = (question: Pick<AnswerableShape, 'options'>): number => question.options.filter((option) => option.is_active).length

/** Offered to parents: active, with at least two active options to choose from. */
export const isAnswerable = (question: AnswerableShape): boolean => question.is_active && activeOptionCount(question) >= MIN_ACTIVE_OPTIONS

/**
 * An active question that parents still cannot answer (too few active options):
 * the builder marks its row and the coverage panel counts it. An inactive question is
 * hidden on purpose and is not counted.
 */
export const isActiveButUnanswerable = (question: AnswerableShape): boolean => question.is_active && !isAnswerable(question)

/** How many questions of the content say "Not shown to parents" (the builder's coverage panel counts them). */
export function unanswerableCount(bands: readonly { sets: readonly { questions: readonly AnswerableShape[] }[] }[]): number {
  let count = 0
  for (const band of bands) for (const set of band.sets) for (const question of set.questions) if (isActiveButUnanswerable(question)) count += 1
  return count
}

export const unanswerableSummary = (count: number) =>
  `${count} active ${count === 1 ? 'question is' : 'questions are'} not shown to parents: each needs at least ${MIN_ACTIVE_OPTIONS} active options`
