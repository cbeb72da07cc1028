import { collectionLimits } from '@/contract/collection-limits'
import type { ImportBand } from '@/contract/content'
import type { ImportAnswer, ImportLevelPlan, ImportPlan } from '@/contract/content-import'
import type { Database } from '@/mock-server/db'
import type { BandRecord, OptionRecord, QuestionRecord, SetRecord } from '@/mock-server/records'
import type { ServerContext } from '@/mock-server/lib/context'
import { answersTouched } from '@/mock-server/lib/answers-touched'
import { deleteOptions, deleteQuestions, deleteSets } from '@/mock-server/lib/content-cascade'
import { contentKey, keyForImported, type KeyedLevel } from '@/mock-server/lib/content-keys'
import { checkImportFile, problemText, type ImportProblem } from '@/mock-server/lib/import-file-check'
import { badRequest } from '@/mock-server/lib/http-error'
import { groupBy } from '@/mock-server/lib/views'
import { restoreSnapshot, takeSnapshot } from '@/mock-server/snapshot'

/**
 * The import and its dry run (docs/decisions/044) are one code path:
 * `checkImportFile` (import-file-check.ts) finds every problem of the file, `diffImport` matches the
 * file against the stored tables without writing, then `planOf` describes that
 * diff (the dry run) or `applyDiff` writes it (the import).
 */

type ImportSet = ImportBand['sets'][number]
type ImportQuestion = ImportSet['questions'][number]
type ImportOption = ImportQuestion['options'][number]

type BandFields = Omit<BandRecord, 'id'>
type SetFields = Omit<ImportSet, 'questions' | 'key'> & { order: number }
type QuestionFields = Omit<ImportQuestion, 'options' | 'key'> & { order: number }
type OptionFields = Omit<ImportOption, 'key'> & { order: number }

/** One item of the file matched against the store: `current` is the stored item it takes over (none: added). */
interface Step<Stored, Fields> {
  current: Stored | undefined
  fields: Fields
  /** The fields whose stored value the import replaces (empty for an added or unchanged item). */
  changed: string[]
  /** Names for the plan: the item, and its parents ("B0006 › Movement"). */
  label: string
  within: string
  /** docs/decisions/049: the stored name when the file rewords a matched item. */
  was?: string
  /** The key an added item stores (decision 049); a matched item keeps its own. */
  key?: string
}
type OptionStep = Step<OptionRecord, OptionFields>
interface QuestionStep extends Step<QuestionRecord, QuestionFields> {
  options: OptionStep[]
  removedOptions: OptionRecord[]
}
interface SetStep extends Step<SetRecord, SetFields> {
  questions: QuestionStep[]
  removedQuestions: QuestionRecord[]
}
interface BandStep extends Step<BandRecord, BandFields> {
  sets: SetStep[]
  removedSets: SetRecord[]
}

/** The stored children of each parent, as they were before the import began, and the keys in use per level. */
interface Stored {
  sets: Map<number, SetRecord[]>
  questions: Map<number, QuestionRecord[]>
  options: Map<number, OptionRecord[]>
  keys: Record<KeyedLevel, Set<string>>
}

/** What the import will do, item by item; nothing is written while it is made. */
export interface ImportDiff {
  bands: BandStep[]
  stored: Stored
}

/** The fields whose stored value differs: an unchanged item (the usual case when a file is imported again) is left as it is. */
function changedFields<R extends object>(current: R | undefined, fields: Partial<R>): string[] {
  if (!current) return []
  return (Object.keys(fields) as (keyof R & string)[]).filter((key) => current[key] !== fields[key])
}

/**
 * One level matched with the file: each incoming item takes over the stored
 * item with its key (decision 049), or else the first unused stored item it
 * matches (slug, text or label: files without keys), so its id, and parents'
 * answers to it, survive an export/import round trip; the stored items left
 * unused are removed.
 */
function matchLevel<S extends { id: number; key?: string | undefined }, I extends { key?: string | undefined }>(
  level: KeyedLevel,
  stored: readonly S[],
  incoming: readonly I[],
  matches: (current: S, next: I) => boolean,
) {
  const unused = new Map(stored.map((item) => [item.id, item]))
  const byKey = new Map(stored.map((item) => [contentKey(level, item), item]))
  const take = (item: S | undefined) => {
    if (item && unused.delete(item.id)) return item
    return undefined
  }
  const keyed = incoming.map((next) => (next.key ? take(byKey.get(next.key)) : undefined))
  const pairs = incoming.map((next, index) => {
    const match = keyed[index] ?? take([...unused.values()].find((current) => matches(current, next)))
    return { next, index, current: match }
  })
  return { pairs, removed: [...unused.values()] }
}

/** What the plan says of an item: its stored name when the file rewords it, the key it stores when it is added. */
function identity(level: KeyedLevel, stored: Stored, current: { key?: string | undefined } | undefined, was: string | undefined, label: string, fileKey: string | undefined) {
  if (current) return was !== undefined && was !== label ? { was } : {}
  return { key: keyForImported(level, fileKey, stored.keys[level]) }
}

const within = (...names: string[]) => names.join(' › ')
/** The import preview (docs/decisions/044) names a band by its title and code, "0-6 Months (B0006)". */
const bandName = (band: { code: string; title: string }) => `${band.title} (${band.code})`

export function diffImport(db: Database, bands: readonly ImportBand[]): ImportDiff {
  // Each table is read once: a query per parent would scan the whole table for each of thousands of items.
  const stored: Stored = {
    sets: groupBy(db.sets.all(), (set) => set.band),
    questions: groupBy(db.questions.all(), (question) => question.band_set),
    options: groupBy(db.options.all(), (option) => option.question),
    keys: {
      set: new Set(db.sets.all().map((set) => contentKey('set', set))),
      question: new Set(db.questions.all().map((question) => contentKey('question', question))),
      option: new Set(db.options.all().map((option) => contentKey('option', option))),
    },
  }
  const byCode = new Map(db.bands.all().map((band) => [band.code.toLowerCase(), band]))
  let nextBandOrder = db.bands.all().reduce((max, b) => Math.max(max, b.order + 1), 0)
  const steps = bands.map((band): BandStep => {
    const current = byCode.get(band.code.trim().toLowerCase())
    const base = {
      code: band.code.trim(),
      title: band.title.trim(),
      age_min_months: band.age_min_months,
      age_max_months: band.age_max_months,
      is_active: band.is_active,
      milestone_image: band.milestone_image,
      goal_image: band.goal_image,
    }
    const fields = { ...base, order: band.order ?? current?.order ?? nextBandOrder++ }
    const sets = matchLevel('set', current ? (stored.sets.get(current.id) ?? []) : [], band.sets, (s, next) => s.slug === next.slug.trim())
    return {
      current,
      fields,
      changed: changedFields(current, fields),
      label: bandName(fields),
      within: '',
      ...(current && current.title !== fields.title && { was: bandName(current) }),
      sets: sets.pairs.map(({ next, index, current: set }) => diffSet(stored, bandName(fields), next, index, set)),
      removedSets: sets.removed,
    }
  })
  return { bands: steps, stored }
}

function diffSet(stored: Stored, bandLabel: string, set: ImportSet, index: number, current: SetRecord | undefined): SetStep {
  const { questions, key, ...rest } = set
  const fields = { ...rest, slug: rest.slug.trim(), order: rest.order ?? index }
  const matched = matchLevel('question', current ? (stored.questions.get(current.id) ?? []) : [], questions, (q, next) => q.text === next.text)
  return {
    current,
    fields,
    changed: changedFields(current, fields),
    label: fields.title,
    within: bandLabel,
    ...identity('set', stored, current, current?.title, fields.title, key),
    questions: matched.pairs.map(({ next, index: at, current: question }) => diffQuestion(stored, within(bandLabel, fields.title), next, at, question)),
    removedQuestions: matched.removed,
  }
}

function diffQuestion(stored: Stored, where: string, question: ImportQuestion, index: number, current: QuestionRecord | undefined): QuestionStep {
  const { options, key, ...rest } = question
  const fields = { ...rest, order: rest.order ?? index }
  const matched = matchLevel('option', current ? (stored.options.get(current.id) ?? []) : [], options, (o, next) => o.label === next.label)
  return {
    current,
    fields,
    changed: changedFields(current, fields),
    label: fields.text,
    within: where,
    ...identity('question', stored, current, current?.text, fields.text, key),
    options: matched.pairs.map(({ next, index: at, current: option }) => {
      const { key: optionKey, ...optionRest } = next
      const optionFields = { ...optionRest, order: next.order ?? at }
      return {
        current: option,
        fields: optionFields,
        changed: changedFields(option, optionFields),
        label: next.label,
        within: within(where, fields.text),
        ...identity('option', stored, option, option?.label, next.label, optionKey),
      }
    }),
    removedOptions: matched.removed,
  }
}

/* ---------- The dry run: what the diff would do ---------- */

const emptyLevel = (): ImportLevelPlan => ({ added: [], changed: [], removed: [], unchanged: 0 })
const emptyLevels = () => ({ bands: emptyLevel(), sets: emptyLevel(), questions: emptyLevel(), options: emptyLevel() })

/** The plan of a file with problems: every problem, nothing else. */
export function refusedPlan(problems: readonly ImportProblem[]): ImportPlan {
  return { dry_run: true, valid: false, errors: [...problems], levels: emptyLevels(), answers: { deleted: 0, changed: 0, children: 0, parents: 0 } }
}

function note<S extends { id: number }>(level: ImportLevelPlan, step: Step<S, unknown>) {
  const item = { id: step.current?.id ?? null, label: step.label, within: step.within }
  if (!step.current) level.added.push(item)
  else if (step.changed.length > 0) level.changed.push({ ...item, fields: step.changed, ...(step.was !== undefined && { was: step.was }) })
  else level.unchanged += 1
}

export function planOf(db: Database, diff: ImportDiff): ImportPlan {
  const levels = emptyLevels()
  const removedQuestions: number[] = []
  const removedOptions: number[] = []

  const removeOption = (option: OptionRecord, where: string) => {
    levels.options.removed.push({ id: option.id, label: option.label, within: where })
    removedOptions.push(option.id)
  }
  const removeQuestion = (question: QuestionRecord, where: string) => {
    levels.questions.removed.push({ id: question.id, label: question.text, within: where })
    removedQuestions.push(question.id)
    for (const option of diff.stored.options.get(question.id) ?? []) removeOption(option, within(where, question.text))
  }
  for (const band of diff.bands) {
    note(levels.bands, band)
    for (const set of band.removedSets) {
      levels.sets.removed.push({ id: set.id, label: set.title, within: bandName(band.fields) })
      for (const question of diff.stored.questions.get(set.id) ?? []) removeQuestion(question, within(bandName(band.fields), set.title))
    }
    for (const set of band.sets) {
      note(levels.sets, set)
      for (const question of set.removedQuestions) removeQuestion(question, within(bandName(band.fields), set.fields.title))
      for (const question of set.questions) {
        note(levels.questions, question)
        const where = within(bandName(band.fields), set.fields.title, question.label)
        for (const option of question.removedOptions) removeOption(option, where)
        for (const option of question.options) note(levels.options, option)
      }
    }
  }
  return { dry_run: true, valid: true, errors: [], levels, answers: answersTouched(db, removedQuestions, removedOptions) }
}

/* ---------- The import: the diff written ---------- */

/**
 * docs/product-rules.md#decisions: bands are matched by code (updated when the
 * code exists, added otherwise); any error answers 400 with every problem and
 * its path, and the database is unchanged. The writes are all or nothing.
 */
export async function importMilestones(ctx: ServerContext, text: string): Promise<ImportAnswer> {
  const checked = checkImportFile(ctx, text)
  if ('problems' in checked) throw badRequest({ file: checked.problems.map(problemText) })
  const { db } = ctx
  const diff = diffImport(db, checked.bands)
  const overLimit = contentLimitProblem(db, diff)
  if (overLimit) throw badRequest({ file: [problemText(overLimit)] })
  const before = takeSnapshot(db)
  try {
    await applyDiff(db, diff)
  } catch (error) {
    await restoreSnapshot(db, before)
    throw error
  }
  const created = diff.bands.filter((band) => !band.current).length
  const updated = diff.bands.length - created
  const count = diff.bands.length
  return { detail: `Imported ${count} ${count === 1 ? 'band' : 'bands'}: ${created} added, ${updated} updated.`, created, updated }
}

/** The dry run (`?dry_run=1`): the same check and diff as the import, described; nothing is written. */
export function planImport(ctx: ServerContext, text: string): ImportPlan {
  const checked = checkImportFile(ctx, text)
  if ('problems' in checked) return refusedPlan(checked.problems)
  const diff = diffImport(ctx.db, checked.bands)
  const overLimit = contentLimitProblem(ctx.db, diff)
  return overLimit ? refusedPlan([overLimit]) : planOf(ctx.db, diff)
}

/** The milestone content's items: bands, question sets, questions and answer options together (docs/decisions/085). */
export const contentItemCount = (db: Database) => db.bands.count() + db.sets.count() + db.questions.count() + db.options.count()

/**
 * docs/decisions/085: an import obeys the content's limit as single creates do. The bands it takes over are
 * replaced whole, so the content after it is the other bands' items and the file's.
 */
function contentLimitProblem(db: Database, diff: ImportDiff): ImportProblem | null {
  const replaced = new Set(diff.bands.flatMap((band) => (band.current ? [band.current.id] : [])))
  const setsKept = db.sets.findMany((q) => q.where({ band: (band) => !replaced.has(band) }))
  const setIds = new Set(setsKept.map((set) => set.id))
  const questionsKept = db.questions.findMany((q) => q.where({ band_set: (set) => setIds.has(set) }))
  const questionIds = new Set(questionsKept.map((question) => question.id))
  const kept = db.bands.count() - replaced.size + setsKept.length + questionsKept.length + db.options.findMany((q) => q.where({ question: (question) => questionIds.has(question) })).length
  const inFile = diff.bands.reduce((sum, band) => sum + 1 + band.sets.reduce((sets, set) => sets + 1 + set.questions.reduce((questions, question) => questions + 1 + question.options.length, 0), 0), 0)
  return kept + inFile > collectionLimits.contentItems.max ? { path: '', message: collectionLimits.contentItems.message } : null
}

/**
 * Writes in the order the import always has (a band, its sets, then each set's
 * questions and their options), so new items get the same ids as before.
 */
async function applyDiff(db: Database, diff: ImportDiff) {
  for (const band of diff.bands) {
    let bandId: number
    if (band.current) {
      bandId = band.current.id
      if (band.changed.length > 0) await db.bands.update((q) => q.where({ id: bandId }), { data: (record) => void Object.assign(record, band.fields) })
    } else {
      bandId = db.nextId('bands')
      await db.bands.create({ ...band.fields, id: bandId })
    }
    const setIds = await applyLevel(band.sets, {
      update: (id, fields) => db.sets.update((q) => q.where({ id }), { data: (record) => void Object.assign(record, fields) }),
      create: async (fields, key) => (await db.sets.create({ ...fields, key, id: db.nextId('sets'), band: bandId })).id,
    })
    deleteSets(db, band.removedSets.map((set) => set.id))
    for (const [index, set] of band.sets.entries()) {
      const questionIds = await applyLevel(set.questions, {
        update: (id, fields) => db.questions.update((q) => q.where({ id }), { data: (record) => void Object.assign(record, fields) }),
        create: async (fields, key) => (await db.questions.create({ ...fields, key, id: db.nextId('questions'), band_set: setIds[index]! })).id,
      })
      deleteQuestions(db, set.removedQuestions.map((question) => question.id))
      for (const [at, question] of set.questions.entries()) {
        await applyLevel(question.options, {
          update: (id, fields) => db.options.update((q) => q.where({ id }), { data: (record) => void Object.assign(record, fields) }),
          create: async (fields, key) => (await db.options.create({ ...fields, key, id: db.nextId('options'), question: questionIds[at]! })).id,
        })
        deleteOptions(db, question.removedOptions.map((option) => option.id))
      }
    }
  }
}

/** Updates the changed items of one parent's level and creates the new ones; answers their ids in file order. */
async function applyLevel<F>(
  steps: readonly Step<{ id: number }, F>[],
  write: { update: (id: number, fields: F) => Promise<unknown>; create: (fields: F, key: string | undefined) => Promise<number> },
): Promise<number[]> {
  const ids: number[] = []
  for (const step of steps) {
    if (!step.current) ids.push(await write.create(step.fields, step.key))
    else {
      if (step.changed.length > 0) await write.update(step.current.id, step.fields)
      ids.push(step.current.id)
    }
  }
  return ids
}
