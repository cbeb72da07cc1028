import { beforeEach, describe, expect, it } from 'vitest'
import { updateOption, updateQuestion, updateQuestionSet } from '@/api/content.api'
import { seedUsers } from '@/mock-server/seed/users'
import { bandByCode, expectRefusedWithNothingStored, optionOf, questionsOf, setBySlug, signIn, startTestBackend } from './helpers'

/*
 * docs/decisions/031: a PATCH never moves an item to another parent. Moving an
 * option to another question would leave parents' answers pointing at an
 * option of another question; the builder only reorders within a parent.
 */
const backend = startTestBackend()
beforeEach(async () => {
  await signIn(seedUsers.admin)
})

const db = () => backend.db
const movementQuestions = () => questionsOf(db(), setBySlug(db(), 'B0612', 'movement').id)

describe('PATCH refuses moving items between parents', () => {
  it('refuses moving an answer option to another question (parents answered it)', async () => {
    const [first, second] = movementQuestions()
    const yes = optionOf(db(), first!.id, 'Yes')
    expect(db().responses.all().some((r) => r.choices.some((c) => c.option === yes.id))).toBe(true)
    const error = await expectRefusedWithNothingStored(backend, () => updateOption(yes.id, { question: second!.id }))
    expect(error.body).toEqual({ question: ['An option cannot be moved to another question. Add it there instead.'] })
  })

  it('refuses moving a question to another set and a set to another band', async () => {
    const [question] = movementQuestions()
    const language = setBySlug(db(), 'B0612', 'language')
    const moved = await expectRefusedWithNothingStored(backend, () => updateQuestion(question!.id, { band_set: language.id }))
    expect(moved.body).toEqual({ band_set: ['A question cannot be moved to another question set. Add it there instead.'] })
    const set = setBySlug(db(), 'B0612', 'movement')
    const other = bandByCode(db(), 'B1224')
    const setMoved = await expectRefusedWithNothingStored(backend, () => updateQuestionSet(set.id, { band: other.id }))
    expect(setMoved.body).toEqual({ band: ['A question set cannot be moved to another band. Add it there instead.'] })
  })

  it('accepts the item’s own parent, as the builder sends it with every edit', async () => {
    const [question] = movementQuestions()
    const yes = optionOf(db(), question!.id, 'Yes')
    await expect(updateOption(yes.id, { label: 'Yes!', question: question!.id })).resolves.toMatchObject({ label: 'Yes!' })
    await expect(updateQuestion(question!.id, { help_text: 'Look', band_set: question!.band_set })).resolves.toMatchObject({ help_text: 'Look' })
  })
})
