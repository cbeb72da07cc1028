import { ApiError } from '@/api/api-error'
import { remindersMachine } from '@/machines/reminders.machine'
import type { FlowModel } from '../lib/model-registry'
import { serverFailure } from './accounts.fixtures'
import { conflictWith } from './conflict.fixtures'

const reminder = { id: 4, child: 2, text: 'Tummy time', date: '2026-12-01', time: '09:30', repeat: 'weekly' as const }
const notFound = new ApiError('http', 404, { detail: 'Not found.' })
const values = { text: 'Read a story', date: '2026-12-02', time: '19:00', repeat: 'none' as const }

/**
 * Reminders a parent sets (docs/decisions/059): loaded, not available (404), failed; add or edit, refused, failed,
 * or gone (deleted in another tab: 404); delete confirmed, cancelled, failed or already gone; the list loaded again
 * when the page is back in view; a save or delete of a reminder changed elsewhere (412): keep mine or use theirs.
 */
export const remindersModel: FlowModel<typeof remindersMachine> = {
  name: 'reminders',
  machine: remindersMachine,
  input: { childId: 2 },
  simplePaths: false,
  // Add, edit and delete in any order: too many cycle-free routes to enumerate; shortest paths and pairs cover it.
  simplePathsTractable: false,
  // A state is its value and what the screen shows of the context (the ids and what a conflict changes, not the whole records).
  serializeState: ({ value, context: c }) =>
    JSON.stringify([value, c.reminders?.map((r) => [r.id, r.text, r.time]) ?? null, c.editing?.id ?? null, c.deleting?.id ?? null, c.done, c.failed, Object.keys(c.fieldErrors), c.conflict]),
  events: [
    { type: 'done.loadReminders', output: [reminder] },
    { type: 'error.loadReminders', error: notFound },
    { type: 'error.loadReminders', error: serverFailure },
    { type: 'retry' },
    { type: 'add' },
    { type: 'edit', reminder },
    { type: 'submit', values },
    { type: 'cancel' },
    { type: 'done.saveReminder', output: { ...reminder, ...values, id: 5 } },
    { type: 'error.saveReminder', error: new ApiError('http', 400, { time: ['Enter a time as HH:MM.'] }) },
    { type: 'error.saveReminder', error: serverFailure },
    { type: 'error.saveReminder', error: notFound },
    { type: 'error.saveReminder', error: conflictWith({ ...reminder, text: 'Tummy time, 15 minutes' }) },
    { type: 'error.removeReminder', error: conflictWith({ ...reminder, time: '10:00' }) },
    { type: 'keepMine' },
    { type: 'useTheirs' },
    { type: 'delete', reminder },
    { type: 'confirm' },
    { type: 'done.removeReminder', output: undefined },
    { type: 'error.removeReminder', error: serverFailure },
    { type: 'error.removeReminder', error: notFound },
    { type: 'refresh' },
  ],
}
