import { beforeEach, describe, expect, it } from 'vitest'
import { call } from '@/api/client'
import { bulkCreateResponses, listChildren } from '@/api/children.api'
import { exportFileContent, exportMilestones, importMilestones, listBands, previewImport, updateQuestion } from '@/api/content.api'
import { endpoints } from '@/contract/endpoints'
import type { Database } from '@/mock-server/db'
import { seedUsers } from '@/mock-server/seed/users'
import { takeSnapshot } from '@/mock-server/snapshot'
import { dryRunImport, expectRefusedWithNothingStored, failure, importFile, signIn, startTestBackend } from './helpers'

/*
 * docs/decisions/044: POST import_milestones/?dry_run=1 answers the plan of an import,
 * computed by the import's own check and diff, and changes nothing.
 */
const backend = startTestBackend()
beforeEach(async () => {
  await signIn(seedUsers.admin)
})

const jsonFile = (content: unknown) => importFile(content)
const dryRun = dryRunImport

type Option = { label: string; value_int: number | null }
type Question = { text: string; help_text: string; options: Option[] }
type QuestionSet = { title: string; slug: string; questions: Question[] }
type Band = { code: string; title: string; age_min_months: number | null; age_max_months: number | null; sets: QuestionSet[] }

/** The export as a person edits it: at each level one item added, one changed and one removed. */
async function editedExport() {
  const file = JSON.parse(exportFileContent(await exportMilestones())) as Band[]
  const b0612 = file.find((b) => b.code === 'B0612')!
  const b1224 = file.find((b) => b.code === 'B1224')!
  const b2436 = file.find((b) => b.code === 'B2436')!
  // Bands: one added, one changed (title). Bands the file leaves out stay: an import never removes a band.
  file.push({ code: 'B3648', title: '3-4 Years', age_min_months: 36, age_max_months: 48, sets: [] })
  b1224.title = 'One to two'
  // Sets: one added, one changed (title), one removed with its questions and their options.
  b0612.sets.push({ title: 'Sleep', slug: 'sleep', questions: [] })
  b1224.sets[1]!.title = 'Talking'
  const removedSet = b2436.sets.pop()!
  // Questions: one added, one changed (help text), one removed.
  b0612.sets[0]!.questions.push({ text: 'Does your baby roll over?', help_text: '', options: [{ label: 'Yes', value_int: 2 }] })
  b0612.sets[0]!.questions[0]!.help_text = 'A new hint.'
  const removedQuestion = b0612.sets[1]!.questions.shift()!
  // Options: one added, one changed (integer value), one removed.
  b1224.sets[0]!.questions[0]!.options.push({ label: 'Often', value_int: 3 })
  b1224.sets[0]!.questions[0]!.options[0]!.value_int = 5
  const removedOption = b1224.sets[0]!.questions[1]!.options.pop()!
  return { file, removedSet, removedQuestion, removedOption }
}

/** The milestone content and the parents' answers as stored, with their id counters. */
function stored(db: Database) {
  const { tables, counters } = takeSnapshot(db)
  const names = ['bands', 'sets', 'questions', 'options', 'responses', 'media'] as const
  return names.map((name) => [name, tables[name], (counters as Record<string, number>)[name]])
}

/** The tables without the random keys of added items (docs/decisions/049): each import draws new ones. */
function withoutNewKeys(tables: ReturnType<typeof stored>) {
  return JSON.parse(JSON.stringify(tables, (name, value: unknown) => (name === 'key' ? undefined : value))) as unknown
}

/**
 * Answers on what editedExport removes: Olivia (9 months) answers the question it
 * takes out; Noah (20 months) picks two options of a multi-select question, one
 * of them the option it takes out (his answer keeps the other).
 */
async function answerRemovedItems() {
  const bands = await listBands()
  const question = bands.find((b) => b.code === 'B1224')!.sets[0]!.questions[1]!
  await updateQuestion(question.id, { multi_select: true })
  await signIn(seedUsers.parent)
  const children = await listChildren()
  const olivia = children.find((child) => child.first_name === 'Olivia')!
  const noah = children.find((child) => child.first_name === 'Noah')!
  const reworded = bands.find((b) => b.code === 'B0612')!.sets[1]!.questions[0]!
  await bulkCreateResponses({ child: olivia.id, responses: [{ question: reworded.id, options: [reworded.options[0]!.id] }] })
  await bulkCreateResponses({ child: noah.id, responses: [{ question: question.id, options: [question.options[0]!.id, question.options.at(-1)!.id] }] })
  await signIn(seedUsers.admin)
}

/** Parents' answers as stored: response id -> [child, chosen option ids]. */
function answersIn(db: Database) {
  return new Map(db.responses.all().map((response) => [response.id, { child: response.child, options: response.choices.map((choice) => choice.option).join(',') }]))
}

describe('import_milestones?dry_run=1: the plan of an import', () => {
  it('lists what is added, changed (with the field names) and removed at each level', async () => {
    const { file, removedSet, removedQuestion, removedOption } = await editedExport()
    const plan = await dryRun(file)
    expect(plan).toMatchObject({ dry_run: true, valid: true, errors: [] })
    const { bands, sets, questions, options } = plan.levels

    expect(bands.added).toEqual([{ id: null, label: '3-4 Years (B3648)', within: '' }])
    expect(bands.changed).toEqual([expect.objectContaining({ label: 'One to two (B1224)', fields: ['title'] })])
    expect(bands.removed).toEqual([])
    expect(bands.unchanged).toBe(3)

    expect(sets.added).toEqual([{ id: null, label: 'Sleep', within: '6-12 Months (B0612)' }])
    expect(sets.changed).toEqual([expect.objectContaining({ label: 'Talking', within: 'One to two (B1224)', fields: ['title'] })])
    expect(sets.removed).toEqual([expect.objectContaining({ label: removedSet.title, within: '2-3 Years (B2436)' })])

    expect(questions.added).toEqual([expect.objectContaining({ id: null, label: 'Does your baby roll over?' })])
    expect(questions.changed).toEqual([expect.objectContaining({ fields: ['help_text'] })])
    // The question taken out, and the questions of the removed set: they go with it.
    expect(questions.removed.map((q) => q.label).sort()).toEqual([removedQuestion.text, ...removedSet.questions.map((q) => q.text)].sort())

    expect(options.added.map((o) => o.label)).toEqual(['Yes', 'Often'])
    expect(options.changed).toEqual([expect.objectContaining({ fields: ['value_int'] })])
    const cascaded = [...removedQuestion.options, ...removedSet.questions.flatMap((q) => q.options)].length
    expect(options.removed).toHaveLength(1 + cascaded)
    expect(options.removed.map((o) => o.label)).toContain(removedOption.label)
  })

  it("counts the parents' answers the import deletes and whose they are, as the import then does", async () => {
    await answerRemovedItems()
    const { file } = await editedExport()
    const before = answersIn(backend.db)
    const plan = await dryRun(file)
    await importMilestones(jsonFile(file))
    const after = answersIn(backend.db)

    const deleted = [...before.keys()].filter((id) => !after.has(id))
    const changed = [...before.keys()].filter((id) => after.has(id) && after.get(id)!.options !== before.get(id)!.options)
    const children = new Set([...deleted, ...changed].map((id) => before.get(id)!.child))
    const parents = new Set(backend.db.children.all().filter((child) => children.has(child.id)).map((child) => child.parent_id))
    expect([deleted.length, changed.length, children.size]).toEqual([1, 1, 2])
    expect(plan.answers).toEqual({ deleted: deleted.length, changed: changed.length, children: children.size, parents: parents.size })
  })

  it('changes nothing: not a record, not an id counter, and nothing is saved', async () => {
    await answerRemovedItems()
    const { file } = await editedExport()
    const before = stored(backend.db)
    const changes = backend.changes
    await dryRun(file)
    await dryRun([{ code: '', sets: 'none' }])
    expect(stored(backend.db)).toEqual(before)
    expect(backend.changes).toBe(changes)
  })

  it('applied, gives exactly what a plain import gives, ids included', async () => {
    const { file } = await editedExport()
    await importMilestones(jsonFile(file))
    const plain = withoutNewKeys(stored(backend.db))

    await backend.reset()
    await signIn(seedUsers.admin)
    await previewImport(jsonFile(file))
    await importMilestones(jsonFile(file))
    expect(withoutNewKeys(stored(backend.db))).toEqual(plain)
  })

  it('says an unchanged export changes nothing', async () => {
    const exported = await exportMilestones()
    const plan = await dryRun(exported)
    const counts = Object.values(plan.levels).map((level) => level.added.length + level.changed.length + level.removed.length)
    expect(counts).toEqual([0, 0, 0, 0])
    expect(plan.levels.options.unchanged).toBe(exported.flatMap((b) => b.sets.flatMap((s) => s.questions.flatMap((q) => q.options))).length)
    expect(plan.answers).toEqual({ deleted: 0, changed: 0, children: 0, parents: 0 })
  })

  it('lists every error of a file with its path, not only the first (200, valid: false, nothing stored)', async () => {
    const { file } = await editedExport()
    file[0]!.sets[0]!.questions[1]!.text = ''
    delete (file[1] as Partial<Band>).title
    file[2]!.code = file[0]!.code
    const changes = backend.changes
    const plan = await dryRun(file)
    expect(plan.valid).toBe(false)
    expect(plan.errors).toEqual([
      { path: 'bands[0].sets[0].questions[1].text', message: 'Question text is required' },
      { path: 'bands[1].title', message: 'Title is required' },
      { path: 'bands[2].code', message: `Duplicate code "${file[0]!.code}" (also at bands[0])` },
    ])
    expect(Object.values(plan.levels).every((level) => level.added.length + level.changed.length + level.removed.length + level.unchanged === 0)).toBe(true)
    expect(backend.changes).toBe(changes)

    // The import itself refuses the same file with the same problems, and stores nothing.
    const error = await expectRefusedWithNothingStored(backend, () => importMilestones(jsonFile(file)))
    expect((error.body as { file: string[] }).file).toEqual(plan.errors.map((e) => `${e.path}: ${e.message}`))
  })

  it('reports a file that is not JSON, or not a list of bands', async () => {
    expect((await dryRun('not json')).errors).toEqual([{ path: '', message: 'The file is not valid JSON.' }])
    expect((await dryRun({ bands: [] })).errors).toEqual([{ path: 'bands', message: 'The file must be a JSON array of bands.' }])
  })

  it('refuses any other dry_run value (400) rather than import', async () => {
    const { file } = await editedExport()
    const error = await expectRefusedWithNothingStored(backend, () =>
      call(endpoints.importMilestones, { query: { dry_run: 'yes' as '1' }, body: { file: jsonFile(file) } }),
    )
    expect(error.fieldErrors.dry_run).toBe('Use dry_run=1 for a preview, or leave it out to import.')
  })

  it('is for admins only', async () => {
    await signIn(seedUsers.parent)
    expect((await failure(previewImport(jsonFile([])))).status).toBe(403)
  })
})

describe('previewImport (the client): the plan, only from a server that does dry runs', () => {
  it('answers the plan of the file', async () => {
    const { file } = await editedExport()
    const changes = backend.changes
    const preview = await previewImport(jsonFile(file))
    expect(preview.available).toBe(true)
    expect(preview.available && preview.plan.levels.bands.added).toHaveLength(1)
    expect(backend.changes).toBe(changes)
  })
})
