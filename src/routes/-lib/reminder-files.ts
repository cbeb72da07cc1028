import type { ParentReminder } from '@/contract/reminders'
import { buildCalendar, calendarFileName, type CalendarEvent } from '@/domain/ics'
import { milestoneCheckEvent, reminderEvent } from '@/domain/reminders'
import { downloadFile } from '@/routes/-lib/download-file'

/**
 * Alerts & Reminders' calendar files (docs/features/alerts-and-reminders.md): one reminder, the next milestone
 * check, or all of them, as an .ics file. Kept out of the route, which only binds (docs/decisions/095).
 */
export function downloadReminders(
  what: ParentReminder | 'check' | 'all',
  { childId, name, check, reminders }: { childId: number; name: string; check: { date: string; band: string | null }; reminders: readonly ParentReminder[] },
) {
  const checkEvent = milestoneCheckEvent(childId, name, check)
  const events: CalendarEvent[] = what === 'check' ? [checkEvent] : what === 'all' ? [...reminders.map((r) => reminderEvent(r, name)), checkEvent] : [reminderEvent(what, name)]
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const fileName = what === 'check' ? calendarFileName(name, 'milestone check') : what === 'all' ? calendarFileName(name, 'reminders') : calendarFileName(name, what.text)
  downloadFile(fileName, buildCalendar(events, { timeZone, now: new Date(), name: `${name}: First 1,000 Days` }), 'text/calendar;charset=utf-8')
}
