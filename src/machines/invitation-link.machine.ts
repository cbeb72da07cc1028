import { assign, fromPromise, setup } from 'xstate'
import { isApiError } from '@/api/api-error'
import { acceptInvitationLink } from '@/api/sharing.api'
import type { Child } from '@/contract/children'

export interface InvitationLinkContext {
  token: string
  /** The child shared by the accepted invitation. */
  child: Child | null
  /** The server's reason for a refusal (expired, used, another email), word for word. */
  refusal: string | null
}

export type InvitationLinkEvent = { type: 'retry' }

/** An unknown token (or one revoked and cleaned away) is a 404, whose body says only "Not found.". */
export const unknownInvitationText = 'This invitation link is not valid. Ask the person who invited you for a new one.'
const refusalText = (error: unknown) => (isApiError(error) ? (error.status === 404 ? unknownInvitationText : error.message) : null)
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

/**
 * /invitation?token=... (issue #26 point 2, docs/decisions/076): the emailed link (the demo shows it to the
 * inviter) accepts the invitation for the signed-in account. A refusal (expired, already answered, sent to
 * another email, unknown: 400, 403, 404) shows the server's words; a network or server failure offers Try again.
 */
export const invitationLinkMachine = setup({
  types: {
    context: {} as InvitationLinkContext,
    events: {} as InvitationLinkEvent,
    input: {} as { token: string },
  },
  actors: {
    acceptByToken: fromPromise<Child, { token: string }>(({ input }) => acceptInvitationLink(input.token)),
  },
  guards: {
    isRefusal: (_, params: { error: unknown }) => isApiError(params.error) && params.error.kind === 'http' && params.error.status < 500,
  },
  actions: {
    storeChild: assign((_, params: { child: Child }) => ({ child: params.child })),
    storeRefusal: assign((_, params: { error: unknown }) => ({ refusal: refusalText(params.error) })),
  },
}).createMachine({
  id: 'invitationLink',
  context: ({ input }) => ({ token: input.token, child: null, refusal: null }),
  initial: 'accepting',
  states: {
    accepting: {
      tags: ['busy'],
      invoke: {
        src: 'acceptByToken',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'accepted', actions: { type: 'storeChild', params: ({ event }) => ({ child: event.output }) } },
        onError: [{ guard: { type: 'isRefusal', params: errorParams }, target: 'refused', actions: { type: 'storeRefusal', params: errorParams } }, { target: 'failed' }],
      },
    },
    accepted: { type: 'final' },
    refused: { type: 'final' },
    failed: { on: { retry: 'accepting' } },
  },
})
