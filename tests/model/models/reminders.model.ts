import { ApiError } from '@/api/api-error'
import { remindersMachine, type Reminders } from '@/machines/reminders.machine'
import type { FlowModel } from '../lib/model-registry'
import { recordListEvents, recordListState } from './record-list.fixtures'

const reminder = { id: 4, child: 2, text: 'Tummy time', date: '2026-12-01', time: '09:30', repeat: 'weekly' as const }
const values = { text: 'Read a story', date: '2026-12-02', time: '19:00', repeat: 'none' as const }

/**
 * Reminders a parent sets (docs/features/alerts-and-reminders.md), a record list: the kit's paths
 * (tests/model/models/record-list.fixtures.ts).
 */
export const remindersModel: FlowModel<typeof remindersMachine> = {
  name: 'reminders',
  machine: remindersMachine,
  input: { childId: 2 },
  simplePaths: false,
  // Add, edit and remove in any order: too many cycle-free routes to enumerate; shortest paths and pairs cover it.
  simplePathsTractable: false,
  serializeState: ({ value, context }) => JSON.stringify([value, ...recordListState(context, (r) => [r.text, r.time])]),
  events: recordListEvents<Reminders>({
    loaded: { records: [reminder], extra: null },
    record: reminder,
    values,
    saved: { ...reminder, ...values, id: 5 },
    theirs: { ...reminder, time: '10:00' },
    refused: new ApiError('http', 400, { time: ['Enter a time as HH:MM.'] }),
  }),
}
