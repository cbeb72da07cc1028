import { describe, expect, it } from 'vitest'
import { getPracticeWeek, setPractice } from '@/api/checklist.api'
import { listResponses } from '@/api/children.api'
import { deleteQuestion } from '@/api/content.api'
import { weekStart } from '@/domain/weekly-checklist'
import { seedPractice, seedUsers } from '@/mock-server/seed/users'
import {
  expectNotFoundWithNothingStored,
  expectRefusedWithNothingStored,
  failure,
  itRequiresSignIn,
  questionsOf,
  setBySlug,
  signIn,
  signUpOtherParent,
  startSeedBackend,
  tables,
} from './helpers'

/** Wednesday 18 June 2025 at noon: its week starts on Monday 16 June. */
const today = new Date(2025, 5, 18, 12)
const { backend, db, olivia } = startSeedBackend({ today })
const week = '2025-06-16'
const movement = (index: number) => {
  const question = questionsOf(db(), setBySlug(db(), 'B0612', 'movement').id)[index]
  if (!question) throw new Error(`no movement question ${index}`)
  return question.id
}

describe('getPracticeWeek: GET /children/practice/?child=&week= (optional extension)', () => {
  itRequiresSignIn(backend, 'getPracticeWeek', () => ({ query: { child: olivia(), week } }))

  it("answers the seed's tick: Olivia's first goal of this week, and nothing for another week", async () => {
    expect(weekStart(today)).toBe(week)
    await signIn(seedUsers.parent)
    expect(await getPracticeWeek(olivia(), week)).toEqual({ child: olivia(), week, practised: [movement(seedPractice.olivia.questionIndex)] })
    expect(await getPracticeWeek(olivia(), '2025-06-09')).toEqual({ child: olivia(), week: '2025-06-09', practised: [] })
  })

  it("answers 404 for another parent's child and an unknown child, 403 for an admin", async () => {
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => getPracticeWeek(olivia(), week))
    await expectNotFoundWithNothingStored(backend, () => getPracticeWeek(999_999, week))
    await signIn(seedUsers.admin)
    expect((await failure(getPracticeWeek(olivia(), week))).status).toBe(403)
  })

  it('answers 400 with a field message for a week that does not start on a Monday', async () => {
    await signIn(seedUsers.parent)
    const error = await expectRefusedWithNothingStored(backend, () => getPracticeWeek(olivia(), '2025-06-18'))
    expect(error.fieldErrors).toEqual({ week: 'Enter the Monday that starts the week, as YYYY-MM-DD.' })
  })
})

describe('setPractice: PUT /children/practice/ (optional extension)', () => {
  itRequiresSignIn(backend, 'setPractice', () => ({ body: { child: olivia(), week, question: movement(0), practised: true } }))

  it('ticks and unticks a goal, keeps one tick when ticked twice, and answers the week', async () => {
    await signIn(seedUsers.parent)
    const seeded = movement(seedPractice.olivia.questionIndex)
    expect(await setPractice({ child: olivia(), week, question: movement(3), practised: true })).toEqual({
      child: olivia(),
      week,
      practised: [seeded, movement(3)],
    })
    expect((await setPractice({ child: olivia(), week, question: movement(3), practised: true })).practised).toEqual([seeded, movement(3)])
    expect((await setPractice({ child: olivia(), week, question: seeded, practised: false })).practised).toEqual([movement(3)])
    expect((await setPractice({ child: olivia(), week, question: seeded, practised: false })).practised).toEqual([movement(3)])
    expect((await getPracticeWeek(olivia(), week)).practised).toEqual([movement(3)])
    // Another week is its own list.
    expect((await getPracticeWeek(olivia(), '2025-06-23')).practised).toEqual([])
  })

  it('never changes a milestone answer', async () => {
    await signIn(seedUsers.parent)
    const before = await listResponses(olivia())
    await setPractice({ child: olivia(), week, question: movement(3), practised: true })
    expect(await listResponses(olivia())).toEqual(before)
  })

  it('answers 400 with field messages and stores nothing for a bad week, an unknown question or a missing flag', async () => {
    await signIn(seedUsers.parent)
    const notMonday = await expectRefusedWithNothingStored(backend, () => setPractice({ child: olivia(), week: '2025-06-17', question: movement(0), practised: true }))
    expect(notMonday.fieldErrors).toEqual({ week: 'Enter the Monday that starts the week, as YYYY-MM-DD.' })
    const unknown = await expectRefusedWithNothingStored(backend, () => setPractice({ child: olivia(), week, question: 999_999, practised: true }))
    expect(unknown.fieldErrors).toEqual({ question: 'Unknown question.' })
    const noFlag = await expectRefusedWithNothingStored(backend, () =>
      setPractice({ child: olivia(), week, question: movement(0) } as unknown as Parameters<typeof setPractice>[0]),
    )
    expect(noFlag.fieldErrors).toEqual({ practised: 'Say whether it was practised: true or false.' })
  })

  it("answers 404 and stores nothing for another parent's child or an unknown child; 403 for an admin", async () => {
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => setPractice({ child: olivia(), week, question: movement(0), practised: true }))
    await expectNotFoundWithNothingStored(backend, () => setPractice({ child: 999_999, week, question: movement(0), practised: true }))
    await signIn(seedUsers.admin)
    const before = tables(db())
    expect((await failure(setPractice({ child: olivia(), week, question: movement(0), practised: true }))).status).toBe(403)
    expect(tables(db())).toEqual(before)
  })

  it('is stored: a tick is a row the persistence saves, and goes with its question when an admin deletes it', async () => {
    await signIn(seedUsers.parent)
    const changes = backend.changes
    const question = movement(3)
    await setPractice({ child: olivia(), week, question, practised: true })
    expect(backend.changes).toBe(changes + 1)
    expect(db().practice.findMany((q) => q.where({ child: olivia(), week })).map((row) => row.question)).toContain(question)
    await signIn(seedUsers.admin)
    await deleteQuestion(question)
    expect(db().practice.findMany((q) => q.where({ question }))).toEqual([])
  })
})
