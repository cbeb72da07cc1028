import { describe, expect, it } from 'vitest'
import { clearSession } from '@/api/session'
import { deleteChild, listChildren } from '@/api/children.api'
import {
  acceptInvitationLink,
  createInvitation,
  declineInvitation,
  dismissAccessEnded,
  listAccessEnded,
  listChildAccess,
  listMyInvitations,
  previewInvitation,
  removeChildAccess,
  revokeInvitation,
} from '@/api/sharing.api'
import { seedUsers } from '@/mock-server/seed/users'
import { API_BASE } from '../support/backend'
import { makeInvitationBody } from '../support/factories'
import { expectNotFoundWithNothingStored, failure, linkToken, seedChildId, signIn, signUpOtherParent, startSeedBackend, tables } from './helpers'

const today = new Date(2025, 5, 18, 12)
const { backend, db, olivia } = startSeedBackend({ today })

const noah = () => seedChildId(db(), 'noah')
const DAY_MS = 86_400_000
const grandma = 'grandma@example.org'

/** The seed parent invites grandma to Noah as Viewer; then nobody is signed in (the link is opened signed out). */
async function inviteGrandma() {
  await signIn(seedUsers.parent)
  const invitation = await createInvitation(makeInvitationBody({ child: noah(), email: grandma, role: 'viewer' }))
  clearSession()
  return { ...invitation, token: linkToken(invitation.link) }
}

describe('previewInvitation: POST /invitations/preview/ (docs/decisions/094)', () => {
  it("answers signed out only who invites, the child's first name, the role and the invited address", async () => {
    const { token } = await inviteGrandma()
    const before = tables(db())
    const preview = await previewInvitation(token)
    expect(preview).toEqual({ inviter_name: seedUsers.parent.full_name, child_first_name: 'Noah', role: 'viewer', email: grandma })
    // Nothing more on the wire than those four fields, and nothing changed.
    const res = await fetch(`${API_BASE}/invitations/preview/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) })
    expect(Object.keys((await res.json()) as object).sort()).toEqual(['child_first_name', 'email', 'inviter_name', 'role'])
    expect(tables(db())).toEqual(before)
  })

  it('answers 404 alike to an unknown, expired, accepted, declined or withdrawn token', async () => {
    expect((await failure(previewInvitation('f'.repeat(64)))).status).toBe(404)

    const withdrawn = await inviteGrandma()
    await signIn(seedUsers.parent)
    await revokeInvitation(withdrawn.id)
    clearSession()
    await expectNotFoundWithNothingStored(backend, () => previewInvitation(withdrawn.token))

    const accepted = await inviteGrandma()
    await signUpOtherParent({ email: grandma })
    await acceptInvitationLink(accepted.token)
    clearSession()
    await expectNotFoundWithNothingStored(backend, () => previewInvitation(accepted.token))

    await signIn(seedUsers.parent)
    const expired = await createInvitation(makeInvitationBody({ child: noah(), email: seedUsers.early.email, role: 'viewer' }))
    clearSession()
    backend.advanceClock(7 * DAY_MS)
    await expectNotFoundWithNothingStored(backend, () => previewInvitation(linkToken(expired.link)))
  })

  it('answers 404 to a declined invitation', async () => {
    await signUpOtherParent({ email: 'gwen@example.org' })
    await signIn(seedUsers.parent)
    const invitation = await createInvitation(makeInvitationBody({ child: noah(), email: seedUsers.caregiver.email, role: 'viewer' }))
    await signIn(seedUsers.caregiver)
    const [mine] = await listMyInvitations()
    await declineInvitation(mine!.id)
    clearSession()
    expect((await failure(previewInvitation(linkToken(invitation.link)))).status).toBe(404)
  })

  it('gives no access: the previewed token still has to be accepted by the invited address', async () => {
    const { token } = await inviteGrandma()
    await previewInvitation(token)
    await signUpOtherParent({ email: grandma })
    expect((await listChildren()).map((child) => child.first_name)).toEqual([])
  })

  it('holds back guessing: after 10 wrong tokens from a client, even a right one answers 429 with Retry-After', async () => {
    const { token } = await inviteGrandma()
    for (let i = 0; i < 10; i += 1) expect((await failure(previewInvitation(`${i}`.repeat(64)))).status).toBe(404)
    const before = tables(db())
    const held = await fetch(`${API_BASE}/invitations/preview/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) })
    expect([held.status, held.headers.get('Retry-After')]).toEqual([429, expect.stringMatching(/^\d+$/)])
    expect(((await held.json()) as { detail: string }).detail).toMatch(/^Too many failed attempts/)
    expect(tables(db())).toEqual(before)
  })
})

describe('access ended: GET /accounts/me/access-ended/, DELETE .../{id}/ (docs/decisions/094)', () => {
  async function samRemovedFromOlivia() {
    await signIn(seedUsers.parent)
    const access = await listChildAccess(olivia())
    const sam = access.members.find((member) => member.email === seedUsers.caregiver.email)!
    await removeChildAccess(sam.id)
    return sam.id
  }

  it('tells a member removed by the owner, once: listed until dismissed, then never again', async () => {
    const id = await samRemovedFromOlivia()
    await signIn(seedUsers.caregiver)
    expect(await listAccessEnded()).toEqual([{ id, child_first_name: 'Olivia', owner_name: seedUsers.parent.full_name, ended_at: today.toISOString() }])
    await dismissAccessEnded(id)
    expect(await listAccessEnded()).toEqual([])
    expect((await failure(dismissAccessEnded(id))).status).toBe(404)
  })

  it('tells nobody else: not the owner, not another account, and not a member who left by themselves', async () => {
    const id = await samRemovedFromOlivia()
    await signIn(seedUsers.parent)
    expect(await listAccessEnded()).toEqual([])
    await signIn(seedUsers.early)
    expect(await listAccessEnded()).toEqual([])
    await expectNotFoundWithNothingStored(backend, () => dismissAccessEnded(id))

    await signIn(seedUsers.parent)
    const invitation = await createInvitation(makeInvitationBody({ child: noah(), email: seedUsers.early.email, role: 'viewer' }))
    await signIn(seedUsers.early)
    const shared = await acceptInvitationLink(linkToken(invitation.link))
    await removeChildAccess(shared.access!.access_id!)
    expect(await listAccessEnded()).toEqual([])
  })

  it('tells the members of a child its owner deleted', async () => {
    await signIn(seedUsers.parent)
    await deleteChild(olivia())
    await signIn(seedUsers.caregiver)
    expect(await listAccessEnded()).toMatchObject([{ child_first_name: 'Olivia', owner_name: seedUsers.parent.full_name }])
  })
})
