import type { SnapshotFrom } from 'xstate'
import type { Measurement } from '@/contract/progress'
import { conflictOf } from '@/machines/conflict-view'
import type { measurementRemoveMachine } from '@/machines/measurement-remove.machine'

/** The delete question's state from its flow (docs/decisions/096-routes-bind.md); busy too once done. */
export function measurementRemoveView(snapshot: SnapshotFrom<typeof measurementRemoveMachine>) {
  const { context } = snapshot
  return {
    busy: snapshot.hasTag('busy') || snapshot.status === 'done',
    failed: context.failed,
    conflict: conflictOf<Measurement, Measurement>(snapshot.hasTag('conflict') ? 'delete' : null, context.conflict, null, context.measurement),
  }
}
