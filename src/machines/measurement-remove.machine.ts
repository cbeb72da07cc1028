import { assign, fromPromise, setup } from 'xstate'
import { isNotFoundError } from '@/api/api-error'
import { deleteMeasurement } from '@/api/children.api'
import type { Measurement } from '@/contract/progress'
import { conflictRules, conflictState, ifMatchFor, onConflict, type ConflictEvent } from '@/machines/conflict'

export interface MeasurementRemoveContext {
  /** The measurement as the parent saw it when they asked to delete it. */
  measurement: Measurement
  /** The deletion failed (network, server): the confirmation says so and may be sent again. */
  failed: boolean
  /** Someone else's version, changed since it was loaded (docs/decisions/086). */
  conflict: Measurement | null
  removed: boolean
}

export type MeasurementRemoveEvent = { type: 'confirm' } | { type: 'cancel' } | ConflictEvent

/** `removed`: it is gone (here or already elsewhere); `kept`: the parent kept it (their version, when it changed). */
export type MeasurementRemoveOutput = { outcome: 'removed' | 'kept' }

const rules = conflictRules('measurement')

/**
 * Deleting a measurement on Track Progress (docs/decisions/091): asked first ("Delete this measurement?"), then
 * deleted with If-Match; one someone changed since shows both versions (delete anyway, or keep it); one already
 * deleted elsewhere is what the parent asked for. The route reloads the charts when it ends.
 */
export const measurementRemoveMachine = setup({
  types: {
    context: {} as MeasurementRemoveContext,
    events: {} as MeasurementRemoveEvent,
    input: {} as { measurement: Measurement },
    output: {} as MeasurementRemoveOutput,
  },
  actors: {
    removeMeasurement: fromPromise<void, { id: number; ifMatch: string | undefined }>(({ input }) => deleteMeasurement(input.id, input.ifMatch)),
  },
  guards: {
    isConflict: rules.isConflict,
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error),
  },
  actions: {
    storeConflict: assign(rules.storedConflict),
    storeFailed: assign({ failed: true }),
    clearFailed: assign({ failed: false }),
    useTheirs: assign({ conflict: null }),
    markRemoved: assign({ removed: true }),
  },
}).createMachine({
  id: 'measurementRemove',
  context: ({ input }) => ({ measurement: input.measurement, failed: false, conflict: null, removed: false }),
  initial: 'confirming',
  states: {
    confirming: { on: { confirm: { target: 'removing', actions: 'clearFailed' }, cancel: 'kept' } },
    removing: {
      tags: ['busy'],
      invoke: {
        src: 'removeMeasurement',
        input: ({ context }) => ({ id: context.measurement.id, ifMatch: ifMatchFor('measurement', context.conflict, context.measurement) }),
        onDone: 'removed',
        onError: [
          onConflict('removeConflict'),
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'removed' },
          { target: 'confirming', actions: 'storeFailed' },
        ],
      },
    },
    /** Changed elsewhere since the deletion was asked for: delete anyway, or keep it. */
    removeConflict: conflictState('removing', 'kept'),
    removed: { type: 'final', entry: 'markRemoved' },
    kept: { type: 'final' },
  },
  output: ({ context }) => ({ outcome: context.removed ? 'removed' : 'kept' }),
})
