import type { SnapshotFrom } from 'xstate'
import type { VaccineScheduleEvent, vaccineScheduleMachine } from '@/machines/vaccine-schedule.machine'

/** The admin's vaccine schedule from its flow (docs/decisions/096-routes-bind.md). */
export function vaccineScheduleView(snapshot: SnapshotFrom<typeof vaccineScheduleMachine>, send: (event: VaccineScheduleEvent) => void) {
  const { context } = snapshot
  if (snapshot.matches('unavailable')) return { status: 'unavailable' } as const
  if (snapshot.matches('loadFailed')) return { status: 'failed', onRetry: () => send({ type: 'retry' }) } as const
  if (!context.schedule) return { status: 'loading' } as const
  const open = context.editing && (snapshot.matches('editing') || snapshot.matches('saving') || snapshot.matches('saveConflict'))
  return {
    status: 'ready',
    schedule: context.schedule,
    form: open && context.editing ? { dose: context.editing.dose, busy: snapshot.matches('saving'), fieldErrors: context.fieldErrors, failed: context.failed === 'save' } : null,
    conflict: context.conflict && context.values && snapshot.hasTag('conflict') ? { theirs: context.conflict, mine: context.values } : null,
    busy: snapshot.hasTag('busy') || snapshot.hasTag('loading'),
    failed: context.failed === 'change',
    done: context.done,
  } as const
}
