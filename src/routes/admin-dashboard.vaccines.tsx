import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { vaccineScheduleMachine } from '@/machines/vaccine-schedule.machine'
import { vaccineScheduleView } from '@/machines/vaccine-schedule.view'
import { VaccineScheduleScreen } from '@/ui/screens/admin/vaccines/vaccine-schedule-screen'

/**
 * docs/decisions/078: the vaccine schedule in the admin area, beside the milestone builder; it loads and
 * writes in vaccine-schedule.machine.ts (optional calls: a server without them says so).
 */
export const Route = createFileRoute('/admin-dashboard/vaccines')({
  component: VaccineSchedulePage,
})

function VaccineSchedulePage() {
  const actorRef = useActorRef(vaccineScheduleMachine)
  const state = useSelector(actorRef, (snapshot) => vaccineScheduleView(snapshot, actorRef.send))
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
