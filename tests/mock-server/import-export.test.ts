import { beforeEach, describe, expect, it } from 'vitest'
import { call } from '@/api/client'
import { bulkCreateResponses, listChildren, listMilestones, listResponses } from '@/api/children.api'
import { deleteBand, exportFileContent, exportMilestones, importMilestones, listBands } from '@/api/content.api'
import { endpoints } from '@/contract/endpoints'
import { seedUsers } from '@/mock-server/seed/users'
import { expectRefusedWithNothingStored, itForbidsClients, itRequiresSignIn, signIn, startTestBackend } from './helpers'

const backend = startTestBackend()
beforeEach(async () => {
  await signIn(seedUsers.admin)
})

/** Ids and parent keys may change on import; the content may not. */
const idKeys = new Set(['id', 'band', 'band_set', 'question'])
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !idKeys.has(key))
        .map(([key, inner]) => [key, withoutIds(inner)]),
    )
  }
  return value
}

const jsonFile = (content: unknown, name = 'milestones.json') =>
  new File([typeof content === 'string' ? content : exportFileContent(content)], name, { type: 'application/json' })

/** The export as plain JSON, to edit like a person would edit the file. */
async function exportedJson(): Promise<Record<string, unknown>[]> {
  return JSON.parse(exportFileContent(await exportMilestones())) as Record<string, unknown>[]
}

describe('exportMilestones: GET /children/global-bands/export_milestones/', () => {
  it('answers every band with its nested sets, questions and options, as the band list has them', async () => {
    const exported = await exportMilestones()
    expect(exported.map((b) => b.code)).toEqual(['B0006', 'B0612', 'B1224', 'B2436'])
    expect(exported).toEqual(await listBands())
    expect(exported.every((b) => b.sets.length === 4 && b.sets.every((s) => s.questions.every((q) => q.options.length === 3)))).toBe(true)
  })

  it('is saved as indented JSON (milestones.json)', async () => {
    const exported = await exportMilestones()
    const text = exportFileContent(exported)
    expect(text.startsWith('[\n  {\n    "id": ')).toBe(true)
    expect(JSON.parse(text)).toEqual(exported)
  })

  itRequiresSignIn(backend, 'exportMilestones', () => ({}))
  itForbidsClients(backend, 'exportMilestones', () => ({}))
})

describe('importMilestones: POST /children/global-bands/import_milestones/ (multipart, field "file")', () => {
  it('round-trips: export, import that file, export again gives the same content', async () => {
    const before = await exportMilestones()
    const answer = await importMilestones(jsonFile(before))
    expect(answer).toEqual({ detail: 'Imported 4 bands: 0 added, 4 updated.', created: 0, updated: 4 })
    const after = await exportMilestones()
    expect(withoutIds(after)).toEqual(withoutIds(before))
  })

  it('re-creates every band from the export after they were all deleted', async () => {
    const before = await exportMilestones()
    for (const band of before) await deleteBand(band.id)
    expect(await listBands()).toEqual([])
    const answer = await importMilestones(jsonFile(before))
    expect(answer).toMatchObject({ created: 4, updated: 0 })
    expect(withoutIds(await exportMilestones())).toEqual(withoutIds(before))
  })

  it("keeps ids and parents' answers when the imported content is unchanged", async () => {
    const before = await exportMilestones()
    await signIn(seedUsers.parent)
    const noah = (await listChildren()).find((child) => child.first_name === 'Noah')!
    const answersBefore = await listResponses(noah.id)
    const progressBefore = await listMilestones(noah.id)
    expect(answersBefore.length).toBeGreaterThan(0)

    await signIn(seedUsers.admin)
    await importMilestones(jsonFile(before))
    expect(await exportMilestones()).toEqual(before)

    await signIn(seedUsers.parent)
    expect(await listResponses(noah.id)).toEqual(answersBefore)
    expect(await listMilestones(noah.id)).toEqual(progressBefore)
  })


  it('updates matched items in place: changed fields at every level are stored, ids kept', async () => {
    const before = await exportMilestones()
    const file = await exportedJson()
    type Level = { title?: string; help_text?: string; value_int?: number; is_active?: boolean; order?: number }
    const band = file.find((b) => b.code === 'B1224') as Level & { sets: (Level & { questions: (Level & { options: Level[] })[] })[] }
    band.title = 'One to two'
    band.sets[0]!.is_active = false
    band.sets[0]!.questions[1]!.help_text = 'A new hint.'
    band.sets[0]!.questions[1]!.options[2]!.value_int = 7
    band.sets[0]!.questions[1]!.options[2]!.order = 9
    await importMilestones(jsonFile(file))

    const after = (await exportMilestones()).find((b) => b.code === 'B1224')!
    const old = before.find((b) => b.code === 'B1224')!
    expect(after).toMatchObject({ id: old.id, title: 'One to two' })
    expect(after.sets[0]).toMatchObject({ id: old.sets[0]!.id, is_active: false })
    expect(after.sets[0]!.questions[1]).toMatchObject({ id: old.sets[0]!.questions[1]!.id, help_text: 'A new hint.' })
    expect(after.sets[0]!.questions[1]!.options.at(-1)).toMatchObject({ id: old.sets[0]!.questions[1]!.options[2]!.id, value_int: 7, order: 9 })
  })
  it('removes only the answers to questions and options the file no longer has', async () => {
    await signIn(seedUsers.parent)
    const olivia = (await listChildren()).find((child) => child.first_name === 'Olivia')!
    const bands = await listBands()
    const movement = bands.find((b) => b.code === 'B0612')!.sets[0]!
    const language = bands.find((b) => b.code === 'B0612')!.sets[1]!
    const [first, second] = language.questions
    await bulkCreateResponses({
      child: olivia.id,
      responses: [
        { question: first!.id, options: [first!.options[0]!.id] },
        { question: second!.id, options: [second!.options[2]!.id] },
      ],
    })

    await signIn(seedUsers.admin)
    // A file exported before keys (decision 049): a reworded question is matched by text, so it is removed.
    const file = JSON.parse(JSON.stringify(await exportedJson(), (name, value: unknown) => (name === 'key' ? undefined : value))) as Record<string, unknown>[]
    const band = file.find((b) => b.code === 'B0612') as { sets: { questions: { text: string; options: { label: string }[] }[] }[] }
    band.sets[1]!.questions[0]!.text = 'A reworded question'
    band.sets[1]!.questions[1]!.options = band.sets[1]!.questions[1]!.options.filter((o) => o.label !== 'Not yet')
    await importMilestones(jsonFile(file))

    await signIn(seedUsers.parent)
    const answered = (await listResponses(olivia.id)).map((r) => r.question.id)
    // Movement answers from the seed stay; the reworded question and the removed option lose theirs.
    for (const question of movement.questions) expect(answered).toContain(question.id)
    expect(answered).not.toContain(first!.id)
    expect(answered).not.toContain(second!.id)
  })

  it('adds bands with new codes and replaces the content of bands whose code exists', async () => {
    const before = await exportMilestones()
    const file = jsonFile([
      {
        code: 'B0006',
        title: 'Newborn',
        age_min_months: 0,
        age_max_months: 6,
        sets: [{ title: 'Sleep', slug: 'sleep', questions: [{ text: 'Does your baby sleep in stretches?', options: [{ label: 'Yes', value_int: 2 }] }] }],
      },
      { code: 'B3648', title: '3-4 Years', age_min_months: 36, age_max_months: 48 },
    ])
    const answer = await importMilestones(file)
    expect(answer).toEqual({ detail: 'Imported 2 bands: 1 added, 1 updated.', created: 1, updated: 1 })

    const after = await exportMilestones()
    expect(after.map((b) => b.code)).toEqual(['B0006', 'B0612', 'B1224', 'B2436', 'B3648'])
    const newborn = after[0]!
    expect(newborn).toMatchObject({ title: 'Newborn', is_active: true, milestone_image: null, goal_image: null })
    expect(withoutIds(newborn.sets)).toEqual([
      {
        key: expect.stringMatching(/^s-/) as unknown,
        title: 'Sleep',
        slug: 'sleep',
        is_active: true,
        order: 0,
        questions: [
          {
            key: expect.stringMatching(/^q-/) as unknown,
            text: 'Does your baby sleep in stretches?',
            help_text: '',
            activity: '',
            multi_select: false,
            is_active: true,
            order: 0,
            options: [{ key: expect.stringMatching(/^o-/) as unknown, label: 'Yes', value_int: 2, value_str: '', is_active: true, order: 0 }],
          },
        ],
      },
    ])
    expect(after[4]).toMatchObject({ title: '3-4 Years', sets: [], order: 4 })
    expect(after.slice(1, 4)).toEqual(before.slice(1, 4))
  })

  it('answers 400 naming the path "bands[2].sets[0].title" for a set without a title, and changes nothing', async () => {
    const file = await exportedJson()
    const sets = file[2]!.sets as Record<string, unknown>[]
    delete sets[0]!.title
    const exportBefore = await exportMilestones()
    const error = await expectRefusedWithNothingStored(backend, () => importMilestones(jsonFile(file)))
    expect(error.message).toContain('bands[2].sets[0].title')
    expect(error.body).toEqual({ file: ['bands[2].sets[0].title: Title is required'] })
    expect(await exportMilestones()).toEqual(exportBefore)
  })

  it('validates the whole file first: a good new band before a bad one is not added', async () => {
    const file = [
      { code: 'B3648', title: '3-4 Years', age_min_months: 36, age_max_months: 48 },
      { code: 'B4860', title: '4-5 Years', age_min_months: 60, age_max_months: 48 },
    ]
    const error = await expectRefusedWithNothingStored(backend, () => importMilestones(jsonFile(file)))
    expect(error.body).toEqual({ file: ['bands[1].age_max_months: Max age must be greater than min age'] })
  })

  it('names the path of a deeper problem: an option without a label', async () => {
    const file = await exportedJson()
    const question = ((file[1]!.sets as { questions: { options: Record<string, unknown>[] }[] }[])[3]!.questions[0]!)
    question.options[2]!.label = ''
    const error = await expectRefusedWithNothingStored(backend, () => importMilestones(jsonFile(file)))
    expect(error.body).toEqual({ file: ['bands[1].sets[3].questions[0].options[2].label: Label is required'] })
  })

  it('answers 400 for the same code twice in one file', async () => {
    const file = [
      { code: 'B3648', title: '3-4 Years', age_min_months: 36, age_max_months: 48 },
      { code: 'b3648', title: 'Again', age_min_months: 36, age_max_months: 48 },
    ]
    const error = await expectRefusedWithNothingStored(backend, () => importMilestones(jsonFile(file)))
    expect(error.body).toEqual({ file: ['bands[1].code: Duplicate code "b3648" (also at bands[0])'] })
  })

  it('answers 400 "The file is not valid JSON." for a file that is not JSON, and changes nothing', async () => {
    const error = await expectRefusedWithNothingStored(backend, () => importMilestones(jsonFile('code,title\nB0006,Newborn\n', 'milestones.csv')))
    expect(error.body).toEqual({ file: ['The file is not valid JSON.'] })
  })

  it('answers 400 for JSON that is not an array of bands', async () => {
    const error = await expectRefusedWithNothingStored(backend, () => importMilestones(jsonFile({ bands: [] })))
    expect(error.message).toContain('The file must be a JSON array of bands.')
  })

  it('answers 400 when the request has no file', async () => {
    const error = await expectRefusedWithNothingStored(backend, () => call(endpoints.importMilestones, { body: {} as never }))
    expect(error.body).toEqual({ file: ['Upload a .json file.'] })
  })

  itRequiresSignIn(backend, 'importMilestones', () => ({ body: { file: jsonFile([]) } }))
  itForbidsClients(backend, 'importMilestones', () => ({
    body: { file: jsonFile([{ code: 'B0006', title: 'Taken over', age_min_months: 0, age_max_months: 6 }]) },
  }))
})
