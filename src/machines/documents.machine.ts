import { assign, fromPromise, type ActorRefFrom } from 'xstate'
import { deleteDocument, fetchDocumentFile, listDocuments, updateDocument, uploadDocument } from '@/api/health.api'
import { isNotFoundError } from '@/api/api-error'
import type { HealthDocument } from '@/contract/documents'
import { theirsFrom } from '@/machines/conflict'
import { recordList, type RecordList, type RecordListContext } from '@/machines/record-list/record-list'
import { documentFieldErrors, toDocumentUpdate, toDocumentUpload, type DocumentFormField, type DocumentFormValues } from '@/domain/documents'

/** The document whose bytes are on their way, to open or to download. */
export type FileAsked = { document: HealthDocument; download: boolean }
export type Documents = RecordList<{
  record: HealthDocument
  values: DocumentFormValues
  field: DocumentFormField
  own: { fetching: FileAsked | null }
  event: { type: 'open'; document: HealthDocument; download: boolean }
  failed: 'open'
}>
export type DocumentsContext = RecordListContext<Documents>

/** A document's file, its own small actor: the bytes fetched with the token (a 404: the document was deleted elsewhere). */
const fetchFile = fromPromise<Blob, { document: HealthDocument }>(({ input }) => fetchDocumentFile(input.document))

/**
 * The Documents section of the child's health record (docs/features/health-record.md, docs/decisions/081), a record
 * list (docs/decisions/095), newest date first: a file uploaded with a name, a kind and a date, or a document
 * renamed, in the kit's form. Its own: a document opened or downloaded (`fetchFile`, then handed to the browser by
 * `deliverFile`, which the route provides); a document found deleted meanwhile is said to be gone.
 */
const kit = recordList<Documents, { fetchFile: typeof fetchFile }>({
  kind: 'document',
  load: async (childId) => ({ records: await listDocuments(childId), extra: null }),
  save: ({ childId, editing, values, ifMatch }) =>
    editing ? updateDocument(editing.id, toDocumentUpdate(values), ifMatch) : uploadDocument(toDocumentUpload(values, childId)),
  remove: deleteDocument,
  fieldErrors: documentFieldErrors,
  theirs: (error) => theirsFrom('document', error),
  order: (a, b) => b.date.localeCompare(a.date) || b.id - a.id,
  own: { fetching: null },
  actors: { fetchFile },
})

// Set by `askFile` on the way into `fetching`, read only there.
const asked = ({ context }: { context: DocumentsContext }) => context.own.fetching!

export const documentsMachine = kit.setup
  .extend({
    actions: {
      /** Hands the fetched bytes to the browser (a new tab, or a download); the route provides it. */
      deliverFile: (_, _params: { blob: Blob; document: HealthDocument; download: boolean }) => undefined,
      askFile: assign((_, params: FileAsked) => ({ own: { fetching: params }, failed: null, done: null })),
      storeFileFailed: assign({ own: { fetching: null }, failed: 'open' as const }),
      forgetFile: assign({ own: { fetching: null } }),
    },
    guards: { isFileGone: (_, params: { error: unknown }) => isNotFoundError(params.error) },
  })
  .createMachine({
    id: 'documents',
    context: kit.context,
    initial: 'loading',
    states: {
      ...kit.states({ open: { target: 'fetching', actions: { type: 'askFile', params: ({ event }: { event: FileAsked }) => ({ document: event.document, download: event.download }) } } }),
      fetching: {
        tags: ['busy'],
        invoke: {
          src: 'fetchFile',
          input: (args) => ({ document: asked(args).document }),
          onDone: { target: 'list', actions: [{ type: 'deliverFile', params: (args) => ({ blob: args.event.output, ...asked(args) }) }, 'forgetFile'] },
          onError: [
            { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'list', actions: [{ type: 'storeGone', params: (args) => ({ id: asked(args).document.id }) }, 'forgetFile'] },
            { target: 'list', actions: 'storeFileFailed' },
          ],
        },
      },
    },
  })

/** The running flow, as the route's section takes it. */
export type DocumentsActor = ActorRefFrom<typeof documentsMachine>
