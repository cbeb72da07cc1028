import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import type { Units } from '@/contract/accounts'
import type { TrackProgressLoad } from '@/domain/track-progress'
import { measurementFormMachine } from '@/machines/measurement-form.machine'
import { trackProgressMachine } from '@/machines/track-progress.machine'
import { loadTrackProgress } from '@/routes/-lib/child-overview-loader'
import { startEarly, type EarlyLoad } from '@/routes/-lib/early-load'
import { ChildOverviewPending } from '@/routes/-lib/child-overview-page'
import { childIdParams } from '@/routes/-lib/guards'
import { useUnitsPreference } from '@/routes/-lib/use-units-preference'
import { Notice } from '@/ui/primitives/notice'
import { OverviewFailed, OverviewUnavailable } from '@/ui/screens/child-overview/overview-parts'
import { MeasurementForm } from '@/ui/screens/track-progress/measurement-form'
import { mayDo, roleOf } from '@/domain/child-access'
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

function TrackProgress({ childId, early }: { childId: number; early: EarlyLoad<TrackProgressLoad> }) {
  const page = useActorRef(trackProgressMachine.provide({ actors: { loadTrackProgress: fromPromise(() => early.take()) } }), { input: { childId } })
  // Asked for alongside the page's load; the form starts again from it once known.
  const { units, known } = useUnitsPreference()
  const load = useSelector(page, (snapshot) => snapshot.context.load)
  // Each saved measurement starts a fresh form (a new key, a new flow).
  const [round, setRound] = useState(0)

  const readerName = Route.useRouteContext({ select: (context) => context.session.user.full_name })
  if (!load) return <ChildOverviewPending childId={childId} title={title} label="Loading progress…" />
  if (load.status === 'notFound') {
    return <OverviewFailed title={title} childId={childId} onRetry={load.retryable ? () => page.send({ type: 'retry' }) : undefined} />
  }
  if (load.status === 'unavailable') return <OverviewUnavailable title={title} childId={childId} />
  return (
    <TrackProgressScreen
      child={load.child}
      readerName={readerName}
      units={units}
      history={load.history}
      measurements={load.measurements}
      {...(load.areas ? { areas: load.areas } : {})}
      notice={round > 0 ? <Notice tone="success">Measurement saved. The charts show it.</Notice> : undefined}
      form={
        // Issue #26 point 2: a viewer sees the measurements, not the form.
        !mayDo(roleOf(load.child), 'measure') ? (
          <ViewOnlyNote name={load.child.first_name} access={load.child.access} what="add measurements" />
        ) : (
        <AddMeasurement
          key={`${round}-${known}`}
          childId={childId}
          dob={load.child.dob}
          units={units}
          onSaved={() => {
            page.send({ type: 'reload' })
            setRound((n) => n + 1)
          }}
        />
        )
      }
    />
  )
}

function AddMeasurement({ childId, dob, units, onSaved }: { childId: number; dob: string; units: Units; onSaved: () => void }) {
  const actorRef = useActorRef(measurementFormMachine, { input: { childId } })
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy') || snapshot.status === 'done')
  const fieldErrors = useSelector(actorRef, (snapshot) => snapshot.context.fieldErrors)
  const failed = useSelector(actorRef, (snapshot) => snapshot.context.failed)
  const onSavedRef = useRef(onSaved)
  useEffect(() => {
    onSavedRef.current = onSaved
  })
  useEffect(() => {
    const subscription = actorRef.subscribe((snapshot) => {
      if (snapshot.status === 'done') onSavedRef.current()
    })
    return () => subscription.unsubscribe()
  }, [actorRef])
  return <MeasurementForm dob={dob} units={units} busy={busy} fieldErrors={fieldErrors} failed={failed} onSubmit={(values) => actorRef.send({ type: 'submit', values })} />
}
