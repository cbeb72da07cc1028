import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { deleteChild, getChild, listChildren, listMeasurements, listResponses, bulkCreateResponses, createMeasurement, updateChild } from '@/api/children.api'
import {
  acceptInvitation,
  acceptInvitationLink,
  createInvitation,
  declineInvitation,
  listChildAccess,
  listMyInvitations,
  removeChildAccess,
  revokeInvitation,
  updateChildAccess,
} from '@/api/sharing.api'
import { seedUsers } from '@/mock-server/seed/users'
import { makeInvitationBody } from '../support/factories'
import {
  actAs,
  confirmMailedAddress,
  expectNotFoundWithNothingStored,
  expectRefusedWithNothingStored,
  failure,
  fetchMedia,
  optionOf,
  pngFile,
  questionsOf,
  seedChildId,
  setBySlug,
  signIn,
  signUpOtherParent,
  signupBody,
  startSeedBackend,
  tables,
} from './helpers'

const today = new Date(2025, 5, 18, 12)
const { backend, db, olivia } = startSeedBackend({ today })
const noah = () => seedChildId(db(), 'noah')
const DAY_MS = 86_400_000
const grandma = { email: 'grandma@example.org', full_name: 'Gwen Grandma', phone: '+44 20 7946 0998' }
const tokenOf = (link: string | undefined) => new URL(link ?? '', 'http://localhost').searchParams.get('token') ?? ''
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The seed parent invites grandma to Noah (Caregiver unless told); answers the invitation and its token. */
async function inviteGrandma(role: 'caregiver' | 'viewer' = 'caregiver') {
  await signIn(seedUsers.parent)
  const invitation = await createInvitation(makeInvitationBody({ child: noah(), email: grandma.email, role }))
  return { ...invitation, token: tokenOf(invitation.link) }
}

describe('createInvitation: POST /children/invitations/ (issue #26 point 2)', () => {
  it('answers the invitation with its link, keeps only the SHA-256 of a 256-bit token, and expires it in 7 days', async () => {
    const invitation = await inviteGrandma()
    expect(invitation).toMatchObject({ child: noah(), email: grandma.email, role: 'caregiver', created_at: today.toISOString() })
    expect(Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)).toBe(7 * DAY_MS)
    expect(invitation.link).toBe(`/invitation?token=${invitation.token}`)
    expect(invitation.token).toMatch(/^[0-9a-f]{64}$/)
    const row = db().invitations.findFirst((q) => q.where({ id: invitation.id }))!
    expect(row.token_hash).toBe(sha256(invitation.token))
    expect(JSON.stringify(tables(db()))).not.toContain(invitation.token)
    const again = await createInvitation(makeInvitationBody({ child: noah(), email: 'grandpa@example.org' }))
    expect(tokenOf(again.link)).not.toBe(invitation.token)
  })

  it('refuses a bad email, an unknown role, the owner, someone with access and a second waiting invitation, storing nothing', async () => {
    await inviteGrandma()
    const refused = async (body: Parameters<typeof createInvitation>[0]) => (await expectRefusedWithNothingStored(backend, () => createInvitation(body))).body
    expect(await refused(makeInvitationBody({ child: noah(), email: 'not-an-email' }))).toEqual({ email: ['Please enter a valid email'] })
    expect(await refused({ child: noah(), email: 'x@example.org', role: 'owner' as never })).toEqual({ role: ['Choose Caregiver or Viewer.'] })
    expect(await refused(makeInvitationBody({ child: noah(), email: 'PARENT@example.com' }))).toEqual({ email: ['You cannot invite yourself.'] })
    expect(await refused(makeInvitationBody({ child: olivia(), email: seedUsers.caregiver.email }))).toEqual({ email: ['This person already has access to this child.'] })
    expect(await refused(makeInvitationBody({ child: noah(), email: 'Grandma@Example.org' }))).toEqual({ email: ['An invitation to this email is already waiting.'] })
  })

  it('lets the owner invite the same email again once the first invitation has expired', async () => {
    await inviteGrandma()
    backend.advanceClock(7 * DAY_MS)
    // A week idle ends the session too (docs/security.md).
    await signIn(seedUsers.parent)
    await expect(createInvitation(makeInvitationBody({ child: noah(), email: grandma.email }))).resolves.toMatchObject({ email: grandma.email })
  })
})

describe('the invitee: listMyInvitations, acceptInvitation, declineInvitation, acceptInvitationLink', () => {
  it('lists the invitation to the account with that email (ignoring case), accepts it once, and the child is on their list, marked as shared', async () => {
    const invitation = await inviteGrandma()
    await signUpOtherParent({ ...grandma, email: 'GRANDMA@example.org' })
    await confirmMailedAddress(backend, grandma.email)
    expect(await listMyInvitations()).toEqual([
      { id: invitation.id, child: { id: noah(), name: 'Noah Carter' }, owner_name: seedUsers.parent.full_name, role: 'caregiver', expires_at: invitation.expires_at },
    ])
    const child = await acceptInvitation(invitation.id)
    expect(child).toMatchObject({ id: noah(), name: 'Noah Carter', access: { role: 'caregiver', owner_name: seedUsers.parent.full_name } })
    expect((await listChildren()).map((c) => [c.first_name, c.access])).toEqual([['Noah', { role: 'caregiver', owner_name: seedUsers.parent.full_name, access_id: expect.any(Number) }]])
    expect(await listMyInvitations()).toEqual([])
    // Single use: by id and by its link.
    expect((await expectRefusedWithNothingStored(backend, () => acceptInvitation(invitation.id))).body).toEqual({ non_field_errors: ['This invitation has already been answered.'] })
    expect((await expectRefusedWithNothingStored(backend, () => acceptInvitationLink(invitation.token))).body).toEqual({ token: ['This invitation has already been answered.'] })
    expect((await expectRefusedWithNothingStored(backend, () => declineInvitation(invitation.id))).body).toEqual({ non_field_errors: ['This invitation has already been answered.'] })
  })

  it('accepts by the link\'s token; the stored hash, an unknown token or an empty one accept nothing', async () => {
    const invitation = await inviteGrandma('viewer')
    await signUpOtherParent(grandma)
    const row = db().invitations.findFirst((q) => q.where({ id: invitation.id }))!
    await expectNotFoundWithNothingStored(backend, () => acceptInvitationLink(row.token_hash))
    await expectNotFoundWithNothingStored(backend, () => acceptInvitationLink('0'.repeat(64)))
    expect((await expectRefusedWithNothingStored(backend, () => acceptInvitationLink(''))).body).toEqual({ token: ['This field is required.'] })
    expect(await acceptInvitationLink(invitation.token)).toMatchObject({ id: noah(), access: { role: 'viewer' } })
  })

  it('expires after 7 days: not listed, and neither accepted nor declined, nothing stored', async () => {
    const invitation = await inviteGrandma()
    await signUpOtherParent(grandma)
    await confirmMailedAddress(backend, grandma.email)
    // A week idle ends a session too (docs/security.md): grandma signs in again each time.
    const grandmaLogin = { email: grandma.email, password: signupBody().password }
    backend.advanceClock(7 * DAY_MS - 1)
    await signIn(grandmaLogin)
    expect(await listMyInvitations()).toHaveLength(1)
    backend.advanceClock(1)
    expect(await listMyInvitations()).toEqual([])
    expect((await expectRefusedWithNothingStored(backend, () => acceptInvitation(invitation.id))).body).toEqual({ non_field_errors: ['This invitation has expired.'] })
    expect((await expectRefusedWithNothingStored(backend, () => acceptInvitationLink(invitation.token))).body).toEqual({ token: ['This invitation has expired.'] })
    expect((await expectRefusedWithNothingStored(backend, () => declineInvitation(invitation.id))).body).toEqual({ non_field_errors: ['This invitation has expired.'] })
    expect(await listChildren()).toEqual([])
  })

  it('is not for another account: by id a 404, by its link a 403 "sent to another email address", nothing stored', async () => {
    const invitation = await inviteGrandma()
    await signIn(seedUsers.early)
    expect(await listMyInvitations()).toEqual([])
    await expectNotFoundWithNothingStored(backend, () => acceptInvitation(invitation.id))
    await expectNotFoundWithNothingStored(backend, () => declineInvitation(invitation.id))
    const before = tables(db())
    const error = await failure(acceptInvitationLink(invitation.token))
    expect({ status: error.status, body: error.body }).toEqual({ status: 403, body: { detail: 'This invitation was sent to another email address.' } })
    expect(tables(db())).toEqual(before)
  })

  it('refuses an admin account (403), nothing stored', async () => {
    await signIn(seedUsers.parent)
    const invitation = await createInvitation(makeInvitationBody({ child: noah(), email: seedUsers.admin.email }))
    await signIn(seedUsers.admin)
    const before = tables(db())
    const error = await failure(acceptInvitation(invitation.id))
    expect({ status: error.status, body: error.body }).toEqual({ status: 403, body: { detail: 'An admin account cannot follow a child.' } })
    expect(tables(db())).toEqual(before)
  })

  it('declined, it is no longer listed and cannot be accepted', async () => {
    const invitation = await inviteGrandma()
    await signUpOtherParent(grandma)
    await confirmMailedAddress(backend, grandma.email)
    await declineInvitation(invitation.id)
    expect(await listMyInvitations()).toEqual([])
    expect((await failure(acceptInvitation(invitation.id))).body).toEqual({ non_field_errors: ['This invitation has already been answered.'] })
    expect(await listChildren()).toEqual([])
  })

  it('revoked by the owner, its link accepts nothing', async () => {
    const invitation = await inviteGrandma()
    await revokeInvitation(invitation.id)
    expect((await listChildAccess(noah())).invitations).toEqual([])
    await expectNotFoundWithNothingStored(backend, () => revokeInvitation(invitation.id))
    await signUpOtherParent(grandma)
    expect(await listMyInvitations()).toEqual([])
    expect((await failure(acceptInvitationLink(invitation.token))).body).toEqual({ token: ['This invitation has already been answered.'] })
  })
})

describe('the owner: listChildAccess, updateChildAccess, removeChildAccess', () => {
  it('sees the owner, who has access with their role and the invitations waiting', async () => {
    await signIn(seedUsers.parent)
    const invitation = await createInvitation(makeInvitationBody({ child: olivia(), email: grandma.email, role: 'viewer' }))
    const sam = db().users.findFirst((q) => q.where({ email: seedUsers.caregiver.email }))!
    expect(await listChildAccess(olivia())).toEqual({
      child: olivia(),
      owner: { user: expect.any(Number), full_name: seedUsers.parent.full_name, email: seedUsers.parent.email },
      members: [{ id: expect.any(Number), user: sam.id, full_name: seedUsers.caregiver.full_name, email: seedUsers.caregiver.email, role: 'caregiver', since: expect.any(String) }],
      invitations: [{ id: invitation.id, child: olivia(), email: grandma.email, role: 'viewer', created_at: invitation.created_at, expires_at: invitation.expires_at }],
    })
  })

  it("changes a role at once: the caregiver made a viewer can no longer answer; removed, the child is gone from their list", async () => {
    const owner = await signIn(seedUsers.parent)
    const [member] = (await listChildAccess(olivia())).members
    const caregiver = await signIn(seedUsers.caregiver)
    expect((await listChildren()).map((c) => c.first_name)).toEqual(['Olivia'])
    actAs(owner)
    expect(await updateChildAccess(member!.id, { role: 'viewer' })).toMatchObject({ id: member!.id, role: 'viewer' })
    actAs(caregiver)
    expect((await getChild(olivia())).access).toEqual({ role: 'viewer', owner_name: seedUsers.parent.full_name, access_id: member!.id })
    expect((await failure(createMeasurement({ child: olivia(), date: '2025-06-01', weight_kg: 8.7 }))).status).toBe(403)
    actAs(owner)
    await removeChildAccess(member!.id)
    actAs(caregiver)
    expect(await listChildren()).toEqual([])
    await expectNotFoundWithNothingStored(backend, () => getChild(olivia()))
  })

  it('refuses an unknown role with 400 and nothing stored', async () => {
    await signIn(seedUsers.parent)
    const [member] = (await listChildAccess(olivia())).members
    expect((await expectRefusedWithNothingStored(backend, () => updateChildAccess(member!.id, { role: 'owner' as never }))).body).toEqual({ role: ['Choose Caregiver or Viewer.'] })
  })

  it('lets a member leave, but not change their own role', async () => {
    await signIn(seedUsers.parent)
    const [member] = (await listChildAccess(olivia())).members
    await signIn(seedUsers.caregiver)
    expect((await failure(updateChildAccess(member!.id, { role: 'caregiver' }))).status).toBe(403)
    await removeChildAccess(member!.id)
    expect(await listChildren()).toEqual([])
  })

  it("gives a member their own access id on the child (decision 076), and the owner none, so the member can leave from the child's screens", async () => {
    await signIn(seedUsers.parent)
    const [member] = (await listChildAccess(olivia())).members
    expect((await getChild(olivia())).access).toEqual({ role: 'owner', owner_name: seedUsers.parent.full_name })
    await signIn(seedUsers.caregiver)
    const { access } = await getChild(olivia())
    expect(access?.access_id).toBe(member!.id)
    await removeChildAccess(access!.access_id!)
    expect(await listChildren()).toEqual([])
  })

  it('answers 404 to a stranger about a member or an unknown id, nothing stored', async () => {
    await signIn(seedUsers.parent)
    const [member] = (await listChildAccess(olivia())).members
    await signIn(seedUsers.early)
    await expectNotFoundWithNothingStored(backend, () => updateChildAccess(member!.id, { role: 'viewer' }))
    await expectNotFoundWithNothingStored(backend, () => removeChildAccess(member!.id))
    await expectNotFoundWithNothingStored(backend, () => removeChildAccess(999_999))
  })
})

describe('what a shared child carries', () => {
  it('marks answers and measurements with who gave them ("answered by Sam Carter")', async () => {
    await signIn(seedUsers.caregiver)
    const seeded = await listResponses(olivia())
    expect(seeded.map((r) => r.given_by)).toEqual([seedUsers.parent.full_name, seedUsers.parent.full_name, seedUsers.parent.full_name, seedUsers.caregiver.full_name])
    const question = questionsOf(db(), setBySlug(db(), 'B0612', 'movement').id)[0]!
    const [answer] = await bulkCreateResponses({ child: olivia(), responses: [{ question: question.id, options: [optionOf(db(), question.id, 'Yes').id] }] })
    expect(answer!.given_by).toBe(seedUsers.caregiver.full_name)
    expect(await createMeasurement({ child: olivia(), date: '2025-06-01', weight_kg: 8.7 })).toMatchObject({ weight_kg: 8.7, given_by: seedUsers.caregiver.full_name })
    expect((await listMeasurements(olivia())).at(0)?.given_by).toBe(seedUsers.parent.full_name)
  })

  it("shows the child's photo to those it is shared with, and to nobody else", async () => {
    await signIn(seedUsers.parent)
    const { profile_image } = await updateChild(olivia(), { profile_image_upload: pngFile() })
    await signIn(seedUsers.caregiver)
    expect((await fetchMedia(profile_image!)).status).toBe(200)
    await signIn(seedUsers.early)
    expect((await fetchMedia(profile_image!)).status).toBe(404)
  })

  it('goes with its child: deleting the child deletes its access and invitations', async () => {
    await signIn(seedUsers.parent)
    await createInvitation(makeInvitationBody({ child: olivia() }))
    await deleteChild(olivia())
    expect(db().childAccess.all()).toEqual([])
    expect(db().invitations.all()).toEqual([])
  })
})
