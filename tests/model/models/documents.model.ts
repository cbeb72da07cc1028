import { ApiError } from '@/api/api-error'
import { documentsMachine } from '@/machines/documents.machine'
import { makeHealthDocument } from '../../support/health-factories'
import type { FlowModel } from '../lib/model-registry'
import { serverFailure } from './accounts.fixtures'
import { conflictWith } from './conflict.fixtures'

const document = makeHealthDocument({ id: 7, child: 2, name: 'Vaccination card', kind: 'vaccination_card' })
const notFound = new ApiError('http', 404, { detail: 'Not found.' })
const values = { file: new File(['%PDF-1.4'], 'lab.pdf', { type: 'application/pdf' }), name: 'Lab result', kind: 'lab_result' as const, date: '2026-06-01' }

/**
 * The Documents section of a child's health record (docs/decisions/081): loaded, not available (404), failed; a
 * document uploaded or renamed, refused (the server's message under the file), failed, or gone (deleted in another
 * tab); a deletion confirmed, cancelled, failed or already done; a file opened or downloaded, failed or gone; the
 * list loaded again when the page is back in view; a rename or deletion of a document changed elsewhere (412): keep
 * mine or use theirs.
 */
export const documentsModel: FlowModel<typeof documentsMachine> = {
  name: 'documents',
  machine: documentsMachine,
  input: { childId: 2 },
  simplePaths: false,
  // Upload, rename, open and delete in any order: too many cycle-free routes to enumerate; shortest paths and pairs cover it.
  simplePathsTractable: false,
  serializeState: ({ value, context: c }) =>
    JSON.stringify([value, c.documents?.map((d) => [d.id, d.name]) ?? null, c.editing?.id ?? null, c.removing?.id ?? null, c.fetching ? [c.fetching.document.id, c.fetching.download] : null, c.done, c.failed, Object.keys(c.fieldErrors), c.conflict?.name ?? null]),
  events: [
    { type: 'done.loadDocuments', output: [document] },
    { type: 'error.loadDocuments', error: notFound },
    { type: 'error.loadDocuments', error: serverFailure },
    { type: 'retry' },
    { type: 'add' },
    { type: 'edit', document },
    { type: 'submit', values },
    { type: 'cancel' },
    { type: 'done.saveDocument', output: makeHealthDocument({ id: 8, child: 2 }) },
    { type: 'error.saveDocument', error: new ApiError('http', 400, { file: ['Upload a PDF, JPEG, PNG or WebP file.'] }) },
    { type: 'error.saveDocument', error: serverFailure },
    { type: 'error.saveDocument', error: notFound },
    { type: 'remove', document },
    { type: 'confirm' },
    { type: 'done.removeDocument', output: undefined },
    { type: 'error.removeDocument', error: serverFailure },
    { type: 'error.removeDocument', error: notFound },
    { type: 'error.saveDocument', error: conflictWith({ ...document, name: 'Vaccination card (2026)' }) },
    { type: 'error.removeDocument', error: conflictWith({ ...document, name: 'Vaccination card (2026)' }) },
    { type: 'keepMine' },
    { type: 'useTheirs' },
    { type: 'open', document, download: false },
    { type: 'open', document, download: true },
    { type: 'done.fetchFile', output: new Blob(['%PDF-1.4']) },
    { type: 'error.fetchFile', error: serverFailure },
    { type: 'error.fetchFile', error: notFound },
    { type: 'refresh' },
  ],
}
