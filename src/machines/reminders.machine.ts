import type { ActorRefFrom } from 'xstate'
import { createReminder, deleteReminder, listReminders, updateReminder } from '@/api/reminders.api'
import type { ParentReminder } from '@/contract/reminders'
import { theirsFrom } from '@/machines/conflict'
import { recordList, type RecordList, type RecordListContext } from '@/machines/record-list/record-list'
import { reminderFieldErrors, toReminderCreate, type ReminderFormField, type ReminderFormValues } from '@/domain/reminders'

export type Reminders = RecordList<{ record: ParentReminder; values: ReminderFormValues; field: ReminderFormField }>
export type RemindersContext = RecordListContext<Reminders>

/**
 * Reminders a parent sets on Alerts & Reminders (docs/features/alerts-and-reminders.md), a record list
 * (docs/decisions/095): only this part says "not available on this server" when the server lacks the optional call;
 * the computed alerts and the calendar downloads need no call. Reminders in the order they fall due.
 */
const kit = recordList<Reminders>({
  kind: 'reminder',
  load: async (childId) => ({ records: await listReminders(childId), extra: null }),
  save: ({ childId, editing, values, ifMatch }) => (editing ? updateReminder(editing.id, values, ifMatch) : createReminder(toReminderCreate(values, childId))),
  remove: deleteReminder,
  fieldErrors: reminderFieldErrors,
  theirs: (error) => theirsFrom('reminder', error),
  order: (a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`) || a.id - b.id,
  own: {},
})

export const remindersMachine = kit.setup.createMachine({ id: 'reminders', context: kit.context, initial: 'loading', states: kit.states({}) })

/** The running flow, as the route's section takes it. */
export type RemindersActor = ActorRefFrom<typeof remindersMachine>
