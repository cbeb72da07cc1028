import { describe, expect, it } from 'vitest'
import { listUsers, signup, updateUser } from '@/api/accounts.api'
import { bulkCreateResponses, createChild } from '@/api/children.api'
import { createBand, updateOption, updateQuestion } from '@/api/content.api'
import type { ChildCreate } from '@/contract/children'
import { seedUsers } from '@/mock-server/seed/users'
import { API_BASE } from '../support/backend'
import {
  expectRefusedWithNothingStored,
  newChild,
  optionOf,
  questionsOf,
  seedChildId,
  setBySlug,
  signIn,
  signupBody,
  startTestBackend,
  tables,
} from './helpers'

/*
 * docs/decisions/031: every string and number a write takes has a limit, and
 * going past it answers 400 with a message that says so (not "is required",
 * not a 500). bulk_create takes at most the answers a band can hold.
 */
const backend = startTestBackend()

describe('over-long strings', () => {
  it('answers "Use at most 100 characters." to a 101-character first name (not "First name is required.")', async () => {
    await signIn(seedUsers.parent)
    const error = await expectRefusedWithNothingStored(backend, () => createChild(newChild({ first_name: 'M'.repeat(101) })))
    expect(error.body).toEqual({ first_name: ['Use at most 100 characters.'] })
  })

  it('says "at most N characters" for every limited builder field', async () => {
    await signIn(seedUsers.admin)
    const band = await expectRefusedWithNothingStored(backend, () => createBand({ code: 'C'.repeat(33), title: 'T'.repeat(201) }))
    expect(band.body).toEqual({ code: ['Use at most 32 characters.'], title: ['Use at most 200 characters.'] })
    const question = questionsOf(backend.db, setBySlug(backend.db, 'B0006', 'movement').id)[0]!
    const help = await expectRefusedWithNothingStored(backend, () => updateQuestion(question.id, { help_text: 'h'.repeat(2001) }))
    expect(help.body).toEqual({ help_text: ['Use at most 2000 characters.'] })
    const option = optionOf(backend.db, question.id, 'Yes')
    const value = await expectRefusedWithNothingStored(backend, () => updateOption(option.id, { value_str: 'v'.repeat(201) }))
    expect(value.body).toEqual({ value_str: ['Use at most 200 characters.'] })
  })

  it('limits the sign-up fields', async () => {
    const error = await expectRefusedWithNothingStored(backend, () =>
      signup(signupBody({ full_name: 'N'.repeat(151), phone: '1'.repeat(33), password: 'a1'.repeat(65), confirm_password: 'a1'.repeat(65) })),
    )
    expect(error.body).toEqual({
      full_name: ['Use at most 150 characters.'],
      phone: ['Use at most 32 characters.'],
      password: ['Use at most 128 characters.'],
      confirm_password: ['Use at most 128 characters.'],
    })
  })

  it('limits the admin user fields', async () => {
    await signIn(seedUsers.admin)
    const [user] = await listUsers()
    const error = await expectRefusedWithNothingStored(backend, () =>
      updateUser(user!.id, { ...user!, full_name: 'N'.repeat(151), city: 'c'.repeat(101) }),
    )
    expect(error.body).toEqual({ full_name: ['Use at most 150 characters.'], city: ['Use at most 100 characters.'] })
  })
})

describe('number ranges', () => {
  it('answers 400 (not 500) to a height of 400 digits', async () => {
    await signIn(seedUsers.parent)
    const error = await expectRefusedWithNothingStored(backend, () => createChild(newChild({ height: '9'.repeat(400) })))
    expect(error.body).toEqual({ height: ['Height must be between 20 and 250 cm.'] })
  })

  const cases: [string, Partial<ChildCreate>, Record<string, string[]>][] = [
    ['a height of 10 cm', { height: '10 cm' }, { height: ['Height must be between 20 and 250 cm.'] }],
    ['a height of 120 in (305 cm)', { height: '120', height_unit: 'in' }, { height: ['Height must be between 20 and 250 cm.'] }],
    ['a weight of 0.2 kg', { weight: 0.2 }, { weight: ['Weight must be between 0.3 and 200 kg.'] }],
    ['a weight of 450 lb (204 kg)', { weight: 450, weight_unit: 'lb' }, { weight: ['Weight must be between 0.3 and 200 kg.'] }],
    ['a weight of 400 digits', { weight: '9'.repeat(400) as never }, { weight: ['Weight must be between 0.3 and 200 kg.'] }],
    ['a birth weight of 400 digits', { birth_weight: '9'.repeat(400) as never }, { birth_weight: ['Birth weight must be between 0.3 and 10 kg.'] }],
    ['a birth weight of 12 kg', { birth_weight: 12 }, { birth_weight: ['Birth weight must be between 0.3 and 10 kg.'] }],
    ['a birth weight of 200 g', { birth_weight: 200, birth_weight_unit: 'g' }, { birth_weight: ['Birth weight must be between 0.3 and 10 kg.'] }],
  ]
  for (const [what, overrides, body] of cases) {
    it(`answers 400 to ${what}`, async () => {
      await signIn(seedUsers.parent)
      const error = await expectRefusedWithNothingStored(backend, () => createChild(newChild(overrides)))
      expect(error.body).toEqual(body)
    })
  }

  it('accepts the ends of each range', async () => {
    await signIn(seedUsers.parent)
    const small = await createChild(newChild({ height: '20 cm', weight: 0.3, birth_weight: 300, birth_weight_unit: 'g' }))
    expect(small).toMatchObject({ height_cm: 20, weight_kg: 0.3, birth_weight: 0.3 })
    const large = await createChild(newChild({ height: '250', weight: 200, birth_weight: 10 }))
    expect(large).toMatchObject({ height_cm: 250, weight_kg: 200, birth_weight: 10 })
  })

  it('limits band ages, orders and option values', async () => {
    await signIn(seedUsers.admin)
    const band = await expectRefusedWithNothingStored(backend, () =>
      createBand({ code: 'X1', title: 'Far', age_min_months: 1e300, age_max_months: 1e301, order: 1e12 }),
    )
    expect(band.body).toEqual({
      age_min_months: ['Age must be at most 240 months.'],
      age_max_months: ['Age must be at most 240 months.'],
      order: ['Order must be at most 100000.'],
    })
    const question = questionsOf(backend.db, setBySlug(backend.db, 'B0006', 'movement').id)[0]!
    const option = optionOf(backend.db, question.id, 'Yes')
    const value = await expectRefusedWithNothingStored(backend, () => updateOption(option.id, { value_int: 1e12 }))
    expect(value.body).toEqual({ value_int: ['Enter a whole number from -1000000 to 1000000.'] })
  })

  it('gives a number of 400 digits in JSON (Infinity once parsed) the range message, as any number out of range', async () => {
    const { tokens } = await signIn(seedUsers.admin)
    const question = questionsOf(backend.db, setBySlug(backend.db, 'B0006', 'movement').id)[0]!
    const option = optionOf(backend.db, question.id, 'Yes')
    const digits = '9'.repeat(400)
    /** The client's JSON.stringify cannot write such a number (Infinity becomes null): the text is sent as is. */
    const patch = async (path: string, text: string) => {
      const before = tables(backend.db)
      const res = await fetch(`${API_BASE}${path}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${tokens.access}`, 'Content-Type': 'application/json' },
        body: text,
      })
      expect(tables(backend.db)).toEqual(before)
      return [res.status, await res.json()]
    }
    // The same answer as a double out of range (1e300), and never zod's "expected number, received Infinity".
    const optionPath = `/children/global-answer-options/${option.id}/`
    expect(await patch(optionPath, `{"value_int": ${digits}}`)).toEqual(await patch(optionPath, '{"value_int": 1e300}'))
    expect(await patch(optionPath, `{"value_int": -${digits}}`)).toEqual([
      400,
      { value_int: ['Enter a whole number.', 'Enter a whole number from -1000000 to 1000000.'] },
    ])
    const questionPath = `/children/global-questions/${question.id}/`
    expect(await patch(questionPath, `{"order": ${digits}}`)).toEqual(await patch(questionPath, '{"order": 1e300}'))
    expect(JSON.stringify(await patch(questionPath, `{"order": ${digits}}`))).toContain('Order must be at most 100000.')
    const band = await expectRefusedWithNothingStored(backend, () => createBand({ code: 'X2', title: 'Far', age_min_months: digits as never }))
    expect(band.body).toEqual({ age_min_months: ['Age must be at most 240 months.'] })
  })

  it('limits the number of children of a user profile', async () => {
    await signIn(seedUsers.admin)
    const [user] = await listUsers()
    const error = await expectRefusedWithNothingStored(backend, () =>
      updateUser(user!.id, { ...user!, profile: { ...user!.profile, number_of_children: 1e9 } }),
    )
    expect(error.body).toEqual({ 'profile.number_of_children': ['Number of children must be at most 50'] })
  })
})

describe('bulk_create size', () => {
  it('answers 400 "Send at most 500 answers." to 20,000 answers, at once and storing nothing', async () => {
    await signIn(seedUsers.parent)
    const child = seedChildId(backend.db, 'olivia')
    const responses = Array.from({ length: 20_000 }, (_, i) => ({ question: i + 1, options: [1] }))
    const started = performance.now()
    const error = await expectRefusedWithNothingStored(backend, () => bulkCreateResponses({ child, responses }))
    expect(error.body).toEqual({ responses: ['Send at most 500 answers.'] })
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('still takes 500 answers (more than a band holds)', async () => {
    await signIn(seedUsers.parent)
    const child = seedChildId(backend.db, 'olivia')
    const question = questionsOf(backend.db, setBySlug(backend.db, 'B0612', 'movement').id)[0]!
    const yes = optionOf(backend.db, question.id, 'Yes')
    const responses = Array.from({ length: 500 }, () => ({ question: question.id, options: [yes.id] }))
    const error = await expectRefusedWithNothingStored(backend, () => bulkCreateResponses({ child, responses }))
    // Past the size check: the rule about answering a question twice speaks.
    expect(error.body).toMatchObject({ 'responses.1.question': ['This question is answered twice.'] })
  })
})
