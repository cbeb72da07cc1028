import type { Database } from '@/mock-server/db'

/**
 * The delete cascade of the content tree (set -> questions -> options -> parents' answers), shared by the
 * content handlers and the milestone import; in its own module so neither imports the other.
 */

/** Answers that chose a removed option lose that choice; an answer left with none is removed. */
export function deleteOptions(db: Database, optionIds: readonly number[]) {
  // Every delete scans whole tables; an import calls these once per item, mostly with nothing to delete.
  if (optionIds.length === 0) return
  const ids = new Set(optionIds)
  for (const response of db.responses.all()) {
    if (!response.choices.some((choice) => ids.has(choice.option))) continue
    const choices = response.choices.filter((choice) => !ids.has(choice.option))
    if (choices.length === 0) db.responses.delete((q) => q.where({ id: response.id }))
    else void db.responses.update((q) => q.where({ id: response.id }), { data: (r) => void (r.choices = choices) })
  }
  db.options.deleteMany((q) => q.where({ id: (id) => ids.has(id) }))
}

/** Deleting a level deletes everything under it, including parents' answers to removed questions. */
export function deleteQuestions(db: Database, questionIds: readonly number[]) {
  if (questionIds.length === 0) return
  const ids = new Set(questionIds)
  db.options.deleteMany((q) => q.where({ question: (id) => ids.has(id) }))
  db.responses.deleteMany((q) => q.where({ question: (id) => ids.has(id) }))
  db.practice.deleteMany((q) => q.where({ question: (id) => ids.has(id) }))
  db.questions.deleteMany((q) => q.where({ id: (id) => ids.has(id) }))
}

export function deleteSets(db: Database, setIds: readonly number[]) {
  if (setIds.length === 0) return
  const ids = new Set(setIds)
  deleteQuestions(
    db,
    db.questions.findMany((q) => q.where({ band_set: (id) => ids.has(id) })).map((question) => question.id),
  )
  db.sets.deleteMany((q) => q.where({ id: (id) => ids.has(id) }))
}
