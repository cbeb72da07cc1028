import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import type { Units } from '@/contract/accounts'
import type { TrackProgressLoad } from '@/domain/track-progress'
import { measurementFormMachine, type MeasurementFormOutput } from '@/machines/measurement-form.machine'
import { trackProgressMachine } from '@/machines/track-progress.machine'
import { loadTrackProgress } from '@/routes/-lib/child-overview-loader'
import { startEarly, type EarlyLoad } from '@/routes/-lib/early-load'
import { ChildOverviewPending } from '@/routes/-lib/child-overview-page'
import { childIdParams } from '@/routes/-lib/guards'
import { useUnitsPreference } from '@/routes/-lib/use-units-preference'
import { Notice } from '@/ui/primitives/notice'
import { OverviewFailed, OverviewUnavailable } from '@/ui/primitives/child-page'
import { MeasurementForm } from '@/ui/screens/track-progress/measurement-form'
import { MeasurementList, RemoveQuestion } from '@/ui/screens/track-progress/measurement-list'
import { measurementConflictFields, type MeasurementVersion } from '@/ui/screens/track-progress/measurement-conflict'
import { mayDeleteRow, mayDo, roleOf } from '@/domain/child-access'
import type { Child } from '@/contract/children'
import type { Measurement } from '@/contract/progress'
import { longDate } from '@/domain/format'
import { measurementFormValues } from '@/domain/track-progress'
import { measurementRemoveMachine, type MeasurementRemoveOutput } from '@/machines/measurement-remove.machine'
import type { ConflictEvent } from '@/machines/conflict'
import { measurementFormView } from '@/machines/measurement-form.view'
import { measurementRemoveView } from '@/machines/measurement-remove.view'
import { RecordConflictPanel, type RecordConflict } from '@/ui/primitives/conflict-panel'
import { ViewOnlyNote } from '@/ui/screens/sharing/shared-child'
import { TrackProgressScreen } from '@/ui/screens/track-progress/track-progress-screen'

const title = 'Track Progress'

/**
 * docs/product-rules.md#decisions-track-progress: the answer history and the measurements
 * (optional calls; a server without them shows "not available"), charted. The page
 * loads inside track-progress.machine.ts (docs/decisions/042), its data started by the route's
 * loader beside the page's code (early-load.ts); adding a measurement is its own flow
 * (measurement-form.machine.ts).
 */
export const Route = createFileRoute('/_parent/track-progress/$childId')({
  params: childIdParams,
  loader: ({ params }) => ({ early: startEarly(() => loadTrackProgress(params.childId)) }),
  // Every visit starts its own load: an early load is taken once.
  gcTime: 0,
  component: TrackProgressPage,
})

function TrackProgressPage() {
  const { childId } = Route.useParams()
  const { early } = Route.useLoaderData()
  // A new child id is a new page: the key restarts its flows.
  return <TrackProgress key={childId} childId={childId} early={early} />
}

type Done = 'added' | 'corrected' | 'removed' | 'kept'

const notices: Record<Exclude<Done, 'kept'>, string> = {
  added: 'Measurement saved. The charts show it.',
  corrected: 'Measurement corrected. The charts and the summary for the doctor show it.',
  removed: 'Measurement deleted. The charts and the summary for the doctor no longer show it.',
}

function TrackProgress({ childId, early }: { childId: number; early: EarlyLoad<TrackProgressLoad> }) {
  const page = useActorRef(trackProgressMachine.provide({ actors: { loadTrackProgress: fromPromise(() => early.take()) } }), { input: { childId } })
  // Asked for alongside the page's load; a new form takes it once known (the form keeps what is typed in it).
  const { units } = useUnitsPreference()
  const load = useSelector(page, (snapshot) => snapshot.context.load)
  // Each saved measurement starts a fresh form (a new key, a new flow).
  const [round, setRound] = useState(0)
  // docs/decisions/091: the row open for a correction or a deletion, and what the last change did.
  const [open, setOpen] = useState<{ part: 'edit' | 'remove'; row: Measurement } | null>(null)
  const [done, setDone] = useState<Done | null>(null)

  const readerName = Route.useRouteContext({ select: (context) => context.session.user.full_name })
  if (!load) return <ChildOverviewPending childId={childId} title={title} label="Loading progress…" />
  if (load.status === 'notFound') {
    return <OverviewFailed title={title} childId={childId} onRetry={load.retryable ? () => page.send({ type: 'retry' }) : undefined} />
  }
  if (load.status === 'unavailable') return <OverviewUnavailable title={title} childId={childId} />
  const role = roleOf(load.child)
  const finish = (what: Done) => {
    setOpen(null)
    setDone(what)
    if (what !== 'kept') page.send({ type: 'reload' })
  }
  return (
    <TrackProgressScreen
      child={load.child}
      readerName={readerName}
      units={units}
      history={load.history}
      measurements={load.measurements}
      {...(load.areas ? { areas: load.areas } : {})}
      notice={done === 'added' ? <Notice tone="success">{notices.added}</Notice> : undefined}
      listNotice={done === 'corrected' || done === 'removed' ? <Notice tone="success">{notices[done]}</Notice> : undefined}
      list={
        <MeasurementList
          measurements={load.measurements}
          units={units}
          readerName={readerName}
          mayChange={(row) => mayDeleteRow(role, 'measure', row)}
          open={
            open && {
              id: open.row.id,
              content:
                open.part === 'edit' ? (
                  <CorrectMeasurement child={load.child} row={open.row} units={units} onCancel={() => setOpen(null)} onDone={(saved) => finish(saved ? 'corrected' : 'kept')} />
                ) : (
                  <RemoveMeasurement row={open.row} units={units} onDone={(outcome) => finish(outcome)} />
                ),
            }
          }
          onEdit={(row) => {
            setDone(null)
            setOpen({ part: 'edit', row })
          }}
          onDelete={(row) => {
            setDone(null)
            setOpen({ part: 'remove', row })
          }}
        />
      }
      form={
        // docs/decisions/072: a viewer sees the measurements, not the form.
        !mayDo(role, 'measure') ? (
          <ViewOnlyNote name={load.child.first_name} access={load.child.access} what="add measurements" />
        ) : (
          <AddMeasurement
            key={round}
            child={load.child}
            units={units}
            onSaved={() => {
              finish('added')
              setRound((n) => n + 1)
            }}
          />
        )
      }
    />
  )
}

/** Calls `onDone` with the flow's output once it ends (the route then reloads the charts). */
function useOnDone<O>(actorRef: { subscribe: (listener: (snapshot: { status: string; output?: O }) => void) => { unsubscribe: () => void } }, onDone: (output: O) => void) {
  const onDoneRef = useRef(onDone)
  useEffect(() => {
    onDoneRef.current = onDone
  })
  useEffect(() => {
    const subscription = actorRef.subscribe((snapshot) => {
      if (snapshot.status === 'done') onDoneRef.current(snapshot.output as O)
    })
    return () => subscription.unsubscribe()
  }, [actorRef])
}

/** The measurement form's flow bound to the form: add (no `row`) or correct. */
function MeasurementFormFlow({ child, row, units, label, submitLabel, onCancel, onDone }: { child: Child; row?: Measurement; units: Units; label?: string; submitLabel?: string; onCancel?: () => void; onDone: (saved: Measurement | null) => void }) {
  const actorRef = useActorRef(measurementFormMachine, { input: { childId: child.id, child, editing: row ?? null } })
  const { busy, fieldErrors, failed, questions, conflict } = useSelector(actorRef, (snapshot) => measurementFormView(snapshot, row ?? null), sameView)
  useOnDone<MeasurementFormOutput>(actorRef, (output) => onDone(output.saved))
  return (
    <MeasurementForm
      dob={child.dob}
      units={units}
      busy={busy}
      fieldErrors={fieldErrors}
      failed={failed}
      initialValues={row && measurementFormValues(row)}
      label={label}
      submitLabel={submitLabel}
      onCancel={onCancel}
      questions={questions}
      onConfirmUnusual={() => actorRef.send({ type: 'confirm' })}
      onChangeUnusual={() => actorRef.send({ type: 'change' })}
      conflict={conflict && <MeasurementConflict conflict={conflict} units={units} busy={busy} send={actorRef.send} />}
      onSubmit={(values) => actorRef.send({ type: 'submit', values })}
    />
  )
}

/** Both flows' conflict panel (docs/decisions/086): keep mine or use theirs, in the form's words. */
function MeasurementConflict({ conflict, units, busy, send }: { conflict: RecordConflict<MeasurementVersion>; units: Units; busy: boolean; send: (event: ConflictEvent) => void }) {
  return (
    <RecordConflictPanel
      conflict={conflict}
      fields={measurementConflictFields(units)}
      busy={busy}
      onKeepMine={() => send({ type: 'keepMine' })}
      onUseTheirs={() => send({ type: 'useTheirs' })}
    />
  )
}

/** A view is a new object each time: equal when what it shows is equal. */
const sameView = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b)

function AddMeasurement({ child, units, onSaved }: { child: Child; units: Units; onSaved: () => void }) {
  return <MeasurementFormFlow child={child} units={units} onDone={onSaved} />
}

function CorrectMeasurement({ child, row, units, onCancel, onDone }: { child: Child; row: Measurement; units: Units; onCancel: () => void; onDone: (saved: Measurement | null) => void }) {
  return (
    <MeasurementFormFlow
      child={child}
      row={row}
      units={units}
      label={`Correct the measurement of ${longDate(row.date)}`}
      submitLabel="Save changes"
      onCancel={onCancel}
      onDone={onDone}
    />
  )
}

function RemoveMeasurement({ row, units, onDone }: { row: Measurement; units: Units; onDone: (outcome: 'removed' | 'kept') => void }) {
  const actorRef = useActorRef(measurementRemoveMachine, { input: { measurement: row } })
  const { busy, failed, conflict } = useSelector(actorRef, measurementRemoveView, sameView)
  useOnDone<MeasurementRemoveOutput>(actorRef, (output) => onDone(output.outcome))
  if (conflict) return <MeasurementConflict conflict={conflict} units={units} busy={busy} send={actorRef.send} />
  return <RemoveQuestion measurement={row} units={units} busy={busy} failed={failed} onConfirm={() => actorRef.send({ type: 'confirm' })} onCancel={() => actorRef.send({ type: 'cancel' })} />
}
