import { ApiError } from '@/api/api-error'
import { emptyMeasurementForm } from '@/domain/track-progress'
import { measurementFormMachine } from '@/machines/measurement-form.machine'
import { measurementRemoveMachine } from '@/machines/measurement-remove.machine'
import { makeChild, makeMeasurement } from '../../support/factories'
import type { FlowModel } from '../lib/model-registry'
import { serverFailure } from './accounts.fixtures'
import { conflictWith } from './conflict.fixtures'

const values = { ...emptyMeasurementForm(new Date(2025, 5, 15)), weight: '8.9' }
/** 85 kg for a girl of 9 months: far outside what is plausible (docs/decisions/091). */
const unusual = { ...values, weight: '85' }
const editing = makeMeasurement({ id: 1, child: 3, date: '2025-06-15', weight_kg: 85 })

/**
 * Adding or correcting a measurement on Track Progress (docs/product-rules.md#decisions-track-progress,
 * docs/decisions/091): save, a value asked about first (confirm or change), a refusal with field messages, a
 * failure, send again; a correction changed elsewhere (412): keep mine or use theirs.
 */
export const measurementFormModel: FlowModel<typeof measurementFormMachine> = {
  name: 'measurement-form',
  machine: measurementFormMachine,
  input: { childId: 3, child: makeChild({ id: 3, sex: 'F', dob: '2024-09-15' }), editing },
  simplePaths: true,
  // 4,277 simple paths (a minute to list and replay): the machine replay runs its shortest and transition-pair
  // paths, which cover every state, transition and pair.
  simplePathsTractable: false,
  events: [
    { type: 'submit', values },
    { type: 'submit', values: unusual },
    { type: 'confirm' },
    { type: 'change' },
    { type: 'done.saveMeasurement', output: { ...editing, weight_kg: 8.9 } },
    { type: 'error.saveMeasurement', error: new ApiError('http', 400, { weight_kg: ['Weight must be between 0.3 and 200 kg.'] }) },
    { type: 'error.saveMeasurement', error: serverFailure },
    { type: 'error.saveMeasurement', error: conflictWith({ ...editing, weight_kg: 8.4 }) },
    { type: 'keepMine' },
    { type: 'useTheirs' },
  ],
}

/** Deleting a measurement (docs/decisions/091): confirmed or cancelled, failed, already gone, changed elsewhere (412): delete anyway or keep it. */
export const measurementRemoveModel: FlowModel<typeof measurementRemoveMachine> = {
  name: 'measurement-remove',
  machine: measurementRemoveMachine,
  input: { measurement: editing },
  simplePaths: true,
  events: [
    { type: 'confirm' },
    { type: 'cancel' },
    { type: 'done.removeMeasurement', output: undefined },
    { type: 'error.removeMeasurement', error: serverFailure },
    { type: 'error.removeMeasurement', error: new ApiError('http', 404, { detail: 'Not found.' }) },
    { type: 'error.removeMeasurement', error: conflictWith({ ...editing, weight_kg: 8.4 }) },
    { type: 'keepMine' },
    { type: 'useTheirs' },
  ],
}
