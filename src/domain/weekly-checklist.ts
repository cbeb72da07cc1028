import { toIsoDate } from '@/domain/age'
import { longDate, dayMonthDate } from '@/domain/format'

/**
 * The Weekly Checklist's week (docs/decisions/055): Monday to Sunday, the parent's
 * local calendar, and what the parent ticked as practised in it.
 */

/** The Monday that starts the week of `today` (local calendar), year-month-day. */
export function weekStart(today: Date): string {
  const daysSinceMonday = (today.getDay() + 6) % 7
  return toIsoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysSinceMonday, 12))
}

/** The week's seven dates, Monday first. */
export function weekDays(monday: string): string[] {
  const [y, m, d] = monday.split('-').map(Number)
  return Array.from({ length: 7 }, (_, i) => toIsoDate(new Date(y ?? 0, (m ?? 1) - 1, (d ?? 1) + i, 12)))
}

/** "23 – 29 November 2026" in the app's one date format: the first day without its year (and month) when the last has the same. */
export function weekRange(monday: string): string {
  const days = weekDays(monday)
  const first = days[0] ?? monday
  const last = days[6] ?? monday
  const sameYear = first.slice(0, 4) === last.slice(0, 4)
  const sameMonth = sameYear && first.slice(5, 7) === last.slice(5, 7)
  const start = sameMonth ? String(Number(first.slice(8, 10))) : sameYear ? dayMonthDate(first) : longDate(first)
  return `${start} – ${longDate(last)}`
}

/** The goals of the week the parent ticked, among `goalIds` (ticks of goals no longer on the list do not count). */
export function practisedCount(week: { practised: readonly number[] } | null, goalIds: readonly number[]): number {
  if (!week) return 0
  const ticked = new Set(week.practised)
  return goalIds.filter((id) => ticked.has(id)).length
}

/** "2 of 5 this week". */
export const practisedSummary = (done: number, total: number) => `${done} of ${total} this week`
