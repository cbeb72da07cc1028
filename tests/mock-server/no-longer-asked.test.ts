import { describe, expect, it } from 'vitest'
import { bulkCreateResponses, getChild, listMilestoneHistory, listMilestones, listResponses } from '@/api/children.api'
import { listBands, updateOption, updateQuestion } from '@/api/content.api'
import { bandListSchema } from '@/contract/content'
import { childDevelopmentalAge } from '@/domain/age'
import { noLongerAsked, noLongerCountedNotes } from '@/domain/no-longer-asked'
import { seedUsers } from '@/mock-server/seed/users'
import { actAs, expectNotFoundWithNothingStored, itRequiresSignIn, optionOf, questionsOf, seedChildId, seedSessions, setBySlug, signIn, signUpOtherParent, startTestBackend } from './helpers'

/**
 * docs/decisions/058: what the parent's summary and profile need to show an
 * answer to content no longer asked comes from the calls they already make. The band list
 * keeps switched-off content (with is_active false) and the answers keep their rows, so
 * the client finds the question's words, its area and the label chosen; only the owner's
 * child is readable. The progress history keeps each point as it was recorded.
 */
const today = new Date(2025, 5, 15, 12)
const backend = startTestBackend({ today })
const sessions = seedSessions()
const db = () => backend.db
const olivia = () => seedChildId(db(), 'olivia')
const movement = () => questionsOf(db(), setBySlug(db(), 'B0612', 'movement').id)

async function answerOlivia() {
  const [first, second] = movement()
  actAs(sessions.parent)
  await bulkCreateResponses({
    child: olivia(),
    responses: [
      { question: first!.id, options: [optionOf(db(), first!.id, 'Not yet').id] },
      { question: second!.id, options: [optionOf(db(), second!.id, 'Yes').id] },
    ],
  })
  return { first: first!, second: second! }
}

/** What the parent's screens compute from the calls they already make. */
async function parentView() {
  const [child, bands, responses] = await Promise.all([getChild(olivia()), listBands(), listResponses(olivia())])
  return noLongerAsked(bands, childDevelopmentalAge(child, today).forBands, responses)
}

describe('the data for "no longer asked" (no new call, no new field)', () => {
  itRequiresSignIn(backend, 'listResponses', () => ({ query: { child: olivia() } }))

  it('after the admin switches off an answered question, the parent still reads it (inactive) and the answer, and the rule finds it', async () => {
    const { first, second } = await answerOlivia()
    expect(await parentView()).toEqual([])

    actAs(sessions.admin)
    await updateQuestion(first.id, { is_active: false })
    await updateOption(optionOf(db(), second.id, 'Yes').id, { is_active: false })
    actAs(sessions.parent)
    const bands = await listBands()
    const kept = bands.flatMap((b) => b.sets.flatMap((s) => s.questions)).find((q) => q.id === first.id)
    expect(kept).toMatchObject({ text: first.text, is_active: false })
    expect((await listResponses(olivia())).map((r) => r.question.id)).toEqual(expect.arrayContaining([first.id, second.id]))

    const found = await parentView()
    expect(found.map(({ question, set, answer, reason }) => [question.text, set.title, answer, reason])).toEqual([
      [first.text, 'Movement', 'Not yet', 'question'],
      [second.text, 'Movement', 'Yes', 'answer'],
    ])
    expect(noLongerCountedNotes(found).map((note) => note.text)).toEqual([
      'Movement: 1 answer no longer counts because that question is no longer asked.',
      'Movement: 1 answer no longer counts because that answer is no longer offered.',
    ])
  })

  it("answers 404 for another parent's child, and shows nothing of theirs", async () => {
    await answerOlivia()
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => listResponses(olivia()))
  })

  it('a real API that leaves inactive content out of the band list still parses, and the parent simply sees nothing extra', async () => {
    const { first } = await answerOlivia()
    actAs(sessions.admin)
    await updateQuestion(first.id, { is_active: false })
    await signIn(seedUsers.parent)
    const onlyActive = (await listBands())
      .filter((band) => band.is_active)
      .map((band) => ({
        ...band,
        sets: band.sets.filter((s) => s.is_active).map((s) => ({ ...s, questions: s.questions.filter((q) => q.is_active) })),
      }))
    expect(bandListSchema.safeParse(onlyActive).success).toBe(true)
    const child = await getChild(olivia())
    expect(noLongerAsked(onlyActive, childDevelopmentalAge(child, today).forBands, await listResponses(olivia()))).toEqual([])
  })
})

describe('the progress history keeps what was answered at the time', () => {
  it('a point recorded before the change is unchanged after it; the change moves only today\'s percentage', async () => {
    const { first } = await answerOlivia()
    const before = await listMilestoneHistory(olivia())
    const progressBefore = await listMilestones(olivia())
    actAs(sessions.admin)
    await updateQuestion(first.id, { is_active: false })
    actAs(sessions.parent)
    expect(await listMilestoneHistory(olivia())).toEqual(before)
    const movementNow = (await listMilestones(olivia())).find((r) => r.title === 'Movement')
    expect(movementNow?.completion_percentage).not.toBe(progressBefore.find((r) => r.title === 'Movement')?.completion_percentage)
  })

  it("a point recorded after the change counts only the questions still asked as answered (not one that has too few options)", async () => {
    const { first, second } = await answerOlivia()
    actAs(sessions.admin)
    for (const label of ['Yes', 'Sometimes']) await updateOption(optionOf(db(), first.id, label).id, { is_active: false })
    actAs(sessions.parent)
    const answeredBefore = (await listMilestoneHistory(olivia())).at(-1)!.progress.find((p) => p.title === 'Movement')!.answered
    await bulkCreateResponses({ child: olivia(), responses: [{ question: second.id, options: [optionOf(db(), second.id, 'Yes').id] }] })
    const latest = (await listMilestoneHistory(olivia())).at(-1)!.progress.find((p) => p.title === 'Movement')!
    expect(latest.answered).toBe(answeredBefore! - 1)
  })
})
