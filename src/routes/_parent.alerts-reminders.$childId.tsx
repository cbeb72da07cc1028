import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import type { ParentReminder } from '@/contract/reminders'
import type { ChildOverview } from '@/domain/child-overview'
import { nextCheck } from '@/domain/finish-results'
import { vaccineStatus } from '@/domain/health-record'
import { buildCalendar, calendarFileName, type CalendarEvent } from '@/domain/ics'
import { milestoneCheckEvent, reminderEvent } from '@/domain/reminders'
import { mayDeleteRow, mayDo, roleOf } from '@/domain/child-access'
import { remindersMachine } from '@/machines/reminders.machine'
import { ViewOnlyNote } from '@/ui/screens/sharing/shared-child'
import { loadAlerts, type AlertsLoad } from '@/routes/-lib/child-overview-loader'
import { ChildOverviewPage, ChildOverviewPending } from '@/routes/-lib/child-overview-page'
import { conflictOf } from '@/routes/-lib/conflict-of'
import { downloadFile } from '@/routes/-lib/download-file'
import { childIdParams } from '@/routes/-lib/guards'
import { useRefreshOnReturn } from '@/routes/-lib/use-refresh-on-return'
import { ParentReminders, type ParentRemindersState } from '@/ui/screens/child-overview/parent-reminders'
import { RemindersScreen } from '@/ui/screens/child-overview/reminders-screen'

const title = 'Alerts & Reminders'

/**
 * docs/product-rules.md#decisions-beyond: computed from the child's answers, bands and dates; general advice only.
 * Issue #24 point 4: the reminders a parent sets (reminders.machine.ts, an optional call), each, the next
 * milestone check and all of them downloadable as an .ics file (src/domain/ics.ts).
 * Issue #27: the vaccine doses overdue, due and coming up (optional calls; none on a server without them).
 */
export const Route = createFileRoute('/_parent/alerts-reminders/$childId')({
  params: childIdParams,
  loader: ({ params }) => loadAlerts(params.childId),
  pendingComponent: () => <ChildOverviewPending title={title} label="Loading reminders…" />,
  component: RemindersPage,
})

function RemindersPage() {
  return (
    <ChildOverviewPage<AlertsLoad>
      title={title}
      render={({ overview, today, vaccines }, childId) => (
        <RemindersScreen
          overview={overview}
          today={today}
          doses={vaccines.status === 'found' ? vaccineStatus(vaccines.value, overview.child.dob, today).mention : []}
          notRecorded={vaccines.status === 'found' ? vaccineStatus(vaccines.value, overview.child.dob, today).notRecorded : 0}
          canRecordDoses={mayDo(roleOf(overview.child), 'recordHealth')}
          mine={
            // Issue #26 point 2: reminders are set by the owner and caregivers.
            mayDo(roleOf(overview.child), 'remind') ? (
              <Reminders key={childId} childId={childId} overview={overview} today={today} />
            ) : (
              <ViewOnlyNote name={overview.child.first_name} access={overview.child.access} what="set reminders" />
            )
          }
        />
      )}
    />
  )
}

function Reminders({ childId, overview, today }: { childId: number; overview: ChildOverview; today: string }) {
  const actorRef = useActorRef(remindersMachine, { input: { childId } })
  const snapshot = useSelector(actorRef, (s) => s)
  // Two tabs: back in view, the list loads again (the machine keeps an open form as it is).
  useRefreshOnReturn(() => actorRef.send({ type: 'refresh' }))
  const name = overview.child.first_name
  const check = nextCheck(overview, new Date(`${today}T12:00:00`))
  const { context } = snapshot
  const state: ParentRemindersState = snapshot.matches('unavailable')
    ? { status: 'unavailable' }
    : snapshot.matches('loadFailed')
      ? { status: 'failed', onRetry: () => actorRef.send({ type: 'retry' }) }
      : !context.reminders
        ? { status: 'loading' }
        : {
            status: 'ready',
            reminders: context.reminders,
            form:
              snapshot.matches('editing') || snapshot.matches('saving') || snapshot.matches('saveConflict')
                ? { editing: context.editing, busy: snapshot.matches('saving'), fieldErrors: context.fieldErrors, failed: context.failed === 'save' }
                : null,
            confirming: snapshot.matches('confirmingDelete') || snapshot.matches('deleting') ? context.deleting : null,
            conflict: conflictOf(
              snapshot.matches('saveConflict') ? 'change' : snapshot.matches('deleteConflict') ? 'delete' : null,
              context.conflict,
              context.values,
              context.deleting,
            ),
            busy: snapshot.hasTag('busy'),
            deleteFailed: context.failed === 'delete',
            done: context.done,
          }

  const onDownload = (what: ParentReminder | 'check' | 'all') => {
    const checkEvent = milestoneCheckEvent(childId, name, check)
    const events: CalendarEvent[] =
      what === 'check' ? [checkEvent] : what === 'all' ? [...(context.reminders ?? []).map((r) => reminderEvent(r, name)), checkEvent] : [reminderEvent(what, name)]
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
    const fileName = what === 'check' ? calendarFileName(name, 'milestone check') : what === 'all' ? calendarFileName(name, 'reminders') : calendarFileName(name, what.text)
    downloadFile(fileName, buildCalendar(events, { timeZone, now: new Date(), name: `${name}: First 1,000 Days` }), 'text/calendar;charset=utf-8')
  }

  return (
    <ParentReminders
      name={name}
      state={state}
      nextCheck={check}
      onAdd={() => actorRef.send({ type: 'add' })}
      onEdit={(reminder) => actorRef.send({ type: 'edit', reminder })}
      onSubmit={(values) => actorRef.send({ type: 'submit', values })}
      onCancel={() => actorRef.send({ type: 'cancel' })}
      onDelete={(reminder) => actorRef.send({ type: 'delete', reminder })}
      mayDelete={(row) => mayDeleteRow(roleOf(overview.child), 'remind', row)}
      onConfirmDelete={() => actorRef.send({ type: 'confirm' })}
      onKeepMine={() => actorRef.send({ type: 'keepMine' })}
      onUseTheirs={() => actorRef.send({ type: 'useTheirs' })}
      onDownload={onDownload}
    />
  )
}
