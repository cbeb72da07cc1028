import { createFileRoute } from '@tanstack/react-router'
import { serverHasActivities } from '@/domain/activities'
import { loadChildOverview } from '@/routes/-lib/child-overview-loader'
import { ChildOverviewError, ChildOverviewNotFound, ChildOverviewPending } from '@/routes/-lib/child-overview-page'
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
  notFoundComponent: () => <ChildOverviewNotFound title={title} />,
  errorComponent: () => <ChildOverviewError title={title} />,
  component: RecommendedActivitiesPage,
})

function RecommendedActivitiesPage() {
  const { childId } = Route.useParams()
  const { overview } = Route.useLoaderData()
  if (overview.band && !serverHasActivities(overview.band)) return <OverviewUnavailable title={title} childId={childId} />
  return <RecommendedActivitiesScreen overview={overview} />
}
