import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import { isApiError } from '@/api/api-error'
import { getDoctorQuestions } from '@/api/children.api'
import { createVisit, deleteVisit, getVisitSchedule, listVisits, updateVisit } from '@/api/health.api'
import type { VisitRecord, VisitSchedule } from '@/contract/visits'
import { conflictRules, conflictState, dropMine, ifMatchFor, onConflict, withTheirs, type ConflictEvent } from '@/machines/conflict'
import { toVisitCreate, visitFieldErrors, type VisitFormField, type VisitFormValues } from '@/domain/visits'

export interface VisitsContext {
  childId: number
  /** The recommended visits and the child's visits as the server last answered; null until loaded. */
  schedule: VisitSchedule | null
  visits: VisitRecord[] | null
  /** The child's questions for the doctor (issue #24), shown with the next visit; '' when none or not available. */
  doctorQuestions: string
  /** The visit the form edits; null with the form open: a new visit. */
  editing: VisitRecord | null
  /** What the parent last submitted; kept through a failed save. */
  values: VisitFormValues | null
  fieldErrors: Partial<Record<VisitFormField, string>>
  failed: 'save' | 'delete' | null
  /** The visit to remove, while the parent confirms or it is being removed. */
  removing: VisitRecord | null
  /** The last change, for the screen's message; 'gone': the visit edited here had been removed elsewhere. */
  done: 'added' | 'saved' | 'removed' | 'gone' | null
  /** Someone else's version of the visit being saved or removed, changed since it was loaded (docs/decisions/086). */
  conflict: VisitRecord | null
}

export type VisitsEvent =
  | { type: 'add' }
  | { type: 'edit'; visit: VisitRecord }
  | { type: 'submit'; values: VisitFormValues }
  | { type: 'cancel' }
  | { type: 'remove'; visit: VisitRecord }
  | { type: 'confirm' }
  | { type: 'retry' }
  /** The page is back in view (another tab or device may have changed a visit). */
  | { type: 'refresh' }
  | ConflictEvent

type Loaded = { schedule: VisitSchedule; visits: VisitRecord[]; doctorQuestions: string }

const isNotFound = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 404

const openForm = {
  add: { target: 'editing', actions: { type: 'startForm', params: () => ({ visit: null }) } },
  edit: { target: 'editing', actions: { type: 'startForm', params: ({ event }: { event: { visit: VisitRecord } }) => ({ visit: event.visit }) } },
  remove: { target: 'confirmingRemove', actions: { type: 'askRemove', params: ({ event }: { event: { visit: VisitRecord } }) => ({ visit: event.visit }) } },
} as const

/**
 * The Visits section of the child's health record (issue #27 point 2, docs/decisions/080): the recommended visits,
 * the child's visits and the questions for the doctor load together (a 404 with the child found: the server lacks
 * the optional calls, and the section says "not available on this server"; the questions are optional within it);
 * a visit is added or edited in one form (a refusal keeps what was typed, the server's messages under their fields)
 * and removed after a confirmation. Two tabs: the visits load again when the page is back in view (never under an
 * open form); a visit edited here that another tab removed (404) is said to be gone. A save or removal of a visit
 * someone else changed since (412) shows both versions (docs/decisions/086): keep mine (or remove anyway) writes
 * again over theirs, use theirs (or keep it) shows theirs.
 */
const rules = conflictRules('visit')

export const visitsMachine = setup({
  types: {
    context: {} as VisitsContext,
    events: {} as VisitsEvent,
    input: {} as { childId: number },
  },
  actors: {
    loadVisits: fromPromise<Loaded, { childId: number }>(async ({ input }) => {
      const [schedule, visits, questions] = await Promise.all([
        getVisitSchedule(),
        listVisits(input.childId),
        getDoctorQuestions(input.childId).then((answer) => answer.text, () => ''),
      ])
      return { schedule, visits, doctorQuestions: questions }
    }),
    saveVisit: fromPromise<VisitRecord, { childId: number; editing: VisitRecord | null; values: VisitFormValues; ifMatch: string | undefined }>(({ input }) =>
      input.editing ? updateVisit(input.editing.id, input.values, input.ifMatch) : createVisit(toVisitCreate(input.values, input.childId)),
    ),
    removeVisit: fromPromise<void, { id: number; ifMatch: string | undefined }>(({ input }) => deleteVisit(input.id, input.ifMatch)),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isNotFound(params.error),
    isConflict: rules.isConflict,
    /** An edit (not a new visit) answered 404: the visit was removed elsewhere. */
    isGone: ({ context }, params: { error: unknown }) => Boolean(context.editing) && isNotFound(params.error),
  },
  actions: {
    storeLoad: assign((_, params: Loaded) => params),
    startForm: assign((_, params: { visit: VisitRecord | null }) => ({ editing: params.visit, values: null, fieldErrors: {}, failed: null, done: null, conflict: null })),
    storeValues: assign((_, params: { values: VisitFormValues }) => ({ values: params.values, fieldErrors: {}, failed: null })),
    storeSaved: assign(({ context }, params: { saved: VisitRecord }) => ({
      visits: [...(context.visits ?? []).filter((visit) => visit.id !== params.saved.id), params.saved],
      done: context.editing ? ('saved' as const) : ('added' as const),
      editing: null,
      values: null,
      conflict: null,
    })),
    storeSaveError: assign((_, params: { error: unknown }) => {
      const fieldErrors = isApiError(params.error) ? visitFieldErrors(params.error.fieldErrors) : {}
      return { fieldErrors, failed: Object.keys(fieldErrors).length === 0 ? ('save' as const) : null }
    }),
    closeForm: assign({ editing: null, values: null, fieldErrors: {}, failed: null, conflict: null }),
    askRemove: assign((_, params: { visit: VisitRecord }) => ({ removing: params.visit, failed: null, done: null, conflict: null })),
    storeConflict: assign(rules.storedConflict),
    /** Theirs in the list; the form or the removal closed, what this tab wrote dropped. */
    useTheirs: assign(({ context }) => ({
      visits: withTheirs(context.visits, context.conflict),
      ...dropMine,
    })),
    forgetRemove: assign({ removing: null }),
    storeRemoved: assign(({ context }) => ({
      visits: (context.visits ?? []).filter((visit) => visit.id !== context.removing?.id),
      removing: null,
      done: 'removed' as const,
      conflict: null,
    })),
    storeRemoveFailed: assign({ removing: null, failed: 'delete' as const }),
    storeGone: assign(({ context }) => ({
      visits: (context.visits ?? []).filter((visit) => visit.id !== context.editing?.id),
      editing: null,
      values: null,
      fieldErrors: {},
      failed: null,
      done: 'gone' as const,
    })),
  },
}).createMachine({
  id: 'visits',
  context: ({ input }) => ({
    childId: input.childId,
    schedule: null,
    visits: null,
    doctorQuestions: '',
    editing: null,
    values: null,
    fieldErrors: {},
    failed: null,
    removing: null,
    done: null,
    conflict: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadVisits',
        input: ({ context }) => ({ childId: context.childId }),
        onDone: { target: 'list', actions: { type: 'storeLoad', params: ({ event }) => event.output } },
        onError: [{ guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'unavailable' }, { target: 'loadFailed' }],
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    /** The server has not got the optional calls: the section says so, the rest of the page stays. */
    unavailable: {},
    list: { on: { ...openForm, refresh: 'refreshing' } },
    /** The list stays on screen and usable while it loads again; a failed refresh keeps what is shown. */
    refreshing: {
      invoke: {
        src: 'loadVisits',
        input: ({ context }) => ({ childId: context.childId }),
        onDone: { target: 'list', actions: { type: 'storeLoad', params: ({ event }) => event.output } },
        onError: 'list',
      },
      on: openForm,
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
        src: 'saveVisit',
        input: ({ context }) => ({
          childId: context.childId,
          editing: context.editing,
          values: context.values as VisitFormValues,
          ifMatch: ifMatchFor('visit', context.conflict, context.editing),
        }),
        onDone: { target: 'list', actions: { type: 'storeSaved', params: ({ event }) => ({ saved: event.output }) } },
        onError: [
          onConflict('saveConflict'),
          { guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) }, target: 'list', actions: 'storeGone' },
          { target: 'editing', actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    confirmingRemove: {
      on: {
        confirm: 'removing',
        cancel: { target: 'list', actions: 'forgetRemove' },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        src: 'removeVisit',
        input: ({ context }) => ({ id: context.removing?.id ?? 0, ifMatch: ifMatchFor('visit', context.conflict, context.removing) }),
        onDone: { target: 'list', actions: 'storeRemoved' },
        onError: [
          onConflict('removeConflict'),
          // Already removed elsewhere: what the parent asked for is done.
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'list', actions: 'storeRemoved' },
          { target: 'list', actions: 'storeRemoveFailed' },
        ],
      },
    },
    /** The visit was changed elsewhere since it was opened: both versions shown, the form kept. */
    saveConflict: conflictState('saving', 'list'),
    /** The visit was changed elsewhere since its removal was asked for. */
    removeConflict: conflictState('removing', 'list'),
  },
})

/** The running flow, as the route's sections take it. */
export type VisitsActor = ActorRefFrom<typeof visitsMachine>
