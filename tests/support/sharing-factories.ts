import type { AccessEnded, ChildAccessList, ChildMember, CreatedInvitation, Invitation, InvitationPreview, MyInvitation } from '@/contract/sharing'
import { seedUsers } from '@/mock-server/seed/users'

/*
 * Family sharing's test data (docs/decisions/076), in the seed's shape:
 * Olivia (child 2) owned by the seed parent, Sam Carter her caregiver, a grandparent invited.
 */

/** Someone the child is shared with; the seed's caregiver by default. */
export function makeMember(fields: Partial<ChildMember> = {}): ChildMember {
  return { id: 1, user: 4, full_name: seedUsers.caregiver.full_name, email: seedUsers.caregiver.email, role: 'caregiver', since: '2026-11-02T10:00:00.000Z', ...fields }
}

/** A waiting invitation as the owner sees it: a grandparent, as Viewer, expiring in a week. */
export function makeInvitation(fields: Partial<Invitation> = {}): Invitation {
  return { id: 7, child: 2, email: 'grandma@example.org', role: 'viewer', created_at: '2026-12-01T09:00:00.000Z', expires_at: '2026-12-08T09:00:00.000Z', ...fields }
}

/** An invitation just made, with the demo's link. */
export function makeCreatedInvitation(fields: Partial<CreatedInvitation> = {}): CreatedInvitation {
  return { ...makeInvitation({ id: 8, email: 'grandpa@example.org', role: 'caregiver' }), link: '/invitation?token=abc123', ...fields }
}

/** Who has access to a child: the seed parent, one member and one invitation unless told otherwise. */
export function makeAccessList(fields: Partial<ChildAccessList> = {}): ChildAccessList {
  return {
    child: 2,
    owner: { user: 2, full_name: seedUsers.parent.full_name, email: seedUsers.parent.email },
    members: [makeMember()],
    invitations: [makeInvitation()],
    ...fields,
  }
}

/** An invitation waiting for the signed-in account: Olivia, from the seed parent, as Caregiver. */
export function makeMyInvitation(fields: Partial<MyInvitation> = {}): MyInvitation {
  return { id: 7, child: { id: 2, name: 'Olivia Carter' }, owner_name: seedUsers.parent.full_name, role: 'caregiver', expires_at: '2026-12-08T09:00:00.000Z', ...fields }
}

/** What an invitation's link shows signed out (docs/decisions/094): the seed parent invites grandma to Noah, as Viewer. */
export function makeInvitationPreview(fields: Partial<InvitationPreview> = {}): InvitationPreview {
  return { inviter_name: seedUsers.parent.full_name, child_first_name: 'Noah', role: 'viewer', email: 'grandma@example.org', ...fields }
}

/** A child whose sharing ended, as its former member's dashboard is told (docs/decisions/094): Olivia, by the seed parent. */
export function makeAccessEnded(fields: Partial<AccessEnded> = {}): AccessEnded {
  return { id: 3, child_first_name: 'Olivia', owner_name: seedUsers.parent.full_name, ended_at: '2026-12-05T09:00:00.000Z', ...fields }
}
