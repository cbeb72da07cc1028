import { describe, expect, it } from 'vitest'
import { bulkCreateResponses, listMilestones, listResponses } from '@/api/children.api'
import { createOption, createQuestion, updateOption, updateQuestion, updateQuestionSet } from '@/api/content.api'
import { actAs, optionOf, questionsOf, seedChildId, seedSessions, setBySlug, startTestBackend } from './helpers'

/**
 * docs/decisions/048: the server offers, counts and stores answers only for
 * questions parents can answer: active, in an active set and band, with at least two
 * active options. It accepts the admin's change that leaves a question unanswerable.
 */
const today = new Date(2025, 5, 15, 12)
const backend = startTestBackend({ today })
const sessions = seedSessions()

const db = () => backend.db
const languageOf = (records: { title: string; completion_percentage: number }[]) => records.find((r) => r.title === 'Language')?.completion_percentage
const noahLanguage = () => setBySlug(db(), 'B1224', 'language')

describe('progress counts answerable questions only', () => {
  it('a new question with one active option is accepted and leaves Noah’s Language at 50 (not 4 of 10)', async () => {
    actAs(sessions.admin)
    const added = await createQuestion({ text: 'Says two words together', help_text: '', multi_select: false, is_active: true, band_set: noahLanguage().id })
    await createOption({ label: 'Yes', value_int: 2, question: added.id })
    actAs(sessions.parent)
    expect(languageOf(await listMilestones(seedChildId(db(), 'noah')))).toBe(50)
  })

  it('a question whose options are switched off down to one leaves the denominator', async () => {
    const q = questionsOf(db(), noahLanguage().id)[3]!
    actAs(sessions.admin)
    await updateOption(optionOf(db(), q.id, 'Sometimes').id, { is_active: false })
    await updateOption(optionOf(db(), q.id, 'Not yet').id, { is_active: false })
    actAs(sessions.parent)
    // Language: 4 of 8 with all four questions; without the fourth (unanswered) 4 of 6.
    expect(languageOf(await listMilestones(seedChildId(db(), 'noah')))).toBe(67)
  })
})

describe('bulk_create stores what still counts (a questionnaire opened before the change)', () => {
  it('skips answers to an inactive question, an unanswerable one, an inactive set and an inactive option, and stores the rest', async () => {
    const noah = seedChildId(db(), 'noah')
    const [q0, q1, q2, q3] = questionsOf(db(), noahLanguage().id)
    const cognitive = questionsOf(db(), setBySlug(db(), 'B1224', 'cognitive').id)[0]!
    actAs(sessions.admin)
    await updateQuestion(q0!.id, { is_active: false })
    await updateOption(optionOf(db(), q1!.id, 'Sometimes').id, { is_active: false })
    await updateOption(optionOf(db(), q1!.id, 'Not yet').id, { is_active: false })
    await updateOption(optionOf(db(), q2!.id, 'Not yet').id, { is_active: false })
    await updateQuestionSet(setBySlug(db(), 'B1224', 'cognitive').id, { is_active: false })
    actAs(sessions.parent)
    const before = await listResponses(noah)
    const saved = await bulkCreateResponses({
      child: noah,
      responses: [
        { question: q0!.id, options: [optionOf(db(), q0!.id, 'Yes').id] },
        { question: q1!.id, options: [optionOf(db(), q1!.id, 'Yes').id] },
        { question: q2!.id, options: [optionOf(db(), q2!.id, 'Not yet').id] },
        { question: q3!.id, options: [optionOf(db(), q3!.id, 'Sometimes').id] },
        { question: cognitive.id, options: [optionOf(db(), cognitive.id, 'Yes').id] },
      ],
    })
    expect(saved.map((r) => r.question.id)).toEqual([q3!.id])
    const after = await listResponses(noah)
    // Earlier answers to the switched-off questions are kept, untouched (they come back when active again).
    const unchanged = (id: number) => after.find((r) => r.question.id === id)
    for (const id of [q0!.id, q1!.id, q2!.id]) expect(unchanged(id)).toEqual(before.find((r) => r.question.id === id))
    expect(unchanged(cognitive.id)).toBeUndefined()
    expect(unchanged(q3!.id)?.choices.map((c) => c.option.label)).toEqual(['Sometimes'])
  })

  it('answers an empty list and records no progress point when nothing counts', async () => {
    const noah = seedChildId(db(), 'noah')
    const q0 = questionsOf(db(), noahLanguage().id)[0]!
    actAs(sessions.admin)
    await updateQuestion(q0.id, { is_active: false })
    actAs(sessions.parent)
    const history = db().history.findMany((q) => q.where({ child: noah })).length
    const saved = await bulkCreateResponses({ child: noah, responses: [{ question: q0.id, options: [optionOf(db(), q0.id, 'Not yet').id] }] })
    expect(saved).toEqual([])
    expect(db().history.findMany((q) => q.where({ child: noah }))).toHaveLength(history)
    expect((await listResponses(noah)).find((r) => r.question.id === q0.id)?.choices.map((c) => c.option.label)).not.toEqual(['Not yet'])
  })
})
