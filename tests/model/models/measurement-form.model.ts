import { ApiError } from '@/api/api-error'
import { emptyMeasurementForm } from '@/domain/track-progress'
import { measurementFormMachine } from '@/machines/measurement-form.machine'
import type { FlowModel } from '../lib/model-registry'
import { serverFailure } from './accounts.fixtures'

const values = { ...emptyMeasurementForm(new Date(2025, 5, 15)), weight: '8.9' }

/** Adding a measurement on Track Progress (docs/product-rules.md#decisions-track-progress): save, a refusal with field messages, a failure, send again. */
export const measurementFormModel: FlowModel<typeof measurementFormMachine> = {
  name: 'measurement-form',
  machine: measurementFormMachine,
  input: { childId: 3 },
  simplePaths: true,
  events: [
    { type: 'submit', values },
    { type: 'done.saveMeasurement', output: { id: 1, child: 3, date: '2025-06-15', height_cm: null, weight_kg: 8.9, head_circumference_cm: null } },
    { type: 'error.saveMeasurement', error: new ApiError('http', 400, { weight_kg: ['Weight must be between 0.3 and 200 kg.'] }) },
    { type: 'error.saveMeasurement', error: serverFailure },
  ],
}
