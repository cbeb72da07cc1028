import { beforeEach, describe, expect, it } from 'vitest'
import { bulkCreateResponses, listChildren, listResponses } from '@/api/children.api'
import { createQuestion, exportFileContent, exportMilestones, importMilestones, listBands } from '@/api/content.api'
import { seedUsers } from '@/mock-server/seed/users'
import { dryRunImport, expectRefusedWithNothingStored, importFile, signIn, startTestBackend } from './helpers'

/*
 * docs/decisions/049: the export gives every set, question and option a
 * stable key; the import matches by key first, then by slug, text or label, so a
 * reworded item is "changed" and keeps its id and every parent's answer.
 */
const backend = startTestBackend()
beforeEach(async () => {
  await signIn(seedUsers.admin)
})

const jsonFile = (content: unknown) => importFile(content)
const dryRun = dryRunImport

type Option = { key?: string; label: string }
type Question = { key?: string; text: string; options: Option[] }
type QuestionSet = { key?: string; title: string; questions: Question[] }
type Band = { code: string; sets: QuestionSet[] }

async function exportedFile(): Promise<Band[]> {
  return JSON.parse(exportFileContent(await exportMilestones())) as Band[]
}

/** A file exported before keys existed. */
function withoutKeys(file: Band[]): Band[] {
  return JSON.parse(JSON.stringify(file, (name, value: unknown) => (name === 'key' ? undefined : value))) as Band[]
}

/** Olivia (9 months) answers the first two questions of 6-12 Months' first set; answers as stored, for comparing. */
async function oliviaAnswers() {
  const question = (await listBands()).find((b) => b.code === 'B0612')!.sets[0]!.questions
  await signIn(seedUsers.parent)
  const olivia = (await listChildren()).find((child) => child.first_name === 'Olivia')!
  await bulkCreateResponses({
    child: olivia.id,
    responses: [
      { question: question[0]!.id, options: [question[0]!.options[1]!.id] },
      { question: question[1]!.id, options: [question[1]!.options[2]!.id] },
    ],
  })
  await signIn(seedUsers.admin)
  return { olivia, questions: question }
}

const storedAnswers = () => backend.db.responses.all().map((response) => ({ child: response.child, question: response.question, choices: response.choices }))

describe('stable keys in the export and the import (issue #21)', () => {
  it('gives every set, question and option a key, unique at its level', async () => {
    const file = await exportedFile()
    const sets = file.flatMap((band) => band.sets)
    const questions = sets.flatMap((set) => set.questions)
    const options = questions.flatMap((question) => question.options)
    for (const level of [sets, questions, options]) {
      const keys = level.map((item) => item.key)
      expect(keys.every((key) => typeof key === 'string' && key !== '')).toBe(true)
      expect(new Set(keys).size).toBe(keys.length)
    }
  })

  it('keeps a key when the item is edited, and gives a new item one no seed item has', async () => {
    const set = (await listBands())[0]!.sets[0]!
    const created = await createQuestion({ band_set: set.id, text: 'Does your baby coo back at you?' })
    const file = await exportedFile()
    const keys = file[0]!.sets[0]!.questions.map((question) => question.key)
    expect(keys.at(-1)).toBe(created.key)
    expect(keys.filter((key) => key === created.key)).toHaveLength(1)
  })

  it('export, import, export gives the same file, ids and keys included', async () => {
    await oliviaAnswers()
    const text = exportFileContent(await exportMilestones())
    await importMilestones(jsonFile(text))
    expect(exportFileContent(await exportMilestones())).toBe(text)
  })

  it('previews a reworded question and option as "changed", old and new text side by side', async () => {
    const file = await exportedFile()
    const question = file.find((b) => b.code === 'B0612')!.sets[0]!.questions[0]!
    const old = { text: question.text, label: question.options[1]!.label }
    question.text = 'Does your baby sit up without help?'
    question.options[1]!.label = 'Now and then'
    const plan = await dryRun(file)

    expect(plan.levels.questions).toMatchObject({ added: [], removed: [], changed: [{ label: 'Does your baby sit up without help?', was: old.text, fields: ['text'] }] })
    expect(plan.levels.options).toMatchObject({ added: [], removed: [], changed: [{ label: 'Now and then', was: old.label, fields: ['label'] }] })
    expect(plan.answers).toEqual({ deleted: 0, changed: 0, children: 0, parents: 0 })
  })

  it("imports the rewording in place: ids kept, every parent's answer kept", async () => {
    const { olivia, questions } = await oliviaAnswers()
    const answersBefore = storedAnswers()
    const file = await exportedFile()
    const question = file.find((b) => b.code === 'B0612')!.sets[0]!.questions[0]!
    question.text = 'Does your baby sit up without help?'
    question.options[1]!.label = 'Now and then'
    await importMilestones(jsonFile(file))

    const after = (await listBands()).find((b) => b.code === 'B0612')!.sets[0]!.questions[0]!
    expect(after).toMatchObject({ id: questions[0]!.id, text: 'Does your baby sit up without help?' })
    expect(after.options[1]).toMatchObject({ id: questions[0]!.options[1]!.id, label: 'Now and then' })
    expect(storedAnswers()).toEqual(answersBefore)
    await signIn(seedUsers.parent)
    const answered = await listResponses(olivia.id)
    expect(answered.find((response) => response.question.id === questions[0]!.id)?.choices.map((choice) => choice.option.label)).toEqual(['Now and then'])
  })

  it('matches by key before text: two questions whose texts are swapped keep their ids', async () => {
    const file = await exportedFile()
    const [first, second] = file[0]!.sets[0]!.questions
    const before = (await listBands())[0]!.sets[0]!.questions
    ;[first!.text, second!.text] = [second!.text, first!.text]
    await importMilestones(jsonFile(file))
    const after = (await listBands())[0]!.sets[0]!.questions
    expect(after[0]).toMatchObject({ id: before[0]!.id, text: before[1]!.text })
    expect(after[1]).toMatchObject({ id: before[1]!.id, text: before[0]!.text })
  })

  it('still imports a file without keys, matching by text as before (a reworded question is removed and added)', async () => {
    const file = withoutKeys(await exportedFile())
    file.find((b) => b.code === 'B0612')!.sets[0]!.questions[0]!.text = 'Does your baby sit up without help?'
    const plan = await dryRun(file)
    expect(plan.levels.questions.changed).toEqual([])
    expect(plan.levels.questions.added).toHaveLength(1)
    expect(plan.levels.questions.removed).toHaveLength(1)
    expect(plan.levels.options.changed).toEqual([])
  })

  it("a new item keeps the file's key, unless a stored item of its level has it already", async () => {
    const file = await exportedFile()
    const takenKey = file[0]!.sets[0]!.questions[0]!.key!
    file[0]!.sets[0]!.questions.push(
      { key: 'from-another-server', text: 'Does your baby coo back at you?', options: [] },
      { key: takenKey, text: 'Does your baby clap?', options: [] },
    )
    await importMilestones(jsonFile(file))
    const keys = (await exportedFile())[0]!.sets[0]!.questions.map((question) => question.key)
    expect(keys.at(-2)).toBe('from-another-server')
    expect(keys.at(-1)).not.toBe(takenKey)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('answers 400 with the path for a key over 100 characters, and stores nothing', async () => {
    const file = await exportedFile()
    file[1]!.sets[2]!.questions[0]!.options[0]!.key = 'k'.repeat(101)
    const error = await expectRefusedWithNothingStored(backend, () => importMilestones(jsonFile(file)))
    expect(error.body).toEqual({ file: ['bands[1].sets[2].questions[0].options[0].key: Use at most 100 characters.'] })
  })
})
