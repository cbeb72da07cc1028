import { call } from '@/api/client'
import { endpoints } from '@/contract/endpoints'
import type { ReminderCreate, ReminderUpdate } from '@/contract/reminders'

/** The reminders a parent sets (docs/decisions/059, an optional extension). */
export const listReminders = (child: number) => call(endpoints.listReminders, { query: { child } })
export const createReminder = (body: ReminderCreate) => call(endpoints.createReminder, { body })
export const updateReminder = (id: number, body: ReminderUpdate, ifMatch?: string) => call(endpoints.updateReminder, { params: { id }, body, ifMatch })
export const deleteReminder = (id: number, ifMatch?: string) => call(endpoints.deleteReminder, { params: { id }, ifMatch })
