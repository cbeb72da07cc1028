import { assign, fromPromise, setup } from 'xstate'
import { getAccount, updateAccount } from '@/api/accounts.api'
import { isApiError, isNotFoundError } from '@/api/api-error'
import type { Account, AccountUpdate } from '@/contract/accounts'
import { invokeError, saveFailed, submitToSaving } from '@/machines/form-save'

export interface AccountProfileContext {
  account: Account | null
  /** What the parent last submitted; kept through a failed save. */
  values: AccountUpdate | null
  /** Server messages under the field they belong to. */
  fieldErrors: Record<string, string>
  /** A failure without field messages (network, server): the form says so and keeps what was typed. */
  failed: boolean
}

export type AccountProfileEvent = { type: 'submit'; values: AccountUpdate } | { type: 'retry' }

const on = submitToSaving<AccountUpdate>()

/**
 * The account page's profile (issue #26): load the account (a server without the
 * optional call says so), edit it with the sign-up's rules, save; a refused or
 * failed save keeps what was typed and may be sent again.
 */
export const accountProfileMachine = setup({
  types: {
    context: {} as AccountProfileContext,
    events: {} as AccountProfileEvent,
  },
  actors: {
    loadAccount: fromPromise<Account>(() => getAccount()),
    saveAccount: fromPromise<Account, { values: AccountUpdate }>(({ input }) => updateAccount(input.values)),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error),
  },
  actions: {
    storeAccount: assign((_, params: { account: Account }) => ({
      account: params.account,
      fieldErrors: {},
      failed: false,
    })),
    storeValues: assign((_, params: { values: AccountUpdate }) => ({
      values: params.values,
      fieldErrors: {},
      failed: false,
    })),
    storeSaveError: assign((_, params: { error: unknown }) => {
      const fieldErrors = isApiError(params.error) ? (params.error.fieldErrors ?? {}) : {}
      return { fieldErrors, failed: Object.keys(fieldErrors).length === 0 }
    }),
  },
}).createMachine({
  id: 'accountProfile',
  context: { account: null, values: null, fieldErrors: {}, failed: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadAccount',
        onDone: {
          target: 'editing',
          actions: {
            type: 'storeAccount',
            params: ({ event }) => ({ account: event.output }),
          },
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: invokeError },
            target: 'unavailable',
          },
          { target: 'loadFailed' },
        ],
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    unavailable: { type: 'final' },
    editing: { on },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveAccount',
        input: ({ context }) => ({ values: context.values as AccountUpdate }),
        onDone: {
          target: 'saved',
          actions: {
            type: 'storeAccount',
            params: ({ event }) => ({ account: event.output }),
          },
        },
        onError: saveFailed,
      },
    },
    saveFailed: { on },
    saved: { on },
  },
})
