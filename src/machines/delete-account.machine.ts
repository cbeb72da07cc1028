import { assign, fromPromise, setup } from 'xstate'
import { isApiError, isNotFoundError } from '@/api/api-error'
import { listChildren } from '@/api/children.api'
import { deleteAccount } from '@/api/leaving.api'
import { listChildAccess } from '@/api/sharing.api'
import { deletionBody, splitChildren, type DeletionPlan, type DeletionValues } from '@/domain/account-deletion'
import { invokeError } from '@/machines/form-save'

/** The owned children and who each is shared with; a server without sharing (404) shares none. */
export async function loadDeletionPlan(): Promise<DeletionPlan> {
  const { owned, sharedWithMe } = splitChildren(await listChildren())
  const members = await Promise.all(
    owned.map((child) =>
      listChildAccess(child.id).then(
        (list) => list.members.map(({ user, full_name, role }) => ({ user, full_name, role })),
        (error: unknown) => {
          if (isNotFoundError(error)) return []
          throw error
        },
      ),
    ),
  )
  return { owned: owned.map((child, index) => ({ id: child.id, name: child.name, members: members[index] ?? [] })), sharedWithMe: sharedWithMe.map((child) => child.name) }
}

export interface DeleteAccountContext {
  plan: DeletionPlan | null
  values: DeletionValues | null
  /** Server messages by field (`password`, `children`). */
  fieldErrors: Record<string, string>
  /** A refusal or failure without field messages (the last admin, the network): its words. */
  failure: string | null
}

export type DeleteAccountEvent =
  | { type: 'ask' }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'submit'; values: DeletionValues }
  | { type: 'back' }
  | { type: 'confirm' }

/**
 * "Delete my account" on the account page (docs/decisions/077): load the children and who each is shared with,
 * ask for the password and a choice per shared child (hand it over or delete it), confirm what goes, delete.
 * The session is cleared by the api; the route then lands on the landing page with the message. A wrong
 * password or a missing choice goes back to the form with the server's words; a server without the optional
 * call (404) says so in place of the section.
 */
export const deleteAccountMachine = setup({
  types: {
    context: {} as DeleteAccountContext,
    events: {} as DeleteAccountEvent,
    output: {} as { to: string },
  },
  actors: {
    loadPlan: fromPromise<DeletionPlan>(() => loadDeletionPlan()),
    removeAccount: fromPromise<void, { plan: DeletionPlan; values: DeletionValues }>(({ input }) => deleteAccount(deletionBody(input.plan, input.values))),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error),
    hasFieldErrors: (_, params: { error: unknown }) => isApiError(params.error) && Object.keys(params.error.fieldErrors).length > 0,
  },
  actions: {
    storePlan: assign((_, params: { plan: DeletionPlan }) => ({ plan: params.plan, values: null, fieldErrors: {}, failure: null })),
    storeValues: assign((_, params: { values: DeletionValues }) => ({ values: params.values, fieldErrors: {}, failure: null })),
    storeError: assign((_, params: { error: unknown }) => {
      const fieldErrors = isApiError(params.error) ? params.error.fieldErrors : {}
      const failure = Object.keys(fieldErrors).length > 0 ? null : params.error instanceof Error ? params.error.message : 'Could not delete the account.'
      return { fieldErrors, failure }
    }),
    forget: assign({ plan: null, values: null, fieldErrors: {}, failure: null }),
  },
}).createMachine({
  id: 'deleteAccount',
  context: { plan: null, values: null, fieldErrors: {}, failure: null },
  initial: 'idle',
  // Signed out and gone: the route lands on the landing page with "Your account has been deleted."
  output: () => ({ to: '/' }),
  states: {
    idle: { on: { ask: 'loading' } },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadPlan',
        onDone: { target: 'choosing', actions: { type: 'storePlan', params: ({ event }) => ({ plan: event.output }) } },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { retry: 'loading', cancel: 'idle' } },
    choosing: {
      on: {
        submit: { target: 'confirming', actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) } },
        cancel: { target: 'idle', actions: 'forget' },
      },
    },
    confirming: { on: { confirm: 'deleting', back: 'choosing', cancel: { target: 'idle', actions: 'forget' } } },
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'removeAccount',
        input: ({ context }) => ({ plan: context.plan as DeletionPlan, values: context.values as DeletionValues }),
        onDone: 'deleted',
        onError: [
          { guard: { type: 'isNotFound', params: invokeError }, target: 'unavailable' },
          { guard: { type: 'hasFieldErrors', params: invokeError }, target: 'choosing', actions: { type: 'storeError', params: invokeError } },
          { target: 'failed', actions: { type: 'storeError', params: invokeError } },
        ],
      },
    },
    failed: { on: { confirm: 'deleting', back: 'choosing', cancel: { target: 'idle', actions: 'forget' } } },
    // Not final: only a deletion ends the flow (and its output sends the parent away).
    unavailable: {},
    deleted: { type: 'final' },
  },
})
