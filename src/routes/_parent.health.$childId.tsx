import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import type { Child } from '@/contract/children'
import { mayDo, roleOf } from '@/domain/child-access'
import { doseName } from '@/domain/health-record'
import { doseTimings } from '@/domain/vaccines'
import { healthRecordMachine } from '@/machines/health-record.machine'
import { loadHealthPage, type HealthPageLoad } from '@/routes/-lib/child-overview-loader'
import { ChildOverviewPage, ChildOverviewPending } from '@/routes/-lib/child-overview-page'
import { childIdParams } from '@/routes/-lib/guards'
import { useRefreshOnReturn } from '@/routes/-lib/use-refresh-on-return'
import { HealthRecordScreen } from '@/ui/screens/health/health-record-screen'
import { VaccineDoses, type VaccinesState } from '@/ui/screens/health/vaccine-doses'

const title = 'Health record'

/**
 * Issue #27 (docs/decisions/078): the child's health record. The route loads the child and the measurements
 * (the growth line); the vaccines load and are recorded in health-record.machine.ts (optional calls: a server
 * without them says "Health records are not available on this server" on this page only).
 */
export const Route = createFileRoute('/_parent/health/$childId')({
  params: childIdParams,
  loader: ({ params }) => loadHealthPage(params.childId),
  pendingComponent: () => <ChildOverviewPending title={title} label="Loading the health record…" />,
  component: HealthPage,
})

function HealthPage() {
  return (
    <ChildOverviewPage<HealthPageLoad>
      title={title}
      render={({ child, measurements, today, units }, childId) => (
        <HealthRecordScreen child={child} measurements={measurements} units={units} vaccines={<Vaccines key={childId} child={child} today={today} />} />
      )}
    />
  )
}

function Vaccines({ child, today }: { child: Child; today: string }) {
  const actorRef = useActorRef(healthRecordMachine, { input: { childId: child.id } })
  const snapshot = useSelector(actorRef, (s) => s)
  // Two tabs: back in view, the records load again (the machine keeps an open form as it is).
  useRefreshOnReturn(() => actorRef.send({ type: 'refresh' }))
  const { context } = snapshot
  const state: VaccinesState = snapshot.matches('unavailable')
    ? { status: 'unavailable' }
    : snapshot.matches('loadFailed')
      ? { status: 'failed', onRetry: () => actorRef.send({ type: 'retry' }) }
      : !context.schedule || !context.records
        ? { status: 'loading' }
        : {
            status: 'ready',
            schedule: context.schedule,
            timings: doseTimings(context.schedule.doses, context.records, child.dob, today),
            form:
              context.editing && (snapshot.matches('editing') || snapshot.matches('saving'))
                ? {
                    doseId: context.editing.dose.id,
                    doseName: doseName(context.editing.dose),
                    record: context.editing.record,
                    busy: snapshot.matches('saving'),
                    fieldErrors: context.fieldErrors,
                    failed: context.failed === 'save',
                  }
                : null,
            confirming: snapshot.matches('confirmingRemove') || snapshot.matches('removing') ? context.removing : null,
            busy: snapshot.hasTag('busy'),
            removeFailed: context.failed === 'delete',
            done: context.done,
          }
  return (
    <VaccineDoses
      name={child.first_name}
      dob={child.dob}
      today={today}
      state={state}
      canRecord={mayDo(roleOf(child), 'recordHealth')}
      onRecord={(dose) => actorRef.send({ type: 'record', dose })}
      onEdit={(dose, record) => actorRef.send({ type: 'edit', dose, record })}
      onSubmit={(values) => actorRef.send({ type: 'submit', values })}
      onCancel={() => actorRef.send({ type: 'cancel' })}
      onRemove={(record) => actorRef.send({ type: 'remove', record })}
      onConfirmRemove={() => actorRef.send({ type: 'confirm' })}
    />
  )
}
