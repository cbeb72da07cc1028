import { ApiError } from '@/api/api-error'
import { documentsMachine, type Documents } from '@/machines/documents.machine'
import { makeHealthDocument } from '../../support/health-factories'
import type { FlowModel } from '../lib/model-registry'
import { serverFailure } from './accounts.fixtures'
import { recordListEvents, recordListModel, recordListState, type RecordListFixture } from './record-list.fixtures'

const document = makeHealthDocument({ id: 7, child: 2, name: 'Vaccination card', kind: 'vaccination_card' })
const notFound = new ApiError('http', 404, { detail: 'Not found.' })
const values = { file: new File(['%PDF-1.4'], 'lab.pdf', { type: 'application/pdf' }), name: 'Lab result', kind: 'lab_result' as const, date: '2026-06-01' }

const fixture: RecordListFixture<Documents> = {
  loaded: { records: [document], extra: null },
  record: document,
  values,
  saved: makeHealthDocument({ id: 8, child: 2 }),
  theirs: { ...document, name: 'Vaccination card (2026)' },
  refused: new ApiError('http', 400, { file: ['Upload a PDF, JPEG, PNG or WebP file.'] }),
}

/**
 * The Documents section of a child's health record (docs/features/health-record.md), a record list: the kit's paths
 * (tests/model/models/record-list.fixtures.ts), and its own: a file opened or downloaded, failed or gone.
 */
export const documentsModel: FlowModel<typeof documentsMachine> = {
  ...recordListModel<Documents, typeof documentsMachine>('documents', documentsMachine, (d) => d.name, fixture),
  serializeState: ({ value, context }) => {
    const fetching = context.own.fetching
    return JSON.stringify([value, ...recordListState(context, (d) => d.name), fetching ? [fetching.document.id, fetching.download] : null])
  },
  events: [
    ...recordListEvents(fixture),
    { type: 'open', document, download: false },
    { type: 'open', document, download: true },
    { type: 'done.fetchFile', output: new Blob(['%PDF-1.4']) },
    { type: 'error.fetchFile', error: serverFailure },
    { type: 'error.fetchFile', error: notFound },
  ],
}
