import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import type { Units } from '@/contract/accounts'
import { measurementFormMachine } from '@/machines/measurement-form.machine'
import { trackProgressMachine } from '@/machines/track-progress.machine'
import { loadTrackProgress } from '@/routes/-lib/child-overview-loader'
import { ChildOverviewPending } from '@/routes/-lib/child-overview-page'
import { childIdParams } from '@/routes/-lib/guards'
import { useUnitsPreference } from '@/routes/-lib/use-units-preference'
import { Notice } from '@/ui/primitives/notice'
import { OverviewFailed, OverviewUnavailable } from '@/ui/screens/child-overview/overview-parts'
import { MeasurementForm } from '@/ui/screens/track-progress/measurement-form'
import { TrackProgressScreen } from '@/ui/screens/track-progress/track-progress-screen'

const title = 'Track Progress'
const trackProgressPage = trackProgressMachine.provide({
  actors: { loadTrackProgress: fromPromise(({ input }: { input: { childId: number } }) => loadTrackProgress(input.childId)) },
})

/**
 * docs/product-rules.md#decisions-track-progress: the answer history and the measurements
 * (optional calls; a server without them shows "not available"), charted. The page
 * loads inside track-progress.machine.ts (no route loader: docs/decisions/042); adding
 * a measurement is its own flow (measurement-form.machine.ts).
 */
export const Route = createFileRoute('/_parent/track-progress/$childId')({
  params: childIdParams,
  component: TrackProgressPage,
})

function TrackProgressPage() {
  const { childId } = Route.useParams()
  // A new child id is a new page: the key restarts its flows.
  return <TrackProgress key={childId} childId={childId} />
}

function TrackProgress({ childId }: { childId: number }) {
  const page = useActorRef(trackProgressPage, { input: { childId } })
  // Asked for alongside the page's load; the form starts again from it once known.
  const { units, known } = useUnitsPreference()
  const load = useSelector(page, (snapshot) => snapshot.context.load)
  // Each saved measurement starts a fresh form (a new key, a new flow).
  const [round, setRound] = useState(0)

  if (!load) return <ChildOverviewPending childId={childId} title={title} label="Loading progress…" />
  if (load.status === 'notFound') {
    return <OverviewFailed title={title} childId={childId} onRetry={load.retryable ? () => page.send({ type: 'retry' }) : undefined} />
  }
  if (load.status === 'unavailable') return <OverviewUnavailable title={title} childId={childId} />
  return (
    <TrackProgressScreen
      child={load.child}
      history={load.history}
      measurements={load.measurements}
      notice={round > 0 ? <Notice tone="success">Measurement saved. The charts show it.</Notice> : undefined}
      form={
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
