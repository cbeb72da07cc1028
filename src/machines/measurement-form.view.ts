import type { SnapshotFrom } from 'xstate'
import type { Measurement, MeasurementUpdate } from '@/contract/progress'
import { toMeasurementUpdate } from '@/domain/track-progress'
import { conflictOf, type ConflictView } from '@/machines/conflict-view'
import type { measurementFormMachine } from '@/machines/measurement-form.machine'

const noQuestions: readonly string[] = []

/**
 * The measurement form's state from its flow (docs/decisions/096-routes-bind.md): `row` is the measurement being
 * corrected (none: a new one). Busy too once done, while the page takes the saved measurement.
 */
export function measurementFormView(snapshot: SnapshotFrom<typeof measurementFormMachine>, row: Measurement | null) {
  const { context } = snapshot
  const conflict: ConflictView<Measurement, MeasurementUpdate> | null = conflictOf(
    snapshot.hasTag('conflict') ? 'change' : null,
    context.conflict,
    context.values && toMeasurementUpdate(context.values),
    row,
  )
  return {
    busy: snapshot.hasTag('busy') || snapshot.status === 'done',
    fieldErrors: context.fieldErrors,
    failed: context.failed,
    questions: snapshot.hasTag('asking') ? context.questions : noQuestions,
    conflict,
  }
}
