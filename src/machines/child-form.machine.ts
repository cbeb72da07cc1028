import { assign, fromPromise, setup } from 'xstate'
import type { Units } from '@/contract/accounts'
import type { Child, ChildCreate, ChildUpdate } from '@/contract/children'
import { emptyChildFormValues, newChildFormValuesFor, type ChildFormErrors, type ChildFormValues } from '@/domain/child-form'
import { fromChild, toChildUpdate, toChildWrite, toFormFieldErrors } from '@/domain/child-form-wire'
import { createChild, getChild, updateChild } from '@/api/children.api'
import { isApiError } from '@/api/api-error'
import { mayDo, roleOf } from '@/domain/child-access'

/** The form's unit choices start from the account's units preference (docs/decisions/062; metric when not given). */
export type ChildFormInput = { mode: 'create'; units?: Units } | { mode: 'edit'; childId: number; units?: Units }

export type ChildFormOutput = { to: '/congrats'; childId: number | null } | { to: 'back'; fallback: string }

export type SaveChildInput = { mode: 'create'; body: ChildCreate } | { mode: 'edit'; childId: number; body: ChildUpdate }

export interface ChildFormContext {
  mode: 'create' | 'edit'
  childId: number | null
  units: Units
  /** The stored child (edit), for its current photo. */
  child: Child | null
  /** The values the form starts from: empty (create) or the stored child's (edit). */
  initial: ChildFormValues
  /** What the parent last submitted; kept through a failed save. */
  values: ChildFormValues | null
  /** docs/product-rules.md#8: the server's response data, or 'An error occurred'. */
  serverError: unknown
  /** Server messages mapped to the form field they belong under. */
  fieldErrors: ChildFormErrors
}

export type ChildFormEvent = { type: 'submit'; values: ChildFormValues } | { type: 'retry' }

/** docs/product-rules.md#8's fallback when a failed save brought no response data. */
export const noResponseError = 'An error occurred'

/** docs/product-rules.md#8: the server's response data when there was a response, else 'An error occurred'. */
export function saveErrorData(error: unknown): unknown {
  if (isApiError(error) && error.kind !== 'network' && error.body !== null && error.body !== undefined && error.body !== '')
    return error.body
  return noResponseError
}

function outputOf(context: ChildFormContext): ChildFormOutput {
  return context.mode === 'edit' ? { to: 'back', fallback: `/child/${context.childId}` } : { to: '/congrats', childId: context.childId }
}

/**
 * /create-child-profile and /edit-child-profile/{childId} (docs/product-rules.md#2): one
 * form. Edit loads the child first (loading and loadFailed are states, STYLE.md);
 * a failed save keeps what was typed and may be submitted again. Create ends at
 * /congrats; edit goes back one page (the route does that, with the child's
 * profile as the fallback when there is no page to go back to).
 */
export const childFormMachine = setup({
  types: {
    context: {} as ChildFormContext,
    events: {} as ChildFormEvent,
    input: {} as ChildFormInput,
    output: {} as ChildFormOutput,
  },
  actors: {
    loadChild: fromPromise<Child, { childId: number }>(({ input }) => getChild(input.childId)),
    saveChild: fromPromise<Child, SaveChildInput>(({ input }) =>
      input.mode === 'create' ? createChild(input.body) : updateChild(input.childId, input.body),
    ),
  },
  guards: {
    isEditMode: ({ context }) => context.mode === 'edit',
    // docs/decisions/072: a caregiver or a viewer may open the edit page by its address, never edit (the server says 403 too).
    mayEditProfile: ({ context }) => context.child !== null && mayDo(roleOf(context.child), 'editProfile'),
  },
  actions: {
    storeChild: assign(({ context }, params: { child: Child }) => ({
      child: params.child,
      initial: fromChild(params.child, new Date(), context.units),
    })),
    storeSavedId: assign((_, params: { id: number }) => ({ childId: params.id })),
    storeValues: assign((_, params: { values: ChildFormValues }) => ({ values: params.values, serverError: null, fieldErrors: {} })),
    storeSaveError: assign((_, params: { error: unknown }) => ({
      serverError: saveErrorData(params.error),
      fieldErrors: isApiError(params.error) ? toFormFieldErrors(params.error.fieldErrors) : {},
    })),
  },
}).createMachine({
  id: 'childForm',
  context: ({ input }) => ({
    mode: input.mode,
    childId: input.mode === 'edit' ? input.childId : null,
    units: input.units ?? 'metric',
    child: null,
    initial: input.mode === 'create' ? newChildFormValuesFor(input.units ?? 'metric') : emptyChildFormValues,
    values: null,
    serverError: null,
    fieldErrors: {},
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isEditMode', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadChild',
        input: ({ context }) => ({ childId: context.childId ?? 0 }),
        onDone: { target: 'loaded', actions: { type: 'storeChild', params: ({ event }) => ({ child: event.output }) } },
        onError: 'loadFailed',
      },
    },
    loaded: {
      always: [{ guard: 'mayEditProfile', target: 'editing' }, { target: 'notAllowed' }],
    },
    /** A shared child: the page says who may edit it and offers the way back; nothing can be sent. */
    notAllowed: {},
    loadFailed: {
      on: { retry: 'loading' },
    },
    editing: {
      on: {
        submit: { target: 'saving', actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) } },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveChild',
        input: ({ context }): SaveChildInput => {
          const values = context.values ?? context.initial
          return context.mode === 'edit' && context.childId !== null
            ? { mode: 'edit', childId: context.childId, body: toChildUpdate(values, context.initial) }
            : { mode: 'create', body: toChildWrite(values) }
        },
        // The saved child's id, so the dashboard can select a new child after /congrats.
        onDone: { target: 'saved', actions: { type: 'storeSavedId', params: ({ event }) => ({ id: event.output.id }) } },
        onError: { target: 'saveFailed', actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saveFailed: {
      on: {
        submit: { target: 'saving', actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) } },
      },
    },
    saved: { type: 'final' },
  },
  output: ({ context }) => outputOf(context),
})
