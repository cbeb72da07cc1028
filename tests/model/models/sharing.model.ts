import { ApiError } from '@/api/api-error'
import { sharingMessages } from '@/contract/sharing'
import { accessEndedMachine } from '@/machines/access-ended.machine'
import { invitationLinkMachine } from '@/machines/invitation-link.machine'
import { leaveChildMachine } from '@/machines/leave-child.machine'
import { myInvitationsMachine } from '@/machines/my-invitations.machine'
import { sharingMachine } from '@/machines/sharing.machine'
import { makeChild } from '../../support/factories'
import { makeAccessEnded, makeAccessList, makeCreatedInvitation, makeInvitationPreview, makeMember, makeMyInvitation } from '../../support/sharing-factories'
import type { FlowModel } from '../lib/model-registry'
import { serverFailure } from './accounts.fixtures'
import { conflictWith } from './conflict.fixtures'

const notFound = new ApiError('http', 404, { detail: 'Not found.' })
const forbidden = new ApiError('http', 403, { detail: 'You do not have permission to perform this action.' })
const member = makeMember()
const access = makeAccessList({ members: [member] })
const invitation = access.invitations[0]!
const shared = makeChild({ id: 2, first_name: 'Olivia', access: { role: 'caregiver', owner_name: 'Paula Carter' } })

/**
 * The owner's Share screen (docs/decisions/072): loaded, not on this server (404), not the owner (403), failed and
 * Try again; invite (sent with its link, refused with a field message, failed), a member's role changed, a member
 * removed after a confirmation (or cancelled, already gone, failed), an invitation revoked (or already gone, failed);
 * a role change or removal of a member whose access changed elsewhere (412): keep mine or use theirs.
 */
export const sharingModel: FlowModel<typeof sharingMachine> = {
  name: 'sharing',
  machine: sharingMachine,
  input: { childId: 2 },
  simplePathsTractable: false,
  serializeState: ({ value, context: c }) =>
    JSON.stringify([
      value,
      c.access?.members.map((m) => `${m.id}:${m.role}:${m.since}`) ?? null,
      c.access?.invitations.map((i) => i.id) ?? null,
      c.created?.id ?? null,
      c.failed,
      c.done,
      Object.keys(c.fieldErrors),
      c.conflict?.role ?? null,
      // What the invite form keeps through a refusal: two paths to one state must agree on it.
      c.values !== null,
    ]),
  // A member or an invitation is offered while the list shows it (and never as an event without one).
  filterEvents: (_snapshot, event) => !(['role.change', 'remove', 'revoke'].includes(event.type) && !('member' in event || 'invitation' in event)),
  events: ({ context }) => [
    { type: 'done.loadAccess', output: access },
    { type: 'error.loadAccess', error: notFound },
    { type: 'error.loadAccess', error: forbidden },
    { type: 'error.loadAccess', error: serverFailure },
    { type: 'retry' },
    { type: 'invite', values: { email: 'grandpa@example.org', role: 'caregiver' } },
    { type: 'done.sendInvitation', output: makeCreatedInvitation() },
    { type: 'error.sendInvitation', error: new ApiError('http', 400, { email: [sharingMessages.pending] }) },
    { type: 'error.sendInvitation', error: serverFailure },
    ...(context.access?.members ?? []).flatMap((m) => [
      { type: 'role.change', member: m, role: m.role === 'caregiver' ? ('viewer' as const) : ('caregiver' as const) },
      { type: 'remove', member: m },
    ]),
    { type: 'done.saveRole', output: { ...member, role: 'viewer' as const } },
    { type: 'error.saveRole', error: serverFailure },
    // Another tab made the same change (done), or another one (both shown).
    { type: 'error.saveRole', error: conflictWith({ ...member, role: 'viewer' }) },
    { type: 'error.saveRole', error: conflictWith({ ...member, role: 'caregiver', since: '2026-11-03T10:00:00.000Z' }) },
    { type: 'error.removeMember', error: conflictWith({ ...member, role: 'viewer' }) },
    { type: 'keepMine' },
    { type: 'useTheirs' },
    { type: 'confirm' },
    { type: 'cancel' },
    { type: 'done.removeMember' },
    { type: 'error.removeMember', error: notFound },
    { type: 'error.removeMember', error: serverFailure },
    ...(context.access?.invitations ?? []).filter((i) => i.id === invitation.id).map((i) => ({ type: 'revoke', invitation: i })),
    { type: 'done.withdrawInvitation' },
    { type: 'error.withdrawInvitation', error: notFound },
    { type: 'error.withdrawInvitation', error: serverFailure },
  ],
}

const mine = makeMyInvitation()

/**
 * The invitee's invitations on the dashboard: listed or quietly absent (404 or a failure); accepted (the children
 * reload), declined, refused for good (expired: it leaves the list) or failed (it stays).
 */
export const myInvitationsModel: FlowModel<typeof myInvitationsMachine> = {
  name: 'my-invitations',
  machine: myInvitationsMachine,
  simplePathsTractable: false,
  serializeState: ({ value, context: c }) => JSON.stringify([value, c.invitations.map((i) => i.id), c.answering?.id ?? null, c.refusal ?? null, c.accepted?.id ?? null]),
  // An invitation is answered while the list shows it (never as an event without one).
  filterEvents: (_snapshot, event) => !(['accept', 'decline'].includes(event.type) && !('invitation' in event)),
  events: ({ context }) => [
    { type: 'done.loadInvitations', output: [mine] },
    { type: 'error.loadInvitations', error: notFound },
    ...context.invitations.flatMap((i) => [
      { type: 'accept', invitation: i },
      { type: 'decline', invitation: i },
    ]),
    { type: 'done.acceptOne', output: shared },
    { type: 'error.acceptOne', error: new ApiError('http', 400, { non_field_errors: [sharingMessages.expired] }) },
    { type: 'error.acceptOne', error: serverFailure },
    { type: 'done.declineOne' },
    { type: 'error.declineOne', error: new ApiError('http', 400, { non_field_errors: [sharingMessages.answered] }) },
    { type: 'error.declineOne', error: serverFailure },
  ],
}

const preview = makeInvitationPreview()

/**
 * The invitation's link, signed in: who invites is asked first (or not on this server: a 404 goes on to the accept),
 * then accepted, refused (expired, another email, unknown token) or failed and Try again.
 */
export const invitationLinkModel: FlowModel<typeof invitationLinkMachine> = {
  name: 'invitation-link',
  machine: invitationLinkMachine,
  input: { token: 'abc123', signedIn: true },
  events: [
    { type: 'done.loadPreview', output: preview },
    { type: 'error.loadPreview', error: notFound },
    { type: 'done.acceptByToken', output: shared },
    { type: 'error.acceptByToken', error: new ApiError('http', 400, { token: [sharingMessages.expired] }) },
    { type: 'error.acceptByToken', error: new ApiError('http', 403, { detail: sharingMessages.otherEmail }) },
    { type: 'error.acceptByToken', error: notFound },
    { type: 'error.acceptByToken', error: serverFailure },
    { type: 'retry' },
  ],
  unreachable: {
    states: ['invitationLink.invited'],
    transitions: [
      'invitationLink.previewing --done.loadPreview[1]--> invitationLink.invited',
      'invitationLink.previewing --error.loadPreview[1]--> invitationLink.refused',
      'invitationLink.previewing --error.loadPreview[2]--> invitationLink.failed',
    ],
    why: 'signed in, the link goes on to the accept: the invitation-link-signed-out model covers the rest',
  },
}

/** The invitation's link, signed out (docs/decisions/094): who invites shown, or an unknown link, or failed and Try again. */
export const invitationLinkSignedOutModel: FlowModel<typeof invitationLinkMachine> = {
  name: 'invitation-link-signed-out',
  machine: invitationLinkMachine,
  input: { token: 'abc123', signedIn: false },
  events: [
    { type: 'done.loadPreview', output: preview },
    { type: 'error.loadPreview', error: notFound },
    { type: 'error.loadPreview', error: serverFailure },
    { type: 'retry' },
  ],
  unreachable: {
    states: ['invitationLink.accepting', 'invitationLink.accepted'],
    transitions: [
      'invitationLink.previewing --done.loadPreview[0]--> invitationLink.accepting',
      'invitationLink.previewing --error.loadPreview[0]--> invitationLink.accepting',
      'invitationLink.accepting --done.acceptByToken[0]--> invitationLink.accepted',
      'invitationLink.accepting --error.acceptByToken[0]--> invitationLink.refused',
      'invitationLink.accepting --error.acceptByToken[1]--> invitationLink.failed',
    ],
    why: 'signed out, nothing is accepted: the invitation-link model covers it',
  },
}

/** A member leaves a shared child: ask, cancel, confirm, left, already gone (404), a failure and Try again. */
export const leaveChildModel: FlowModel<typeof leaveChildMachine> = {
  name: 'leave-child',
  machine: leaveChildMachine,
  input: { accessId: 1 },
  simplePathsTractable: false,
  events: [{ type: 'ask' }, { type: 'cancel' }, { type: 'confirm' }, { type: 'done.leave' }, { type: 'error.leave', error: notFound }, { type: 'error.leave', error: serverFailure }],
}

/**
 * A child no longer shared with the reader (docs/decisions/094): none (nothing shown), a server without the call or a failed
 * load (nothing shown), told (marked on the server, or that failed) and closed.
 */
export const accessEndedModel: FlowModel<typeof accessEndedMachine> = {
  name: 'access-ended',
  machine: accessEndedMachine,
  serializeState: ({ value, context }) => JSON.stringify([value, context.notices.map((notice) => notice.id)]),
  events: [
    { type: 'done.loadNotices', output: [makeAccessEnded()] },
    { type: 'done.loadNotices', output: [] },
    { type: 'error.loadNotices', error: notFound },
    { type: 'done.markTold' },
    { type: 'error.markTold', error: serverFailure },
    { type: 'close' },
  ],
}
