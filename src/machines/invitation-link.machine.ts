import { assign, fromPromise, setup } from 'xstate'
import { isApiError, isClientError } from '@/api/api-error'
import { acceptInvitationLink, previewInvitation } from '@/api/sharing.api'
import type { Child } from '@/contract/children'
import type { InvitationPreview } from '@/contract/sharing'

export interface InvitationLinkContext {
  token: string
  /** Whether someone is signed in: then the link is accepted for them; else it shows who invites, to sign up or log in. */
  signedIn: boolean
  /** Who invites, to follow whom, as what, sent to which address (docs/decisions/094); null until known. */
  preview: InvitationPreview | null
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
 * /invitation?token=... (docs/decisions/076 and 094): the emailed link (the demo shows it to the
 * inviter) first asks who invites (the public preview), then, signed in, accepts the invitation for the account;
 * signed out, it waits on the invitation (the screen leads to sign up or log in with the invited address). A refusal
 * (expired, already answered, sent to another email, unknown: 400, 403, 404) shows the server's words; a network or
 * server failure offers Try again. Signed in, a preview that fails (a server without it) goes on to the accept, whose
 * answer is the one that counts.
 */
export const invitationLinkMachine = setup({
  types: {
    context: {} as InvitationLinkContext,
    events: {} as InvitationLinkEvent,
    input: {} as { token: string; signedIn: boolean },
  },
  actors: {
    loadPreview: fromPromise<InvitationPreview, { token: string }>(({ input }) => previewInvitation(input.token)),
    acceptByToken: fromPromise<Child, { token: string }>(({ input }) => acceptInvitationLink(input.token)),
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    isRefusal: (_, params: { error: unknown }) => isClientError(params.error),
  },
  actions: {
    storePreview: assign((_, params: { preview: InvitationPreview }) => ({ preview: params.preview })),
    storeChild: assign((_, params: { child: Child }) => ({ child: params.child })),
    storeRefusal: assign((_, params: { error: unknown }) => ({ refusal: refusalText(params.error) })),
  },
}).createMachine({
  id: 'invitationLink',
  context: ({ input }) => ({ token: input.token, signedIn: input.signedIn, preview: null, child: null, refusal: null }),
  initial: 'previewing',
  states: {
    previewing: {
      tags: ['busy'],
      invoke: {
        src: 'loadPreview',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          { guard: 'isSignedIn', target: 'accepting', actions: { type: 'storePreview', params: ({ event }) => ({ preview: event.output }) } },
          { target: 'invited', actions: { type: 'storePreview', params: ({ event }) => ({ preview: event.output }) } },
        ],
        onError: [
          { guard: 'isSignedIn', target: 'accepting' },
          { guard: { type: 'isRefusal', params: errorParams }, target: 'refused', actions: { type: 'storeRefusal', params: errorParams } },
          { target: 'failed' },
        ],
      },
    },
    /** Signed out: who invites, and the ways to sign up or log in with the invited address (links: the screen's). */
    invited: { type: 'final' },
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
    failed: { on: { retry: 'previewing' } },
  },
})
