import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { measurementFormMachine } from '@/machines/measurement-form.machine'
import { ChildOverviewPending } from '@/routes/-lib/child-overview-page'
import { childIdParams } from '@/routes/-lib/guards'
import { renderProfileLink } from '@/routes/-lib/profile-links'
import { loadTrackProgress } from '@/routes/-lib/track-progress-loader'
import { Notice } from '@/ui/primitives/notice'
import { OverviewFailed, OverviewUnavailable } from '@/ui/screens/child-overview/overview-parts'
import { MeasurementForm } from '@/ui/screens/track-progress/measurement-form'
import { TrackProgressScreen } from '@/ui/screens/track-progress/track-progress-screen'

const title = 'Track Progress'

/**
 * docs/product-rules.md#decisions-track-progress: the answer history and the measurements
 * (optional calls; a server without them shows "not available"), charted; the
 * add-a-measurement form is its own flow (measurement-form.machine.ts).
 */
export const Route = createFileRoute('/_parent/track-progress/$childId')({
  params: childIdParams,
  loader: ({ params }) => loadTrackProgress(params.childId),
  pendingComponent: TrackProgressPending,
  component: TrackProgressPage,
})

function TrackProgressPage() {
  const { childId } = Route.useParams()
  const load = Route.useLoaderData()
  const router = useRouter()
  const renderLink = renderProfileLink(childId)
  // Each saved measurement starts a fresh form (a new key, a new flow) once the charts have reloaded.
  const [round, setRound] = useState(0)
  if (load.status === 'notFound') {
    return <OverviewFailed title={title} renderLink={renderLink} onRetry={load.retryable ? () => void router.invalidate() : undefined} />
  }
  if (load.status === 'unavailable') return <OverviewUnavailable title={title} renderLink={renderLink} />
  return (
    <TrackProgressScreen
      child={load.child}
      history={load.history}
      measurements={load.measurements}
      renderLink={renderLink}
      renderQuestionnaireLink={(label) => (
        <Link to="/child/$childId/milestones-status" params={{ childId }}>
          {label}
        </Link>
      )}
      notice={round > 0 ? <Notice tone="success">Measurement saved. The charts show it.</Notice> : undefined}
      form={
        <AddMeasurement
          key={round}
          childId={childId}
          dob={load.child.dob}
          onSaved={() => void router.invalidate().then(() => setRound((n) => n + 1))}
        />
      }
    />
  )
}

function AddMeasurement({ childId, dob, onSaved }: { childId: number; dob: string; onSaved: () => void }) {
  const actorRef = useActorRef(measurementFormMachine, { input: { childId } })
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy') || snapshot.status === 'done')
  const fieldErrors = useSelector(actorRef, (snapshot) => snapshot.context.fieldErrors)
  const failed = useSelector(actorRef, (snapshot) => snapshot.context.failed)
  useEffect(() => {
    const subscription = actorRef.subscribe((snapshot) => {
      if (snapshot.status === 'done') onSaved()
    })
    return () => subscription.unsubscribe()
  }, [actorRef, onSaved])
  return <MeasurementForm dob={dob} busy={busy} fieldErrors={fieldErrors} failed={failed} onSubmit={(values) => actorRef.send({ type: 'submit', values })} />
}

function TrackProgressPending() {
  return <ChildOverviewPending childId={Route.useParams().childId} title={title} label="Loading progress…" />
}
