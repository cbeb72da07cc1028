import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import type { ChildOverview } from '@/domain/child-overview'
import { nextCheck } from '@/domain/finish-results'
import { vaccineStatus } from '@/domain/health-record'
import { mayDeleteRow, mayDo, roleOf } from '@/domain/child-access'
import { remindersMachine } from '@/machines/reminders.machine'
import { remindersView } from '@/machines/reminders.view'
import { ViewOnlyNote } from '@/ui/screens/sharing/shared-child'
import { loadAlerts } from '@/routes/-lib/child-overview-loader'
import { ChildOverviewError, ChildOverviewNotFound, ChildOverviewPending } from '@/routes/-lib/child-overview-page'
import { downloadReminders } from '@/routes/-lib/reminder-files'
import { childIdParams } from '@/routes/-lib/guards'
import { useRefreshOnReturn } from '@/routes/-lib/use-refresh-on-return'
import { ParentReminders } from '@/ui/screens/child-overview/parent-reminders'
import { RemindersScreen } from '@/ui/screens/child-overview/reminders-screen'

const title = 'Alerts & Reminders'

/**
 * docs/product-rules.md#decisions-beyond: computed from the child's answers, bands and dates; general advice only.
 * docs/decisions/059: the reminders a parent sets (reminders.machine.ts, an optional call), each, the next
 * milestone check and all of them downloadable as an .ics file (src/domain/ics.ts).
 * docs/decisions/073: the vaccine doses overdue, due and coming up (optional calls; none on a server without them).
 */
export const Route = createFileRoute('/_parent/alerts-reminders/$childId')({
  params: childIdParams,
  loader: ({ params }) => loadAlerts(params.childId),
  pendingComponent: () => <ChildOverviewPending title={title} label="Loading reminders…" />,
  notFoundComponent: () => <ChildOverviewNotFound title={title} />,
  errorComponent: () => <ChildOverviewError title={title} />,
  component: RemindersPage,
})

function RemindersPage() {
  const { childId } = Route.useParams()
  const { overview, today, vaccines } = Route.useLoaderData()
  return (
    <RemindersScreen
      overview={overview}
      today={today}
      doses={vaccines.status === 'found' ? vaccineStatus(vaccines.value, overview.child.dob, today).mention : []}
      notRecorded={vaccines.status === 'found' ? vaccineStatus(vaccines.value, overview.child.dob, today).notRecorded : 0}
      canRecordDoses={mayDo(roleOf(overview.child), 'recordHealth')}
      mine={
        // docs/decisions/072: reminders are set by the owner and caregivers.
        mayDo(roleOf(overview.child), 'remind') ? (
          <Reminders key={childId} childId={childId} overview={overview} today={today} />
        ) : (
          <ViewOnlyNote name={overview.child.first_name} access={overview.child.access} what="set reminders" />
        )
      }
    />
  )
}

function Reminders({ childId, overview, today }: { childId: number; overview: ChildOverview; today: string }) {
  const actorRef = useActorRef(remindersMachine, { input: { childId } })
  const state = useSelector(actorRef, (snapshot) => remindersView(snapshot, actorRef))
  // Two tabs: back in view, the list loads again (the machine keeps an open form as it is).
  useRefreshOnReturn(() => actorRef.send({ type: 'refresh' }))
  const name = overview.child.first_name
  const check = nextCheck(overview, new Date(`${today}T12:00:00`))
  return (
    <ParentReminders
      name={name}
      state={state}
      nextCheck={check}
      onAdd={() => actorRef.send({ type: 'add' })}
      onEdit={(record) => actorRef.send({ type: 'edit', record })}
      onSubmit={(values) => actorRef.send({ type: 'submit', values })}
      onCancel={() => actorRef.send({ type: 'cancel' })}
      onRemove={(record) => actorRef.send({ type: 'remove', record })}
      mayDelete={(row) => mayDeleteRow(roleOf(overview.child), 'remind', row)}
      onConfirmRemove={() => actorRef.send({ type: 'confirm' })}
      onKeepMine={() => actorRef.send({ type: 'keepMine' })}
      onUseTheirs={() => actorRef.send({ type: 'useTheirs' })}
      onDownload={(what) => downloadReminders(what, { childId, name, check, reminders: actorRef.getSnapshot().context.records ?? [] })}
    />
  )
}
