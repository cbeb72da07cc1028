import type { Impact, ImpactQuery } from '@/contract/content'
import type { ImportPlan } from '@/contract/content-import'
import type { Database } from '@/mock-server/db'
import { notFound } from '@/mock-server/lib/http-error'

/** As deleteQuestions and deleteOptions would treat parents' answers: counted, not touched. */
export function answersTouched(db: Database, questionIds: readonly number[], optionIds: readonly number[]): ImportPlan['answers'] {
  const goneQuestions = new Set(questionIds)
  const goneOptions = new Set(optionIds)
  let deleted = 0
  let changed = 0
  const children = new Set<number>()
  for (const response of db.responses.all()) {
    let outcome: 'deleted' | 'changed' | null = null
    if (goneQuestions.has(response.question)) outcome = 'deleted'
    else if (response.choices.some((choice) => goneOptions.has(choice.option))) {
      outcome = response.choices.every((choice) => goneOptions.has(choice.option)) ? 'deleted' : 'changed'
    }
    if (outcome === null) continue
    if (outcome === 'deleted') deleted += 1
    else changed += 1
    children.add(response.child)
  }
  const parents = new Set(db.children.all().filter((child) => children.has(child.id)).map((child) => child.parent_id))
  return { deleted, changed, children: children.size, parents: parents.size }
}

/**
 * `content_impact` (docs/decisions/066): the parents' answers a band, set, question or option
 * touches, asked before the builder deactivates or deletes it.
 */
export function contentImpact(db: Database, level: ImpactQuery['level'], id: number): Impact {
  const questionsOfSets = (setIds: readonly number[]) => db.questions.all().filter((question) => setIds.includes(question.band_set)).map((question) => question.id)
  let questionIds: number[] = []
  let optionIds: number[] = []
  switch (level) {
    case 'band': {
      if (!db.bands.findFirst((q) => q.where({ id }))) throw notFound()
      questionIds = questionsOfSets(db.sets.findMany((q) => q.where({ band: id })).map((set) => set.id))
      break
    }
    case 'questionSet':
      if (!db.sets.findFirst((q) => q.where({ id }))) throw notFound()
      questionIds = questionsOfSets([id])
      break
    case 'question':
      if (!db.questions.findFirst((q) => q.where({ id }))) throw notFound()
      questionIds = [id]
      break
    case 'option':
      if (!db.options.findFirst((q) => q.where({ id }))) throw notFound()
      optionIds = [id]
      break
  }
  const touched = answersTouched(db, questionIds, optionIds)
  return { answers: touched.deleted + touched.changed, children: touched.children, parents: touched.parents }
}
