import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { vaccineScheduleMachine } from '@/machines/vaccine-schedule.machine'
import { VaccineScheduleScreen, type VaccineScheduleState } from '@/ui/screens/admin/vaccines/vaccine-schedule-screen'

/**
 * Issue #27 (docs/decisions/078): the vaccine schedule in the admin area, beside the milestone builder; it loads and
 * writes in vaccine-schedule.machine.ts (optional calls: a server without them says so).
 */
export const Route = createFileRoute('/admin-dashboard/vaccines')({
  component: VaccineSchedulePage,
})

function VaccineSchedulePage() {
  const actorRef = useActorRef(vaccineScheduleMachine)
  const snapshot = useSelector(actorRef, (s) => s)
  const { context } = snapshot
  const state: VaccineScheduleState = snapshot.matches('unavailable')
    ? { status: 'unavailable' }
    : snapshot.matches('loadFailed')
      ? { status: 'failed', onRetry: () => actorRef.send({ type: 'retry' }) }
      : !context.schedule
        ? { status: 'loading' }
        : {
            status: 'ready',
            schedule: context.schedule,
            form:
              context.editing && (snapshot.matches('editing') || snapshot.matches('saving') || snapshot.matches('saveConflict'))
                ? { dose: context.editing.dose, busy: snapshot.matches('saving'), fieldErrors: context.fieldErrors, failed: context.failed === 'save' }
                : null,
            conflict: context.conflict && context.values && snapshot.hasTag('conflict') ? { theirs: context.conflict, mine: context.values } : null,
            busy: snapshot.hasTag('busy') || snapshot.hasTag('loading'),
            failed: context.failed === 'change',
            done: context.done,
          }
  return (
    <VaccineScheduleScreen
      state={state}
      onAdd={() => actorRef.send({ type: 'add' })}
      onEdit={(dose) => actorRef.send({ type: 'edit', dose })}
      onSubmit={(values) => actorRef.send({ type: 'submit', values })}
      onCancel={() => actorRef.send({ type: 'cancel' })}
      onChange={(change) => actorRef.send({ type: 'change', change })}
      onKeepMine={() => actorRef.send({ type: 'keepMine' })}
      onUseTheirs={() => actorRef.send({ type: 'useTheirs' })}
    />
  )
}
