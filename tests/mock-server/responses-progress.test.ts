import { beforeEach, describe, expect, it } from 'vitest'
import { call } from '@/api/client'
import { bulkCreateResponses, createChild, listChildBands, listMilestones, listResponses } from '@/api/children.api'
import { createOption, updateBand, updateQuestion, updateQuestionSet } from '@/api/content.api'
import type { LoginAnswer } from '@/contract/accounts'
import { endpoints } from '@/contract/endpoints'
import { seedAnswers, seedUsers } from '@/mock-server/seed/users'
import {
  actAs,
  bandByCode,
  expectNotFoundWithNothingStored,
  expectRefusedWithNothingStored,
  failure,
  itRequiresSignIn,
  optionOf,
  questionsOf,
  seedChildId,
  setBySlug,
  signIn,
  signUpOtherParent,
  startTestBackend,
} from './helpers'

/** A fixed day, so that ages in months are exact: 15 June 2025, noon local time. */
const today = new Date(2025, 5, 15, 12)
const backend = startTestBackend({ today })

let parent: LoginAnswer
let admin: LoginAnswer
beforeEach(async () => {
  admin = await signIn(seedUsers.admin)
  parent = await signIn(seedUsers.parent)
})

const db = () => backend.db
const question = (code: string, slug: string, index: number) => {
  const found = questionsOf(db(), setBySlug(db(), code, slug).id)[index]
  if (!found) throw new Error(`no question ${code}/${slug}/${index}`)
  return found
}
/** One answer of the bulk payload: the question and the option with this label. */
const answer = (code: string, slug: string, index: number, label: string) => {
  const q = question(code, slug, index)
  return { question: q.id, options: [optionOf(db(), q.id, label).id] }
}
const percentages = (records: { title: string; completion_percentage: number }[]) =>
  Object.fromEntries(records.map((r) => [r.title, r.completion_percentage]))
const setIdsOf = (code: string) =>
  db()
    .sets.findMany((q) => q.where({ band: bandByCode(db(), code).id }))
    .sort((a, b) => a.order - b.order)
    .map((s) => s.id)

/** A child of the seed parent born on this day. */
async function childBornOn(dob: string) {
  return createChild({ first_name: 'Test', last_name: 'Child', sex: 'Male', dob })
}

describe('listMilestones: GET /children/milestones/?child=', () => {
  it('answers one record per set of the current band with round(100 x chosen / highest): Noah 100, 50, 88, 0', async () => {
    const noah = seedChildId(db(), 'noah')
    const records = await listMilestones(noah)
    expect(records).toEqual([
      { id: setIdsOf('B1224')[0], title: 'Movement', completion_percentage: 100 },
      { id: setIdsOf('B1224')[1], title: 'Language', completion_percentage: 50 },
      { id: setIdsOf('B1224')[2], title: 'Social & Emotional', completion_percentage: 88 },
      { id: setIdsOf('B1224')[3], title: 'Cognitive', completion_percentage: 0 },
    ])
  })

  it('rounds Olivia’s Movement (Yes, Sometimes, Not yet, Not yet = 3 of 8) to 38 and counts unanswered sets as 0', async () => {
    const records = await listMilestones(seedChildId(db(), 'olivia'))
    expect(records.map((r) => r.id)).toEqual(setIdsOf('B0612'))
    expect(percentages(records)).toEqual({ Movement: 38, Language: 0, 'Social & Emotional': 0, Cognitive: 0 })
  })

  it('answers the 0-6 Months sets at 0% for Liam, who has no answers', async () => {
    const records = await listMilestones(seedChildId(db(), 'liam'))
    expect(records.map((r) => r.id)).toEqual(setIdsOf('B0006'))
    expect(records.every((r) => r.completion_percentage === 0)).toBe(true)
  })

  it('follows new answers sent with bulk_create', async () => {
    const noah = seedChildId(db(), 'noah')
    await bulkCreateResponses({
      child: noah,
      responses: [answer('B1224', 'cognitive', 0, 'Yes'), answer('B1224', 'cognitive', 1, 'Sometimes'), answer('B1224', 'language', 3, 'Yes')],
    })
    expect(percentages(await listMilestones(noah))).toEqual({ Movement: 100, Language: 75, 'Social & Emotional': 88, Cognitive: 38 })
  })

  it('leaves out an inactive question set', async () => {
    actAs(admin)
    await updateQuestionSet(setBySlug(db(), 'B1224', 'cognitive').id, { is_active: false })
    actAs(parent)
    const records = await listMilestones(seedChildId(db(), 'noah'))
    expect(records.map((r) => r.title)).toEqual(['Movement', 'Language', 'Social & Emotional'])
  })

  it('leaves an inactive question out of the denominator: Language becomes 4 of 6 = 67', async () => {
    actAs(admin)
    await updateQuestion(question('B1224', 'language', 3).id, { is_active: false })
    actAs(parent)
    expect(percentages(await listMilestones(seedChildId(db(), 'noah'))).Language).toBe(67)
  })

  it('counts the highest option value of each question in the denominator: 4 of 10 = 40', async () => {
    actAs(admin)
    await createOption({ label: 'Every day', value_int: 4, question: question('B1224', 'language', 3).id })
    actAs(parent)
    expect(percentages(await listMilestones(seedChildId(db(), 'noah'))).Language).toBe(40)
  })

  it('counts a chosen option without value_int as 0', async () => {
    actAs(admin)
    const q = question('B1224', 'movement', 0)
    const unsure = await createOption({ label: 'Not sure', value_int: null, value_str: 'unsure', question: q.id })
    actAs(parent)
    const noah = seedChildId(db(), 'noah')
    await bulkCreateResponses({ child: noah, responses: [{ question: q.id, options: [unsure.id] }] })
    expect(percentages(await listMilestones(noah)).Movement).toBe(75)
  })

  it('takes the current band from active bands only', async () => {
    actAs(admin)
    await updateBand(bandByCode(db(), 'B1224').id, { is_active: false })
    actAs(parent)
    const records = await listMilestones(seedChildId(db(), 'noah'))
    // 20 months: 2-3 Years (4 months away) is nearer than 6-12 Months (8 months away).
    expect(records.map((r) => r.id)).toEqual(setIdsOf('B2436'))
  })

  it('answers 404 for another parent’s child', async () => {
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => listMilestones(seedChildId(db(), 'noah')))
  })

  it('answers 404 for an unknown child', async () => {
    await expectNotFoundWithNothingStored(backend, () => listMilestones(9999))
  })

  it('answers 400 "A valid child id is required." without a usable child', async () => {
    for (const child of ['', 'abc', '-1']) {
      const error = await failure(call(endpoints.listMilestones, { query: { child } }))
      expect(error.status).toBe(400)
      expect(error.body).toEqual({ child: ['A valid child id is required.'] })
    }
  })

  itRequiresSignIn(backend, 'listMilestones', () => ({ query: { child: 1 } }))
})

describe('listChildBands: GET /children/child-bands/?child=', () => {
  it('answers the current band of each seed child', async () => {
    expect(await listChildBands(seedChildId(db(), 'liam'))).toEqual([{ id: bandByCode(db(), 'B0006').id, title: '0-6 Months' }])
    expect(await listChildBands(seedChildId(db(), 'olivia'))).toEqual([{ id: bandByCode(db(), 'B0612').id, title: '6-12 Months' }])
    expect(await listChildBands(seedChildId(db(), 'noah'))).toEqual([{ id: bandByCode(db(), 'B1224').id, title: '12-24 Months' }])
  })

  it('adds every band the child has answers in, ordered by age_min_months', async () => {
    const noah = seedChildId(db(), 'noah')
    await bulkCreateResponses({ child: noah, responses: [answer('B2436', 'movement', 0, 'Yes'), answer('B0006', 'language', 1, 'Yes')] })
    expect((await listChildBands(noah)).map((b) => b.title)).toEqual(['0-6 Months', '12-24 Months', '2-3 Years'])
  })

  it('hides a band the admin switched off, even one the child has answers in', async () => {
    actAs(admin)
    await updateBand(bandByCode(db(), 'B0612').id, { is_active: false })
    actAs(parent)
    // Olivia (9 months) answered in 6-12 Months; with it off, 0-6 and 12-24 are both 3 months away: the greater min wins.
    expect((await listChildBands(seedChildId(db(), 'olivia'))).map((b) => b.title)).toEqual(['12-24 Months'])
  })

  const ties: [string, string, string][] = [
    ['born today (0 months)', '2025-06-15', '0-6 Months'],
    ['one day short of 6 months (5 months)', '2024-12-16', '0-6 Months'],
    ['exactly 6 months, on the edge of 0-6 and 6-12', '2024-12-15', '6-12 Months'],
    ['exactly 12 months', '2024-06-15', '12-24 Months'],
    ['exactly 24 months', '2023-06-15', '2-3 Years'],
    ['48 months, older than every band (the nearest wins)', '2021-06-15', '2-3 Years'],
  ]
  for (const [what, dob, title] of ties) {
    it(`chooses ${title} for a child ${what}`, async () => {
      const child = await childBornOn(dob)
      expect((await listChildBands(child.id)).map((b) => b.title)).toEqual([title])
    })
  }

  it('uses the corrected age of a premature baby: 7 months old, born 8 weeks early, is in 0-6 Months (progress too)', async () => {
    const child = await createChild({ first_name: 'Early', last_name: 'Child', sex: 'Female', dob: '2024-11-15', is_premature: true, weeks_premature: 8 })
    expect(child.age_in_months).toBe(7)
    expect((await listChildBands(child.id)).map((b) => b.title)).toEqual(['0-6 Months'])
    expect((await listMilestones(child.id)).map((r) => r.id)).toEqual(setIdsOf('B0006'))
  })

  it('does not correct for 2 weeks early: 6 months old, born 2 weeks early, is in 6-12 Months', async () => {
    const child = await createChild({ first_name: 'Nearly', last_name: 'Term', sex: 'Male', dob: '2024-12-15', is_premature: true, weeks_premature: 2 })
    expect((await listChildBands(child.id)).map((b) => b.title)).toEqual(['6-12 Months'])
  })

  it('uses the same band for progress: a child of exactly 6 months gets the 6-12 Months sets', async () => {
    const child = await childBornOn('2024-12-15')
    expect(child.age_in_months).toBe(6)
    expect((await listMilestones(child.id)).map((r) => r.id)).toEqual(setIdsOf('B0612'))
  })

  it('answers 404 for another parent’s child', async () => {
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => listChildBands(seedChildId(db(), 'olivia')))
  })

  it('answers 404 for an unknown child', async () => {
    await expectNotFoundWithNothingStored(backend, () => listChildBands(9999))
  })

  it('answers 400 "A valid child id is required." for a child that is not an id', async () => {
    const error = await failure(call(endpoints.listChildBands, { query: { child: 'noah' } }))
    expect(error.status).toBe(400)
    expect(error.body).toEqual({ child: ['A valid child id is required.'] })
  })

  itRequiresSignIn(backend, 'listChildBands', () => ({ query: { child: 1 } }))
})

describe('listResponses: GET /children/global-responses/?child=', () => {
  it('answers the seed answers with question.id and choices[].option.id', async () => {
    const responses = await listResponses(seedChildId(db(), 'noah'))
    const expected = Object.entries(seedAnswers.noah).flatMap(([slug, labels]) =>
      labels.map((label, index) => {
        const q = question('B1224', slug, index)
        return { question: q.id, option: optionOf(db(), q.id, label).id, label }
      }),
    )
    expect(responses.map((r) => ({ question: r.question.id, option: r.choices[0]?.option.id, label: r.choices[0]?.option.label }))).toEqual(
      expected,
    )
    expect(responses.every((r) => r.choices.length === 1 && r.child === seedChildId(db(), 'noah'))).toBe(true)
  })

  it('answers an empty list for a child without answers', async () => {
    await expect(listResponses(seedChildId(db(), 'liam'))).resolves.toEqual([])
  })

  it('answers 404 for another parent’s child', async () => {
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => listResponses(seedChildId(db(), 'noah')))
  })

  it('answers 404 for an unknown child', async () => {
    await expectNotFoundWithNothingStored(backend, () => listResponses(9999))
  })

  it('answers 400 "A valid child id is required." without a child', async () => {
    const error = await failure(call(endpoints.listResponses, { query: { child: '' } }))
    expect(error.status).toBe(400)
    expect(error.body).toEqual({ child: ['A valid child id is required.'] })
  })

  itRequiresSignIn(backend, 'listResponses', () => ({ query: { child: 1 } }))
})

describe('bulkCreateResponses: POST /children/global-responses/bulk_create/', () => {
  it('stores the answers, answers them with 201, and the next GET lists them', async () => {
    const liam = seedChildId(db(), 'liam')
    const changes = backend.changes
    const sent = [answer('B0006', 'movement', 0, 'Yes'), answer('B0006', 'movement', 1, 'Sometimes')]
    const saved = await bulkCreateResponses({ child: liam, responses: sent })
    expect(saved.map((r) => [r.child, r.question.id, r.choices.map((c) => c.option.id)])).toEqual(
      sent.map((a) => [liam, a.question, a.options]),
    )
    expect(saved.map((r) => r.choices[0]?.option.label)).toEqual(['Yes', 'Sometimes'])
    expect(await listResponses(liam)).toEqual(saved)
    expect(backend.changes).toBe(changes + 1)
  })

  it('replaces the child’s earlier answer to the same question', async () => {
    const noah = seedChildId(db(), 'noah')
    const q = question('B1224', 'language', 0)
    const before = await listResponses(noah)
    await bulkCreateResponses({ child: noah, responses: [answer('B1224', 'language', 0, 'Not yet')] })
    const after = await listResponses(noah)
    expect(after).toHaveLength(before.length)
    const forQuestion = after.filter((r) => r.question.id === q.id)
    expect(forQuestion.map((r) => r.choices.map((c) => c.option.label))).toEqual([['Not yet']])
    expect(percentages(await listMilestones(noah)).Language).toBe(25)
  })

  it('does not touch another child’s answer to the same question', async () => {
    const olivia = seedChildId(db(), 'olivia')
    const noah = seedChildId(db(), 'noah')
    const noahBefore = await listResponses(noah)
    await bulkCreateResponses({ child: olivia, responses: [answer('B1224', 'language', 0, 'Not yet')] })
    expect(await listResponses(noah)).toEqual(noahBefore)
  })

  it('keeps several options on a multi-select question; the best one counts for progress', async () => {
    actAs(admin)
    const q = question('B1224', 'cognitive', 0)
    await updateQuestion(q.id, { multi_select: true })
    actAs(parent)
    const noah = seedChildId(db(), 'noah')
    const options = [optionOf(db(), q.id, 'Sometimes').id, optionOf(db(), q.id, 'Yes').id]
    const [saved] = await bulkCreateResponses({ child: noah, responses: [{ question: q.id, options }] })
    expect(saved?.choices.map((c) => c.option.id)).toEqual(options)
    expect(percentages(await listMilestones(noah)).Cognitive).toBe(25)
  })

  it('answers 400 for an option of another question and stores nothing', async () => {
    const noah = seedChildId(db(), 'noah')
    const q = question('B1224', 'cognitive', 0)
    const foreign = optionOf(db(), question('B1224', 'cognitive', 1).id, 'Yes')
    const error = await expectRefusedWithNothingStored(backend, () =>
      bulkCreateResponses({ child: noah, responses: [{ question: q.id, options: [foreign.id] }] }),
    )
    expect(error.body).toEqual({ 'responses.0.options': [`Option ${foreign.id} does not belong to question ${q.id}.`] })
  })

  it('is atomic: one good and one bad answer store neither', async () => {
    const noah = seedChildId(db(), 'noah')
    const before = await listResponses(noah)
    const good = answer('B1224', 'language', 0, 'Not yet')
    const bad = { question: question('B1224', 'language', 1).id, options: [good.options[0]!] }
    const error = await expectRefusedWithNothingStored(backend, () => bulkCreateResponses({ child: noah, responses: [good, bad] }))
    expect(Object.keys(error.body as object)).toEqual(['responses.1.options'])
    expect(await listResponses(noah)).toEqual(before)
  })

  it('answers 400 for an unknown question and stores nothing', async () => {
    const error = await expectRefusedWithNothingStored(backend, () =>
      bulkCreateResponses({ child: seedChildId(db(), 'liam'), responses: [answer('B0006', 'movement', 0, 'Yes'), { question: 99999, options: [1] }] }),
    )
    expect(error.body).toEqual({ 'responses.1.question': ['Invalid pk "99999" - object does not exist.'] })
  })

  it('answers 400 for an unknown option and stores nothing', async () => {
    const q = question('B0006', 'movement', 0)
    const error = await expectRefusedWithNothingStored(backend, () =>
      bulkCreateResponses({ child: seedChildId(db(), 'liam'), responses: [{ question: q.id, options: [99999] }] }),
    )
    expect(error.body).toEqual({ 'responses.0.options': [`Option 99999 does not belong to question ${q.id}.`] })
  })

  it('answers 400 for two options on a single-choice question', async () => {
    const q = question('B0006', 'movement', 0)
    const options = [optionOf(db(), q.id, 'Yes').id, optionOf(db(), q.id, 'Not yet').id]
    const error = await expectRefusedWithNothingStored(backend, () =>
      bulkCreateResponses({ child: seedChildId(db(), 'liam'), responses: [{ question: q.id, options }] }),
    )
    expect(error.body).toEqual({ 'responses.0.options': ['This question takes one option.'] })
  })

  it('answers 400 for the same question answered twice in one request', async () => {
    const first = answer('B0006', 'movement', 0, 'Yes')
    const second = answer('B0006', 'movement', 0, 'Not yet')
    const error = await expectRefusedWithNothingStored(backend, () =>
      bulkCreateResponses({ child: seedChildId(db(), 'liam'), responses: [first, second] }),
    )
    expect(error.body).toEqual({ 'responses.1.question': ['This question is answered twice.'] })
  })

  it('answers 400 for no answers, or an answer without an option', async () => {
    const liam = seedChildId(db(), 'liam')
    const none = await expectRefusedWithNothingStored(backend, () => bulkCreateResponses({ child: liam, responses: [] }))
    expect(none.body).toEqual({ responses: ['Send at least one answer.'] })
    const empty = await expectRefusedWithNothingStored(backend, () =>
      bulkCreateResponses({ child: liam, responses: [{ question: question('B0006', 'movement', 0).id, options: [] }] }),
    )
    expect(empty.body).toEqual({ 'responses.0.options': ['Choose an option.'] })
  })

  it('answers 404 for another parent’s child and stores nothing', async () => {
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () =>
      bulkCreateResponses({ child: seedChildId(db(), 'noah'), responses: [answer('B1224', 'language', 0, 'Not yet')] }),
    )
  })

  it('answers 404 for an unknown child and stores nothing', async () => {
    await expectNotFoundWithNothingStored(backend, () =>
      bulkCreateResponses({ child: 9999, responses: [answer('B1224', 'language', 0, 'Not yet')] }),
    )
  })

  itRequiresSignIn(backend, 'bulkCreateResponses', () => ({ body: { child: 3, responses: [{ question: 1, options: [1] }] } }))
})
