import { assign, fromPromise, setup } from 'xstate'
import { isApiError, isClientError } from '@/api/api-error'
import { acceptInvitation, declineInvitation, listMyInvitations } from '@/api/sharing.api'
import type { Child } from '@/contract/children'
import type { MyInvitation } from '@/contract/sharing'

export interface MyInvitationsContext {
  /** The invitations waiting for the signed-in account, as last answered. */
  invitations: MyInvitation[]
  /** The invitation being accepted or declined. */
  answering: MyInvitation | null
  /** Why the last answer was refused (expired, answered before) or failed, with its invitation. */
  refusal: { id: number; message: string } | null
  /** The child of the invitation just accepted: the dashboard lists it now. */
  accepted: Child | null
}

export type MyInvitationsEvent = { type: 'accept'; invitation: MyInvitation } | { type: 'decline'; invitation: MyInvitation }

const failureText = 'Could not answer the invitation. Please try again.'
const refusalText = (error: unknown) => (isClientError(error) ? error.message : failureText)
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })
const without = (list: MyInvitation[], id: number | undefined) => list.filter((i) => i.id !== id)

/**
 * The invitee's side on the dashboard (docs/decisions/076): the invitations sent to
 * the account's email, each accepted or declined. A server without sharing (404), or a failed load,
 * shows nothing (the dashboard works as before). Accepting calls `childrenChanged` (the route reloads
 * the children, and the shared child appears); a refusal (expired, already answered) is said plainly
 * beside its invitation, which then leaves the list when the server says it can no longer be answered.
 */
export const myInvitationsMachine = setup({
  types: {
    context: {} as MyInvitationsContext,
    events: {} as MyInvitationsEvent,
  },
  actors: {
    loadInvitations: fromPromise<MyInvitation[]>(() => listMyInvitations()),
    acceptOne: fromPromise<Child, { id: number }>(({ input }) => acceptInvitation(input.id)),
    declineOne: fromPromise<void, { id: number }>(({ input }) => declineInvitation(input.id)),
  },
  guards: {
    /** A 400 or 404: the invitation cannot be answered any more (expired, answered, withdrawn). */
    isFinal: (_, params: { error: unknown }) => isApiError(params.error) && params.error.kind === 'http' && [400, 404].includes(params.error.status),
  },
  actions: {
    storeInvitations: assign((_, params: { invitations: MyInvitation[] }) => ({ invitations: params.invitations })),
    startAnswer: assign((_, params: { invitation: MyInvitation }) => ({ answering: params.invitation, refusal: null, accepted: null })),
    storeAccepted: assign(({ context }, params: { child: Child }) => ({
      invitations: without(context.invitations, context.answering?.id),
      answering: null,
      accepted: params.child,
    })),
    storeDeclined: assign(({ context }) => ({ invitations: without(context.invitations, context.answering?.id), answering: null })),
    /** Refused for good: its reason stays on screen, the invitation leaves the list. */
    storeRefused: assign(({ context }, params: { error: unknown }) => ({
      refusal: { id: context.answering?.id ?? 0, message: refusalText(params.error) },
      invitations: without(context.invitations, context.answering?.id),
      answering: null,
    })),
    storeFailed: assign(({ context }) => ({ refusal: { id: context.answering?.id ?? 0, message: failureText }, answering: null })),
    /** The route reloads the children (provided there); nothing to do in the machine. */
    childrenChanged: () => undefined,
  },
}).createMachine({
  id: 'myInvitations',
  context: { invitations: [], answering: null, refusal: null, accepted: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadInvitations',
        onDone: { target: 'list', actions: { type: 'storeInvitations', params: ({ event }) => ({ invitations: event.output }) } },
        // Quietly absent: a server without sharing (404) or a failed load leaves the dashboard as it was.
        onError: 'absent',
      },
    },
    absent: {},
    list: {
      on: {
        accept: { target: 'accepting', actions: { type: 'startAnswer', params: ({ event }) => ({ invitation: event.invitation }) } },
        decline: { target: 'declining', actions: { type: 'startAnswer', params: ({ event }) => ({ invitation: event.invitation }) } },
      },
    },
    accepting: {
      tags: ['busy'],
      invoke: {
        src: 'acceptOne',
        input: ({ context }) => ({ id: context.answering?.id ?? 0 }),
        onDone: { target: 'list', actions: [{ type: 'storeAccepted', params: ({ event }) => ({ child: event.output }) }, 'childrenChanged'] },
        onError: [
          { guard: { type: 'isFinal', params: errorParams }, target: 'list', actions: { type: 'storeRefused', params: errorParams } },
          { target: 'list', actions: 'storeFailed' },
        ],
      },
    },
    declining: {
      tags: ['busy'],
      invoke: {
        src: 'declineOne',
        input: ({ context }) => ({ id: context.answering?.id ?? 0 }),
        onDone: { target: 'list', actions: 'storeDeclined' },
        onError: [
          { guard: { type: 'isFinal', params: errorParams }, target: 'list', actions: { type: 'storeRefused', params: errorParams } },
          { target: 'list', actions: 'storeFailed' },
        ],
      },
    },
  },
})
