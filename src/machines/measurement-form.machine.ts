import { assign, fromPromise, setup } from 'xstate'
import { isApiError } from '@/api/api-error'
import { createMeasurement, updateMeasurement } from '@/api/children.api'
import type { Measurement } from '@/contract/progress'
import type { GrowthChild } from '@/domain/growth-plausibility'
import {
  measurementFieldErrors,
  toMeasurementCreate,
  toMeasurementUpdate,
  unusualMeasureQuestions,
  type MeasurementFormField,
  type MeasurementFormValues,
} from '@/domain/track-progress'
import { conflictRules, conflictState, ifMatchFor, onConflict, type ConflictEvent } from '@/machines/conflict'

export interface MeasurementFormContext {
  childId: number
  /** What the plausibility bounds read of the child (docs/decisions/091). */
  child: GrowthChild
  /** The measurement being corrected; null: a new one. */
  editing: Measurement | null
  /** What the parent last submitted; kept through a failed save. */
  values: MeasurementFormValues | null
  /** "Is 85 kg right?": asked before saving a value far outside what is plausible; empty when nothing is asked. */
  questions: string[]
  /** Server messages under the form field they belong to. */
  fieldErrors: Partial<Record<MeasurementFormField, string>>
  /** A failure without field messages (network, server): the form says so and keeps what was typed. */
  failed: boolean
  /** Someone else's version of the measurement being corrected, changed since it was loaded (docs/decisions/086). */
  conflict: Measurement | null
  saved: Measurement | null
}

export type MeasurementFormEvent =
  | { type: 'submit'; values: MeasurementFormValues }
  /** "Yes, save it": the unusual value is right. */
  | { type: 'confirm' }
  /** "Change it": back to the form, what was typed kept. */
  | { type: 'change' }
  | ConflictEvent

export type MeasurementFormOutput = { saved: Measurement | null }

type SaveInput = { childId: number; editing: Measurement | null; values: MeasurementFormValues; ifMatch: string | undefined }

const rules = conflictRules('measurement')

const submit = [
  { guard: 'isUnusual', target: 'confirmingUnusual', actions: 'storeValues' },
  { target: 'saving', actions: 'storeValues' },
] as const

/**
 * Adding or correcting a measurement on Track Progress (docs/product-rules.md#decisions-track-progress,
 * docs/decisions/091): a value far outside what is plausible for the child's age and sex is asked about first
 * ("Is 85 kg right?") and saved only once confirmed; after a failure the same values may be sent again. A
 * correction sends If-Match: if someone changed the measurement since, both versions are shown (keep mine writes
 * over theirs, use theirs ends with theirs). A save ends the flow; the route reloads the charts.
 */
export const measurementFormMachine = setup({
  types: {
    context: {} as MeasurementFormContext,
    events: {} as MeasurementFormEvent,
    input: {} as { childId: number; child: GrowthChild; editing?: Measurement | null },
    output: {} as MeasurementFormOutput,
  },
  actors: {
    saveMeasurement: fromPromise<Measurement, SaveInput>(({ input }) =>
      input.editing
        ? updateMeasurement(input.editing.id, toMeasurementUpdate(input.values), input.ifMatch)
        : createMeasurement(toMeasurementCreate(input.values, input.childId)),
    ),
  },
  guards: {
    isUnusual: ({ context, event }) => event.type === 'submit' && unusualMeasureQuestions(event.values, context.child).length > 0,
    isConflict: rules.isConflict,
  },
  actions: {
    storeValues: assign(({ context, event }) => {
      const values = event.type === 'submit' ? event.values : context.values
      return { values, questions: values ? unusualMeasureQuestions(values, context.child) : [], fieldErrors: {}, failed: false }
    }),
    storeSaved: assign((_, params: { saved: Measurement }) => ({ saved: params.saved })),
    storeSaveError: assign(({ context }, params: { error: unknown }) => {
      const fieldErrors = isApiError(params.error) ? measurementFieldErrors(params.error.fieldErrors, context.values?.heightUnit ?? 'cm') : {}
      return { fieldErrors, failed: Object.keys(fieldErrors).length === 0 }
    }),
    storeConflict: assign(rules.storedConflict),
    /** Their version is the measurement now; what this person typed is dropped. */
    useTheirs: assign(({ context }) => ({ saved: context.conflict, conflict: null })),
  },
}).createMachine({
  id: 'measurementForm',
  context: ({ input }) => ({
    childId: input.childId,
    child: input.child,
    editing: input.editing ?? null,
    values: null,
    questions: [],
    fieldErrors: {},
    failed: false,
    conflict: null,
    saved: null,
  }),
  initial: 'editing',
  states: {
    editing: { on: { submit } },
    /** The values are far outside what is plausible: the parent confirms them, or changes them. */
    confirmingUnusual: {
      tags: ['asking'],
      on: { confirm: 'saving', change: 'editing' },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveMeasurement',
        input: ({ context }) => ({
          childId: context.childId,
          editing: context.editing,
          values: context.values as MeasurementFormValues,
          ifMatch: ifMatchFor('measurement', context.conflict, context.editing),
        }),
        onDone: { target: 'saved', actions: { type: 'storeSaved', params: ({ event }) => ({ saved: event.output }) } },
        onError: [onConflict('saveConflict'), { target: 'saveFailed', actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) } }],
      },
    },
    saveFailed: { on: { submit } },
    /** The measurement was changed elsewhere since it was opened: both versions shown, the form kept. */
    saveConflict: conflictState('saving', 'saved'),
    saved: { type: 'final' },
  },
  output: ({ context }) => ({ saved: context.saved }),
})
