import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import type { ChildOverview } from '@/domain/child-overview'
import { weekStart } from '@/domain/weekly-checklist'
import { weeklyChecklistMachine } from '@/machines/weekly-checklist.machine'
import { loadChildOverview } from '@/routes/-lib/child-overview-loader'
import { ChildOverviewPage, ChildOverviewPending } from '@/routes/-lib/child-overview-page'
import { childIdParams } from '@/routes/-lib/guards'
import { WeeklyChecklistScreen, type ChecklistTicks } from '@/ui/screens/child-overview/weekly-checklist-screen'

const title = 'Weekly Checklist'

/**
 * docs/product-rules.md#decisions-beyond: up to five milestones of the current band to watch this week, from existing calls;
 * issue #24 point 3: each can be ticked as practised (weekly-checklist.machine.ts, an optional call).
 */
export const Route = createFileRoute('/_parent/weekly-checklist/$childId')({
  params: childIdParams,
  loader: ({ params }) => loadChildOverview(params.childId),
  pendingComponent: () => <ChildOverviewPending title={title} label="Loading this week's milestones…" />,
  component: WeeklyChecklistPage,
})

function WeeklyChecklistPage() {
  return (
    <ChildOverviewPage
      title={title}
      render={({ overview, today }, childId) => (
        // A new child or week is a new flow.
        <WeeklyChecklist key={`${childId}/${today}`} childId={childId} overview={overview} today={today} />
      )}
    />
  )
}

function WeeklyChecklist(props: { childId: number; overview: ChildOverview; today: string }) {
  const { childId, overview, today } = props
  const week = weekStart(new Date(`${today}T12:00:00`))
  const actorRef = useActorRef(weeklyChecklistMachine, { input: { childId, week } })
  const ticks = useSelector(actorRef, (snapshot): ChecklistTicks => {
    if (snapshot.matches('unavailable')) return { status: 'unavailable' }
    if (snapshot.matches('loadFailed')) return { status: 'failed', onRetry: () => actorRef.send({ type: 'retry' }) }
    const { practised, pending, saveFailed } = snapshot.context
    if (!practised) return { status: 'loading' }
    const shown = pending ? (pending.practised ? [...practised, pending.question] : practised.filter((id) => id !== pending.question)) : practised
    return {
      status: 'ready',
      practised: shown,
      busy: snapshot.hasTag('busy'),
      saveFailed,
      onToggle: (question, practisedNow) => actorRef.send({ type: 'toggle', question, practised: practisedNow }),
    }
  }, sameTicks)
  return (
    <WeeklyChecklistScreen
      overview={overview}
      week={week}
      ticks={ticks}
    />
  )
}

/** The selector builds a new object each time: equal when what it shows is equal. */
function sameTicks(a: ChecklistTicks, b: ChecklistTicks): boolean {
  if (a.status !== b.status) return false
  if (a.status !== 'ready' || b.status !== 'ready') return true
  return a.busy === b.busy && a.saveFailed === b.saveFailed && a.practised.join() === b.practised.join()
}
