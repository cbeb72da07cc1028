import { createFileRoute } from '@tanstack/react-router'
import { loadChildOverview } from '@/routes/-lib/child-overview-loader'
import { ChildOverviewPage, ChildOverviewPending } from '@/routes/-lib/child-overview-page'
import { childIdParams } from '@/routes/-lib/guards'
import { RemindersScreen } from '@/ui/screens/child-overview/reminders-screen'

const title = 'Alerts & Reminders'

/** docs/product-rules.md#decisions-beyond: computed from the child's answers, bands and dates; general advice only. */
export const Route = createFileRoute('/_parent/alerts-reminders/$childId')({
  params: childIdParams,
  loader: ({ params }) => loadChildOverview(params.childId),
  pendingComponent: RemindersPending,
  component: RemindersPage,
})

function RemindersPage() {
  const { childId } = Route.useParams()
  return (
    <ChildOverviewPage
      childId={childId}
      title={title}
      load={Route.useLoaderData()}
      render={({ overview, today }, renderLink) => <RemindersScreen overview={overview} today={today} renderLink={renderLink} />}
    />
  )
}

function RemindersPending() {
  return <ChildOverviewPending childId={Route.useParams().childId} title={title} label="Loading reminders…" />
}
