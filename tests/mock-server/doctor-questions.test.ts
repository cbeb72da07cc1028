import { describe, expect, it } from 'vitest'
import { getDoctorQuestions, saveDoctorQuestions } from '@/api/children.api'
import { DOCTOR_QUESTIONS_MAX_CHARS } from '@/contract/doctor-questions'
import { seedUsers } from '@/mock-server/seed/users'
import { seedDoctorQuestions } from '@/mock-server/seed/progress'
import { expectNotFoundWithNothingStored, expectRefusedWithNothingStored, itRequiresSignIn, seedChildId, signIn, signUpOtherParent, startTestBackend } from './helpers'

/** docs/decisions/060: the parent's questions for the doctor, one text per child. */
const today = new Date(2025, 5, 15, 12)
const backend = startTestBackend({ today })
const olivia = () => seedChildId(backend.db, 'olivia')
const liam = () => seedChildId(backend.db, 'liam')

describe('getDoctorQuestions: GET /children/doctor-questions/?child= (optional extension)', () => {
  itRequiresSignIn(backend, 'getDoctorQuestions', () => ({ query: { child: olivia() } }))

  it("answers the seed's question for Olivia, and an empty text with no date for a child without any", async () => {
    await signIn(seedUsers.parent)
    expect(await getDoctorQuestions(olivia())).toEqual({ child: olivia(), text: seedDoctorQuestions.olivia, updated_at: expect.any(String) as string })
    expect(await getDoctorQuestions(liam())).toEqual({ child: liam(), text: '', updated_at: null })
  })

  it("answers 404 for another parent's child and for an unknown child", async () => {
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => getDoctorQuestions(olivia()))
    await signIn(seedUsers.parent)
    await expectNotFoundWithNothingStored(backend, () => getDoctorQuestions(999_999))
  })

  it('answers 404 to an admin, who has no children', async () => {
    await signIn(seedUsers.admin)
    await expectNotFoundWithNothingStored(backend, () => getDoctorQuestions(olivia()))
  })
})

describe('saveDoctorQuestions: PUT /children/doctor-questions/ (optional extension)', () => {
  itRequiresSignIn(backend, 'saveDoctorQuestions', () => ({ body: { child: olivia(), text: 'Sleep?' } }))

  it('stores the text with the time it was saved, replaces it on the next save, and keeps one row per child', async () => {
    await signIn(seedUsers.parent)
    const first = await saveDoctorQuestions({ child: liam(), text: 'Is his sleep usual?\nHow much tummy time?' })
    expect(first).toMatchObject({ child: liam(), text: 'Is his sleep usual?\nHow much tummy time?' })
    expect(Date.parse(first.updated_at ?? '')).not.toBeNaN()
    expect(await getDoctorQuestions(liam())).toEqual(first)
    await saveDoctorQuestions({ child: liam(), text: '' })
    expect((await getDoctorQuestions(liam())).text).toBe('')
    expect(backend.db.doctorQuestions.findMany((q) => q.where({ child: liam() }))).toHaveLength(1)
    // Another child's questions are untouched.
    expect((await getDoctorQuestions(olivia())).text).toBe(seedDoctorQuestions.olivia)
  })

  it.each([
    ['a text too long', { text: 'x'.repeat(DOCTOR_QUESTIONS_MAX_CHARS + 1) }, { text: [`Use at most ${DOCTOR_QUESTIONS_MAX_CHARS} characters.`] }],
    ['no text', {}, { text: ['Enter the questions as text.'] }],
    ['a control character', { text: 'Sleep\u0000?' }, { text: ['Remove the control characters from this text.'] }],
  ])('answers 400 with the field message for %s, and stores nothing', async (_name, fields, expected) => {
    await signIn(seedUsers.parent)
    const error = await expectRefusedWithNothingStored(backend, () => saveDoctorQuestions({ child: olivia(), ...fields } as { child: number; text: string }))
    expect(error.body).toEqual(expected)
  })

  it("answers 404 for another parent's child and for an unknown child, and stores nothing", async () => {
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => saveDoctorQuestions({ child: olivia(), text: 'Mine now' }))
    await signIn(seedUsers.parent)
    await expectNotFoundWithNothingStored(backend, () => saveDoctorQuestions({ child: 999_999, text: 'Nobody' }))
  })
})
