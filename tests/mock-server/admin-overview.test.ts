import { describe, expect, it } from 'vitest'
import { getAdminOverview } from '@/api/accounts.api'
import { bulkCreateResponses } from '@/api/children.api'
import { updateBand, updateOption, updateQuestion } from '@/api/content.api'
import { seedUsers } from '@/mock-server/seed/users'
import { bandByCode, itForbidsClients, itRequiresSignIn, optionOf, questionsOf, seedChildId, setBySlug, signIn, startTestBackend } from './helpers'

/** docs/decisions/061: the admin's overview, counts only, from the mock's own tables. */
const today = new Date(2025, 5, 15, 12)
const backend = startTestBackend({ today })
const db = () => backend.db

describe('getAdminOverview: GET /accounts/admin/overview/ (optional extension)', () => {
  itRequiresSignIn(backend, 'getAdminOverview', () => ({}))
  itForbidsClients(backend, 'getAdminOverview', () => ({}))

  it('counts the parents (CLIENT accounts), the children and the submissions of the last 7 days; the seed content is healthy', async () => {
    await signIn(seedUsers.admin)
    const overview = await getAdminOverview()
    expect(overview.parents).toBe(db().users.findMany((q) => q.where({ user_type: 'CLIENT' })).length)
    expect(overview.children).toBe(db().children.all().length)
    // Noah's submission 5 days ago and Olivia's 7 days ago: only the first is within today and the 6 days before.
    expect(overview.answers_this_week).toBe(1)
    expect(overview).toMatchObject({ unanswerable_questions: [], age_gaps: [], inactive: [] })
    // Counts only, no names: every "Not yet" answer of the seed is counted once.
    expect(overview.most_not_yet.length).toBeGreaterThan(0)
    expect(JSON.stringify(overview)).not.toMatch(/Olivia|Noah|Liam|Carter/)
  })

  it('follows the content: an unanswerable question, an age gap, inactive items, and a new "Not yet" answer', async () => {
    await signIn(seedUsers.admin)
    const movement = setBySlug(db(), 'B0612', 'movement')
    const [first, second] = questionsOf(db(), movement.id)
    if (!first || !second) throw new Error('seed movement questions missing')
    await updateOption(optionOf(db(), first.id, 'Yes').id, { is_active: false })
    await updateOption(optionOf(db(), first.id, 'Sometimes').id, { is_active: false })
    await updateQuestion(second.id, { is_active: false })
    await updateBand(bandByCode(db(), 'B1224').id, { is_active: false })
    const overview = await getAdminOverview()
    expect(overview.unanswerable_questions).toEqual([{ id: first.id, text: first.text, band: { id: movement.band, title: '6-12 Months' } }])
    expect(overview.age_gaps.map((gap) => gap.message)).toEqual(['No active band covers 12–24 months'])
    // In the builder's order: the 6-12 question, then the 12-24 band.
    expect(overview.inactive.map(({ level, id }) => [level, id])).toEqual([
      ['question', second.id],
      ['band', bandByCode(db(), 'B1224').id],
    ])
  })

  it('counts a new "Not yet" answer and a new submission this week', async () => {
    await signIn(seedUsers.parent)
    const liam = seedChildId(db(), 'liam')
    const question = questionsOf(db(), setBySlug(db(), 'B0006', 'movement').id)[0]
    if (!question) throw new Error('seed question missing')
    await signIn(seedUsers.admin)
    const before = await getAdminOverview()
    await signIn(seedUsers.parent)
    await bulkCreateResponses({ child: liam, responses: [{ question: question.id, options: [optionOf(db(), question.id, 'Not yet').id] }] })
    await signIn(seedUsers.admin)
    const after = await getAdminOverview()
    expect(after.answers_this_week).toBe(before.answers_this_week + 1)
    const countOf = (overview: typeof after) => overview.most_not_yet.find((row) => row.question === question.id)?.count ?? 0
    expect(countOf(after)).toBe(countOf(before) + 1)
  })
})
