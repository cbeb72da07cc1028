import { assign, fromPromise, setup } from 'xstate'
import { isApiError } from '@/api/api-error'
import { createVaccineDose, getVaccineSchedule, updateVaccineDose } from '@/api/health.api'
import type { VaccineDose, VaccineSchedule } from '@/contract/health'
import { conflictRules, conflictState, ifMatchFor, onConflict, type ConflictEvent } from '@/machines/conflict'
import { toVaccineDoseBody, vaccineDoseFieldErrors, type VaccineDoseFormField, type VaccineDoseFormValues } from '@/domain/vaccine-schedule'

/** A change of a row from the list: its activation, or its place. */
export type DoseChange = { id: number; is_active: boolean } | { id: number; order: number }

export interface VaccineScheduleContext {
  /** As the server last answered (an admin gets every dose, inactive too); null until loaded. */
  schedule: VaccineSchedule | null
  /** The open form: the dose edited, or null for a new one. */
  editing: { dose: VaccineDose | null } | null
  values: VaccineDoseFormValues | null
  fieldErrors: Partial<Record<VaccineDoseFormField, string>>
  /** A failure without field messages: the form ('save') or the list ('change') says so. */
  failed: 'save' | 'change' | null
  done: 'added' | 'saved' | 'changed' | null
  /** The row change being written. */
  change: DoseChange | null
  /** Another admin's version of the dose being saved, changed since the form opened (docs/decisions/086). */
  conflict: VaccineDose | null
}

export type VaccineScheduleEvent =
  | { type: 'add' }
  | { type: 'edit'; dose: VaccineDose }
  | { type: 'submit'; values: VaccineDoseFormValues }
  | { type: 'cancel' }
  | { type: 'change'; change: DoseChange }
  | { type: 'retry' }
  | ConflictEvent

const isNotFound = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 404

/**
 * The admin's list of the vaccine schedule (docs/decisions/078): it loads (a 404: the server lacks the
 * optional calls), a dose is added or edited in one form (a refusal keeps what was typed, with the server's
 * messages under their fields), and a row is deactivated, activated or moved from the list. After each write the
 * list loads again, so the order the server renumbered is the one shown. A save over another admin's newer version of
 * the dose (412) shows both (docs/decisions/086): keep mine saves again over theirs, use theirs reloads the list and
 * drops the form. A row's activation or move sends no tag: it sets one field to what the admin asks.
 */
const rules = conflictRules('vaccineDose')
export const vaccineScheduleMachine = setup({
  types: {
    context: {} as VaccineScheduleContext,
    events: {} as VaccineScheduleEvent,
  },
  actors: {
    loadSchedule: fromPromise<VaccineSchedule>(() => getVaccineSchedule()),
    saveDose: fromPromise<VaccineDose, { dose: VaccineDose | null; values: VaccineDoseFormValues; ifMatch: string | undefined }>(({ input }) =>
      input.dose ? updateVaccineDose(input.dose.id, toVaccineDoseBody(input.values), input.ifMatch) : createVaccineDose(toVaccineDoseBody(input.values)),
    ),
    changeDose: fromPromise<VaccineDose, DoseChange>(({ input: { id, ...body } }) => updateVaccineDose(id, body)),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isNotFound(params.error),
    isConflict: rules.isConflict,
  },
  actions: {
    storeSchedule: assign((_, params: { schedule: VaccineSchedule }) => ({ schedule: params.schedule })),
    startForm: assign((_, params: { dose: VaccineDose | null }) => ({ editing: { dose: params.dose }, values: null, fieldErrors: {}, failed: null, done: null, conflict: null })),
    storeValues: assign((_, params: { values: VaccineDoseFormValues }) => ({ values: params.values, fieldErrors: {}, failed: null })),
    storeSaved: assign(({ context }) => ({ done: context.editing?.dose ? ('saved' as const) : ('added' as const), editing: null, values: null, conflict: null })),
    storeConflict: assign(rules.storedConflict),
    /** Theirs kept: the form closes and the list loads again. */
    useTheirs: assign({ editing: null, values: null, fieldErrors: {}, failed: null, conflict: null }),
    storeSaveError: assign((_, params: { error: unknown }) => {
      const fieldErrors = isApiError(params.error) ? vaccineDoseFieldErrors(params.error.fieldErrors) : {}
      return { fieldErrors, failed: Object.keys(fieldErrors).length === 0 ? ('save' as const) : null }
    }),
    closeForm: assign({ editing: null, values: null, fieldErrors: {}, failed: null, conflict: null }),
    storeChanged: assign({ done: 'changed' as const, failed: null }),
    storeChangeFailed: assign({ failed: 'change' as const, done: null }),
    storeChange: assign((_, params: { change: DoseChange }) => ({ change: params.change, done: null, failed: null })),
  },
}).createMachine({
  id: 'vaccineSchedule',
  context: { schedule: null, editing: null, values: null, fieldErrors: {}, failed: null, done: null, change: null, conflict: null },
  initial: 'loading',
  states: {
    /** The first load, and each load after a write (the list stays on screen meanwhile). */
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadSchedule',
        onDone: { target: 'list', actions: { type: 'storeSchedule', params: ({ event }) => ({ schedule: event.output }) } },
        onError: [{ guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'unavailable' }, { target: 'loadFailed' }],
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    /** The server has not got the optional calls. */
    unavailable: {},
    list: {
      on: {
        add: { target: 'editing', actions: { type: 'startForm', params: () => ({ dose: null }) } },
        edit: { target: 'editing', actions: { type: 'startForm', params: ({ event }) => ({ dose: event.dose }) } },
        change: { target: 'changing', actions: { type: 'storeChange', params: ({ event }) => ({ change: event.change }) } },
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
        src: 'saveDose',
        input: ({ context }) => ({
          dose: context.editing?.dose ?? null,
          values: context.values as VaccineDoseFormValues,
          ifMatch: ifMatchFor('vaccineDose', context.conflict, context.editing?.dose),
        }),
        onDone: { target: 'loading', actions: 'storeSaved' },
        onError: [onConflict('saveConflict'), { target: 'editing', actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) } }],
      },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        src: 'changeDose',
        input: ({ context }) => context.change as DoseChange,
        onDone: { target: 'loading', actions: 'storeChanged' },
        onError: { target: 'loading', actions: 'storeChangeFailed' },
      },
    },
    /** Another admin changed the dose since the form opened: both versions shown, the form kept. */
    saveConflict: conflictState('saving', 'loading'),
  },
})
