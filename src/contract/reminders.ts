import { z } from 'zod'
import { givenByYouField } from '@/contract/child-access'
import { childQuerySchema, isRealDate } from '@/contract/children'
import { idSchema, isoDateSchema, maxCharsMessage, timeOfDayPattern } from '@/contract/common'

/**
 * Reminders a parent sets on Alerts & Reminders (docs/decisions/059): an optional
 * extension, designed mock-first. A reminder is a wall-clock date and time in
 * the parent's calendar, with a repeat; the app exports it as an .ics event.
 */

/** Daily too (docs/decisions/093): vitamin D drops, a medicine course. */
export const reminderRepeats = ['none', 'daily', 'weekly', 'monthly'] as const
export const reminderRepeatSchema = z.enum(reminderRepeats, { error: 'Choose how often: not again, every day, every week or every month.' })
export type ReminderRepeat = z.infer<typeof reminderRepeatSchema>

export const REMINDER_TEXT_MAX = 200
export const reminderMessages = {
  text: 'Enter what to be reminded of.',
  date: 'Enter a real date.',
  time: 'Enter a time as HH:MM.',
} as const

export const reminderSchema = z.object({
  id: idSchema,
  child: idSchema,
  text: z.string(),
  date: isoDateSchema,
  /** hour:minute, 24-hour, in the parent's time zone. */
  time: z.string(),
  repeat: reminderRepeatSchema,
  ...givenByYouField,
})
export type ParentReminder = z.infer<typeof reminderSchema>
export const reminderListSchema = z.array(reminderSchema)

/** The fields a parent writes: one definition for the form and the server. */
export const reminderFields = {
  text: z.string({ error: reminderMessages.text }).trim().min(1, reminderMessages.text).max(REMINDER_TEXT_MAX, maxCharsMessage(REMINDER_TEXT_MAX)),
  date: z.string({ error: reminderMessages.date }).regex(/^\d{4}-\d{2}-\d{2}$/, reminderMessages.date).refine(isRealDate, reminderMessages.date),
  time: z.string({ error: reminderMessages.time }).regex(timeOfDayPattern, reminderMessages.time),
  repeat: reminderRepeatSchema,
}

/** POST /children/reminders/ */
export const reminderCreateSchema = z.object({ child: idSchema, ...reminderFields })
export type ReminderCreate = z.input<typeof reminderCreateSchema>

/** PATCH /children/reminders/:id/: any of the fields; the child never changes. */
export const reminderUpdateSchema = z.object(reminderFields).partial()
export type ReminderUpdate = z.input<typeof reminderUpdateSchema>

export const reminderQuerySchema = childQuerySchema
