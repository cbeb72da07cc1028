import { assign, fromPromise, setup } from 'xstate'
import { isApiError, isNotFoundError } from '@/api/api-error'
import { createInvitation, listChildAccess, removeChildAccess, revokeInvitation, updateChildAccess } from '@/api/sharing.api'
import type { SharedRole } from '@/contract/child-access'
import type { ChildAccessList, ChildMember, CreatedInvitation, Invitation } from '@/contract/sharing'
import { conflictRules, conflictState, ifMatchFor, onConflict, theirsFrom, withTheirs, type ConflictEvent } from '@/machines/conflict'
import { inviteFieldErrors, type InviteFormField, type InviteFormValues } from '@/domain/sharing'

export interface SharingContext {
  childId: number
  /** Who has access, as the server last answered; null until loaded. */
  access: ChildAccessList | null
  /** What the owner last submitted in the invite form; kept through a refusal. */
  values: InviteFormValues | null
  fieldErrors: Partial<Record<InviteFormField, string>>
  /** The invitation just made: the demo's answer carries its link, shown to the inviter. */
  created: CreatedInvitation | null
  /** The member whose role is changing, with the new role. */
  changing: { member: ChildMember; role: SharedRole } | null
  /** The member to remove, while the owner confirms or it is being removed. */
  removing: ChildMember | null
  /** The invitation being revoked. */
  revoking: Invitation | null
  /** A failure without field messages (network, server), for the part that failed. */
  failed: 'invite' | 'role' | 'remove' | 'revoke' | null
  /** The last change, for the screen's message. */
  done: 'invited' | 'roleChanged' | 'removed' | 'revoked' | null
  /** The member as someone else left them since the list loaded, when a role change or removal met it (docs/decisions/086). */
  conflict: ChildMember | null
}

export type SharingEvent =
  | { type: 'invite'; values: InviteFormValues }
  | { type: 'role.change'; member: ChildMember; role: SharedRole }
  | { type: 'remove'; member: ChildMember }
  | { type: 'revoke'; invitation: Invitation }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'retry' }
  | ConflictEvent

const isForbidden = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 403
const withoutMember = (access: ChildAccessList | null, id: number | undefined) => access && { ...access, members: access.members.filter((m) => m.id !== id) }
const withoutInvitation = (access: ChildAccessList | null, id: number | undefined) =>
  access && { ...access, invitations: access.invitations.filter((i) => i.id !== id) }
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

/** What every ready state offers: invite, change a role, remove (after a confirmation), revoke. */
const readyEvents = {
  invite: { target: 'inviting', actions: { type: 'storeValues', params: ({ event }: { event: { values: InviteFormValues } }) => ({ values: event.values }) } },
  'role.change': {
    target: 'changingRole',
    actions: { type: 'storeChange', params: ({ event }: { event: { member: ChildMember; role: SharedRole } }) => ({ member: event.member, role: event.role }) },
  },
  remove: { target: 'confirmingRemove', actions: { type: 'askRemove', params: ({ event }: { event: { member: ChildMember } }) => ({ member: event.member }) } },
  revoke: { target: 'revoking', actions: { type: 'storeRevoke', params: ({ event }: { event: { invitation: Invitation } }) => ({ invitation: event.invitation }) } },
} as const

/**
 * The owner's Share screen (docs/decisions/076): who has access loads (a 404: the
 * server has not got sharing, and the screen says "Sharing is not available on this server"; a 403: the
 * caller is not the owner); the owner invites an email with a role (a 400 keeps what was typed, with the
 * server's messages under their fields; the demo's answer has the link to show), changes a member's role,
 * removes a member after a confirmation and revokes an invitation. A member or invitation already gone
 * (404) is dropped from the list as done. A role change or removal of a member whose access someone else changed
 * since (412: the owner in another tab) shows both versions (docs/decisions/086): keep mine (or remove anyway)
 * writes again over theirs, use theirs (or keep it) shows theirs. A role change that finds the role already set to
 * what the owner asked (the other tab made the same change) is done: there is nothing to choose.
 */
const rules = conflictRules('childAccess')

export const sharingMachine = setup({
  types: {
    context: {} as SharingContext,
    events: {} as SharingEvent,
    input: {} as { childId: number },
  },
  actors: {
    loadAccess: fromPromise<ChildAccessList, { childId: number }>(({ input }) => listChildAccess(input.childId)),
    sendInvitation: fromPromise<CreatedInvitation, { childId: number; values: InviteFormValues }>(({ input }) =>
      createInvitation({ child: input.childId, email: input.values.email, role: input.values.role }),
    ),
    saveRole: fromPromise<ChildMember, { id: number; role: SharedRole; ifMatch: string | undefined }>(({ input }) =>
      updateChildAccess(input.id, { role: input.role }, input.ifMatch),
    ),
    removeMember: fromPromise<void, { id: number; ifMatch: string | undefined }>(({ input }) => removeChildAccess(input.id, input.ifMatch)),
    withdrawInvitation: fromPromise<void, { id: number }>(({ input }) => revokeInvitation(input.id)),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error),
    isForbidden: (_, params: { error: unknown }) => isForbidden(params.error),
    isConflict: rules.isConflict,
    /** A 412 whose current access already has the role asked for. */
    isAlreadySo: ({ context }, params: { error: unknown }) => theirsFrom('childAccess', params.error)?.role === context.changing?.role,
    hasFieldErrors: (_, params: { error: unknown }) => isApiError(params.error) && Object.keys(inviteFieldErrors(params.error.fieldErrors)).length > 0,
  },
  actions: {
    storeAccess: assign((_, params: { access: ChildAccessList }) => ({ access: params.access })),
    storeValues: assign((_, params: { values: InviteFormValues }) => ({ values: params.values, fieldErrors: {}, failed: null, done: null, created: null })),
    storeInvited: assign(({ context }, params: { created: CreatedInvitation }) => {
      const { link: _link, ...invitation } = params.created
      return {
        access: context.access && { ...context.access, invitations: [...withoutInvitation(context.access, invitation.id)!.invitations, invitation] },
        created: params.created,
        values: null,
        done: 'invited' as const,
      }
    }),
    storeInviteRefusal: assign((_, params: { error: unknown }) => ({ fieldErrors: isApiError(params.error) ? inviteFieldErrors(params.error.fieldErrors) : {} })),
    storeChange: assign((_, params: { member: ChildMember; role: SharedRole }) => ({ changing: params, failed: null, done: null, conflict: null })),
    storeRole: assign(({ context }, params: { member: ChildMember }) => ({
      access: context.access && { ...context.access, members: context.access.members.map((m) => (m.id === params.member.id ? params.member : m)) },
      changing: null,
      done: 'roleChanged' as const,
      conflict: null,
    })),
    askRemove: assign((_, params: { member: ChildMember }) => ({ removing: params.member, failed: null, done: null, conflict: null })),
    storeConflict: assign(rules.storedConflict),
    /** Theirs in the list; the role change or the removal dropped. */
    useTheirs: assign(({ context }) => ({
      access: context.access && { ...context.access, members: withTheirs(context.access.members, context.conflict) },
      changing: null,
      removing: null,
      conflict: null,
    })),
    forgetRemove: assign({ removing: null }),
    storeRemoved: assign(({ context }) => ({ access: withoutMember(context.access, context.removing?.id), removing: null, done: 'removed' as const, conflict: null })),
    storeRevoke: assign((_, params: { invitation: Invitation }) => ({ revoking: params.invitation, failed: null, done: null })),
    storeRevoked: assign(({ context }) => ({ access: withoutInvitation(context.access, context.revoking?.id), revoking: null, done: 'revoked' as const })),
    storeFailed: assign((_, params: { failed: NonNullable<SharingContext['failed']> }) => ({ failed: params.failed, changing: null, removing: null, revoking: null })),
  },
}).createMachine({
  id: 'sharing',
  context: ({ input }) => ({
    childId: input.childId,
    access: null,
    values: null,
    fieldErrors: {},
    created: null,
    changing: null,
    removing: null,
    revoking: null,
    failed: null,
    done: null,
    conflict: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadAccess',
        input: ({ context }) => ({ childId: context.childId }),
        onDone: { target: 'ready', actions: { type: 'storeAccess', params: ({ event }) => ({ access: event.output }) } },
        onError: [
          { guard: { type: 'isNotFound', params: errorParams }, target: 'unavailable' },
          { guard: { type: 'isForbidden', params: errorParams }, target: 'notOwner' },
          { target: 'loadFailed' },
        ],
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    /** The server has not got sharing (or the child is not the caller's): the screen says sharing is not available. */
    unavailable: {},
    /** A caregiver or viewer opened the page: only the owner shares. */
    notOwner: {},
    ready: { on: readyEvents },
    inviting: {
      tags: ['busy'],
      invoke: {
        src: 'sendInvitation',
        input: ({ context }) => ({ childId: context.childId, values: context.values as InviteFormValues }),
        onDone: { target: 'ready', actions: { type: 'storeInvited', params: ({ event }) => ({ created: event.output }) } },
        onError: [
          { guard: { type: 'hasFieldErrors', params: errorParams }, target: 'ready', actions: { type: 'storeInviteRefusal', params: errorParams } },
          { target: 'ready', actions: { type: 'storeFailed', params: () => ({ failed: 'invite' as const }) } },
        ],
      },
    },
    changingRole: {
      tags: ['busy'],
      invoke: {
        src: 'saveRole',
        input: ({ context }) => ({
          id: context.changing?.member.id ?? 0,
          role: context.changing?.role ?? 'viewer',
          ifMatch: ifMatchFor('childAccess', context.conflict, context.changing?.member),
        }),
        onDone: { target: 'ready', actions: { type: 'storeRole', params: ({ event }) => ({ member: event.output }) } },
        onError: [
          {
            guard: { type: 'isAlreadySo', params: errorParams },
            target: 'ready',
            actions: { type: 'storeRole', params: ({ event }) => ({ member: theirsFrom('childAccess', event.error)! }) },
          },
          onConflict('roleConflict'),
          { target: 'ready', actions: { type: 'storeFailed', params: () => ({ failed: 'role' as const }) } },
        ],
      },
    },
    confirmingRemove: {
      on: { confirm: 'removing', cancel: { target: 'ready', actions: 'forgetRemove' } },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        src: 'removeMember',
        input: ({ context }) => ({ id: context.removing?.id ?? 0, ifMatch: ifMatchFor('childAccess', context.conflict, context.removing) }),
        onDone: { target: 'ready', actions: 'storeRemoved' },
        onError: [
          onConflict('removeConflict'),
          // Already gone (removed in another tab, or the member left): what was asked is done.
          { guard: { type: 'isNotFound', params: errorParams }, target: 'ready', actions: 'storeRemoved' },
          { target: 'ready', actions: { type: 'storeFailed', params: () => ({ failed: 'remove' as const }) } },
        ],
      },
    },
    /** The member's access was changed elsewhere since the list loaded: both roles shown. */
    roleConflict: conflictState('changingRole', 'ready'),
    /** The member's access was changed elsewhere since their removal was asked for. */
    removeConflict: conflictState('removing', 'ready'),
    revoking: {
      tags: ['busy'],
      invoke: {
        src: 'withdrawInvitation',
        input: ({ context }) => ({ id: context.revoking?.id ?? 0 }),
        onDone: { target: 'ready', actions: 'storeRevoked' },
        onError: [
          { guard: { type: 'isNotFound', params: errorParams }, target: 'ready', actions: 'storeRevoked' },
          { target: 'ready', actions: { type: 'storeFailed', params: () => ({ failed: 'revoke' as const }) } },
        ],
      },
    },
  },
})
