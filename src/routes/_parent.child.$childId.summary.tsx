import { createFileRoute } from '@tanstack/react-router'
import { loadChildOverview } from '@/routes/-lib/child-overview-loader'
import { ChildOverviewPage, ChildOverviewPending } from '@/routes/-lib/child-overview-page'
import { childIdParams } from '@/routes/-lib/guards'
import { SummaryScreen } from '@/ui/screens/child-overview/summary-screen'

const title = 'Summary for the doctor'

/** docs/product-rules.md#decisions-summary: printable, from existing calls. */
export const Route = createFileRoute('/_parent/child/$childId/summary')({
  params: childIdParams,
  loader: ({ params }) => loadChildOverview(params.childId),
  pendingComponent: SummaryPending,
  component: SummaryPage,
})

function SummaryPage() {
  const { childId } = Route.useParams()
  return (
    <ChildOverviewPage
      childId={childId}
      title={title}
      load={Route.useLoaderData()}
      render={({ overview, progress, today }, renderLink) => (
        <SummaryScreen overview={overview} progress={progress} today={today} onPrint={() => window.print()} renderLink={renderLink} />
      )}
    />
  )
}

function SummaryPending() {
  return <ChildOverviewPending childId={Route.useParams().childId} title={title} label="Loading the summary…" />
}
