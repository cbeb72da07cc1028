import { createFileRoute } from '@tanstack/react-router'
import { serverHasActivities } from '@/domain/activities'
import { loadChildOverview } from '@/routes/-lib/child-overview-loader'
import { ChildOverviewPage, ChildOverviewPending } from '@/routes/-lib/child-overview-page'
import { childIdParams } from '@/routes/-lib/guards'
import { RecommendedActivitiesScreen } from '@/ui/screens/activities/recommended-activities-screen'
import { OverviewUnavailable } from '@/ui/primitives/child-page'

const title = 'Recommended Activities'

/**
 * docs/product-rules.md#decisions-activities: the play ideas (`activity` on each question)
 * of the current band, from the calls the profile already makes. A server
 * without the field leaves it out of every question: not available there.
 */
export const Route = createFileRoute('/_parent/recommended-activities/$childId')({
  params: childIdParams,
  loader: ({ params }) => loadChildOverview(params.childId),
  pendingComponent: () => <ChildOverviewPending title={title} label="Loading play ideas…" />,
  component: RecommendedActivitiesPage,
})

function RecommendedActivitiesPage() {
  return (
    <ChildOverviewPage
      title={title}
      render={({ overview }, childId) =>
        overview.band && !serverHasActivities(overview.band) ? (
          <OverviewUnavailable title={title} childId={childId} />
        ) : (
          <RecommendedActivitiesScreen overview={overview} />
        )
      }
    />
  )
}
