import { beforeEach, describe, expect, it } from 'vitest'
import { listMilestones, listResponses } from '@/api/children.api'
import {
  createBand,
  createOption,
  createQuestion,
  createQuestionSet,
  deleteBand,
  deleteOption,
  deleteQuestion,
  deleteQuestionSet,
  listBands,
  updateBand,
  updateOption,
  updateQuestion,
  updateQuestionSet,
} from '@/api/content.api'
import type { LoginAnswer } from '@/contract/accounts'
import type { Band, BandCreate } from '@/contract/content'
import { seedUsers } from '@/mock-server/seed/users'
import {
  actAs,
  bandByCode,
  expectNotFoundWithNothingStored,
  expectRefusedWithNothingStored,
  fetchMedia,
  GIF_BYTES,
  gifFile,
  itForbidsClients,
  itRequiresSignIn,
  optionOf,
  PNG_BYTES,
  pngFile,
  questionsOf,
  seedChildId,
  setBySlug,
  signIn,
  startTestBackend,
  textFile,
} from './helpers'

const backend = startTestBackend()

let parent: LoginAnswer
beforeEach(async () => {
  parent = await signIn(seedUsers.parent)
  // Most calls here are the admin's; parent calls switch with actAs(parent).
  await signIn(seedUsers.admin)
})

const db = () => backend.db
const question = (code: string, slug: string, index: number) => {
  const found = questionsOf(db(), setBySlug(db(), code, slug).id)[index]
  if (!found) throw new Error(`no question ${code}/${slug}/${index}`)
  return found
}
async function bandInList(code: string): Promise<Band | undefined> {
  return (await listBands()).find((b) => b.code === code)
}
const newBand = (overrides: Partial<BandCreate> = {}): BandCreate => ({
  code: 'B3648',
  title: '3-4 Years',
  age_min_months: 36,
  age_max_months: 48,
  ...overrides,
})

describe('listBands: GET /children/global-bands/', () => {
  it('lets a CLIENT read the seed bands with their codes, titles and ranges, in order', async () => {
    actAs(parent)
    const bands = await listBands()
    expect(bands.map((b) => [b.code, b.title, b.age_min_months, b.age_max_months, b.is_active, b.order])).toEqual([
      ['B0006', '0-6 Months', 0, 6, true, 0],
      ['B0612', '6-12 Months', 6, 12, true, 1],
      ['B1224', '12-24 Months', 12, 24, true, 2],
      ['B2436', '2-3 Years', 24, 36, true, 3],
    ])
    expect(bands[0]).toMatchObject({ milestone_image: '/seed/band-b0006-milestone.svg', goal_image: '/seed/band-b0006-goal.svg' })
  })

  it('nests four sets per band, three or more questions per set and the options Yes 2, Sometimes 1, Not yet 0', async () => {
    const bands = await listBands()
    for (const band of bands) {
      expect(band.sets.map((s) => s.title)).toEqual(['Movement', 'Language', 'Social & Emotional', 'Cognitive'])
      for (const set of band.sets) {
        expect(set.band).toBe(band.id)
        expect(set.questions.length).toBeGreaterThanOrEqual(3)
        for (const q of set.questions) {
          expect(q.band_set).toBe(set.id)
          expect(q.options.map((o) => [o.label, o.value_int, o.question])).toEqual([
            ['Yes', 2, q.id],
            ['Sometimes', 1, q.id],
            ['Not yet', 0, q.id],
          ])
        }
      }
    }
  })

  itRequiresSignIn(backend, 'listBands', () => ({}))
})

describe('createBand: POST /children/global-bands/ (multipart)', () => {
  it('stores the band with its images, answers it, and the list shows it at the end', async () => {
    const changes = backend.changes
    const band = await createBand(newBand({ milestone_image: pngFile(), goal_image: gifFile() }))
    expect(band).toMatchObject({ code: 'B3648', title: '3-4 Years', age_min_months: 36, age_max_months: 48, is_active: true, order: 4, sets: [] })
    expect(backend.changes).toBe(changes + 1)
    expect((await listBands()).map((b) => b.code)).toEqual(['B0006', 'B0612', 'B1224', 'B2436', 'B3648'])
    expect(await bandInList('B3648')).toEqual(band)

    const milestone = await fetchMedia(band.milestone_image!)
    expect([milestone.status, milestone.contentType]).toEqual([200, 'image/png'])
    expect(milestone.bytes).toEqual(PNG_BYTES)
    const goal = await fetchMedia(band.goal_image!)
    expect(goal.contentType).toBe('image/gif')
    expect(goal.bytes).toEqual(GIF_BYTES)
  })

  it('stores a band without images as null images, and keeps is_active false and an explicit order', async () => {
    const band = await createBand(newBand({ is_active: false, order: 9 }))
    expect(band).toMatchObject({ milestone_image: null, goal_image: null, is_active: false, order: 9 })
  })

  const cases: [string, Partial<BandCreate>, Record<string, string[]>][] = [
    ['a missing title', { title: undefined }, { title: ['Title is required'] }],
    ['a blank title', { title: '  ' }, { title: ['Title is required'] }],
    ['an empty code', { code: '' }, { code: ['Code is required'] }],
    ['a negative min age', { age_min_months: -1 }, { age_min_months: ['Min age must be positive'] }],
    ['a negative max age', { age_min_months: 0, age_max_months: -3 }, { age_max_months: ['Max age must be positive'] }],
    ['a max age equal to the min age', { age_min_months: 12, age_max_months: 12 }, { age_max_months: ['Max age must be greater than min age'] }],
    ['a max age below the min age', { age_min_months: 12, age_max_months: 6 }, { age_max_months: ['Max age must be greater than min age'] }],
  ]
  for (const [what, overrides, body] of cases) {
    it(`answers 400 for ${what} and stores nothing, not even the images`, async () => {
      const error = await expectRefusedWithNothingStored(backend, () =>
        createBand(newBand({ ...overrides, milestone_image: pngFile(), goal_image: gifFile() })),
      )
      expect(error.body).toEqual(body)
    })
  }

  it('answers 400 for a code that is taken, in any case, and stores nothing', async () => {
    const error = await expectRefusedWithNothingStored(backend, () => createBand(newBand({ code: 'b0006', milestone_image: pngFile() })))
    expect(error.body).toEqual({ code: ['A band with this code already exists.'] })
  })

  it('answers 400 for an image field holding a file that is not an image', async () => {
    const error = await expectRefusedWithNothingStored(backend, () => createBand(newBand({ goal_image: textFile() })))
    expect(error.body).toEqual({ goal_image: ['Upload a valid image.'] })
  })

  itRequiresSignIn(backend, 'createBand', () => ({ body: newBand({ milestone_image: pngFile() }) }))
  itForbidsClients(backend, 'createBand', () => ({ body: newBand({ milestone_image: pngFile() }) }))
})

describe('updateBand: PATCH /children/global-bands/{id}/ (multipart)', () => {
  it('changes only the fields sent; a toggled-off band stays off when its title changes', async () => {
    const id = bandByCode(db(), 'B0612').id
    const off = await updateBand(id, { is_active: false })
    expect(off.is_active).toBe(false)
    const renamed = await updateBand(id, { title: 'Six to Twelve Months' })
    expect(renamed).toEqual({ ...off, title: 'Six to Twelve Months' })
    expect(await bandInList('B0612')).toEqual(renamed)
  })

  it('saves a new order', async () => {
    const band = await updateBand(bandByCode(db(), 'B0006').id, { order: 7 })
    expect(band.order).toBe(7)
    expect((await listBands()).map((b) => b.code)).toEqual(['B0612', 'B1224', 'B2436', 'B0006'])
  })

  it('replaces an image with a file, keeps an omitted one, and clears one sent as ""', async () => {
    const id = bandByCode(db(), 'B0006').id
    const replaced = await updateBand(id, { milestone_image: pngFile() })
    expect(replaced.milestone_image).toMatch(/^\/api\/media\/\d+\/$/)
    expect(replaced.goal_image).toBe('/seed/band-b0006-goal.svg')
    expect((await fetchMedia(replaced.milestone_image!)).bytes).toEqual(PNG_BYTES)

    const cleared = await updateBand(id, { goal_image: '' })
    expect(cleared.goal_image).toBeNull()
    expect(cleared.milestone_image).toBe(replaced.milestone_image)
    expect(await bandInList('B0006')).toMatchObject({ goal_image: null, milestone_image: replaced.milestone_image })
  })

  it('accepts the band’s own code and refuses another band’s code', async () => {
    const id = bandByCode(db(), 'B0006').id
    await expect(updateBand(id, { code: 'B0006', title: 'Newborn' })).resolves.toMatchObject({ code: 'B0006', title: 'Newborn' })
    const error = await expectRefusedWithNothingStored(backend, () => updateBand(id, { code: 'B0612' }))
    expect(error.body).toEqual({ code: ['A band with this code already exists.'] })
  })

  it('answers 400 "Max age must be greater than min age" against the stored min age, storing neither the band nor an image', async () => {
    const id = bandByCode(db(), 'B1224').id
    const error = await expectRefusedWithNothingStored(backend, () => updateBand(id, { age_max_months: 10, milestone_image: pngFile() }))
    expect(error.body).toEqual({ age_max_months: ['Max age must be greater than min age'] })
  })

  const cases: [string, Parameters<typeof updateBand>[1], Record<string, string[]>][] = [
    ['a blank title', { title: ' ' }, { title: ['Title is required'] }],
    ['a blank code', { code: '' }, { code: ['Code is required'] }],
    ['a negative min age', { age_min_months: -2 }, { age_min_months: ['Min age must be positive'] }],
    ['a negative max age', { age_max_months: -2 }, { age_max_months: ['Max age must be positive'] }],
    ['a max age not above the min age', { age_min_months: 5, age_max_months: 4 }, { age_max_months: ['Max age must be greater than min age'] }],
  ]
  for (const [what, body, messages] of cases) {
    it(`answers 400 for ${what} and stores nothing`, async () => {
      const error = await expectRefusedWithNothingStored(backend, () => updateBand(bandByCode(db(), 'B0006').id, body))
      expect(error.body).toEqual(messages)
    })
  }

  it('answers 404 for an unknown id', async () => {
    await expectNotFoundWithNothingStored(backend, () => updateBand(9999, { title: 'Nobody' }))
  })

  itRequiresSignIn(backend, 'updateBand', () => ({ params: { id: 1 }, body: { title: 'Changed', milestone_image: pngFile() } }))
  itForbidsClients(backend, 'updateBand', () => ({ params: { id: 1 }, body: { title: 'Changed', milestone_image: pngFile() } }))
})

describe('deleteBand: DELETE /children/global-bands/{id}/', () => {
  it('deletes the band with its sets, questions, options and the answers to those questions', async () => {
    const band = bandByCode(db(), 'B1224')
    const setIds = db()
      .sets.findMany((q) => q.where({ band: band.id }))
      .map((s) => s.id)
    const questionIds = db()
      .questions.findMany((q) => q.where({ band_set: (id) => setIds.includes(id) }))
      .map((q) => q.id)
    const otherQuestions = db().questions.all().length - questionIds.length
    const changes = backend.changes

    await expect(deleteBand(band.id)).resolves.toBeUndefined()

    expect(backend.changes).toBe(changes + 1)
    expect((await listBands()).map((b) => b.code)).toEqual(['B0006', 'B0612', 'B2436'])
    expect(db().sets.findMany((q) => q.where({ band: band.id }))).toEqual([])
    expect(db().questions.all()).toHaveLength(otherQuestions)
    expect(db().options.findMany((q) => q.where({ question: (id) => questionIds.includes(id) }))).toEqual([])
    actAs(parent)
    expect(await listResponses(seedChildId(db(), 'noah'))).toEqual([])
    expect(await listResponses(seedChildId(db(), 'olivia'))).toHaveLength(4)
  })

  it('answers 404 when the band is already deleted, or unknown', async () => {
    const id = bandByCode(db(), 'B0006').id
    await deleteBand(id)
    await expectNotFoundWithNothingStored(backend, () => deleteBand(id))
    await expectNotFoundWithNothingStored(backend, () => deleteBand(9999))
  })

  itRequiresSignIn(backend, 'deleteBand', () => ({ params: { id: 1 } }))
  itForbidsClients(backend, 'deleteBand', () => ({ params: { id: 1 } }))
})

describe('createQuestionSet: POST /children/global-question-sets/', () => {
  it('stores the set at the end of its band, active by default, and the list shows it', async () => {
    const band = bandByCode(db(), 'B0006')
    const set = await createQuestionSet({ title: 'Feeding', slug: 'feeding', band: band.id })
    expect(set).toMatchObject({ title: 'Feeding', slug: 'feeding', band: band.id, is_active: true, order: 4, questions: [] })
    expect((await bandInList('B0006'))?.sets.map((s) => s.title)).toEqual(['Movement', 'Language', 'Social & Emotional', 'Cognitive', 'Feeding'])
  })

  it('keeps slugs unique within a band only', async () => {
    const fresh = await createBand(newBand())
    await expect(createQuestionSet({ title: 'Movement', slug: 'movement', band: fresh.id })).resolves.toMatchObject({ order: 0 })
    const error = await expectRefusedWithNothingStored(backend, () =>
      createQuestionSet({ title: 'More movement', slug: 'movement', band: bandByCode(db(), 'B0006').id }),
    )
    expect(error.body).toEqual({ slug: ['A question set with this slug already exists in this band.'] })
  })

  it('answers 400 "Title is required" and "Slug is required" for blank fields and stores nothing', async () => {
    const error = await expectRefusedWithNothingStored(backend, () =>
      createQuestionSet({ title: '   ', slug: '', band: bandByCode(db(), 'B0006').id }),
    )
    expect(error.body).toEqual({ title: ['Title is required'], slug: ['Slug is required'] })
  })

  it('answers 400 for a band that does not exist', async () => {
    const error = await expectRefusedWithNothingStored(backend, () => createQuestionSet({ title: 'Sleep', slug: 'sleep', band: 9999 }))
    expect(error.body).toEqual({ band: ['Invalid pk "9999" - object does not exist.'] })
  })

  itRequiresSignIn(backend, 'createQuestionSet', () => ({ body: { title: 'Sleep', slug: 'sleep', band: 1 } }))
  itForbidsClients(backend, 'createQuestionSet', () => ({ body: { title: 'Sleep', slug: 'sleep', band: 1 } }))
})

describe('updateQuestionSet: PATCH /children/global-question-sets/{id}/', () => {
  it('changes only the fields sent and answers the set with its questions', async () => {
    const id = setBySlug(db(), 'B0006', 'movement').id
    const off = await updateQuestionSet(id, { is_active: false })
    const renamed = await updateQuestionSet(id, { title: 'Moving', order: 3 })
    expect(renamed).toEqual({ ...off, title: 'Moving', order: 3 })
    expect(renamed.is_active).toBe(false)
    expect(renamed.questions.length).toBeGreaterThanOrEqual(3)
    expect((await bandInList('B0006'))?.sets.find((s) => s.id === id)).toEqual(renamed)
  })

  it('never moves a set to another band (issue #11: items stay under their parent)', async () => {
    const set = await createQuestionSet({ title: 'Sleep', slug: 'sleep', band: bandByCode(db(), 'B0006').id })
    const error = await expectRefusedWithNothingStored(backend, () => updateQuestionSet(set.id, { band: bandByCode(db(), 'B0612').id }))
    expect(error.body).toEqual({ band: ['A question set cannot be moved to another band. Add it there instead.'] })
  })

  it('answers 400 "Title is required" / "Slug is required" for blank fields and stores nothing', async () => {
    const id = setBySlug(db(), 'B0006', 'movement').id
    const title = await expectRefusedWithNothingStored(backend, () => updateQuestionSet(id, { title: ' ' }))
    expect(title.body).toEqual({ title: ['Title is required'] })
    const slug = await expectRefusedWithNothingStored(backend, () => updateQuestionSet(id, { slug: '' }))
    expect(slug.body).toEqual({ slug: ['Slug is required'] })
  })

  it('answers 404 for an unknown id', async () => {
    await expectNotFoundWithNothingStored(backend, () => updateQuestionSet(9999, { title: 'Nobody' }))
  })

  itRequiresSignIn(backend, 'updateQuestionSet', () => ({ params: { id: 1 }, body: { title: 'Changed' } }))
  itForbidsClients(backend, 'updateQuestionSet', () => ({ params: { id: 1 }, body: { title: 'Changed' } }))
})

describe('deleteQuestionSet: DELETE /children/global-question-sets/{id}/', () => {
  it('deletes the set with its questions, options and the answers to them', async () => {
    const set = setBySlug(db(), 'B1224', 'movement')
    const questionIds = questionsOf(db(), set.id).map((q) => q.id)
    await deleteQuestionSet(set.id)
    expect((await bandInList('B1224'))?.sets.map((s) => s.title)).toEqual(['Language', 'Social & Emotional', 'Cognitive'])
    expect(db().questions.findMany((q) => q.where({ band_set: set.id }))).toEqual([])
    expect(db().options.findMany((q) => q.where({ question: (id) => questionIds.includes(id) }))).toEqual([])
    actAs(parent)
    const noah = seedChildId(db(), 'noah')
    const responses = await listResponses(noah)
    expect(responses).toHaveLength(8)
    expect(responses.some((r) => questionIds.includes(r.question.id))).toBe(false)
    expect((await listMilestones(noah)).map((r) => r.title)).toEqual(['Language', 'Social & Emotional', 'Cognitive'])
  })

  it('answers 404 for an unknown id', async () => {
    await expectNotFoundWithNothingStored(backend, () => deleteQuestionSet(9999))
  })

  itRequiresSignIn(backend, 'deleteQuestionSet', () => ({ params: { id: 1 } }))
  itForbidsClients(backend, 'deleteQuestionSet', () => ({ params: { id: 1 } }))
})

describe('createQuestion: POST /children/global-questions/', () => {
  it('stores the question at the end of its set with the defaults, and the list shows it', async () => {
    const set = setBySlug(db(), 'B0006', 'language')
    const count = questionsOf(db(), set.id).length
    const created = await createQuestion({ text: 'Does your baby blow bubbles?', band_set: set.id })
    expect(created).toMatchObject({
      text: 'Does your baby blow bubbles?',
      help_text: '',
      multi_select: false,
      is_active: true,
      band_set: set.id,
      order: count,
      options: [],
    })
    const listed = (await bandInList('B0006'))?.sets.find((s) => s.id === set.id)?.questions
    expect(listed?.at(-1)).toEqual(created)
  })

  it('answers 400 "Question text is required" for a blank text and stores nothing', async () => {
    const error = await expectRefusedWithNothingStored(backend, () =>
      createQuestion({ text: '  ', help_text: 'hint', band_set: setBySlug(db(), 'B0006', 'language').id }),
    )
    expect(error.body).toEqual({ text: ['Question text is required'] })
  })

  it('answers 400 for a question set that does not exist', async () => {
    const error = await expectRefusedWithNothingStored(backend, () => createQuestion({ text: 'Orphan?', band_set: 9999 }))
    expect(error.body).toEqual({ band_set: ['Invalid pk "9999" - object does not exist.'] })
  })

  itRequiresSignIn(backend, 'createQuestion', () => ({ body: { text: 'New?', band_set: 1 } }))
  itForbidsClients(backend, 'createQuestion', () => ({ body: { text: 'New?', band_set: 1 } }))
})

describe('updateQuestion: PATCH /children/global-questions/{id}/', () => {
  it('changes only the fields sent: a reorder keeps the help text, a toggle keeps multi-select', async () => {
    const q = question('B0006', 'movement', 0)
    const multi = await updateQuestion(q.id, { multi_select: true })
    const reordered = await updateQuestion(q.id, { order: 8 })
    expect(reordered).toEqual({ ...multi, order: 8 })
    expect(reordered).toMatchObject({ text: q.text, help_text: q.help_text, multi_select: true, is_active: true })
    const off = await updateQuestion(q.id, { is_active: false, text: 'Holds head steady?' })
    expect(off).toMatchObject({ text: 'Holds head steady?', help_text: q.help_text, multi_select: true, is_active: false, order: 8 })
    expect((await bandInList('B0006'))?.sets[0]?.questions.find((x) => x.id === q.id)).toEqual(off)
  })

  it('answers 400 "Question text is required" for a blank text and stores nothing', async () => {
    const error = await expectRefusedWithNothingStored(backend, () => updateQuestion(question('B0006', 'movement', 0).id, { text: '' }))
    expect(error.body).toEqual({ text: ['Question text is required'] })
  })

  it('answers 404 for an unknown id', async () => {
    await expectNotFoundWithNothingStored(backend, () => updateQuestion(9999, { text: 'Nobody?' }))
  })

  itRequiresSignIn(backend, 'updateQuestion', () => ({ params: { id: 1 }, body: { text: 'Changed?' } }))
  itForbidsClients(backend, 'updateQuestion', () => ({ params: { id: 1 }, body: { text: 'Changed?' } }))
})

describe('deleteQuestion: DELETE /children/global-questions/{id}/', () => {
  it('deletes the question with its options and the answers to it', async () => {
    const q = question('B1224', 'language', 0)
    await deleteQuestion(q.id)
    expect(db().options.findMany((o) => o.where({ question: q.id }))).toEqual([])
    expect((await bandInList('B1224'))?.sets[1]?.questions.some((x) => x.id === q.id)).toBe(false)
    actAs(parent)
    const responses = await listResponses(seedChildId(db(), 'noah'))
    expect(responses).toHaveLength(11)
    expect(responses.some((r) => r.question.id === q.id)).toBe(false)
  })

  it('answers 404 for an unknown id', async () => {
    await expectNotFoundWithNothingStored(backend, () => deleteQuestion(9999))
  })

  itRequiresSignIn(backend, 'deleteQuestion', () => ({ params: { id: 1 } }))
  itForbidsClients(backend, 'deleteQuestion', () => ({ params: { id: 1 } }))
})

describe('createOption: POST /children/global-answer-options/', () => {
  it('stores an integer option at the end of its question, and the list shows it', async () => {
    const q = question('B0006', 'movement', 0)
    const option = await createOption({ label: 'Often', value_int: 3, question: q.id })
    expect(option).toMatchObject({ label: 'Often', value_int: 3, value_str: '', is_active: true, question: q.id, order: 3 })
    const listed = (await bandInList('B0006'))?.sets[0]?.questions.find((x) => x.id === q.id)?.options
    expect(listed?.map((o) => o.label)).toEqual(['Yes', 'Sometimes', 'Not yet', 'Often'])
    expect(listed?.at(-1)).toEqual(option)
  })

  it('stores a string option with value_int null', async () => {
    const option = await createOption({ label: 'Unsure', value_int: null, value_str: 'unsure', question: question('B0006', 'movement', 0).id })
    expect(option).toMatchObject({ value_int: null, value_str: 'unsure' })
  })

  it('answers 400 "Label is required" for a blank label and stores nothing', async () => {
    const error = await expectRefusedWithNothingStored(backend, () =>
      createOption({ label: ' ', value_int: 1, question: question('B0006', 'movement', 0).id }),
    )
    expect(error.body).toEqual({ label: ['Label is required'] })
  })

  it('answers 400 for a value_int that is not a whole number', async () => {
    const error = await expectRefusedWithNothingStored(backend, () =>
      createOption({ label: 'Half', value_int: 1.5, question: question('B0006', 'movement', 0).id }),
    )
    expect(error.body).toEqual({ value_int: ['Enter a whole number.'] })
  })

  it('answers 400 for a question that does not exist', async () => {
    const error = await expectRefusedWithNothingStored(backend, () => createOption({ label: 'Yes', value_int: 2, question: 99999 }))
    expect(error.body).toEqual({ question: ['Invalid pk "99999" - object does not exist.'] })
  })

  itRequiresSignIn(backend, 'createOption', () => ({ body: { label: 'Maybe', value_int: 1, question: 1 } }))
  itForbidsClients(backend, 'createOption', () => ({ body: { label: 'Maybe', value_int: 1, question: 1 } }))
})

describe('updateOption: PATCH /children/global-answer-options/{id}/', () => {
  it('changes only the fields sent: a reorder or a toggle keeps the option’s value', async () => {
    const option = { ...optionOf(db(), question('B0006', 'movement', 0).id, 'Yes'), key: expect.any(String) as unknown }
    const reordered = await updateOption(option.id, { order: 5 })
    expect(reordered).toEqual({ ...option, order: 5 })
    const off = await updateOption(option.id, { is_active: false })
    expect(off).toEqual({ ...option, order: 5, is_active: false })
    const relabelled = await updateOption(option.id, { label: 'Yes, often', value_int: 3 })
    expect(relabelled).toMatchObject({ label: 'Yes, often', value_int: 3, is_active: false })
  })

  it('answers 400 "Label is required" for a blank label and stores nothing', async () => {
    const option = optionOf(db(), question('B0006', 'movement', 0).id, 'Yes')
    const error = await expectRefusedWithNothingStored(backend, () => updateOption(option.id, { label: '' }))
    expect(error.body).toEqual({ label: ['Label is required'] })
  })

  it('answers 404 for an unknown id', async () => {
    await expectNotFoundWithNothingStored(backend, () => updateOption(99999, { label: 'Nobody' }))
  })

  itRequiresSignIn(backend, 'updateOption', () => ({ params: { id: 1 }, body: { label: 'Changed' } }))
  itForbidsClients(backend, 'updateOption', () => ({ params: { id: 1 }, body: { label: 'Changed' } }))
})

describe('deleteOption: DELETE /children/global-answer-options/{id}/', () => {
  it('deletes the option, and an answer that chose only it is removed', async () => {
    const q = question('B1224', 'movement', 0)
    const yes = optionOf(db(), q.id, 'Yes')
    await deleteOption(yes.id)
    const listed = (await bandInList('B1224'))?.sets[0]?.questions.find((x) => x.id === q.id)?.options
    expect(listed?.map((o) => o.label)).toEqual(['Sometimes', 'Not yet'])
    actAs(parent)
    const responses = await listResponses(seedChildId(db(), 'noah'))
    expect(responses).toHaveLength(11)
    expect(responses.some((r) => r.question.id === q.id)).toBe(false)
  })

  it('answers 404 for an unknown id', async () => {
    await expectNotFoundWithNothingStored(backend, () => deleteOption(99999))
  })

  itRequiresSignIn(backend, 'deleteOption', () => ({ params: { id: 1 } }))
  itForbidsClients(backend, 'deleteOption', () => ({ params: { id: 1 } }))
})
