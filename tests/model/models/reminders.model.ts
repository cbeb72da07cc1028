import { ApiError } from '@/api/api-error'
import { remindersMachine, type Reminders } from '@/machines/reminders.machine'
import { recordListModel } from './record-list.fixtures'

const reminder = { id: 4, child: 2, text: 'Tummy time', date: '2026-12-01', time: '09:30', repeat: 'weekly' as const }
const values = { text: 'Read a story', date: '2026-12-02', time: '19:00', repeat: 'none' as const }

/** Reminders a parent sets (docs/features/alerts-and-reminders.md), a record list: the kit's paths (record-list.fixtures.ts). */
export const remindersModel = recordListModel<Reminders, typeof remindersMachine>('reminders', remindersMachine, (r) => [r.text, r.time], {
  loaded: { records: [reminder], extra: null },
  record: reminder,
  values,
  saved: { ...reminder, ...values, id: 5 },
  theirs: { ...reminder, time: '10:00' },
  refused: new ApiError('http', 400, { time: ['Enter a time as HH:MM.'] }),
})
