import { describe, expect, it } from 'vitest'
import { bulkCreateResponses, createChild, createMeasurement, listMeasurements, listMilestoneHistory, updateChild } from '@/api/children.api'
import { createQuestion, exportMilestones, importMilestones, listBands, updateQuestion } from '@/api/content.api'
import { ACTIVITY_MAX_CHARS, type Band } from '@/contract/content'
import { seedUsers } from '@/mock-server/seed/users'
import { seedHistory, seedMeasurements } from '@/mock-server/seed/progress'
import {
  expectNotFoundWithNothingStored,
  expectRefusedWithNothingStored,
  itRequiresSignIn,
  optionOf,
  questionsOf,
  seedChildId,
  setBySlug,
  signIn,
  signUpOtherParent,
  startSeedBackend,
} from './helpers'

/** A fixed day, 15 June 2025 at noon: dates of the seed are relative to it. */
const today = new Date(2025, 5, 15, 12)
const { backend, db, olivia } = startSeedBackend({ today })
const noah = () => seedChildId(db(), 'noah')
const liam = () => seedChildId(db(), 'liam')

function oliviaMovementAnswer(index: number, label: 'Yes' | 'Sometimes' | 'Not yet') {
  const question = questionsOf(db(), setBySlug(db(), 'B0612', 'movement').id)[index]
  if (!question) throw new Error(`no movement question ${index}`)
  return { question: question.id, options: [optionOf(db(), question.id, label).id] }
}

describe('listMilestoneHistory: GET /children/milestones/history/?child= (optional extension)', () => {
  itRequiresSignIn(backend, 'listMilestoneHistory', () => ({ query: { child: olivia() } }))

  it("answers the seed's months of history, oldest first, the last entry as the progress is today", async () => {
    await signIn(seedUsers.parent)
    const history = await listMilestoneHistory(noah())
    expect(history).toHaveLength(seedHistory.noah.length)
    expect(history.map((entry) => entry.date)).toEqual(['2024-11-17', '2025-01-16', '2025-03-17', '2025-05-16', '2025-06-10'])
    expect(history.every((entry) => entry.band?.title === '12-24 Months')).toBe(true)
    expect(history.at(-1)?.progress.map((p) => [p.title, p.completion_percentage])).toEqual([
      ['Movement', 100],
      ['Language', 50],
      ['Social & Emotional', 88],
      ['Cognitive', 0],
    ])
    expect(await listMilestoneHistory(liam())).toEqual([])
  })

  it('records every answer submission with its day, the band then and the progress at that moment', async () => {
    await signIn(seedUsers.parent)
    const before = await listMilestoneHistory(olivia())
    await bulkCreateResponses({ child: olivia(), responses: [oliviaMovementAnswer(1, 'Yes'), oliviaMovementAnswer(2, 'Yes')] })
    const after = await listMilestoneHistory(olivia())
    expect(after).toHaveLength(before.length + 1)
    expect(after.slice(0, -1)).toEqual(before)
    const entry = after.at(-1)
    expect(entry).toMatchObject({ child: olivia(), date: '2025-06-15', band: { title: '6-12 Months' } })
    expect(entry?.progress.find((p) => p.title === 'Movement')?.completion_percentage).toBe(75)
  })

  it("keeps each submission's answers to the band's questions, so what changed can be named (decision 092)", async () => {
    await signIn(seedUsers.parent)
    const seeded = (await listMilestoneHistory(olivia())).at(-1)
    // The seed's latest entry carries the seed's answers; the older, made-up entries carry none.
    expect(seeded?.answers?.length).toBeGreaterThan(0)
    expect((await listMilestoneHistory(olivia()))[0]?.answers).toBeUndefined()
    const changed = oliviaMovementAnswer(0, 'Sometimes')
    await bulkCreateResponses({ child: olivia(), responses: [changed] })
    const entry = (await listMilestoneHistory(olivia())).at(-1)
    expect(entry?.answers).toContainEqual({ question: changed.question, option: changed.options[0] })
    expect(entry?.answers?.filter((answer) => answer.question === changed.question)).toHaveLength(1)
    const bandQuestions = new Set(['movement', 'language', 'social-emotional', 'cognitive'].flatMap((slug) => questionsOf(db(), setBySlug(db(), 'B0612', slug).id).map((q) => q.id)))
    expect(entry?.answers?.every((answer) => bandQuestions.has(answer.question))).toBe(true)
  })

  it('says how many of each area\'s questions were answered then: 0 is an area not answered, a gap, not 0 % (issue #24)', async () => {
    await signIn(seedUsers.parent)
    // The seed: Noah never answered Cognitive; his other areas were answered.
    const noahHistory = await listMilestoneHistory(noah())
    for (const entry of noahHistory) {
      expect(entry.progress.find((p) => p.title === 'Cognitive')?.answered).toBe(0)
      expect(entry.progress.find((p) => p.title === 'Movement')?.answered).toBeGreaterThan(0)
    }
    await bulkCreateResponses({ child: olivia(), responses: [oliviaMovementAnswer(0, 'Not yet')] })
    const entry = (await listMilestoneHistory(olivia())).at(-1)
    const movementQuestions = questionsOf(db(), setBySlug(db(), 'B0612', 'movement').id).length
    const answeredMovement = db().responses.findMany((q) => q.where({ child: olivia() })).filter((r) => questionsOf(db(), setBySlug(db(), 'B0612', 'movement').id).some((question) => question.id === r.question)).length
    expect(entry?.progress.find((p) => p.title === 'Movement')).toMatchObject({ answered: answeredMovement })
    expect(answeredMovement).toBeLessThanOrEqual(movementQuestions)
    expect(entry?.progress.find((p) => p.title === 'Language')).toMatchObject({ completion_percentage: 0, answered: 0 })
  })

  it('is not touched by an export and import of the content', async () => {
    await signIn(seedUsers.admin)
    const file = new File([JSON.stringify(await exportMilestones())], 'milestones.json', { type: 'application/json' })
    await importMilestones(file)
    await signIn(seedUsers.parent)
    expect(await listMilestoneHistory(noah())).toHaveLength(seedHistory.noah.length)
  })

  it("answers 404 for another parent's child and an unknown child, and stores nothing", async () => {
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => listMilestoneHistory(olivia()))
    await expectNotFoundWithNothingStored(backend, () => listMilestoneHistory(9999))
  })

  it('answers 400 "A valid child id is required." without a child', async () => {
    await signIn(seedUsers.parent)
    const error = await expectRefusedWithNothingStored(backend, () => listMilestoneHistory(0))
    expect(error.body).toEqual({ child: ['A valid child id is required.'] })
  })
})

describe('listMeasurements: GET /children/measurements/?child= (optional extension)', () => {
  itRequiresSignIn(backend, 'listMeasurements', () => ({ query: { child: olivia() } }))

  it("answers the seed's measurements, oldest first, the last one the child's own height and weight", async () => {
    await signIn(seedUsers.parent)
    const rows = await listMeasurements(olivia())
    expect(rows.map((row) => row.height_cm)).toEqual(seedMeasurements.olivia.map((m) => m.height_cm))
    expect(rows.at(-1)).toMatchObject({ date: '2025-06-15', height_cm: 70, weight_kg: 8.5 })
    expect(await listMeasurements(liam())).toEqual([])
  })

  it("answers 404 for another parent's child", async () => {
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => listMeasurements(olivia()))
  })

  it('answers 404 for an unknown child', async () => {
    await signIn(seedUsers.parent)
    await expectNotFoundWithNothingStored(backend, () => listMeasurements(999_999))
  })
})

describe('createMeasurement: POST /children/measurements/ (optional extension)', () => {
  itRequiresSignIn(backend, 'createMeasurement', () => ({ body: { child: olivia(), date: '2025-01-01', weight_kg: 7 } }))

  it('stores a measurement, answers it with 201, and lists it in date order', async () => {
    await signIn(seedUsers.parent)
    const saved = await createMeasurement({ child: liam(), date: '2025-05-01', height_cm: 58.5, head_circumference_cm: 39 })
    expect(saved).toMatchObject({ child: liam(), date: '2025-05-01', height_cm: 58.5, weight_kg: null, head_circumference_cm: 39 })
    await createMeasurement({ child: liam(), date: '2025-04-01', weight_kg: 5 })
    expect((await listMeasurements(liam())).map((row) => row.date)).toEqual(['2025-04-01', '2025-05-01'])
  })

  it("keeps a second measurement of a day beside the first (decision 091), and the latest sets the child's height and weight", async () => {
    await signIn(seedUsers.parent)
    await createMeasurement({ child: liam(), date: '2025-05-01', height_cm: 58, weight_kg: 5.6 })
    const second = await createMeasurement({ child: liam(), date: '2025-05-01', weight_kg: 5.8 })
    expect(second).toMatchObject({ height_cm: null, weight_kg: 5.8, given_by_you: true })
    expect((await listMeasurements(liam())).map((row) => [row.date, row.height_cm, row.weight_kg])).toEqual([
      ['2025-05-01', 58, 5.6],
      ['2025-05-01', null, 5.8],
    ])
    expect(db().children.findFirst((q) => q.where({ id: liam() }))).toMatchObject({ height_cm: 58, weight_kg: 5.8 })
    // An older measurement does not change the current height.
    await createMeasurement({ child: liam(), date: '2025-04-01', height_cm: 55 })
    expect(db().children.findFirst((q) => q.where({ id: liam() }))?.height_cm).toBe(58)
  })

  it.each([
    ['no measure at all', { date: '2025-05-01' }, { height_cm: ['Enter at least one measurement: height, weight or head circumference.'] }],
    ['a future date', { date: '2999-01-01', weight_kg: 5 }, { date: ['The date cannot be in the future.'] }],
    ['an impossible date', { date: '2025-02-30', weight_kg: 5 }, { date: ['Enter a real date.'] }],
    ['a height out of range', { date: '2025-05-01', height_cm: 700 }, { height_cm: ['Height must be between 20 and 250 cm.'] }],
    ['a weight out of range', { date: '2025-05-01', weight_kg: 0.1 }, { weight_kg: ['Weight must be between 0.3 and 200 kg.'] }],
    ['a head circumference out of range', { date: '2025-05-01', head_circumference_cm: 5 }, { head_circumference_cm: ['Head circumference must be between 20 and 70 cm.'] }],
    ['a date before the date of birth', { date: '2020-01-01', weight_kg: 5 }, { date: ['The date cannot be before the date of birth.'] }],
  ])('answers 400 with the field message for %s, and stores nothing', async (_name, fields, expected) => {
    await signIn(seedUsers.parent)
    const error = await expectRefusedWithNothingStored(backend, () => createMeasurement({ child: liam(), ...fields }))
    expect(error.body).toEqual(expected)
  })

  it("answers 404 for another parent's child and stores nothing", async () => {
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => createMeasurement({ child: olivia(), date: '2025-05-01', weight_kg: 8 }))
  })

  it('answers 404 for an unknown child and stores nothing', async () => {
    await signIn(seedUsers.parent)
    await expectNotFoundWithNothingStored(backend, () => createMeasurement({ child: 999_999, date: '2025-05-01', weight_kg: 8 }))
  })
})

describe('a child written with a height or weight records that day', () => {
  it("creating a child with a weight records a measurement of today; one without measures records none", async () => {
    await signIn(seedUsers.parent)
    const child = await createChild({ first_name: 'Ada', sex: 'Female', dob: '2025-01-10', weight: 6.2, height: '62 cm' })
    expect(await listMeasurements(child.id)).toEqual([expect.objectContaining({ date: '2025-06-15', height_cm: 62, weight_kg: 6.2, head_circumference_cm: null })])
    const bare = await createChild({ first_name: 'Bo', sex: 'Male', dob: '2025-01-10' })
    expect(await listMeasurements(bare.id)).toEqual([])
  })

  it("updating a child's weight records today's measurement of it; an edit that changes neither records none", async () => {
    await signIn(seedUsers.parent)
    await updateChild(olivia(), { weight: 8.7 })
    const last = (await listMeasurements(olivia())).at(-1)
    expect(last).toMatchObject({ date: '2025-06-15', height_cm: null, weight_kg: 8.7 })
    expect(db().children.findFirst((q) => q.where({ id: olivia() }))).toMatchObject({ height_cm: 70, weight_kg: 8.7 })
    await updateChild(olivia(), { first_name: 'Olivia', weight: 8.7, height: '70 cm' })
    expect(await listMeasurements(olivia())).toHaveLength(seedMeasurements.olivia.length + 1)
  })
})

describe('activity on questions', () => {
  it('every seed question has a play idea, and it comes back in the band list', async () => {
    await signIn(seedUsers.parent)
    const questions = (await listBands()).flatMap((band) => band.sets.flatMap((set) => set.questions))
    expect(questions.length).toBeGreaterThan(40)
    for (const question of questions) expect(question.activity?.length ?? 0).toBeGreaterThan(20)
  })

  const movement = () => setBySlug(db(), 'B0612', 'movement')
  const stored = (id: number) => db().questions.findFirst((q) => q.where({ id }))

  it("a create and an update store it; a write without it stores ''", async () => {
    await signIn(seedUsers.admin)
    const created = await createQuestion({ text: 'Rolls a ball back', band_set: movement().id, activity: 'Roll a soft ball to each other.' })
    expect(created.activity).toBe('Roll a soft ball to each other.')
    expect(stored(created.id)?.activity).toBe('Roll a soft ball to each other.')
    const updated = await updateQuestion(created.id, { activity: 'Roll it a little further each time.' })
    expect(updated.activity).toBe('Roll it a little further each time.')
    expect(stored(created.id)?.activity).toBe('Roll it a little further each time.')
    // A PATCH without it keeps it; a create without it stores ''.
    expect((await updateQuestion(created.id, { text: 'Rolls a ball' })).activity).toBe('Roll it a little further each time.')
    const bare = await createQuestion({ text: 'Claps', band_set: movement().id })
    expect(bare.activity).toBe('')
    expect(stored(bare.id)?.activity).toBe('')
  })

  it(`refuses an activity over ${ACTIVITY_MAX_CHARS} characters in a create and an update, and stores nothing`, async () => {
    await signIn(seedUsers.admin)
    const tooLong = 'a'.repeat(ACTIVITY_MAX_CHARS + 1)
    const create = await expectRefusedWithNothingStored(backend, () => createQuestion({ text: 'Claps', band_set: movement().id, activity: tooLong }))
    expect(create.body).toEqual({ activity: [`Use at most ${ACTIVITY_MAX_CHARS} characters.`] })
    const question = questionsOf(db(), movement().id)[0]!
    const update = await expectRefusedWithNothingStored(backend, () => updateQuestion(question.id, { activity: tooLong }))
    expect(update.body).toEqual({ activity: [`Use at most ${ACTIVITY_MAX_CHARS} characters.`] })
    // The longest allowed is taken.
    expect((await updateQuestion(question.id, { activity: 'a'.repeat(ACTIVITY_MAX_CHARS) })).activity).toHaveLength(ACTIVITY_MAX_CHARS)
  })

  it('is kept by an export and import, and an imported question without it gets \'\'', async () => {
    await signIn(seedUsers.admin)
    const question = questionsOf(db(), movement().id)[0]!
    await updateQuestion(question.id, { activity: 'Play peekaboo behind a cushion.' })
    const bands = JSON.parse(JSON.stringify(await exportMilestones())) as Band[]
    const exportedQuestion = bands.flatMap((b) => b.sets.flatMap((set) => set.questions)).find((q) => q.id === question.id)!
    expect(exportedQuestion.activity).toBe('Play peekaboo behind a cushion.')
    const other = questionsOf(db(), movement().id)[1]!
    const withoutActivity = bands.flatMap((b) => b.sets.flatMap((set) => set.questions)).find((q) => q.id === other.id)!
    delete withoutActivity.activity
    await importMilestones(new File([JSON.stringify(bands)], 'milestones.json', { type: 'application/json' }))
    expect(stored(question.id)?.activity).toBe('Play peekaboo behind a cushion.')
    expect(stored(other.id)?.activity).toBe('')
  })
})
