import type { ChildBand, MilestoneProgress } from '@/contract/children'
import { developmentalAge } from '@/domain/age'
import { isAnswerable } from '@/domain/answerable'
import { chooseBand } from '@/domain/band-choice'
import { completionPercent, questionScore } from '@/domain/milestone-measure'
import type { Database } from '@/mock-server/db'
import type { BandRecord, ChildRecord, OptionRecord, QuestionRecord } from '@/mock-server/records'

/**
 * The child's current band: the docs/product-rules.md#4 rule over active bands (inactive
 * content is hidden from parents), at the corrected age of a premature baby.
 */
export function currentBand(db: Database, child: ChildRecord, today: Date): BandRecord | null {
  const active = db.bands.findMany((q) => q.where({ is_active: true }))
  return chooseBand(active, developmentalAge(child, today).forBands)
}

/** A question with its options, as the answerable rule (src/domain/answerable.ts) reads it. */
const withOptions = (db: Database, question: QuestionRecord): QuestionRecord & { options: OptionRecord[] } => ({
  ...question,
  options: db.options.findMany((q) => q.where({ question: question.id })),
})

/**
 * docs/decisions/048: whether parents are offered this question now: its band and set are
 * active and the question is answerable (active, with at least two active options).
 */
export function isOfferedQuestion(db: Database, question: QuestionRecord): boolean {
  const set = db.sets.findFirst((q) => q.where({ id: question.band_set }))
  const band = set && db.bands.findFirst((q) => q.where({ id: set.band }))
  return Boolean(set?.is_active && band?.is_active) && isAnswerable(withOptions(db, question))
}

/**
 * docs/product-rules.md#decisions: one record per active question set of the current band;
 * the percentage is the one measure's (src/domain/milestone-measure.ts, decision 092):
 * unanswered questions and options without value_int count 0. A question parents cannot
 * answer (docs/decisions/048) counts nowhere.
 */
export function milestoneProgress(db: Database, child: ChildRecord, today: Date): MilestoneProgress[] {
  const band = currentBand(db, child, today)
  if (!band) return []
  const chosen = new Map(db.responses.findMany((q) => q.where({ child: child.id })).map((r) => [r.question, r.choices]))
  const sets = db.sets.findMany((q) => q.where({ band: band.id, is_active: true })).sort((a, b) => a.order - b.order || a.id - b.id)
  return sets.map((set) => {
    const scores = db.questions
      .findMany((q) => q.where({ band_set: set.id, is_active: true }))
      .map((question) => withOptions(db, question))
      .filter(isAnswerable)
      .map((question) => questionScore(question.options.filter((option) => option.is_active), (chosen.get(question.id) ?? []).map((choice) => choice.option)))
    return { id: set.id, title: set.title, completion_percentage: completionPercent(scores) }
  })
}

/**
 * The progress records with how many of each area's answerable questions are answered (the history's
 * `answered`, docs/decisions/054); an answer to a question no longer asked counts nowhere (decision 058).
 */
export function milestoneProgressWithAnswers(db: Database, child: ChildRecord, today: Date): (MilestoneProgress & { answered: number })[] {
  const answeredQuestions = new Set(db.responses.findMany((q) => q.where({ child: child.id })).filter((r) => r.choices.length > 0).map((r) => r.question))
  return milestoneProgress(db, child, today).map((record) => ({
    ...record,
    answered: db.questions
      .findMany((q) => q.where({ band_set: record.id, is_active: true }))
      .filter((question) => answeredQuestions.has(question.id) && isAnswerable(withOptions(db, question))).length,
  }))
}

/** docs/product-rules.md#decisions: the current band plus every band the child has answers in, by age_min_months. */
export function childBands(db: Database, child: ChildRecord, today: Date): ChildBand[] {
  const ids = new Set<number>()
  const band = currentBand(db, child, today)
  if (band) ids.add(band.id)
  for (const response of db.responses.findMany((q) => q.where({ child: child.id }))) {
    const question = db.questions.findFirst((q) => q.where({ id: response.question }))
    const set = question && db.sets.findFirst((q) => q.where({ id: question.band_set }))
    if (set) ids.add(set.band)
  }
  // A band the admin has switched off is hidden from parents, answered or not.
  return db.bands
    .findMany((q) => q.where({ id: (id) => ids.has(id), is_active: true }))
    .sort((a, b) => (a.age_min_months ?? Infinity) - (b.age_min_months ?? Infinity) || a.order - b.order)
    .map((b) => ({ id: b.id, title: b.title }))
}
