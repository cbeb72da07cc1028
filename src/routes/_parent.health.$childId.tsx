import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import type { Child } from '@/contract/children'
import { mayDeleteRow, mayDo, roleOf } from '@/domain/child-access'
import { doseName } from '@/domain/health-record'
import { buildCalendar, calendarFileName } from '@/domain/ics'
import { doseTimings } from '@/domain/vaccines'
import { healthCalendarEvents } from '@/domain/visits'
import { healthRecordMachine, type HealthRecordActor } from '@/machines/health-record.machine'
import { visitsMachine, type VisitsActor } from '@/machines/visits.machine'
import { documentsMachine, type DocumentsActor } from '@/machines/documents.machine'
import { documentFileName, type HealthDocument } from '@/contract/documents'
import { loadHealthPage, type HealthPageLoad } from '@/routes/-lib/child-overview-loader'
import { ChildOverviewPage, ChildOverviewPending } from '@/routes/-lib/child-overview-page'
import { downloadFile } from '@/routes/-lib/download-file'
import { conflictOf } from '@/routes/-lib/conflict-of'
import { childIdParams } from '@/routes/-lib/guards'
import { useRefreshOnReturn } from '@/routes/-lib/use-refresh-on-return'
import { HealthRecordScreen } from '@/ui/screens/health/health-record-screen'
import { VaccineDoses, type VaccinesState } from '@/ui/screens/health/vaccine-doses'
import { VisitsSection, type VisitsState } from '@/ui/screens/health/visits-section'
import { DocumentsSection, type DocumentDetails, type DocumentsState } from '@/ui/screens/health/documents-section'

const title = 'Health record'

/**
 * Issue #27 (docs/decisions/078): the child's health record. The route loads the child and the measurements
 * (the growth line); the vaccines load and are recorded in health-record.machine.ts (optional calls: a server
 * without them says "Vaccine records are not available on this server" on this page only).
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
      render={(load, childId) => <HealthSections key={childId} {...load} />}
    />
  )
}

type Found = Extract<HealthPageLoad, { status: 'found' }>

// The actors' types come from the machines' files as type-only imports: a `typeof` of a machine here would keep
// the machine (and zod with it) in the entry, as the code splitter leaves what module-level code names.

/** The page's sections, each with its flow; the calendar file reads both (the planned visits and the doses to plan for). */
function HealthSections({ child, measurements, today, units }: Omit<Found, 'status'>) {
  const vaccines = useActorRef(healthRecordMachine, { input: { childId: child.id } })
  const visits = useActorRef(visitsMachine, { input: { childId: child.id } })
  const documents = useActorRef(documentsMachine.provide({ actions: { deliverFile: (_, params) => deliverFile(params) } }), { input: { childId: child.id } })
  // Two tabs: back in view, the records load again (the machines keep an open form as it is).
  useRefreshOnReturn(() => {
    vaccines.send({ type: 'refresh' })
    visits.send({ type: 'refresh' })
    documents.send({ type: 'refresh' })
  })
  const downloadCalendar = () => {
    const { schedule, records, recordState } = vaccines.getSnapshot().context
    const timings = schedule && records ? doseTimings(schedule.doses, records, child.dob, today, { complete: recordState?.complete ?? false }) : []
    const events = healthCalendarEvents(child.first_name, visits.getSnapshot().context.visits ?? [], timings, today)
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
    const file = buildCalendar(events, { timeZone, now: new Date(), name: `${child.first_name}: health dates` })
    downloadFile(calendarFileName(child.first_name, 'health dates'), file, 'text/calendar;charset=utf-8')
  }
  return (
    <HealthRecordScreen
      child={child}
      measurements={measurements}
      units={units}
      vaccines={<Vaccines actorRef={vaccines} child={child} today={today} />}
      visits={<Visits actorRef={visits} child={child} today={today} onDownloadCalendar={downloadCalendar} />}
      documents={<Documents actorRef={documents} child={child} today={today} />}
    />
  )
}

function Visits({ actorRef, child, today, onDownloadCalendar }: { actorRef: VisitsActor; child: Child; today: string; onDownloadCalendar: () => void }) {
  const snapshot = useSelector(actorRef, (s) => s)
  const { context } = snapshot
  const state: VisitsState = snapshot.matches('unavailable')
    ? { status: 'unavailable' }
    : snapshot.matches('loadFailed')
      ? { status: 'failed', onRetry: () => actorRef.send({ type: 'retry' }) }
      : !context.schedule || !context.visits
        ? { status: 'loading' }
        : {
            status: 'ready',
            schedule: context.schedule,
            visits: context.visits,
            doctorQuestions: context.doctorQuestions,
            form:
              snapshot.matches('editing') || snapshot.matches('saving') || snapshot.matches('saveConflict')
                ? { visit: context.editing, busy: snapshot.matches('saving'), fieldErrors: context.fieldErrors, failed: context.failed === 'save' }
                : null,
            confirming: snapshot.matches('confirmingRemove') || snapshot.matches('removing') ? context.removing : null,
            busy: snapshot.hasTag('busy'),
            removeFailed: context.failed === 'delete',
            done: context.done,
            conflict: conflictOf(writeInConflict(snapshot), context.conflict, context.values, context.removing),
          }
  return (
    <VisitsSection
      childId={child.id}
      name={child.first_name}
      dob={child.dob}
      today={today}
      state={state}
      canRecord={mayDo(roleOf(child), 'recordHealth')}
      mayDelete={(row) => mayDeleteRow(roleOf(child), 'recordHealth', row)}
      onAdd={() => actorRef.send({ type: 'add' })}
      onEdit={(visit) => actorRef.send({ type: 'edit', visit })}
      onSubmit={(values) => actorRef.send({ type: 'submit', values })}
      onCancel={() => actorRef.send({ type: 'cancel' })}
      onRemove={(visit) => actorRef.send({ type: 'remove', visit })}
      onConfirmRemove={() => actorRef.send({ type: 'confirm' })}
      onKeepMine={() => actorRef.send({ type: 'keepMine' })}
      onUseTheirs={() => actorRef.send({ type: 'useTheirs' })}
      onDownloadCalendar={onDownloadCalendar}
    />
  )
}

/**
 * A document's bytes to the browser: a new tab (the PDF viewer, an image) or a download. A browser that blocks the
 * tab (the fetch took longer than its click allowance) gets the download instead. The object URL lives a few minutes:
 * long enough for the tab to read it.
 */
function deliverFile({ blob, document, download }: { blob: Blob; document: Parameters<typeof documentFileName>[0]; download: boolean }) {
  if (!download) {
    const url = URL.createObjectURL(blob)
    const opened = window.open(url, '_blank')
    setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000)
    if (opened) return
  }
  downloadFile(documentFileName(document), blob, document.content_type)
}

function Documents({ actorRef, child, today }: { actorRef: DocumentsActor; child: Child; today: string }) {
  const snapshot = useSelector(actorRef, (s) => s)
  const { context } = snapshot
  const state: DocumentsState = snapshot.matches('unavailable')
    ? { status: 'unavailable' }
    : snapshot.matches('loadFailed')
      ? { status: 'failed', onRetry: () => actorRef.send({ type: 'retry' }) }
      : !context.documents
        ? { status: 'loading' }
        : {
            status: 'ready',
            documents: context.documents,
            form:
              snapshot.matches('editing') || snapshot.matches('saving') || snapshot.matches('saveConflict')
                ? { document: context.editing, busy: snapshot.matches('saving'), fieldErrors: context.fieldErrors, failed: context.failed === 'save', values: context.values }
                : null,
            confirming: snapshot.matches('confirmingRemove') || snapshot.matches('removing') ? context.removing : null,
            fetching: context.fetching?.document.id ?? null,
            busy: snapshot.hasTag('busy'),
            failed: context.failed === 'delete' || context.failed === 'open' ? context.failed : null,
            done: context.done,
            conflict: conflictOf<DocumentDetails, HealthDocument>(writeInConflict(snapshot), context.conflict, context.values, context.removing),
          }
  return (
    <DocumentsSection
      name={child.first_name}
      today={today}
      state={state}
      canRecord={mayDo(roleOf(child), 'recordHealth')}
      mayDelete={(row) => mayDeleteRow(roleOf(child), 'recordHealth', row)}
      onAdd={() => actorRef.send({ type: 'add' })}
      onEdit={(document) => actorRef.send({ type: 'edit', document })}
      onSubmit={(values) => actorRef.send({ type: 'submit', values })}
      onCancel={() => actorRef.send({ type: 'cancel' })}
      onRemove={(document) => actorRef.send({ type: 'remove', document })}
      onConfirmRemove={() => actorRef.send({ type: 'confirm' })}
      onOpen={(document, download) => actorRef.send({ type: 'open', document, download })}
      onKeepMine={() => actorRef.send({ type: 'keepMine' })}
      onUseTheirs={() => actorRef.send({ type: 'useTheirs' })}
    />
  )
}

function Vaccines({ actorRef, child, today }: { actorRef: HealthRecordActor; child: Child; today: string }) {
  const snapshot = useSelector(actorRef, (s) => s)
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
            timings: doseTimings(context.schedule.doses, context.records, child.dob, today, { complete: context.recordState?.complete ?? false }),
            form:
              context.editing && (snapshot.matches('editing') || snapshot.matches('saving') || snapshot.matches('saveConflict'))
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
            conflict: conflictOf(writeInConflict(snapshot), context.conflict, context.values, context.removing),
            card: {
              recordState: context.recordState ?? { complete: false, available: false },
              form:
                snapshot.matches('card') || snapshot.matches('savingCard')
                  ? { values: context.card?.values ?? null, errors: context.cardErrors, failed: context.cardFailed === 'card' }
                  : null,
              stateFailed: context.cardFailed === 'state',
              busy: snapshot.hasTag('busy'),
              blocked: !snapshot.matches('list') && !snapshot.matches('refreshing') && !snapshot.matches('card') && !snapshot.matches('savingCard'),
            },
          }
  return (
    <VaccineDoses
      name={child.first_name}
      dob={child.dob}
      today={today}
      state={state}
      canRecord={mayDo(roleOf(child), 'recordHealth')}
      mayDelete={(row) => mayDeleteRow(roleOf(child), 'recordHealth', row)}
      onRecord={(dose) => actorRef.send({ type: 'record', dose })}
      onEdit={(dose, record) => actorRef.send({ type: 'edit', dose, record })}
      onSubmit={(values) => actorRef.send({ type: 'submit', values })}
      onCancel={() => actorRef.send({ type: 'cancel' })}
      onRemove={(record) => actorRef.send({ type: 'remove', record })}
      onConfirmRemove={() => actorRef.send({ type: 'confirm' })}
      onKeepMine={() => actorRef.send({ type: 'keepMine' })}
      onUseTheirs={() => actorRef.send({ type: 'useTheirs' })}
      card={{
        childId: child.id,
        onOpen: () => actorRef.send({ type: 'openCard' }),
        onSubmit: (values, body) => actorRef.send({ type: 'submitCard', values, body }),
        onCancel: () => actorRef.send({ type: 'cancel' }),
        onSetComplete: (complete) => actorRef.send({ type: 'setComplete', complete }),
      }}
    />
  )
}

/** Which write of a section met someone else's change: its save or its removal (the sections' states of both names). */
function writeInConflict(snapshot: { value: unknown }) {
  return snapshot.value === 'saveConflict' ? 'change' : snapshot.value === 'removeConflict' ? 'delete' : null
}
