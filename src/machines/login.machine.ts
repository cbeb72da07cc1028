import { assign, fromPromise, setup } from 'xstate'
import type { LoginAnswer, LoginBody, SessionUser } from '@/contract/accounts'
import { safeRedirectPath } from '@/domain/redirect'
import { login } from '@/api/accounts.api'
import { isApiError } from '@/api/api-error'
import { unexpectedErrorText } from '@/domain/error-text'

export interface LoginContext {
  /** Where the route guard stopped the visitor, if anywhere (docs/product-rules.md#decisions). */
  redirect: string | null
  user: SessionUser | null
  error: string | null
}

export type LoginEvent = { type: 'submit'; email: string; password: string }

/**
 * docs/product-rules.md#4: after "Login successful!" and 1.5 s, an ADMIN goes to
 * /admin-dashboard; otherwise a completed onboarding goes to /client-dashboard,
 * else /onboarding. docs/product-rules.md#decisions: back to the page the guard stopped, if any.
 */
export function destinationFor(user: SessionUser, redirect: string | null): string {
  const back = safeRedirectPath(redirect)
  if (back) return back
  if (user.user_type === 'ADMIN') return '/admin-dashboard'
  return user.profile.is_onboarding_complete ? '/client-dashboard' : '/onboarding'
}

const submit = { target: '#login.submitting' } as const

/** Where the flow ends; also read while it waits out the 1.5 s (tag 'leaving'), so the next screen loads meanwhile (docs/decisions/070). */
export const loginOutput = ({ context }: { context: LoginContext }) => ({ to: context.user ? destinationFor(context.user, context.redirect) : '/auth' })

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as { redirect?: string | null } | undefined,
    output: {} as { to: string },
  },
  actors: {
    login: fromPromise<LoginAnswer, LoginBody>(({ input }) => login(input)),
  },
  delays: { redirect: 1500 },
  actions: {
    // Provided by the route: the toasts belong to the screen, the decision to the machine.
    notifySuccess: () => {},
    notifyFailure: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ redirect: input?.redirect ?? null, user: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { submit } },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'login',
        input: ({ event }) => {
          const { email, password } = event as LoginEvent
          return { email, password }
        },
        onDone: {
          target: 'success',
          actions: assign({ user: ({ event }) => event.output.user, error: null }),
        },
        onError: {
          target: 'failed',
          actions: [
            assign({
              error: ({ event }) => (isApiError(event.error) ? event.error.message : unexpectedErrorText),
            }),
            { type: 'notifyFailure', params: ({ context }) => ({ message: context.error ?? unexpectedErrorText }) },
          ],
        },
      },
    },
    failed: { on: { submit } },
    success: {
      tags: ['leaving'],
      entry: 'notifySuccess',
      after: { redirect: 'done' },
    },
    done: { type: 'final' },
  },
  output: loginOutput,
})
