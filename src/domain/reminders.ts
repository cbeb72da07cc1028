import { z } from 'zod'
import { reminderFields, type ParentReminder, type ReminderCreate, type ReminderRepeat } from '@/contract/reminders'
import { toIsoDate } from '@/domain/age'
import { pickFieldErrors } from '@/domain/error-text'
import { longDate } from '@/domain/format'
import type { CalendarEvent } from '@/domain/ics'

/**
 * Reminders a parent sets (docs/decisions/059): the form's values and rules (the
 * contract's fields, one definition for the form and the server), and each
 * reminder and the next milestone check as calendar events.
 */

export type ReminderFormValues = { text: string; date: string; time: string; repeat: ReminderRepeat }
export type ReminderFormField = keyof ReminderFormValues

export const reminderFormSchema = z.object(reminderFields)

export const repeatLabels: Record<ReminderRepeat, string> = { none: 'Does not repeat', daily: 'Every day', weekly: 'Every week', monthly: 'Every month' }

/** A new reminder starts tomorrow at 09:00, not repeating; an edit starts from the reminder. */
export function reminderFormValues(reminder: ParentReminder | null, today: Date = new Date()): ReminderFormValues {
  if (reminder) return { text: reminder.text, date: reminder.date, time: reminder.time, repeat: reminder.repeat }
  return { text: '', date: toIsoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1, 12)), time: '09:00', repeat: 'none' }
}

export const toReminderCreate = (values: ReminderFormValues, child: number): ReminderCreate => ({ child, ...values })

/** The server's 400 messages under the form's fields (the same names). */
export const reminderFieldErrors = (errors: Record<string, string> | undefined): Partial<Record<ReminderFormField, string>> =>
  pickFieldErrors(errors, ['text', 'date', 'time', 'repeat'], 'text')

/** "Every week from 1 December 2026 at 09:30". */
export function reminderWhen(reminder: Pick<ParentReminder, 'date' | 'time' | 'repeat'>): string {
  const at = `${longDate(reminder.date)} at ${reminder.time}`
  return reminder.repeat === 'none' ? at : `${repeatLabels[reminder.repeat]} from ${at}`
}

const UID_DOMAIN = 'first-1000-days.app'

/** A reminder as an event: its UID is its id, the same in every download. */
export function reminderEvent(reminder: ParentReminder, childName: string): CalendarEvent {
  return {
    uid: `reminder-${reminder.id}@${UID_DOMAIN}`,
    summary: reminder.text,
    description: `A reminder for ${childName}, from First 1,000 Days.`,
    date: reminder.date,
    time: reminder.time,
    repeat: reminder.repeat,
    alarm: true,
  }
}

/** The next milestone check, an all-day event; one UID per child and date. */
export function milestoneCheckEvent(childId: number, childName: string, check: { date: string; band: string | null }): CalendarEvent {
  return {
    uid: `milestone-check-${childId}-${check.date}@${UID_DOMAIN}`,
    summary: `Milestone check for ${childName}`,
    description: check.band
      ? `${childName} moves to ${check.band}: answer its milestone questions in First 1,000 Days.`
      : `Answer ${childName}'s milestone questions again in First 1,000 Days to see what changed.`,
    date: check.date,
  }
}
