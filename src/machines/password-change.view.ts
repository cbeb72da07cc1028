import type { SnapshotFrom } from 'xstate'
import type { passwordChangeMachine } from '@/machines/password-change.machine'

/** The password form's state from its flow (docs/decisions/096-routes-bind.md); `round` starts a fresh form after a change. */
export function passwordView(snapshot: SnapshotFrom<typeof passwordChangeMachine>) {
  return {
    busy: snapshot.hasTag('busy'),
    changed: snapshot.matches('changed'),
    failure: snapshot.context.failure,
    fieldErrors: snapshot.context.fieldErrors,
    unavailable: snapshot.matches('unavailable'),
    round: snapshot.context.changes,
  }
}

/** The selector builds a new object each time: equal when what it shows is equal. */
export const samePassword = (a: ReturnType<typeof passwordView>, b: ReturnType<typeof passwordView>) => JSON.stringify(a) === JSON.stringify(b)
