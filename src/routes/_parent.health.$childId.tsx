import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import type { Child } from '@/contract/children'
import type { HealthDocument } from '@/contract/documents'
import type { DoseRecord } from '@/contract/health'
import type { VisitRecord } from '@/contract/visits'
import { mayDeleteRow, mayDo, roleOf } from '@/domain/child-access'
import { healthRecordMachine, type HealthRecordActor } from '@/machines/health-record.machine'
import { vaccinesView } from '@/machines/health-record.view'
import { visitsMachine, type VisitsActor } from '@/machines/visits.machine'
import { visitsView } from '@/machines/visits.view'
import { documentsMachine, type DocumentsActor } from '@/machines/documents.machine'
import { documentsView } from '@/machines/documents.view'
import { loadHealthPage, type HealthPageLoad } from '@/routes/-lib/child-overview-loader'
import { ChildOverviewError, ChildOverviewNotFound, ChildOverviewPending } from '@/routes/-lib/child-overview-page'
import { deliverFile, downloadHealthCalendar } from '@/routes/-lib/health-files'
import { childIdParams } from '@/routes/-lib/guards'
import { useRefreshOnReturn } from '@/routes/-lib/use-refresh-on-return'
import { HealthRecordScreen } from '@/ui/screens/health/health-record-screen'
import { VaccineDoses } from '@/ui/screens/health/vaccine-doses'
import { VisitsSection } from '@/ui/screens/health/visits-section'
import { DocumentsSection } from '@/ui/screens/health/documents-section'

const title = 'Health record'

/**
 * docs/decisions/078: the child's health record. The route loads the child and the measurements
 * (the growth line); the vaccines load and are recorded in health-record.machine.ts (optional calls: a server
 * without them says "Vaccine records are not available on this server" on this page only).
 */
export const Route = createFileRoute('/_parent/health/$childId')({
  params: childIdParams,
  loader: ({ params }) => loadHealthPage(params.childId),
  pendingComponent: () => <ChildOverviewPending title={title} label="Loading the health record…" />,
  notFoundComponent: () => <ChildOverviewNotFound title={title} />,
  errorComponent: () => <ChildOverviewError title={title} />,
  component: HealthPage,
})

function HealthPage() {
  const { childId } = Route.useParams()
  return <HealthSections key={childId} {...Route.useLoaderData()} />
}

type Found = HealthPageLoad

// The actors' types come from the machines' files as type-only imports: a `typeof` of a machine here would keep
// the machine (and zod with it) in the entry, as the code splitter leaves what module-level code names.

/** The page's sections, each with its flow; the calendar file reads two of them (the planned visits and the doses to plan for). */
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
    const doses = vaccines.getSnapshot().context
    const loaded = doses.extra && doses.records ? { schedule: doses.extra.schedule, records: doses.records, complete: doses.extra.recordState.complete } : null
    downloadHealthCalendar(child, today, { visits: visits.getSnapshot().context.records ?? [], vaccines: loaded })
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

type SectionProps<A> = { actorRef: A; child: Child; today: string }

/** What every record section binds: who may record and delete, and the kit's events (docs/decisions/095). */
function recordProps<R>(child: Child, send: (event: RecordEvent<R>) => void) {
  return {
    canRecord: mayDo(roleOf(child), 'recordHealth'),
    mayDelete: (row: { given_by_you?: boolean }) => mayDeleteRow(roleOf(child), 'recordHealth', row),
    onEdit: (record: R) => send({ type: 'edit', record }),
    onCancel: () => send({ type: 'cancel' }),
    onRemove: (record: R) => send({ type: 'remove', record }),
    onConfirmRemove: () => send({ type: 'confirm' }),
    onKeepMine: () => send({ type: 'keepMine' }),
    onUseTheirs: () => send({ type: 'useTheirs' }),
  }
}

type RecordEvent<R> = { type: 'edit'; record: R } | { type: 'remove'; record: R } | { type: 'cancel' } | { type: 'confirm' } | { type: 'keepMine' } | { type: 'useTheirs' }

function Visits({ actorRef, child, today, onDownloadCalendar }: SectionProps<VisitsActor> & { onDownloadCalendar: () => void }) {
  const state = useSelector(actorRef, (snapshot) => visitsView(snapshot, actorRef))
  return (
    <VisitsSection
      childId={child.id}
      name={child.first_name}
      dob={child.dob}
      today={today}
      state={state}
      {...recordProps<VisitRecord>(child, actorRef.send)}
      onAdd={() => actorRef.send({ type: 'add' })}
      onSubmit={(values) => actorRef.send({ type: 'submit', values })}
      onDownloadCalendar={onDownloadCalendar}
    />
  )
}

function Documents({ actorRef, child, today }: SectionProps<DocumentsActor>) {
  const state = useSelector(actorRef, (snapshot) => documentsView(snapshot, actorRef))
  return (
    <DocumentsSection
      name={child.first_name}
      today={today}
      state={state}
      {...recordProps<HealthDocument>(child, actorRef.send)}
      onAdd={() => actorRef.send({ type: 'add' })}
      onSubmit={(values) => actorRef.send({ type: 'submit', values })}
      onOpen={(document, download) => actorRef.send({ type: 'open', document, download })}
    />
  )
}

function Vaccines({ actorRef, child, today }: SectionProps<HealthRecordActor>) {
  const state = useSelector(actorRef, (snapshot) => vaccinesView(snapshot, actorRef, { dob: child.dob, today }))
  const { onEdit: _edit, ...record } = recordProps<DoseRecord>(child, actorRef.send)
  return (
    <VaccineDoses
      name={child.first_name}
      dob={child.dob}
      today={today}
      state={state}
      {...record}
      onRecord={(dose) => actorRef.send({ type: 'add', about: dose })}
      onEdit={(dose, record) => actorRef.send({ type: 'edit', record, about: dose })}
      onSubmit={(values) => actorRef.send({ type: 'submit', values })}
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
