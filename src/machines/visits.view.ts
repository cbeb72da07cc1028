import type { SnapshotFrom } from 'xstate'
import type { VisitsActor, visitsMachine } from '@/machines/visits.machine'
import { mapReady, recordListView } from '@/machines/record-list/record-list-view'

/** The Visits section's props from its flow (docs/decisions/095): the kit's view, in the section's names. */
export function visitsView(snapshot: SnapshotFrom<typeof visitsMachine>, actor: Pick<VisitsActor, 'send'>) {
  return mapReady(recordListView(snapshot, () => actor.send({ type: 'retry' })), ({ records, extra, form, failed, ...view }) =>
    extra && {
      ...view,
      schedule: extra.schedule,
      visits: records,
      doctorQuestions: extra.doctorQuestions,
      form: form && { visit: form.editing, busy: form.busy, fieldErrors: form.fieldErrors, failed: form.failed },
      removeFailed: failed === 'remove',
    },
  )
}
