import { assign, fromPromise, setup } from 'xstate'
import { changePassword } from '@/api/accounts.api'
import { isApiError, isNotFoundError } from '@/api/api-error'
import type { PasswordChangeBody } from '@/contract/accounts'
import { invokeError, saveFailed, submitToSaving } from '@/machines/form-save'

export interface PasswordChangeContext {
  /** Server messages under the field they belong to (a wrong current password). */
  fieldErrors: Record<string, string>
  /** A failure without field messages (network, server, too many attempts): its words, and the form keeps what was typed. */
  failure: string | null
  /** What the parent last submitted (sent again on a retry). */
  values: PasswordChangeBody | null
  /** Completed changes: the route starts a fresh, empty form for each. */
  changes: number
}

export type PasswordChangeEvent = {
  type: 'submit'
  values: PasswordChangeBody
}

const on = submitToSaving<PasswordChangeBody>()

/**
 * Changing the password on the account page (docs/decisions/062): the current password, then
 * the reset's rules; the server signs every other session out. A server without the
 * optional call (404) says so; any other failure keeps the form and may be sent again.
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
  },
  actors: {
    savePassword: fromPromise<void, { values: PasswordChangeBody }>(({ input }) => changePassword(input.values)),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error),
  },
  actions: {
    storeValues: assign((_, params: { values: PasswordChangeBody }) => ({
      values: params.values,
      fieldErrors: {},
      failure: null,
    })),
    countChange: assign(({ context }) => ({ changes: context.changes + 1 })),
    storeSaveError: assign((_, params: { error: unknown }) => {
      const fieldErrors = isApiError(params.error) ? params.error.fieldErrors : {}
      const failure = Object.keys(fieldErrors).length > 0 ? null : params.error instanceof Error ? params.error.message : 'Could not change the password.'
      return { fieldErrors, failure }
    }),
  },
}).createMachine({
  id: 'passwordChange',
  context: { values: null, fieldErrors: {}, failure: null, changes: 0 },
  initial: 'editing',
  states: {
    editing: { on },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'savePassword',
        input: ({ context }) => ({
          values: context.values as PasswordChangeBody,
        }),
        onDone: { target: 'changed', actions: 'countChange' },
        onError: [
          {
            guard: { type: 'isNotFound', params: invokeError },
            target: 'unavailable',
          },
          saveFailed,
        ],
      },
    },
    saveFailed: { on },
    changed: { on },
    unavailable: { type: 'final' },
  },
})
