import { createFileRoute, Link } from '@tanstack/react-router'
import { loadChildOverview } from '@/routes/-lib/child-overview-loader'
import { ChildOverviewPage, ChildOverviewPending } from '@/routes/-lib/child-overview-page'
import { childIdParams } from '@/routes/-lib/guards'
import { WeeklyChecklistScreen } from '@/ui/screens/child-overview/weekly-checklist-screen'

const title = 'Weekly Checklist'

/** docs/product-rules.md#decisions-beyond: up to five milestones of the current band to watch this week, from existing calls. */
export const Route = createFileRoute('/_parent/weekly-checklist/$childId')({
  params: childIdParams,
  loader: ({ params }) => loadChildOverview(params.childId),
  pendingComponent: WeeklyChecklistPending,
  component: WeeklyChecklistPage,
})

function WeeklyChecklistPage() {
  const { childId } = Route.useParams()
  return (
    <ChildOverviewPage
      childId={childId}
      title={title}
      load={Route.useLoaderData()}
      render={({ overview }, renderLink) => (
        <WeeklyChecklistScreen
          overview={overview}
          renderLink={renderLink}
          renderQuestionLink={(questionId, label) => (
            <Link to="/child/$childId/milestones-status" params={{ childId }} hash={`question-${questionId}`}>
              {label}
            </Link>
          )}
        />
      )}
    />
  )
}

function WeeklyChecklistPending() {
  return <ChildOverviewPending childId={Route.useParams().childId} title={title} label="Loading this week's milestones…" />
}
