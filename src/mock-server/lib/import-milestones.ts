import type { z } from 'zod'
import { importFileSchema, type ImportAnswer, type ImportBand } from '@/contract/content'
import type { Database, OptionRecord, QuestionRecord, SetRecord } from '@/mock-server/db'
import type { ServerContext } from '@/mock-server/lib/context'
import { deleteOptions, deleteQuestions, deleteSets } from '@/mock-server/handlers/content.handlers'
import { badRequest } from '@/mock-server/lib/http-error'
import { isMissingUpload } from '@/mock-server/lib/media'
import { groupBy } from '@/mock-server/lib/views'
import { restoreSnapshot, takeSnapshot } from '@/mock-server/snapshot'

/** `bands[2].sets[0].title`: where in the file a problem is. */
function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`), 'bands')
}

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0]
  return issue ? `${formatPath(issue.path)}: ${issue.message}` : 'The file does not match the export format.'
}

/**
 * docs/product-rules.md#decisions: validate the whole file before anything changes; bands are
 * matched by code (replaced when the code exists, added otherwise); any error
 * answers 400 with what and where, and the database is unchanged.
 */
export async function importMilestones(ctx: ServerContext, text: string): Promise<ImportAnswer> {
  const { db } = ctx
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw badRequest({ file: ['The file is not valid JSON.'] })
  }
  const parsed = importFileSchema.safeParse(raw)
  if (!parsed.success) throw badRequest({ file: [firstProblem(parsed.error)] })
  const bands = parsed.data

  const seen = new Map<string, number>()
  for (const [index, band] of bands.entries()) {
    const key = band.code.trim().toLowerCase()
    const first = seen.get(key)
    if (first !== undefined) throw badRequest({ file: [`bands[${index}].code: Duplicate code "${band.code}" (also at bands[${first}])`] })
    seen.set(key, index)
    for (const field of ['milestone_image', 'goal_image'] as const) {
      const url = band[field]
      if (isMissingUpload(ctx, url)) {
        throw badRequest({ file: [`bands[${index}].${field}: There is no uploaded image ${url} here: upload it in the band form.`] })
      }
    }
  }

  const before = takeSnapshot(db)
  // Each table is read once: a query per parent would scan the whole table for each of thousands of items.
  const existing: ExistingChildren = {
    sets: groupBy(db.sets.all(), (set) => set.band),
    questions: groupBy(db.questions.all(), (question) => question.band_set),
    options: groupBy(db.options.all(), (option) => option.question),
  }
  try {
    let created = 0
    let updated = 0
    let nextBandOrder = db.bands.all().reduce((max, b) => Math.max(max, b.order + 1), 0)
    for (const band of bands) {
      const wanted = band.code.trim().toLowerCase()
      const current = db.bands.findFirst((q) => q.where({ code: (c) => c.toLowerCase() === wanted }))
      const fields = {
        code: band.code.trim(),
        title: band.title.trim(),
        age_min_months: band.age_min_months,
        age_max_months: band.age_max_months,
        is_active: band.is_active,
        milestone_image: band.milestone_image,
        goal_image: band.goal_image,
      }
      let bandId: number
      if (current) {
        const changes = { ...fields, order: band.order ?? current.order }
        if (differs(current, changes)) {
          await db.bands.update((q) => q.where({ id: current.id }), { data: (record) => void Object.assign(record, changes) })
        }
        bandId = current.id
        updated += 1
      } else {
        bandId = db.nextId('bands')
        await db.bands.create({ ...fields, id: bandId, order: band.order ?? nextBandOrder++ })
        created += 1
      }
      await syncSets(db, existing, bandId, band.sets)
    }
    const detail = `Imported ${bands.length} ${bands.length === 1 ? 'band' : 'bands'}: ${created} added, ${updated} updated.`
    return { detail, created, updated }
  } catch (error) {
    await restoreSnapshot(db, before)
    throw error
  }
}

type ImportSet = ImportBand['sets'][number]
type ImportQuestion = ImportSet['questions'][number]
type ImportOption = ImportQuestion['options'][number]

/** The stored children of each parent, as they were before the import began. */
interface ExistingChildren {
  sets: Map<number, SetRecord[]>
  questions: Map<number, QuestionRecord[]>
  options: Map<number, OptionRecord[]>
}

/**
 * Whether the import changes a stored item: an unchanged item (the usual case
 * when a file is imported again) is left as it is, without the cost of an update.
 */
function differs<R extends object>(current: R, fields: Partial<R>): boolean {
  return (Object.keys(fields) as (keyof R)[]).some((key) => current[key] !== fields[key])
}

/**
 * Brings one level in line with the file: each incoming item takes over the
 * first unused existing item it matches (so its id, and parents' answers to
 * it, survive an export/import round trip), the rest are created, and
 * existing items the file no longer lists are removed.
 */
async function syncLevel<Existing extends { id: number }, Incoming>(
  existing: readonly Existing[],
  incoming: readonly Incoming[],
  level: {
    matches: (current: Existing, next: Incoming) => boolean
    update: (current: Existing, next: Incoming, index: number) => Promise<void>
    create: (next: Incoming, index: number) => Promise<number>
    remove: (ids: number[]) => void
  },
): Promise<Array<[Incoming, number]>> {
  const unused = new Map(existing.map((item) => [item.id, item]))
  const pairs: Array<[Incoming, number]> = []
  for (const [index, next] of incoming.entries()) {
    const match = [...unused.values()].find((current) => level.matches(current, next))
    if (match) {
      unused.delete(match.id)
      await level.update(match, next, index)
      pairs.push([next, match.id])
    } else {
      pairs.push([next, await level.create(next, index)])
    }
  }
  if (unused.size > 0) level.remove([...unused.keys()])
  return pairs
}

async function syncSets(db: Database, existing: ExistingChildren, bandId: number, sets: readonly ImportSet[]) {
  const pairs = await syncLevel(existing.sets.get(bandId) ?? [], sets, {
    matches: (current, next) => current.slug === next.slug.trim(),
    update: async (current, { questions: _questions, ...next }, index) => {
      const changes = { ...next, slug: next.slug.trim(), order: next.order ?? index }
      if (!differs(current, changes)) return
      await db.sets.update((q) => q.where({ id: current.id }), { data: (record) => void Object.assign(record, changes) })
    },
    create: async ({ questions: _questions, ...next }, index) => {
      const id = db.nextId('sets')
      await db.sets.create({ ...next, slug: next.slug.trim(), id, band: bandId, order: next.order ?? index })
      return id
    },
    remove: (ids) => deleteSets(db, ids),
  })
  for (const [set, setId] of pairs) await syncQuestions(db, existing, setId, set.questions)
}

async function syncQuestions(db: Database, existing: ExistingChildren, setId: number, questions: readonly ImportQuestion[]) {
  const pairs = await syncLevel(existing.questions.get(setId) ?? [], questions, {
    matches: (current, next) => current.text === next.text,
    update: async (current, { options: _options, ...next }, index) => {
      const changes = { ...next, order: next.order ?? index }
      if (!differs(current, changes)) return
      await db.questions.update((q) => q.where({ id: current.id }), { data: (record) => void Object.assign(record, changes) })
    },
    create: async ({ options: _options, ...next }, index) => {
      const id = db.nextId('questions')
      await db.questions.create({ ...next, id, band_set: setId, order: next.order ?? index })
      return id
    },
    remove: (ids) => deleteQuestions(db, ids),
  })
  for (const [question, questionId] of pairs) await syncOptions(db, existing, questionId, question.options)
}

async function syncOptions(db: Database, existing: ExistingChildren, questionId: number, options: readonly ImportOption[]) {
  await syncLevel(existing.options.get(questionId) ?? [], options, {
    matches: (current, next) => current.label === next.label,
    update: async (current, next, index) => {
      const changes = { ...next, order: next.order ?? index }
      if (!differs(current, changes)) return
      await db.options.update((q) => q.where({ id: current.id }), { data: (record) => void Object.assign(record, changes) })
    },
    create: async (next, index) => {
      const id = db.nextId('options')
      await db.options.create({ ...next, id, question: questionId, order: next.order ?? index })
      return id
    },
    remove: (ids) => deleteOptions(db, ids),
  })
}
