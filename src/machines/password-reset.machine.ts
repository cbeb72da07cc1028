import { assign, setup } from 'xstate'

export interface PasswordResetContext {
  email: string
}

export type PasswordResetEvent =
  | { type: 'submit.email'; email: string }
  | { type: 'submit.code'; code: string }
  | { type: 'resend' }
  | { type: 'confirm' }
  | { type: 'submit.password' }
  | { type: 'continue' }
  | { type: 'back' }

/** Each step's URL; one hook keeps the address bar in step with the machine (STYLE.md). */
export const resetStepPaths = {
  forgotPassword: '/auth/forgot-password',
  verifyCode: '/auth/verify-code',
  resetConfirm: '/auth/password-reset-confirm',
  newPassword: '/auth/new-password',
  passwordUpdated: '/auth/password-updated',
} as const
export type ResetStepPath = (typeof resetStepPaths)[keyof typeof resetStepPaths]

export interface ResetStepMeta {
  path: ResetStepPath
}

/** A forward step's simulated 1.5 s: busy, still at the step's own URL, then the next step. */
const stepping = <const Next extends string>(path: ResetStepPath, next: Next) =>
  ({ tags: ['busy'], meta: { path } satisfies ResetStepMeta, after: { step: next } }) as const

/**
 * docs/product-rules.md#4: forgot-password, verify-code, reset-confirm, new-password,
 * password-updated, /auth. Each forward step up to new-password takes a
 * simulated 1.5 s; a valid new password sets the success state and after
 * 1.5 s goes to /auth/password-updated. No step makes a call (docs/product-rules.md#7;
 * docs/product-rules.md#decisions: the new password succeeds locally).
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    output: {} as { to: '/auth' },
  },
  delays: { step: 1500, redirect: 1500 },
  actions: {
    // docs/product-rules.md#2: "Resend email only logs to the console".
    logResend: ({ context }) => console.info(`Resend verification email to ${context.email}`),
  },
}).createMachine({
  id: 'passwordReset',
  context: { email: '' },
  initial: 'forgotPassword',
  states: {
    forgotPassword: {
      meta: { path: resetStepPaths.forgotPassword } satisfies ResetStepMeta,
      on: {
        'submit.email': { target: 'sendingCode', actions: assign({ email: ({ event }) => event.email }) },
        back: 'left',
      },
    },
    sendingCode: stepping(resetStepPaths.forgotPassword, 'verifyCode'),
    verifyCode: {
      meta: { path: resetStepPaths.verifyCode } satisfies ResetStepMeta,
      on: {
        'submit.code': 'verifyingCode',
        resend: { actions: 'logResend' },
        back: 'forgotPassword',
      },
    },
    verifyingCode: stepping(resetStepPaths.verifyCode, 'resetConfirm'),
    resetConfirm: {
      meta: { path: resetStepPaths.resetConfirm } satisfies ResetStepMeta,
      on: { confirm: 'confirming', back: 'verifyCode' },
    },
    confirming: stepping(resetStepPaths.resetConfirm, 'newPassword'),
    newPassword: {
      meta: { path: resetStepPaths.newPassword } satisfies ResetStepMeta,
      on: { 'submit.password': 'passwordChanged', back: 'resetConfirm' },
    },
    passwordChanged: {
      tags: ['success'],
      meta: { path: resetStepPaths.newPassword } satisfies ResetStepMeta,
      after: { redirect: 'passwordUpdated' },
    },
    passwordUpdated: {
      meta: { path: resetStepPaths.passwordUpdated } satisfies ResetStepMeta,
      on: { continue: 'finished' },
    },
    finished: { type: 'final' },
    /** Back from the first step leaves the flow for /auth. */
    left: { type: 'final' },
  },
  output: () => ({ to: '/auth' as const }),
})
