import type { SnapshotFrom } from 'xstate'
import type { WeeklyChecklistEvent, weeklyChecklistMachine } from '@/machines/weekly-checklist.machine'

export type ChecklistTicksView =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'failed'; onRetry: () => void }
  | { status: 'ready'; practised: readonly number[]; busy: boolean; saveFailed: boolean; onToggle: (question: number, practised: boolean) => void }

/** The checklist's boxes from its flow (docs/decisions/096-routes-bind.md): the stored ticks, with the one being saved. */
export function checklistTicks(snapshot: SnapshotFrom<typeof weeklyChecklistMachine>, send: (event: WeeklyChecklistEvent) => void): ChecklistTicksView {
  if (snapshot.matches('unavailable')) return { status: 'unavailable' }
  if (snapshot.matches('loadFailed')) return { status: 'failed', onRetry: () => send({ type: 'retry' }) }
  const { practised, pending, saveFailed } = snapshot.context
  if (!practised) return { status: 'loading' }
  const shown = pending ? (pending.practised ? [...practised, pending.question] : practised.filter((id) => id !== pending.question)) : practised
  return {
    status: 'ready',
    practised: shown,
    busy: snapshot.hasTag('busy'),
    saveFailed,
    onToggle: (question, practisedNow) => send({ type: 'toggle', question, practised: practisedNow }),
  }
}

/** The selector builds a new object each time: equal when what it shows is equal. */
export function sameTicks(a: ChecklistTicksView, b: ChecklistTicksView): boolean {
  if (a.status !== b.status) return false
  if (a.status !== 'ready' || b.status !== 'ready') return true
  return a.busy === b.busy && a.saveFailed === b.saveFailed && a.practised.join() === b.practised.join()
}
