import { assign, fromPromise, setup } from 'xstate'
import { cancelEmailChange, getAccount, resendEmailConfirmation, updateAccount } from '@/api/accounts.api'
import { isApiError, isNotFoundError } from '@/api/api-error'
import type { Account, AccountUpdate, AccountWithLink } from '@/contract/accounts'
import { invokeError, saveFailed, submitToSaving } from '@/machines/form-save'

export interface AccountProfileContext {
  account: Account | null
  /** What the parent last submitted; kept through a failed save. */
  values: AccountUpdate | null
  /** Server messages under the field they belong to. */
  fieldErrors: Record<string, string>
  /** A failure without field messages (network, server): the form says so and keeps what was typed. */
  failed: boolean
  /** docs/decisions/084: the confirmation link the demo's answer carried (a real server emails it instead). */
  confirmationLink: string | null
}

export type AccountProfileEvent = { type: 'submit'; values: AccountUpdate } | { type: 'retry' } | { type: 'email.resend' } | { type: 'email.cancel' }

/** Every state that shows the form: save it, ask for a new confirmation link, withdraw a change of address. */
const on = {
  ...submitToSaving<AccountUpdate>(),
  'email.resend': 'resending',
  'email.cancel': 'cancelling',
} as const
const storeAnswer = { type: 'storeAccount', params: ({ event }: { event: { output: AccountWithLink } }) => ({ account: event.output }) } as const

/**
 * The account page's profile (docs/decisions/062): load the account (a server without the
 * optional call says so), edit it with the sign-up's rules, save; a refused or
 * failed save keeps what was typed and may be sent again. A new email waits for its
 * confirmation (docs/decisions/084): the link may be sent again, or the change withdrawn.
 */
export const accountProfileMachine = setup({
  types: {
    context: {} as AccountProfileContext,
    events: {} as AccountProfileEvent,
  },
  actors: {
    loadAccount: fromPromise<Account>(() => getAccount()),
    saveAccount: fromPromise<AccountWithLink, { values: AccountUpdate }>(({ input }) => updateAccount(input.values)),
    resendConfirmation: fromPromise<AccountWithLink>(() => resendEmailConfirmation()),
    cancelChange: fromPromise<AccountWithLink>(() => cancelEmailChange()),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error),
  },
  actions: {
    storeAccount: assign((_, params: { account: AccountWithLink }) => {
      const { confirmation_link, ...account } = params.account
      return { account: account as Account, fieldErrors: {}, failed: false, confirmationLink: confirmation_link ?? null }
    }),
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
  context: { account: null, values: null, fieldErrors: {}, failed: false, confirmationLink: null },
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
        onDone: { target: 'saved', actions: storeAnswer },
        onError: saveFailed,
      },
    },
    saveFailed: { on },
    saved: { on },
    // docs/decisions/084: a new confirmation link (for the address waiting, or the account's own), or the change withdrawn.
    resending: {
      tags: ['busy'],
      invoke: { src: 'resendConfirmation', onDone: { target: 'linkSent', actions: storeAnswer }, onError: 'emailFailed' },
    },
    cancelling: {
      tags: ['busy'],
      invoke: { src: 'cancelChange', onDone: { target: 'changeCancelled', actions: storeAnswer }, onError: 'emailFailed' },
    },
    linkSent: { on },
    changeCancelled: { on },
    emailFailed: { on },
  },
})
