import { assign, fromPromise, setup } from 'xstate'
import type { LoginAnswer, SignupBody } from '@/contract/accounts'
import { unexpectedErrorText } from '@/domain/error-text'
import { signup } from '@/api/accounts.api'
import { isApiError, isClientError } from '@/api/api-error'
import { withRedirect } from '@/domain/redirect'

/** docs/product-rules.md#8 sign-up banners. */
export const signupBanners = {
  success: 'Account created successfully!',
  fieldErrors: 'Please correct the errors below.',
  unexpected: unexpectedErrorText,
} as const

export interface SignupContext {
  /** Server messages, the first per field, shown under the fields. */
  fieldErrors: Record<string, string>
  banner: { tone: 'success' | 'error'; text: string } | null
  /** Where the visitor was going (an invitation's link): kept through onboarding (docs/decisions/072). */
  redirect: string | null
}

export type SignupEvent = { type: 'submit'; values: SignupBody }

const submit = { target: '#signup.submitting', actions: 'clearErrors' } as const

/**
 * Where the flow ends: onboarding, carrying where the visitor was going; also read while it waits out the
 * 1.5 s (tag 'leaving'), so onboarding loads meanwhile (docs/decisions/070).
 */
export const signupOutput = ({ context }: { context: SignupContext }) => ({ to: withRedirect('/onboarding', context.redirect) })

export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    input: {} as { redirect?: string | null } | undefined,
    output: {} as { to: string },
  },
  actors: {
    signup: fromPromise<LoginAnswer, SignupBody>(({ input }) => signup(input)),
  },
  guards: {
    hasFieldErrors: ({ event }) => {
      const error = (event as { error?: unknown }).error
      return isApiError(error) && Object.keys(error.fieldErrors).length > 0
    },
  },
  actions: {
    clearErrors: assign({ fieldErrors: {}, banner: null }),
  },
  delays: { redirect: 1500 },
}).createMachine({
  id: 'signup',
  context: ({ input }) => ({ fieldErrors: {}, banner: null, redirect: input?.redirect ?? null }),
  initial: 'idle',
  states: {
    idle: { on: { submit } },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'signup',
        input: ({ event }) => (event as SignupEvent).values,
        onDone: {
          target: 'success',
          actions: assign({ banner: { tone: 'success', text: signupBanners.success } }),
        },
        onError: [
          {
            guard: 'hasFieldErrors',
            target: 'failed',
            actions: assign({
              fieldErrors: ({ event }) => (isApiError(event.error) ? event.error.fieldErrors : {}),
              banner: { tone: 'error', text: signupBanners.fieldErrors },
            }),
          },
          {
            target: 'failed',
            actions: assign({
              // A refusal the server explains (a 4xx with a detail) is shown as it says; anything else is unexpected.
              banner: ({ event }) => ({
                tone: 'error' as const,
                text: isClientError(event.error) ? event.error.message : signupBanners.unexpected,
              }),
            }),
          },
        ],
      },
    },
    failed: { on: { submit } },
    success: { tags: ['leaving'], after: { redirect: 'done' } },
    done: { type: 'final' },
  },
  output: signupOutput,
})
