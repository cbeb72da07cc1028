import { beforeEach, describe, expect, it } from 'vitest'
import { bulkCreateResponses, listChildren } from '@/api/children.api'
import { contentImpact, listBands, updateQuestion } from '@/api/content.api'
import { seedUsers } from '@/mock-server/seed/users'
import { failure, itForbidsClients, itRequiresSignIn, signIn, startTestBackend } from './helpers'

/*
 * docs/decisions/066: GET /children/global-bands/impact/?level=&id= (an optional extension) says how
 * many parents' answers, of how many children and parents, an item touches, before the
 * builder deactivates or deletes it.
 */
const backend = startTestBackend()
beforeEach(async () => {
  await signIn(seedUsers.admin)
})

/** Olivia (9 months) answers two questions of 6-12 Months' first set, one of them with its "Yes". */
async function oliviaAnswers() {
  const band = (await listBands()).find((b) => b.code === 'B0612')!
  const [first, second] = band.sets[0]!.questions
  await signIn(seedUsers.parent)
  const olivia = (await listChildren()).find((child) => child.first_name === 'Olivia')!
  // The first question answered with its first option, the second with its third.
  const responses = [first!, second!].map((question, index) => ({ question: question.id, options: [question.options[index * 2]!.id] }))
  await bulkCreateResponses({ child: olivia.id, responses })
  await signIn(seedUsers.admin)
  return { band, first: first!, second: second! }
}

const answersOf = (questionIds: readonly number[]) => {
  const responses = backend.db.responses.all().filter((response) => questionIds.includes(response.question))
  const children = new Set(responses.map((response) => response.child))
  return { answers: responses.length, children: children.size }
}

describe('contentImpact: GET /children/global-bands/impact/', () => {
  it("counts the answers to an item and everything below it, and whose they are", async () => {
    const { band, first } = await oliviaAnswers()
    const set = band.sets[0]!
    const inSet = answersOf(set.questions.map((question) => question.id))
    const inBand = answersOf(band.sets.flatMap((s) => s.questions.map((question) => question.id)))
    expect(inSet.answers).toBeGreaterThanOrEqual(2)

    expect(await contentImpact({ level: 'band', id: band.id })).toEqual({ ...inBand, parents: 1 })
    expect(await contentImpact({ level: 'questionSet', id: set.id })).toEqual({ ...inSet, parents: 1 })
    expect(await contentImpact({ level: 'question', id: first.id })).toEqual({ ...answersOf([first.id]), parents: 1 })
  })

  it('counts for an option only the answers that chose it', async () => {
    const { first } = await oliviaAnswers()
    const chosen = backend.db.responses.all().filter((response) => response.choices.some((choice) => choice.option === first.options[0]!.id))
    expect(await contentImpact({ level: 'option', id: first.options[0]!.id })).toEqual({ answers: chosen.length, children: new Set(chosen.map((r) => r.child)).size, parents: chosen.length > 0 ? 1 : 0 })
    const unchosen = first.options.find((option) => !backend.db.responses.all().some((response) => response.choices.some((choice) => choice.option === option.id)))!
    expect(await contentImpact({ level: 'option', id: unchosen.id })).toEqual({ answers: 0, children: 0, parents: 0 })
  })

  it('counts answers to an inactive question too: they are kept, and come back with it', async () => {
    const { first } = await oliviaAnswers()
    await updateQuestion(first.id, { is_active: false })
    expect((await contentImpact({ level: 'question', id: first.id })).answers).toBeGreaterThan(0)
  })

  it('answers 404 for an unknown id and 400 for an unknown level or an id that is not one', async () => {
    expect((await failure(contentImpact({ level: 'question', id: 99999 }))).status).toBe(404)
    const badLevel = await failure(contentImpact({ level: 'child' as never, id: 1 }))
    expect(badLevel.status).toBe(400)
    expect(badLevel.body).toEqual({ level: ['Use level=band, questionSet, question or option.'] })
    const badId = await failure(contentImpact({ level: 'band', id: '1e0' as never }))
    expect(badId.status).toBe(400)
  })

  itRequiresSignIn(backend, 'contentImpact', () => ({ query: { level: 'band', id: 1 } }))
  itForbidsClients(backend, 'contentImpact', () => ({ query: { level: 'band', id: 1 } }))
})
