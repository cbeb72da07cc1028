import { createFileRoute, useRouter } from '@tanstack/react-router'
import { loadChildOverview } from '@/routes/-lib/child-overview-loader'
import { childIdParams } from '@/routes/-lib/guards'
import { renderProfileLink } from '@/routes/-lib/profile-links'
import { OverviewFailed, OverviewLoading } from '@/ui/screens/child-overview/overview-parts'
import { SummaryScreen } from '@/ui/screens/child-overview/summary-screen'

const title = 'Summary for the doctor'

/** PRODUCT.md "Summary for the doctor": printable, from existing calls. */
export const Route = createFileRoute('/_parent/child/$childId/summary')({
  params: childIdParams,
  loader: ({ params }) => loadChildOverview(params.childId),
  pendingComponent: SummaryPending,
  component: SummaryPage,
})

function SummaryPending() {
  const { childId } = Route.useParams()
  return <OverviewLoading title={title} renderLink={renderProfileLink(childId)} label="Loading the summary…" />
}

function SummaryPage() {
  const { childId } = Route.useParams()
  const load = Route.useLoaderData()
  const router = useRouter()
  const renderLink = renderProfileLink(childId)
  if (load.status === 'notFound') {
    return <OverviewFailed title={title} renderLink={renderLink} onRetry={load.retryable ? () => void router.invalidate() : undefined} />
  }
  return <SummaryScreen overview={load.overview} progress={load.progress} today={load.today} onPrint={() => window.print()} renderLink={renderLink} />
}
