import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { cancelEmailChange, confirmEmail, getAccount, listUsers, login, resendEmailConfirmation, updateAccount, updateUser } from '@/api/accounts.api'
import { getChild, listChildren } from '@/api/children.api'
import { clearSession } from '@/api/session'
import { acceptInvitation, acceptInvitationLink, createInvitation, declineInvitation, listMyInvitations } from '@/api/sharing.api'
import { accountMessages } from '@/contract/accounts'
import { seedUsers } from '@/mock-server/seed/users'
import { restoreSnapshot, snapshotSchema, takeSnapshot } from '@/mock-server/snapshot'
import { makeAccountUpdate, makeInvitationBody } from '../support/factories'
import {
  confirmMailedAddress,
  expectNotFoundWithNothingStored,
  expectRefusedWithNothingStored,
  failure,
  itRequiresSignIn,
  linkToken,
  mailedToken,
  signIn,
  signUpOtherParent,
  startSeedBackend,
  tables,
} from './helpers'

/*
 * docs/decisions/084: nobody reaches a child by typing an e-mail address. An invitation is matched to an account's
 * address only once that address is proven (its confirmation link opened, or the invitation's own link accepted).
 */
const today = new Date(2025, 5, 18, 12)
const { backend, db, olivia } = startSeedBackend({ today })
const HOUR_MS = 3_600_000
const grandma = 'grandma@example.com'
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const userRow = (email: string) => db().users.findFirst((q) => q.where({ email }))!

/** The owner invites grandma to Olivia as Caregiver; answers the invitation. */
async function ownerInvitesGrandma() {
  await signIn(seedUsers.parent)
  return createInvitation(makeInvitationBody({ child: olivia(), email: grandma, role: 'caregiver' }))
}

/** The stranger (the seed's early parent, another family with a confirmed address) asks for grandma's address. */
async function strangerAsksForGrandmasAddress() {
  await signIn(seedUsers.early)
  return updateAccount(makeAccountUpdate({ full_name: seedUsers.early.full_name, email: grandma, current_password: seedUsers.early.password }))
}

describe('the takeover of issue #46: a stranger types the invited address', () => {
  it('is refused without the password; with it the address only waits: no invitation listed, accept and decline 404, no child, until the link mailed to grandma is opened', async () => {
    const invitation = await ownerInvitesGrandma()
    await signIn(seedUsers.early)
    const refused = await expectRefusedWithNothingStored(backend, () => updateAccount(makeAccountUpdate({ full_name: seedUsers.early.full_name, email: grandma })))
    expect(refused.body).toEqual({ current_password: [accountMessages.currentPasswordForEmail] })

    const answer = await strangerAsksForGrandmasAddress()
    expect(answer).toMatchObject({ email: seedUsers.early.email, pending_email: grandma, email_confirmed: true })
    expect(await listMyInvitations()).toEqual([])
    await expectNotFoundWithNothingStored(backend, () => acceptInvitation(invitation.id))
    await expectNotFoundWithNothingStored(backend, () => declineInvitation(invitation.id))
    expect((await failure(getChild(olivia()))).status).toBe(404)
    // The invitation's own link is for grandma's address, which the stranger's account does not have.
    expect((await failure(acceptInvitationLink(linkToken(invitation.link)))).status).toBe(403)
    expect((await listChildren()).map((child) => child.first_name)).toEqual(['Ama'])

    // Only whoever reads grandma's mail can finish the change; then the account is grandma's and the invitation hers.
    await confirmMailedAddress(backend, grandma)
    expect(await getAccount()).toMatchObject({ email: grandma, pending_email: null, email_confirmed: true })
    expect((await listMyInvitations()).map((row) => row.id)).toEqual([invitation.id])
  })

  it('tells the old address, with the new one masked and no link, and mails the link to the new address only', async () => {
    await strangerAsksForGrandmasAddress()
    const toOld = backend.outbox.messages.filter((message) => message.to === seedUsers.early.email)
    expect(toOld).toEqual([expect.objectContaining({ subject: 'Your email address is being changed', link: null })])
    expect(toOld[0]!.text).toContain('gr*****@example.com')
    expect(toOld[0]!.text).not.toContain(grandma)
    expect(backend.outbox.lastTo(grandma)).toMatchObject({ subject: 'Confirm your new email address', link: expect.stringMatching(/^\/confirm-email\?token=[0-9a-f]{64}$/) })
  })

  it('counts a wrong current password as a failed login (400, then 429), storing nothing', async () => {
    await signIn(seedUsers.early)
    const wrong = () => updateAccount(makeAccountUpdate({ email: grandma, current_password: 'guess0000' }))
    const first = await expectRefusedWithNothingStored(backend, wrong)
    expect(first.body).toEqual({ current_password: [accountMessages.currentPasswordWrong] })
    let last = first
    for (let attempt = 1; attempt < 12 && last.status === 400; attempt++) last = await failure(wrong())
    expect(last.status).toBe(429)
    expect(userRow(seedUsers.early.email).email_confirmation).toBeNull()
  })

  it('saves the other fields at once, and the same address in other letters without a password', async () => {
    await signIn(seedUsers.parent)
    const saved = await updateAccount(makeAccountUpdate({ full_name: 'Pat Carter', email: seedUsers.parent.email.toUpperCase(), units: 'imperial' }))
    expect(saved).toMatchObject({ full_name: 'Pat Carter', email: seedUsers.parent.email.toUpperCase(), units: 'imperial', pending_email: null, email_confirmed: true })
    expect(backend.outbox.messages).toEqual([])
  })
})

describe('the confirmation link: POST /accounts/email/confirm/', () => {
  it('keeps only the SHA-256 of a 256-bit token, works once, signed out too, and a newer link replaces it', async () => {
    const { confirmation_link } = await strangerAsksForGrandmasAddress()
    const token = mailedToken(backend, grandma)
    expect(linkToken(confirmation_link)).toBe(token)
    expect(userRow(seedUsers.early.email).email_confirmation?.token_hash).toBe(sha256(token))
    expect(JSON.stringify(tables(db()))).not.toContain(token)

    const again = await resendEmailConfirmation()
    const newer = mailedToken(backend, grandma)
    expect(linkToken(again.confirmation_link)).toBe(newer)
    clearSession()
    expect((await expectRefusedWithNothingStored(backend, () => confirmEmail(token))).body).toEqual({ token: [accountMessages.confirmationUnknown] })
    expect(await confirmEmail(newer)).toEqual({ email: grandma })
    expect((await expectRefusedWithNothingStored(backend, () => confirmEmail(newer))).body).toEqual({ token: [accountMessages.confirmationUnknown] })
    expect((await login({ email: grandma, password: seedUsers.early.password })).user.full_name).toBe(seedUsers.early.full_name)
  })

  it('expires after 24 hours, storing nothing; the account keeps its email', async () => {
    await strangerAsksForGrandmasAddress()
    const token = mailedToken(backend, grandma)
    backend.advanceClock(24 * HOUR_MS)
    expect((await expectRefusedWithNothingStored(backend, () => confirmEmail(token))).body).toEqual({ token: [accountMessages.confirmationExpired] })
    expect(userRow(seedUsers.early.email)).toBeDefined()
    expect((await failure(login({ email: grandma, password: seedUsers.early.password }))).status).toBe(401)
  })

  it('refuses an address another account took meanwhile: two accounts asking for one address, and a sign-up', async () => {
    await strangerAsksForGrandmasAddress()
    const strangers = mailedToken(backend, grandma)
    await signIn(seedUsers.caregiver)
    await updateAccount(makeAccountUpdate({ full_name: seedUsers.caregiver.full_name, email: grandma, current_password: seedUsers.caregiver.password }))
    const sams = mailedToken(backend, grandma)
    await confirmEmail(sams)
    expect((await expectRefusedWithNothingStored(backend, () => confirmEmail(strangers))).body).toEqual({ token: [accountMessages.confirmationTaken] })

    await signIn(seedUsers.early)
    await updateAccount(makeAccountUpdate({ full_name: seedUsers.early.full_name, email: 'gwen@example.org', current_password: seedUsers.early.password }))
    const waiting = mailedToken(backend, 'gwen@example.org')
    await signUpOtherParent({ email: 'gwen@example.org' })
    expect((await expectRefusedWithNothingStored(backend, () => confirmEmail(waiting))).body).toEqual({ token: [accountMessages.confirmationTaken] })
  })

  it('refuses an unknown token and the stored hash, 400 under token', async () => {
    await strangerAsksForGrandmasAddress()
    const hash = userRow(seedUsers.early.email).email_confirmation!.token_hash
    expect((await expectRefusedWithNothingStored(backend, () => confirmEmail(hash))).body).toEqual({ token: [accountMessages.confirmationUnknown] })
    expect((await expectRefusedWithNothingStored(backend, () => confirmEmail('0'.repeat(64)))).body).toEqual({ token: [accountMessages.confirmationUnknown] })
  })

  it('is withdrawn by cancelling the change: its link confirms nothing and the account keeps its address', async () => {
    await strangerAsksForGrandmasAddress()
    const token = mailedToken(backend, grandma)
    expect(await cancelEmailChange()).toMatchObject({ email: seedUsers.early.email, pending_email: null })
    expect((await failure(confirmEmail(token))).body).toEqual({ token: [accountMessages.confirmationUnknown] })
    expect((await failure(resendEmailConfirmation())).body).toEqual({ non_field_errors: [accountMessages.alreadyConfirmed] })
  })
})

describe('a new link and a withdrawn change need the account signed in', () => {
  itRequiresSignIn(backend, 'resendEmailConfirmation', () => ({}))
  itRequiresSignIn(backend, 'cancelEmailChange', () => ({}))
})

describe('new accounts and the other calls that trust an address', () => {
  it('a sign-up with the invited address sees nothing (list empty, accept 404) until its address is confirmed', async () => {
    const invitation = await ownerInvitesGrandma()
    await signUpOtherParent({ email: grandma })
    expect(await getAccount()).toMatchObject({ email: grandma, email_confirmed: false, pending_email: null })
    expect(await listMyInvitations()).toEqual([])
    await expectNotFoundWithNothingStored(backend, () => acceptInvitation(invitation.id))
    // The sign-up mailed a link; a new one may be asked for from the account page.
    expect(backend.outbox.lastTo(grandma)).toMatchObject({ subject: 'Confirm your email address' })
    const resent = await resendEmailConfirmation()
    expect(resent).toMatchObject({ email: grandma, pending_email: null, confirmation_link: expect.stringMatching(/^\/confirm-email\?token=/) })
    await confirmMailedAddress(backend, grandma)
    expect(await getAccount()).toMatchObject({ email_confirmed: true })
    expect((await listMyInvitations()).map((row) => row.id)).toEqual([invitation.id])
  })

  it("the invitation's link, accepted by the account with its address, proves the address", async () => {
    const invitation = await ownerInvitesGrandma()
    await signUpOtherParent({ email: grandma })
    await acceptInvitationLink(linkToken(invitation.link))
    expect(await getAccount()).toMatchObject({ email: grandma, email_confirmed: true })
  })

  it("an admin's edit of an address leaves it unconfirmed and tells the old address", async () => {
    const invitation = await ownerInvitesGrandma()
    await signIn(seedUsers.admin)
    const early = (await listUsers()).find((user) => user.email === seedUsers.early.email)!
    await updateUser(early.id, { ...early, email: grandma })
    expect(backend.outbox.lastTo(seedUsers.early.email)).toMatchObject({ subject: 'Your email address is being changed', link: null })
    await signIn({ email: grandma, password: seedUsers.early.password })
    expect(await getAccount()).toMatchObject({ email: grandma, email_confirmed: false })
    expect(await listMyInvitations()).toEqual([])
    await expectNotFoundWithNothingStored(backend, () => acceptInvitation(invitation.id))
  })

  it('a snapshot saved before addresses were confirmed reads every account as unconfirmed', async () => {
    await ownerInvitesGrandma()
    await signUpOtherParent({ email: grandma })
    await confirmMailedAddress(backend, grandma)
    const old = JSON.parse(JSON.stringify(takeSnapshot(db()))) as { tables: { users: Record<string, unknown>[] } }
    for (const user of old.tables.users) {
      delete user.email_confirmed_at
      delete user.email_confirmation
    }
    await restoreSnapshot(db(), snapshotSchema.parse(old))
    expect(await getAccount()).toMatchObject({ email: grandma, email_confirmed: false })
    expect(await listMyInvitations()).toEqual([])
  })
})
