import { assign, fromPromise, setup } from 'xstate'
import { isApiError } from '@/api/api-error'
import { createMeasurement } from '@/api/children.api'
import type { Measurement } from '@/contract/progress'
import { measurementFieldErrors, toMeasurementCreate, type MeasurementFormField, type MeasurementFormValues } from '@/domain/track-progress'

export interface MeasurementFormContext {
  childId: number
  /** What the parent last submitted; kept through a failed save. */
  values: MeasurementFormValues | null
  /** Server messages under the form field they belong to. */
  fieldErrors: Partial<Record<MeasurementFormField, string>>
  /** A failure without field messages (network, server): the form says so and keeps what was typed. */
  failed: boolean
  saved: Measurement | null
}

export type MeasurementFormEvent = { type: 'submit'; values: MeasurementFormValues }

export type MeasurementFormOutput = { saved: Measurement | null }

/**
 * Adding a measurement on Track Progress (docs/product-rules.md#decisions-track-progress):
 * editing, saving, and after a failure the same values may be sent again. A
 * saved measurement ends the flow; the route reloads the charts and starts a
 * fresh form.
 */
export const measurementFormMachine = setup({
  types: {
    context: {} as MeasurementFormContext,
    events: {} as MeasurementFormEvent,
    input: {} as { childId: number },
    output: {} as MeasurementFormOutput,
  },
  actors: {
    saveMeasurement: fromPromise<Measurement, { childId: number; values: MeasurementFormValues }>(({ input }) =>
      createMeasurement(toMeasurementCreate(input.values, input.childId)),
    ),
  },
  actions: {
    storeValues: assign((_, params: { values: MeasurementFormValues }) => ({ values: params.values, fieldErrors: {}, failed: false })),
    storeSaved: assign((_, params: { saved: Measurement }) => ({ saved: params.saved })),
    storeSaveError: assign(({ context }, params: { error: unknown }) => {
      const fieldErrors = isApiError(params.error) ? measurementFieldErrors(params.error.fieldErrors, context.values?.heightUnit ?? 'cm') : {}
      return { fieldErrors, failed: Object.keys(fieldErrors).length === 0 }
    }),
  },
}).createMachine({
  id: 'measurementForm',
  context: ({ input }) => ({ childId: input.childId, values: null, fieldErrors: {}, failed: false, saved: null }),
  initial: 'editing',
  states: {
    editing: {
      on: { submit: { target: 'saving', actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) } } },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveMeasurement',
        input: ({ context }) => ({ childId: context.childId, values: context.values as MeasurementFormValues }),
        onDone: { target: 'saved', actions: { type: 'storeSaved', params: ({ event }) => ({ saved: event.output }) } },
        onError: { target: 'saveFailed', actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saveFailed: {
      on: { submit: { target: 'saving', actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) } } },
    },
    saved: { type: 'final' },
  },
  output: ({ context }) => ({ saved: context.saved }),
})
