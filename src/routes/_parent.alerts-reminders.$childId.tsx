import { createFileRoute, useRouter } from '@tanstack/react-router'
import { loadChildOverview } from '@/routes/-lib/child-overview-loader'
import { childIdParams } from '@/routes/-lib/guards'
import { renderProfileLink } from '@/routes/-lib/profile-links'
import { OverviewFailed, OverviewLoading } from '@/ui/screens/child-overview/overview-parts'
import { RemindersScreen } from '@/ui/screens/child-overview/reminders-screen'

const title = 'Alerts & Reminders'

/** PRODUCT.md "Alerts & Reminders": computed from the child's answers, bands and dates; general advice only. */
export const Route = createFileRoute('/_parent/alerts-reminders/$childId')({
  params: childIdParams,
  loader: ({ params }) => loadChildOverview(params.childId),
  pendingComponent: RemindersPending,
  component: RemindersPage,
})

function RemindersPending() {
  const { childId } = Route.useParams()
  return <OverviewLoading title={title} renderLink={renderProfileLink(childId)} label="Loading reminders…" />
}

function RemindersPage() {
  const { childId } = Route.useParams()
  const load = Route.useLoaderData()
  const router = useRouter()
  const renderLink = renderProfileLink(childId)
  if (load.status === 'notFound') {
    return <OverviewFailed title={title} renderLink={renderLink} onRetry={load.retryable ? () => void router.invalidate() : undefined} />
  }
  return <RemindersScreen overview={load.overview} today={load.today} renderLink={renderLink} />
}
