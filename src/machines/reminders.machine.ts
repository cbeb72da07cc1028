import { assign, fromPromise, setup } from 'xstate'
import { isApiError } from '@/api/api-error'
import { createReminder, deleteReminder, listReminders, updateReminder } from '@/api/reminders.api'
import type { ParentReminder } from '@/contract/reminders'
import { conflictRules, conflictState, ifMatchFor, onConflict, type ConflictEvent } from '@/machines/conflict'
import { reminderFieldErrors, toReminderCreate, type ReminderFormField, type ReminderFormValues } from '@/domain/reminders'

export interface RemindersContext {
  childId: number
  /** As the server last answered; null until loaded. */
  reminders: ParentReminder[] | null
  /** The reminder being edited; null while adding one. */
  editing: ParentReminder | null
  /** What the parent last submitted; kept through a failed save. */
  values: ReminderFormValues | null
  fieldErrors: Partial<Record<ReminderFormField, string>>
  /** A failure without field messages (network, server): the form or the list says so. */
  failed: 'save' | 'delete' | null
  /** The reminder to delete, while the parent confirms or it is being deleted. */
  deleting: ParentReminder | null
  /** The last change, for the screen's message; 'gone': the reminder edited here had been deleted elsewhere. */
  done: 'added' | 'saved' | 'deleted' | 'gone' | null
  /** Someone else's version of the reminder being saved or deleted, changed since it was loaded (docs/decisions/086). */
  conflict: ParentReminder | null
}

export type RemindersEvent =
  | { type: 'add' }
  | { type: 'edit'; reminder: ParentReminder }
  | { type: 'submit'; values: ReminderFormValues }
  | { type: 'cancel' }
  | { type: 'delete'; reminder: ParentReminder }
  | { type: 'confirm' }
  | { type: 'retry' }
  /** The page is back in view (another tab or device may have changed the reminders). */
  | { type: 'refresh' }
  | ConflictEvent

const isNotFound = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 404
const byWhen = (a: ParentReminder, b: ParentReminder) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`) || a.id - b.id

/**
 * Reminders a parent sets on Alerts & Reminders (issue #24 point 4): the list loads
 * (a 404: the server lacks the optional call, and only this part says "not available
 * on this server"); a reminder is added or edited in one form (a refusal keeps what
 * was typed, with the server's messages under their fields) and deleted after a
 * confirmation. The computed alerts and the calendar downloads need no call.
 * Two tabs: the list loads again when the page is back in view (never under an open form);
 * a reminder edited here that another tab deleted (404) is said to be gone, and deleting
 * one that is already gone is done. A save or delete of a reminder someone else changed since (412) shows both
 * versions (docs/decisions/086): keep mine (or delete anyway) writes again over theirs, use theirs (or keep it) shows theirs.
 */
const rules = conflictRules('reminder')

export const remindersMachine = setup({
  types: {
    context: {} as RemindersContext,
    events: {} as RemindersEvent,
    input: {} as { childId: number },
  },
  actors: {
    loadReminders: fromPromise<ParentReminder[], { childId: number }>(({ input }) => listReminders(input.childId)),
    saveReminder: fromPromise<ParentReminder, { childId: number; editing: ParentReminder | null; values: ReminderFormValues; ifMatch: string | undefined }>(({ input }) =>
      input.editing ? updateReminder(input.editing.id, input.values, input.ifMatch) : createReminder(toReminderCreate(input.values, input.childId)),
    ),
    removeReminder: fromPromise<void, { id: number; ifMatch: string | undefined }>(({ input }) => deleteReminder(input.id, input.ifMatch)),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isNotFound(params.error),
    isConflict: rules.isConflict,
    /** An edit (not an add) answered 404: the reminder was deleted elsewhere. */
    isGone: ({ context }, params: { error: unknown }) => context.editing !== null && isNotFound(params.error),
  },
  actions: {
    storeList: assign((_, params: { reminders: ParentReminder[] }) => ({ reminders: [...params.reminders].sort(byWhen) })),
    startForm: assign((_, params: { editing: ParentReminder | null }) => ({ editing: params.editing, values: null, fieldErrors: {}, failed: null, done: null, conflict: null })),
    storeValues: assign((_, params: { values: ReminderFormValues }) => ({ values: params.values, fieldErrors: {}, failed: null })),
    storeSaved: assign(({ context }, params: { saved: ParentReminder }) => ({
      reminders: [...(context.reminders ?? []).filter((r) => r.id !== params.saved.id), params.saved].sort(byWhen),
      done: context.editing ? ('saved' as const) : ('added' as const),
      editing: null,
      values: null,
      conflict: null,
    })),
    storeSaveError: assign((_, params: { error: unknown }) => {
      const fieldErrors = isApiError(params.error) ? reminderFieldErrors(params.error.fieldErrors) : {}
      return { fieldErrors, failed: Object.keys(fieldErrors).length === 0 ? ('save' as const) : null }
    }),
    closeForm: assign({ editing: null, values: null, fieldErrors: {}, failed: null, conflict: null }),
    askDelete: assign((_, params: { reminder: ParentReminder }) => ({ deleting: params.reminder, failed: null, done: null, conflict: null })),
    storeConflict: assign(rules.storedConflict),
    /** Theirs in the list; the form or the delete closed, what this tab wrote dropped. */
    useTheirs: assign(({ context }) => ({
      reminders: (context.reminders ?? []).map((r) => (r.id === context.conflict?.id ? context.conflict : r)).sort(byWhen),
      editing: null,
      values: null,
      deleting: null,
      fieldErrors: {},
      failed: null,
      conflict: null,
    })),
    forgetDelete: assign({ deleting: null }),
    storeDeleted: assign(({ context }) => ({
      reminders: (context.reminders ?? []).filter((r) => r.id !== context.deleting?.id),
      deleting: null,
      done: 'deleted' as const,
      conflict: null,
    })),
    storeDeleteFailed: assign({ deleting: null, failed: 'delete' as const }),
    storeGone: assign(({ context }) => ({
      reminders: (context.reminders ?? []).filter((r) => r.id !== context.editing?.id),
      editing: null,
      values: null,
      fieldErrors: {},
      failed: null,
      done: 'gone' as const,
    })),
  },
}).createMachine({
  id: 'reminders',
  context: ({ input }) => ({ childId: input.childId, reminders: null, editing: null, values: null, fieldErrors: {}, failed: null, deleting: null, done: null, conflict: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadReminders',
        input: ({ context }) => ({ childId: context.childId }),
        onDone: { target: 'list', actions: { type: 'storeList', params: ({ event }) => ({ reminders: event.output }) } },
        onError: [{ guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'unavailable' }, { target: 'loadFailed' }],
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    /** The server has not got the optional call: only the reminders part says so. */
    unavailable: {},
    list: {
      on: {
        add: { target: 'editing', actions: { type: 'startForm', params: () => ({ editing: null }) } },
        edit: { target: 'editing', actions: { type: 'startForm', params: ({ event }) => ({ editing: event.reminder }) } },
        delete: { target: 'confirmingDelete', actions: { type: 'askDelete', params: ({ event }) => ({ reminder: event.reminder }) } },
        refresh: 'refreshing',
      },
    },
    /** The list stays on screen and usable while it loads again; a failed refresh keeps what is shown. */
    refreshing: {
      invoke: {
        src: 'loadReminders',
        input: ({ context }) => ({ childId: context.childId }),
        onDone: { target: 'list', actions: { type: 'storeList', params: ({ event }) => ({ reminders: event.output }) } },
        onError: 'list',
      },
      on: {
        add: { target: 'editing', actions: { type: 'startForm', params: () => ({ editing: null }) } },
        edit: { target: 'editing', actions: { type: 'startForm', params: ({ event }) => ({ editing: event.reminder }) } },
        delete: { target: 'confirmingDelete', actions: { type: 'askDelete', params: ({ event }) => ({ reminder: event.reminder }) } },
      },
    },
    editing: {
      on: {
        submit: { target: 'saving', actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) } },
        cancel: { target: 'list', actions: 'closeForm' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveReminder',
        input: ({ context }) => ({
          childId: context.childId,
          editing: context.editing,
          values: context.values as ReminderFormValues,
          ifMatch: ifMatchFor('reminder', context.conflict, context.editing),
        }),
        onDone: { target: 'list', actions: { type: 'storeSaved', params: ({ event }) => ({ saved: event.output }) } },
        onError: [
          onConflict('saveConflict'),
          { guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) }, target: 'list', actions: 'storeGone' },
          { target: 'editing', actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    confirmingDelete: {
      on: {
        confirm: 'deleting',
        cancel: { target: 'list', actions: 'forgetDelete' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'removeReminder',
        input: ({ context }) => ({ id: context.deleting?.id ?? 0, ifMatch: ifMatchFor('reminder', context.conflict, context.deleting) }),
        onDone: { target: 'list', actions: 'storeDeleted' },
        onError: [
          onConflict('deleteConflict'),
          // Already deleted elsewhere: what the parent asked for is done.
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'list', actions: 'storeDeleted' },
          { target: 'list', actions: 'storeDeleteFailed' },
        ],
      },
    },
    /** The reminder was changed elsewhere since it was opened: both versions shown, the form kept. */
    saveConflict: conflictState('saving', 'list'),
    /** The reminder was changed elsewhere since the delete was asked for. */
    deleteConflict: conflictState('deleting', 'list'),
  },
})
