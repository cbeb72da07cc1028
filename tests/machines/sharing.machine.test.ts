import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { listChildren } from '@/api/children.api'
import { sharingMessages } from '@/contract/sharing'
import { clearSession } from '@/api/session'
import { invitationLinkMachine } from '@/machines/invitation-link.machine'
import { myInvitationsMachine } from '@/machines/my-invitations.machine'
import { sharingMachine } from '@/machines/sharing.machine'
import { seedUsers } from '@/mock-server/seed/users'
import { seedChildId, signIn, startTestBackend } from '../mock-server/helpers'

/*
 * Family sharing's machines against the mock backend (docs/decisions/076): the owner
 * invites, the demo's link comes back and works once; the invitee accepts from the dashboard's list.
 */
const backend = startTestBackend()
const noah = () => seedChildId(backend.db, 'noah')

async function ownerInvites(email: string, role: 'caregiver' | 'viewer' = 'caregiver') {
  await signIn(seedUsers.parent)
  const owner = createActor(sharingMachine, { input: { childId: noah() } }).start()
  await waitFor(owner, (s) => s.matches('ready'))
  owner.send({ type: 'invite', values: { email, role } })
  await waitFor(owner, (s) => s.matches('ready') && !s.hasTag('busy'))
  return owner
}

describe('sharingMachine', () => {
  it('invites: the waiting list gains the invitation and the demo answers its link', async () => {
    const owner = await ownerInvites(seedUsers.caregiver.email, 'viewer')
    const { created, access, done } = owner.getSnapshot().context
    expect(done).toBe('invited')
    expect(created?.link).toMatch(/^\/invitation\?token=[0-9a-f]{64}$/)
    expect(access?.invitations.map((i) => [i.email, i.role])).toEqual([[seedUsers.caregiver.email, 'viewer']])
  })

  it("keeps the server's 400 for the email field, and nothing is added", async () => {
    const owner = await ownerInvites(seedUsers.parent.email)
    expect(owner.getSnapshot().context.fieldErrors).toEqual({ email: sharingMessages.ownEmail })
    expect(owner.getSnapshot().context.access?.invitations).toEqual([])
  })

  it('answers "only the owner" to a caregiver (403)', async () => {
    await signIn(seedUsers.caregiver)
    const olivia = seedChildId(backend.db, 'olivia')
    const member = createActor(sharingMachine, { input: { childId: olivia } }).start()
    await waitFor(member, (s) => s.matches('notOwner'))
  })
})

describe('invitationLinkMachine', () => {
  it("accepts by the link once; a second time it is refused in the server's words", async () => {
    const link = (await ownerInvites(seedUsers.caregiver.email)).getSnapshot().context.created!.link!
    const token = new URL(link, 'http://localhost').searchParams.get('token')!
    await signIn(seedUsers.caregiver)
    const first = createActor(invitationLinkMachine, { input: { token, signedIn: true } }).start()
    await waitFor(first, (s) => s.matches('accepted'))
    expect(first.getSnapshot().context.child?.access).toMatchObject({ role: 'caregiver', owner_name: seedUsers.parent.full_name })
    const again = createActor(invitationLinkMachine, { input: { token, signedIn: true } }).start()
    await waitFor(again, (s) => s.matches('refused'))
    expect(again.getSnapshot().context.refusal).toBe(sharingMessages.answered)
  })

  it('signed out, asks who invites and stops there: nothing is accepted (decision 094)', async () => {
    const link = (await ownerInvites(seedUsers.caregiver.email, 'viewer')).getSnapshot().context.created!.link!
    clearSession()
    const visitor = createActor(invitationLinkMachine, { input: { token: new URL(link, 'http://localhost').searchParams.get('token')!, signedIn: false } }).start()
    await waitFor(visitor, (s) => s.status === 'done')
    expect(visitor.getSnapshot().value).toBe('invited')
    expect(visitor.getSnapshot().context.preview).toEqual({ inviter_name: seedUsers.parent.full_name, child_first_name: 'Noah', role: 'viewer', email: seedUsers.caregiver.email })
    expect(backend.db.childAccess.findMany((q) => q.where({ child: noah() }))).toEqual([])
  })

  it('refuses a link opened by another account', async () => {
    const link = (await ownerInvites(seedUsers.caregiver.email)).getSnapshot().context.created!.link!
    await signIn(seedUsers.early)
    const other = createActor(invitationLinkMachine, { input: { token: new URL(link, 'http://localhost').searchParams.get('token')!, signedIn: true } }).start()
    await waitFor(other, (s) => s.matches('refused'))
    expect(other.getSnapshot().context.refusal).toBe(sharingMessages.otherEmail)
  })
})

describe('myInvitationsMachine', () => {
  it('lists the invitation, accepts it, and asks the route to reload the children', async () => {
    await ownerInvites(seedUsers.early.email)
    await signIn(seedUsers.early)
    const childrenChanged = vi.fn()
    const invitee = createActor(myInvitationsMachine.provide({ actions: { childrenChanged } })).start()
    await waitFor(invitee, (s) => s.matches('list'))
    const [invitation] = invitee.getSnapshot().context.invitations
    invitee.send({ type: 'accept', invitation: invitation! })
    await waitFor(invitee, (s) => s.matches('list') && s.context.accepted !== null)
    expect(childrenChanged).toHaveBeenCalledOnce()
    expect(invitee.getSnapshot().context.invitations).toEqual([])
    expect((await listChildren()).map((c) => c.first_name)).toContain('Noah')
  })
})
