import type { SnapshotFrom } from 'xstate'
import type { DocumentsActor, documentsMachine } from '@/machines/documents.machine'
import { mapReady, recordListView } from '@/machines/record-list/record-list-view'

/** The Documents section's props from its flow (docs/decisions/095): the kit's view, in the section's names, and the file on its way. */
export function documentsView(snapshot: SnapshotFrom<typeof documentsMachine>, actor: Pick<DocumentsActor, 'send'>) {
  return mapReady(recordListView(snapshot, () => actor.send({ type: 'retry' })), ({ records, extra: _extra, form, failed, ...view }) => ({
    ...view,
    documents: records,
    form: form && { document: form.editing, busy: form.busy, fieldErrors: form.fieldErrors, failed: form.failed, values: form.values },
    fetching: snapshot.context.own.fetching?.document.id ?? null,
    failed: failed === 'remove' || failed === 'open' ? failed : null,
  }))
}
