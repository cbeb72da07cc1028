import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import type { ChildOverview } from '@/domain/child-overview'
import { weekStart } from '@/domain/weekly-checklist'
import { weeklyChecklistMachine } from '@/machines/weekly-checklist.machine'
import { checklistTicks, sameTicks } from '@/machines/weekly-checklist.view'
import { loadChildOverview } from '@/routes/-lib/child-overview-loader'
import { ChildOverviewError, ChildOverviewNotFound, ChildOverviewPending } from '@/routes/-lib/child-overview-page'
import { childIdParams } from '@/routes/-lib/guards'
import { WeeklyChecklistScreen } from '@/ui/screens/child-overview/weekly-checklist-screen'

const title = 'Weekly Checklist'

/**
 * docs/product-rules.md#decisions-beyond: up to five milestones of the current band to watch this week, from existing calls;
 * docs/decisions/055: each can be ticked as practised (weekly-checklist.machine.ts, an optional call).
 */
export const Route = createFileRoute('/_parent/weekly-checklist/$childId')({
  params: childIdParams,
  loader: ({ params }) => loadChildOverview(params.childId),
  pendingComponent: () => <ChildOverviewPending title={title} label="Loading this week's milestones…" />,
  notFoundComponent: () => <ChildOverviewNotFound title={title} />,
  errorComponent: () => <ChildOverviewError title={title} />,
  component: WeeklyChecklistPage,
})

function WeeklyChecklistPage() {
  const { childId } = Route.useParams()
  const { overview, today } = Route.useLoaderData()
  // A new child or week is a new flow.
  return <WeeklyChecklist key={`${childId}/${today}`} childId={childId} overview={overview} today={today} />
}

function WeeklyChecklist(props: { childId: number; overview: ChildOverview; today: string }) {
  const { childId, overview, today } = props
  const week = weekStart(new Date(`${today}T12:00:00`))
  const actorRef = useActorRef(weeklyChecklistMachine, { input: { childId, week } })
  const ticks = useSelector(actorRef, (snapshot) => checklistTicks(snapshot, actorRef.send), sameTicks)
  return <WeeklyChecklistScreen overview={overview} week={week} ticks={ticks} />
}
