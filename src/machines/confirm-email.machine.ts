import { assign, fromPromise, setup } from 'xstate'
import { confirmEmail } from '@/api/accounts.api'
import { isApiError, isClientError } from '@/api/api-error'
import type { EmailConfirmAnswer } from '@/contract/accounts'

export interface ConfirmEmailContext {
  token: string
  /** The address confirmed: the account's email from now on. */
  email: string | null
  /** The server's reason for a refusal (unknown or used link, expired, taken meanwhile), word for word. */
  refusal: string | null
}

export type ConfirmEmailEvent = { type: 'retry' }

/** A server without e-mail confirmation answers 404 (an optional call it lacks). */
export const confirmationNotAvailableText = 'Confirming an email address is not available on this server.'
const refusalText = (error: unknown) => (isApiError(error) ? (error.status === 404 ? confirmationNotAvailableText : error.message) : null)
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

/**
 * /confirm-email?token=... (docs/decisions/084): the link mailed to an address (shown on the account page in the
 * demo) proves it, signed in or out. A refusal (400: unknown, used, replaced, expired, taken meanwhile; 404: not on
 * this server) shows its reason; a network or server failure offers Try again.
 */
export const confirmEmailMachine = setup({
  types: {
    context: {} as ConfirmEmailContext,
    events: {} as ConfirmEmailEvent,
    input: {} as { token: string },
  },
  actors: {
    confirmByToken: fromPromise<EmailConfirmAnswer, { token: string }>(({ input }) => confirmEmail(input.token)),
  },
  guards: {
    isRefusal: (_, params: { error: unknown }) => isClientError(params.error),
  },
  actions: {
    storeEmail: assign((_, params: { email: string }) => ({ email: params.email })),
    storeRefusal: assign((_, params: { error: unknown }) => ({ refusal: refusalText(params.error) })),
  },
}).createMachine({
  id: 'confirmEmail',
  context: ({ input }) => ({ token: input.token, email: null, refusal: null }),
  initial: 'confirming',
  states: {
    confirming: {
      tags: ['busy'],
      invoke: {
        src: 'confirmByToken',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'confirmed', actions: { type: 'storeEmail', params: ({ event }) => ({ email: event.output.email }) } },
        onError: [{ guard: { type: 'isRefusal', params: errorParams }, target: 'refused', actions: { type: 'storeRefusal', params: errorParams } }, { target: 'failed' }],
      },
    },
    confirmed: { type: 'final' },
    refused: { type: 'final' },
    failed: { on: { retry: 'confirming' } },
  },
})
