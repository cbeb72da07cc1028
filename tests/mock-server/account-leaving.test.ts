import { describe, expect, it } from 'vitest'
import { login, signup } from '@/api/accounts.api'
import { call } from '@/api/client'
import { bulkCreateResponses, createMeasurement, getChild, listChildren, listResponses } from '@/api/children.api'
import { deleteAccount, exportAccount } from '@/api/leaving.api'
import { acceptInvitation, createInvitation, listChildAccess } from '@/api/sharing.api'
import { accessToken } from '@/api/session'
import { endpoints } from '@/contract/endpoints'
import { accountDeletionMessages, accountExportSchema, EXPORT_FORMAT_VERSION } from '@/contract/leaving'
import { seedUsers } from '@/mock-server/seed/users'
import { makeInvitationBody } from '../support/factories'
import { actAs, expectRefusedWithNothingStored, failure, itRequiresSignIn, optionOf, questionsOf, seedChildId, setBySlug, signIn, signUpOtherParent, signupBody, startSeedBackend, tables, confirmMailedAddress } from './helpers'

const today = new Date(2025, 5, 18, 12)
const { backend, db, olivia } = startSeedBackend({ today })
const noah = () => seedChildId(db(), 'noah')
const liam = () => seedChildId(db(), 'liam')
const userId = (email: string) => db().users.findFirst((q) => q.where({ email }))?.id ?? 0
const caregiverId = () => userId(seedUsers.caregiver.email)

/** The seed parent shares a child with the signed-up account `email` (made here), which accepts; the parent is signed in afterwards. */
async function shareWith(childId: number, email: string, role: 'caregiver' | 'viewer' = 'viewer') {
  const other = await signUpOtherParent({ email, full_name: 'Gwen Grandma' })
  await signIn(seedUsers.parent)
  const invitation = await createInvitation(makeInvitationBody({ child: childId, email, role }))
  actAs(other)
  await confirmMailedAddress(backend, email)
  await acceptInvitation(invitation.id)
  await signIn(seedUsers.parent)
  return other
}

describe('exportAccount: GET /accounts/me/export/ (issue #26 point 4, optional extension)', () => {
  itRequiresSignIn(backend, 'exportAccount', () => ({}))

  it("answers a versioned export of the parent's account, children and every table kept for them, and stores nothing", async () => {
    await signIn(seedUsers.parent)
    const before = tables(db())
    const data = await exportAccount()
    expect(tables(db())).toEqual(before)
    expect(accountExportSchema.parse(data)).toEqual(data)
    expect(data.format_version).toBe(EXPORT_FORMAT_VERSION)
    expect(data.exported_at).toBe(today.toISOString())
    expect(data.account).toMatchObject({ email: seedUsers.parent.email, full_name: seedUsers.parent.full_name, units: 'metric' })
    expect(data.children.map((child) => [child.first_name, child.role])).toEqual([
      ['Liam', 'owner'],
      ['Olivia', 'owner'],
      ['Noah', 'owner'],
    ])
    const mine = new Set([liam(), olivia(), noah()])
    for (const table of ['answers', 'history', 'measurements', 'checklist_ticks', 'reminders', 'doctor_questions', 'vaccine_records', 'visits'] as const) {
      expect(data[table].length, table).toBeGreaterThan(0)
      expect(data[table].every((row) => mine.has(row.child)), table).toBe(true)
    }
  })

  it('answers every answer with its question text and the chosen labels, as the answers call has them', async () => {
    await signIn(seedUsers.parent)
    const data = await exportAccount()
    const answers = await listResponses(olivia())
    const exported = data.answers.filter((row) => row.child === olivia())
    expect(exported.map((row) => [row.question_id, row.question_text, row.answer])).toEqual(
      answers.map((answer) => [answer.question.id, answer.question.text, answer.choices.map((choice) => choice.option.label)]),
    )
  })

  it("marks what the co-caregiver gave on the parent's own child as theirs", async () => {
    await signIn(seedUsers.parent)
    const byOthers = (await exportAccount()).answers.filter((row) => !row.given_by_you)
    expect(byOthers).toEqual([expect.objectContaining({ child: olivia(), given_by: seedUsers.caregiver.full_name, given_by_you: false })])
  })

  it('answers a shared child with only what the caregiver gave there, marked as theirs', async () => {
    await signIn(seedUsers.caregiver)
    await createMeasurement({ child: olivia(), date: '2025-06-10', weight_kg: 8.9 })
    const data = await exportAccount()
    expect(data.account.email).toBe(seedUsers.caregiver.email)
    expect(data.children).toEqual([expect.objectContaining({ id: olivia(), role: 'caregiver', owner_name: seedUsers.parent.full_name })])
    expect(data.answers).toEqual([expect.objectContaining({ child: olivia(), given_by: seedUsers.caregiver.full_name, given_by_you: true })])
    expect(data.measurements).toEqual([expect.objectContaining({ child: olivia(), date: '2025-06-10', weight_kg: 8.9, given_by_you: true })])
    for (const table of ['history', 'checklist_ticks', 'reminders', 'doctor_questions', 'vaccine_records', 'visits'] as const) expect(data[table], table).toEqual([])
  })

  it('answers an admin their account and empty tables (decision 077)', async () => {
    await signIn(seedUsers.admin)
    const data = await exportAccount()
    expect(data.account.email).toBe(seedUsers.admin.email)
    expect(data.children).toEqual([])
    expect(data.answers).toEqual([])
  })
})

describe('deleteAccount: POST /accounts/me/delete/ (issue #26 point 5, optional extension)', () => {
  itRequiresSignIn(backend, 'deleteAccount', () => ({ body: { password: seedUsers.parent.password, children: [] } }))

  const handOlivia = () => ({ id: olivia(), action: 'transfer' as const, to_user: caregiverId() })

  it('refuses a wrong password with a field message, changing nothing', async () => {
    await signIn(seedUsers.parent)
    const error = await expectRefusedWithNothingStored(backend, () => deleteAccount({ password: 'wrong1234', children: [handOlivia()] }))
    expect(error.body).toEqual({ password: [accountDeletionMessages.passwordWrong] })
    expect(accessToken()).not.toBeNull()
  })

  it('refuses an empty password with its message', async () => {
    await signIn(seedUsers.parent)
    const error = await expectRefusedWithNothingStored(backend, () => deleteAccount({ password: '', children: [] }))
    expect(error.body).toEqual({ password: [accountDeletionMessages.passwordRequired] })
  })

  it('refuses when an owned shared child has no choice, naming it, and changes nothing', async () => {
    await signIn(seedUsers.parent)
    const error = await expectRefusedWithNothingStored(backend, () => deleteAccount({ password: seedUsers.parent.password, children: [] }))
    expect(error.body).toEqual({ children: [accountDeletionMessages.choiceMissing('Olivia Carter')] })
  })

  it("refuses a hand-over to an account the child is not shared with, another parent's child, and a child named twice", async () => {
    const other = await signUpOtherParent({ email: 'other@example.org' })
    await signIn(seedUsers.parent)
    const notShared = await expectRefusedWithNothingStored(backend, () =>
      deleteAccount({ password: seedUsers.parent.password, children: [{ id: olivia(), action: 'transfer', to_user: other.user.id }] }),
    )
    expect(notShared.body).toEqual({ children: [accountDeletionMessages.notShared('Olivia Carter')] })
    const twice = await expectRefusedWithNothingStored(backend, () => deleteAccount({ password: seedUsers.parent.password, children: [handOlivia(), { id: olivia(), action: 'delete' }] }))
    expect(twice.body).toEqual({ children: [accountDeletionMessages.twice] })
    actAs(other)
    const seedParentsChild = await expectRefusedWithNothingStored(backend, () => deleteAccount({ password: signupBody().password, children: [{ id: olivia(), action: 'delete' }] }))
    expect(seedParentsChild.body).toEqual({ children: [accountDeletionMessages.notYours] })
  })

  it('hands a shared child to its caregiver, who now owns it; the other members stay; everything else of the parent goes', async () => {
    await shareWith(olivia(), 'grandma@example.org')
    const session = await signIn(seedUsers.parent)
    const parentId = session.user.id
    const gone = [liam(), noah()]
    const othersAccess = db().childAccess.findFirst((q) => q.where({ child: olivia(), user: userId('grandma@example.org') }))
    await createInvitation(makeInvitationBody({ child: noah(), email: 'grandpa@example.org' }))

    await deleteAccount({ password: seedUsers.parent.password, children: [handOlivia()] })
    expect(accessToken()).toBeNull()

    expect(db().users.findFirst((q) => q.where({ id: parentId }))).toBeUndefined()
    expect(db().tokens.findMany((q) => q.where({ user_id: parentId }))).toEqual([])
    expect(db().children.findMany((q) => q.where({ parent_id: parentId }))).toEqual([])
    expect(db().children.findFirst((q) => q.where({ id: olivia() }))?.parent_id).toBe(caregiverId())
    expect(db().childAccess.all()).toEqual([othersAccess])
    expect(db().invitations.all()).toEqual([])
    // Liam and Noah went with everything kept for them.
    for (const id of gone) {
      const rows = Object.values(tables(db())).flatMap((rows) => (rows as Array<{ child?: number }>).filter((row) => row.child === id))
      expect(rows).toEqual([])
    }

    await signIn(seedUsers.caregiver)
    expect((await getChild(olivia())).access).toEqual({ role: 'owner', owner_name: seedUsers.caregiver.full_name })
    expect((await listChildAccess(olivia())).members.map((member) => member.email)).toEqual(['grandma@example.org'])
    // What the parent gave on Olivia stays with her, from nobody known; the caregiver's own answer keeps their name.
    const givers = new Set((await listResponses(olivia())).map((answer) => answer.given_by))
    expect(givers).toEqual(new Set([null, seedUsers.caregiver.full_name]))
  })

  it('deletes a shared child when asked, with its access rows, and leaves no trace of the parent', async () => {
    await signIn(seedUsers.parent)
    await deleteAccount({ password: seedUsers.parent.password, children: [{ id: olivia(), action: 'delete' }] })
    expect(db().children.all()).toEqual(db().children.findMany((q) => q.where({ parent_id: userId(seedUsers.early.email) })))
    expect(db().childAccess.all()).toEqual([])
    await signIn(seedUsers.caregiver)
    expect(await listChildren()).toEqual([])
  })

  it("keeps the caregiver's answers on another's child, given_by null, and ends their access", async () => {
    await signIn(seedUsers.caregiver)
    const question = questionsOf(db(), setBySlug(db(), 'B0612', 'language').id)[0]!
    await bulkCreateResponses({ child: olivia(), responses: [{ question: question.id, options: [optionOf(db(), question.id, 'Yes').id] }] })
    const given = db().responses.findMany((q) => q.where({ given_by_id: caregiverId() })).map((row) => row.id)
    expect(given.length).toBe(2)
    await deleteAccount({ password: seedUsers.caregiver.password })
    expect(db().responses.findMany((q) => q.where({ id: (id) => given.includes(id) })).map((row) => row.given_by_id)).toEqual([null, null])
    expect(db().childAccess.all()).toEqual([])
    await signIn(seedUsers.parent)
    expect((await listResponses(olivia())).filter((answer) => given.includes(answer.id)).map((answer) => answer.given_by)).toEqual([null, null])
  })

  it('signs out every session: the old tokens answer 401 and the login is refused as a wrong one', async () => {
    const other = await signIn(seedUsers.caregiver)
    const second = await signIn(seedUsers.caregiver)
    await deleteAccount({ password: seedUsers.caregiver.password })
    for (const token of [other.tokens.access, second.tokens.access]) {
      localStorage.setItem('access', token)
      expect((await failure(call(endpoints.getAccount, {}))).status).toBe(401)
    }
    expect((await failure(login({ email: seedUsers.caregiver.email, password: seedUsers.caregiver.password }))).status).toBe(401)
  })

  it('lets the same email sign up again, as a new account with nothing of the old one', async () => {
    await signIn(seedUsers.caregiver)
    await deleteAccount({ password: seedUsers.caregiver.password })
    const again = await signup(signupBody({ email: seedUsers.caregiver.email }))
    expect(again.user.email).toBe(seedUsers.caregiver.email)
    expect(await listChildren()).toEqual([])
  })

  it('refuses the last admin with 403 and its message, changing nothing; an admin among two may leave', async () => {
    await signIn(seedUsers.admin)
    const before = tables(db())
    const error = await failure(deleteAccount({ password: seedUsers.admin.password }))
    expect(error.status).toBe(403)
    expect(error.body).toEqual({ detail: accountDeletionMessages.lastAdmin })
    expect(tables(db())).toEqual(before)

    await db().users.update((q) => q.where({ email: seedUsers.parent.email }), {
      data(record) {
        record.user_type = 'ADMIN'
      },
    })
    await deleteAccount({ password: seedUsers.admin.password })
    expect(db().users.findMany((q) => q.where({ user_type: 'ADMIN' })).map((user) => user.email)).toEqual([seedUsers.parent.email])
  })
})
