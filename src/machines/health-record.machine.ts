import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import { isApiError } from '@/api/api-error'
import {
  addVaccineCard,
  createDoseRecord,
  deleteDoseRecord,
  getVaccineRecordState,
  getVaccineSchedule,
  listDoseRecords,
  setVaccineRecordState,
  updateDoseRecord,
} from '@/api/health.api'
import type { DoseRecord, VaccineCard, VaccineDose, VaccineSchedule } from '@/contract/health'
import { conflictRules, conflictState, dropMine, ifMatchFor, onConflict, withTheirs, type ConflictEvent } from '@/machines/conflict'
import { doseRecordFieldErrors, toDoseRecordCreate, type DoseRecordFormField, type DoseRecordFormValues } from '@/domain/health-record'
import { cardServerErrors, type CardErrors, type CardValues } from '@/domain/vaccination-card'

/** The dose the form is about, and its record when there is one (an edit). */
export type DoseEditing = { dose: VaccineDose; record: DoseRecord | null }

export interface HealthRecordContext {
  childId: number
  /** The schedule and the child's records as the server last answered; null until loaded. */
  schedule: VaccineSchedule | null
  records: DoseRecord[] | null
  /** Whether the parent said the record is complete, and whether the server keeps it (docs/decisions/090). */
  recordState: RecordStateLoad | null
  editing: DoseEditing | null
  /** What the parent last submitted; kept through a failed save. */
  values: DoseRecordFormValues | null
  fieldErrors: Partial<Record<DoseRecordFormField | 'dose', string>>
  /** A failure without field messages (network, server): the form or the list says so. */
  failed: 'save' | 'delete' | null
  /** The record to remove, while the parent confirms or it is being removed. */
  removing: DoseRecord | null
  /** The last change, for the screen's message; 'gone': the record edited here had been removed elsewhere. */
  done: 'recorded' | 'saved' | 'removed' | 'gone' | 'carded' | 'complete' | 'incomplete' | null
  /** Someone else's version of the record being saved or removed, changed since it was loaded (docs/decisions/086). */
  conflict: DoseRecord | null
  /** The vaccination card as last submitted (kept through a refusal), and the server's messages by dose. */
  card: { values: CardValues; body: VaccineCard } | null
  cardErrors: CardErrors
  /** The card or the record's state could not be saved (network, server). */
  cardFailed: 'card' | 'state' | null
}

export type RecordStateLoad = { complete: boolean; available: boolean }

export type HealthRecordEvent =
  | { type: 'record'; dose: VaccineDose }
  | { type: 'edit'; dose: VaccineDose; record: DoseRecord }
  | { type: 'submit'; values: DoseRecordFormValues }
  | { type: 'cancel' }
  | { type: 'remove'; record: DoseRecord }
  | { type: 'confirm' }
  | { type: 'retry' }
  /** The page is back in view (another tab or device may have recorded a dose). */
  | { type: 'refresh' }
  /** docs/decisions/090: the vaccination card's form, its submission, and the record said complete (or not). */
  | { type: 'openCard' }
  | { type: 'submitCard'; values: CardValues; body: VaccineCard }
  | { type: 'setComplete'; complete: boolean }
  | ConflictEvent

type Loaded = { schedule: VaccineSchedule; records: DoseRecord[]; recordState: RecordStateLoad }

const isNotFound = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 404

const openForm = {
  record: { target: 'editing', actions: { type: 'startForm', params: ({ event }: { event: { dose: VaccineDose } }) => ({ dose: event.dose, record: null }) } },
  edit: {
    target: 'editing',
    actions: { type: 'startForm', params: ({ event }: { event: { dose: VaccineDose; record: DoseRecord } }) => ({ dose: event.dose, record: event.record }) },
  },
  remove: { target: 'confirmingRemove', actions: { type: 'askRemove', params: ({ event }: { event: { record: DoseRecord } }) => ({ record: event.record }) } },
  openCard: { target: 'card', actions: 'startCard' },
  setComplete: { target: 'savingState', actions: 'clearDone' },
} as const

/**
 * The Vaccines section of the child's health record (issue #27, docs/decisions/078): the schedule and the child's
 * records load together (a 404 with the child found: the server lacks the optional calls, and the page says
 * "Vaccine records are not available on this server"); a dose is recorded as given or not given, or its record
 * edited, in one form (a refusal keeps what was typed, with the server's messages under their fields), and a
 * record is removed after a confirmation. The statuses are worked out by the screen (src/domain/vaccines.ts).
 * Two tabs: the records load again when the page is back in view (never under an open form); a record edited
 * here that another tab removed (404) is said to be gone, and removing one already gone is done. A save or removal of
 * a record someone else changed since (412) shows both versions (docs/decisions/086): keep mine (or remove anyway)
 * writes again over theirs, use theirs (or keep it) shows theirs.
 */
const rules = conflictRules('doseRecord')

export const healthRecordMachine = setup({
  types: {
    context: {} as HealthRecordContext,
    events: {} as HealthRecordEvent,
    input: {} as { childId: number },
  },
  actors: {
    loadHealth: fromPromise<Loaded, { childId: number }>(async ({ input }) => {
      const [schedule, records, state] = await Promise.all([getVaccineSchedule(), listDoseRecords(input.childId), getVaccineRecordState(input.childId)])
      return { schedule, records, recordState: { complete: state.complete, available: state.available } }
    }),
    saveCard: fromPromise<DoseRecord[], { body: VaccineCard }>(({ input }) => addVaccineCard(input.body)),
    saveRecordState: fromPromise<boolean, { childId: number; complete: boolean }>(async ({ input }) => (await setVaccineRecordState(input.childId, input.complete)).complete),
    saveDoseRecord: fromPromise<DoseRecord, { childId: number; editing: DoseEditing; values: DoseRecordFormValues; ifMatch: string | undefined }>(({ input }) =>
      input.editing.record
        ? updateDoseRecord(input.editing.record.id, input.values, input.ifMatch)
        : createDoseRecord(toDoseRecordCreate(input.values, input.childId, input.editing.dose.id)),
    ),
    removeDoseRecord: fromPromise<void, { id: number; ifMatch: string | undefined }>(({ input }) => deleteDoseRecord(input.id, input.ifMatch)),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isNotFound(params.error),
    isConflict: rules.isConflict,
    /** An edit (not a new record) answered 404: the record was removed elsewhere. */
    isGone: ({ context }, params: { error: unknown }) => Boolean(context.editing?.record) && isNotFound(params.error),
  },
  actions: {
    storeLoad: assign((_, params: Loaded) => ({ schedule: params.schedule, records: params.records, recordState: params.recordState })),
    clearDone: assign({ done: null, cardFailed: null }),
    startCard: assign({ card: null, cardErrors: {}, cardFailed: null, done: null }),
    storeCard: assign((_, params: { values: CardValues; body: VaccineCard }) => ({ card: params, cardErrors: {}, cardFailed: null })),
    storeCardSaved: assign(({ context }, params: { saved: DoseRecord[] }) => ({
      records: [...(context.records ?? []).filter((r) => !params.saved.some((s) => s.id === r.id)), ...params.saved],
      card: null,
      cardErrors: {},
      done: 'carded' as const,
    })),
    storeCardError: assign(({ context }, params: { error: unknown }) => {
      const cardErrors = isApiError(params.error) && context.card ? cardServerErrors(params.error.fieldErrors, context.card.body) : {}
      return { cardErrors, cardFailed: Object.keys(cardErrors).length === 0 ? ('card' as const) : null }
    }),
    closeCard: assign({ card: null, cardErrors: {}, cardFailed: null }),
    storeState: assign(({ context }, params: { complete: boolean }) => ({
      recordState: { available: context.recordState?.available ?? true, complete: params.complete },
      done: params.complete ? ('complete' as const) : ('incomplete' as const),
    })),
    storeStateFailed: assign({ cardFailed: 'state' as const }),
    startForm: assign((_, params: DoseEditing) => ({ editing: params, values: null, fieldErrors: {}, failed: null, done: null, conflict: null })),
    storeValues: assign((_, params: { values: DoseRecordFormValues }) => ({ values: params.values, fieldErrors: {}, failed: null })),
    storeSaved: assign(({ context }, params: { saved: DoseRecord }) => ({
      records: [...(context.records ?? []).filter((r) => r.id !== params.saved.id), params.saved],
      done: context.editing?.record ? ('saved' as const) : ('recorded' as const),
      editing: null,
      values: null,
      conflict: null,
    })),
    storeSaveError: assign((_, params: { error: unknown }) => {
      const fieldErrors = isApiError(params.error) ? doseRecordFieldErrors(params.error.fieldErrors) : {}
      return { fieldErrors, failed: Object.keys(fieldErrors).length === 0 ? ('save' as const) : null }
    }),
    closeForm: assign({ editing: null, values: null, fieldErrors: {}, failed: null, conflict: null }),
    askRemove: assign((_, params: { record: DoseRecord }) => ({ removing: params.record, failed: null, done: null, conflict: null })),
    storeConflict: assign(rules.storedConflict),
    /** Theirs in the list; the form or the removal closed, what this tab wrote dropped. */
    useTheirs: assign(({ context }) => ({
      records: withTheirs(context.records, context.conflict),
      ...dropMine,
    })),
    forgetRemove: assign({ removing: null }),
    storeRemoved: assign(({ context }) => ({
      records: (context.records ?? []).filter((r) => r.id !== context.removing?.id),
      removing: null,
      done: 'removed' as const,
      conflict: null,
    })),
    storeRemoveFailed: assign({ removing: null, failed: 'delete' as const }),
    storeGone: assign(({ context }) => ({
      records: (context.records ?? []).filter((r) => r.id !== context.editing?.record?.id),
      editing: null,
      values: null,
      fieldErrors: {},
      failed: null,
      done: 'gone' as const,
    })),
  },
}).createMachine({
  id: 'healthRecord',
  context: ({ input }) => ({
    childId: input.childId,
    schedule: null,
    records: null,
    recordState: null,
    editing: null,
    values: null,
    fieldErrors: {},
    failed: null,
    removing: null,
    done: null,
    conflict: null,
    card: null,
    cardErrors: {},
    cardFailed: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadHealth',
        input: ({ context }) => ({ childId: context.childId }),
        onDone: { target: 'list', actions: { type: 'storeLoad', params: ({ event }) => event.output } },
        onError: [{ guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'unavailable' }, { target: 'loadFailed' }],
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    /** The server has not got the optional calls: the page says so, the growth summary stays. */
    unavailable: {},
    list: { on: { ...openForm, refresh: 'refreshing' } },
    /** The list stays on screen and usable while it loads again; a failed refresh keeps what is shown. */
    refreshing: {
      invoke: {
        src: 'loadHealth',
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
        src: 'saveDoseRecord',
        input: ({ context }) => ({
          childId: context.childId,
          editing: context.editing as DoseEditing,
          values: context.values as DoseRecordFormValues,
          ifMatch: ifMatchFor('doseRecord', context.conflict, context.editing?.record),
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
        src: 'removeDoseRecord',
        input: ({ context }) => ({ id: context.removing?.id ?? 0, ifMatch: ifMatchFor('doseRecord', context.conflict, context.removing) }),
        onDone: { target: 'list', actions: 'storeRemoved' },
        onError: [
          onConflict('removeConflict'),
          // Already removed elsewhere: what the parent asked for is done.
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'list', actions: 'storeRemoved' },
          { target: 'list', actions: 'storeRemoveFailed' },
        ],
      },
    },
    /** docs/decisions/090: the vaccination card's form (what was typed stays through a refusal or a failure). */
    card: {
      on: {
        submitCard: { target: 'savingCard', actions: { type: 'storeCard', params: ({ event }) => ({ values: event.values, body: event.body }) } },
        cancel: { target: 'list', actions: 'closeCard' },
      },
    },
    savingCard: {
      tags: ['busy'],
      invoke: {
        src: 'saveCard',
        input: ({ context }) => ({ body: context.card!.body }),
        onDone: { target: 'list', actions: { type: 'storeCardSaved', params: ({ event }) => ({ saved: event.output }) } },
        onError: { target: 'card', actions: { type: 'storeCardError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The record said complete, or not complete after all: one whole value, so a repeat changes nothing. */
    savingState: {
      tags: ['busy'],
      invoke: {
        src: 'saveRecordState',
        input: ({ context, event }) => ({ childId: context.childId, complete: event.type === 'setComplete' ? event.complete : !context.recordState?.complete }),
        onDone: { target: 'list', actions: { type: 'storeState', params: ({ event }) => ({ complete: event.output }) } },
        onError: { target: 'list', actions: 'storeStateFailed' },
      },
    },
    /** The record was changed elsewhere since it was opened: both versions shown, the form kept. */
    saveConflict: conflictState('saving', 'list'),
    /** The record was changed elsewhere since its removal was asked for. */
    removeConflict: conflictState('removing', 'list'),
  },
})

/** The running flow, as the route's sections take it. */
export type HealthRecordActor = ActorRefFrom<typeof healthRecordMachine>
