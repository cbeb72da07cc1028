import type { SnapshotFrom } from 'xstate'
import type { RemindersActor, remindersMachine } from '@/machines/reminders.machine'
import { mapReady, recordListView } from '@/machines/record-list/record-list-view'

/** The parent's reminders' props from their flow (docs/decisions/095): the kit's view, in the section's names. */
export function remindersView(snapshot: SnapshotFrom<typeof remindersMachine>, actor: Pick<RemindersActor, 'send'>) {
  return mapReady(recordListView(snapshot, () => actor.send({ type: 'retry' })), ({ records, extra: _extra, form, failed, ...view }) => ({
    ...view,
    reminders: records,
    form: form && { editing: form.editing, busy: form.busy, fieldErrors: form.fieldErrors, failed: form.failed },
    deleteFailed: failed === 'remove',
  }))
}
