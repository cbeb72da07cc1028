import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { loadChildOverview } from '@/routes/-lib/child-overview-loader'
import { childIdParams } from '@/routes/-lib/guards'
import { renderProfileLink } from '@/routes/-lib/profile-links'
import { OverviewFailed, OverviewLoading } from '@/ui/screens/child-overview/overview-parts'
import { WeeklyChecklistScreen } from '@/ui/screens/child-overview/weekly-checklist-screen'

const title = 'Weekly Checklist'

/** PRODUCT.md "Weekly Checklist": up to five milestones of the current band to watch this week, from existing calls. */
export const Route = createFileRoute('/_parent/weekly-checklist/$childId')({
  params: childIdParams,
  loader: ({ params }) => loadChildOverview(params.childId),
  pendingComponent: WeeklyChecklistPending,
  component: WeeklyChecklistPage,
})

function WeeklyChecklistPending() {
  const { childId } = Route.useParams()
  return <OverviewLoading title={title} renderLink={renderProfileLink(childId)} label="Loading this week's milestones…" />
}

function WeeklyChecklistPage() {
  const { childId } = Route.useParams()
  const load = Route.useLoaderData()
  const router = useRouter()
  const renderLink = renderProfileLink(childId)
  if (load.status === 'notFound') {
    return <OverviewFailed title={title} renderLink={renderLink} onRetry={load.retryable ? () => void router.invalidate() : undefined} />
  }
  return (
    <WeeklyChecklistScreen
      overview={load.overview}
      renderLink={renderLink}
      renderQuestionLink={(questionId, label) => (
        <Link to="/child/$childId/milestones-status" params={{ childId }} hash={`question-${questionId}`}>
          {label}
        </Link>
      )}
    />
  )
}
