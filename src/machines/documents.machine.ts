import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import { isApiError } from '@/api/api-error'
import { deleteDocument, fetchDocumentFile, listDocuments, updateDocument, uploadDocument } from '@/api/health.api'
import type { HealthDocument } from '@/contract/documents'
import { conflictRules, conflictState, dropMine, ifMatchFor, onConflict, withTheirs, type ConflictEvent } from '@/machines/conflict'
import { documentFieldErrors, toDocumentUpdate, toDocumentUpload, type DocumentFormField, type DocumentFormValues } from '@/domain/documents'

export interface DocumentsContext {
  childId: number
  /** The child's documents as the server last answered, newest date first; null until loaded. */
  documents: HealthDocument[] | null
  /** The document the form renames; null with the form open: an upload. */
  editing: HealthDocument | null
  /** What the parent last submitted; kept through a failed save (the chosen file too). */
  values: DocumentFormValues | null
  fieldErrors: Partial<Record<DocumentFormField, string>>
  failed: 'save' | 'delete' | 'open' | null
  removing: HealthDocument | null
  /** The document being fetched to open or download. */
  fetching: { document: HealthDocument; download: boolean } | null
  /** The last change, for the screen's message; 'gone': the document had been deleted in another tab. */
  done: 'uploaded' | 'saved' | 'removed' | 'gone' | null
  /** Someone else's version of the document being saved or deleted, changed since it was loaded (docs/decisions/086). */
  conflict: HealthDocument | null
}

export type DocumentsEvent =
  | { type: 'add' }
  | { type: 'edit'; document: HealthDocument }
  | { type: 'submit'; values: DocumentFormValues }
  | { type: 'cancel' }
  | { type: 'remove'; document: HealthDocument }
  | { type: 'confirm' }
  | { type: 'open'; document: HealthDocument; download: boolean }
  | { type: 'retry' }
  | { type: 'refresh' }
  | ConflictEvent

const isNotFound = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 404
const without = (documents: HealthDocument[] | null, id: number | undefined) => (documents ?? []).filter((document) => document.id !== id)
const newestFirst = (a: HealthDocument, b: HealthDocument) => b.date.localeCompare(a.date) || b.id - a.id

const fromList = {
  add: { target: 'editing', actions: { type: 'startForm', params: () => ({ document: null }) } },
  edit: { target: 'editing', actions: { type: 'startForm', params: ({ event }: { event: { document: HealthDocument } }) => ({ document: event.document }) } },
  remove: { target: 'confirmingRemove', actions: { type: 'askRemove', params: ({ event }: { event: { document: HealthDocument } }) => ({ document: event.document }) } },
  open: {
    target: 'fetching',
    actions: { type: 'askFile', params: ({ event }: { event: { document: HealthDocument; download: boolean } }) => ({ document: event.document, download: event.download }) },
  },
} as const

/**
 * The Documents section of the child's health record (issue #27 point 3, docs/decisions/081): the documents load
 * (a 404 with the child found: the server lacks the optional calls, and the section says so); a file is uploaded
 * with a name, a kind and a date, or a document renamed, in one form (a refusal keeps what was chosen and typed, the
 * server's messages under their fields); a document is opened or downloaded (its bytes fetched with the token, then
 * handed to the browser by `deliverFile`, which the route provides) and deleted after a confirmation. Two tabs: the
 * list loads again when the page is back in view; a document deleted elsewhere is said to be gone. A rename or
 * delete of a document someone else changed since (412) shows both versions (docs/decisions/086): keep mine (or
 * delete anyway) writes again over theirs, use theirs (or keep it) shows theirs.
 */
const rules = conflictRules('document')

export const documentsMachine = setup({
  types: {
    context: {} as DocumentsContext,
    events: {} as DocumentsEvent,
    input: {} as { childId: number },
  },
  actors: {
    loadDocuments: fromPromise<HealthDocument[], { childId: number }>(({ input }) => listDocuments(input.childId)),
    saveDocument: fromPromise<HealthDocument, { childId: number; editing: HealthDocument | null; values: DocumentFormValues; ifMatch: string | undefined }>(({ input }) =>
      input.editing ? updateDocument(input.editing.id, toDocumentUpdate(input.values), input.ifMatch) : uploadDocument(toDocumentUpload(input.values, input.childId)),
    ),
    removeDocument: fromPromise<void, { id: number; ifMatch: string | undefined }>(({ input }) => deleteDocument(input.id, input.ifMatch)),
    fetchFile: fromPromise<Blob, { document: HealthDocument }>(({ input }) => fetchDocumentFile(input.document)),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isNotFound(params.error),
    isConflict: rules.isConflict,
    isGone: ({ context }, params: { error: unknown }) => Boolean(context.editing) && isNotFound(params.error),
  },
  actions: {
    /** Hands the fetched bytes to the browser (a new tab, or a download); the route provides it. */
    deliverFile: (_, _params: { blob: Blob; document: HealthDocument; download: boolean }) => undefined,
    storeLoad: assign((_, params: { documents: HealthDocument[] }) => ({ documents: params.documents })),
    startForm: assign((_, params: { document: HealthDocument | null }) => ({ editing: params.document, values: null, fieldErrors: {}, failed: null, done: null, conflict: null })),
    storeValues: assign((_, params: { values: DocumentFormValues }) => ({ values: params.values, fieldErrors: {}, failed: null })),
    storeSaved: assign(({ context }, params: { saved: HealthDocument }) => ({
      documents: [...without(context.documents, params.saved.id), params.saved].sort(newestFirst),
      done: context.editing ? ('saved' as const) : ('uploaded' as const),
      editing: null,
      values: null,
      conflict: null,
    })),
    storeSaveError: assign((_, params: { error: unknown }) => {
      const fieldErrors = isApiError(params.error) ? documentFieldErrors(params.error.fieldErrors) : {}
      return { fieldErrors, failed: Object.keys(fieldErrors).length === 0 ? ('save' as const) : null }
    }),
    closeForm: assign({ editing: null, values: null, fieldErrors: {}, failed: null, conflict: null }),
    askRemove: assign((_, params: { document: HealthDocument }) => ({ removing: params.document, failed: null, done: null, conflict: null })),
    storeConflict: assign(rules.storedConflict),
    /** Theirs in the list; the form or the delete closed, what this tab wrote dropped. */
    useTheirs: assign(({ context }) => ({
      documents: withTheirs(context.documents, context.conflict).sort(newestFirst),
      ...dropMine,
    })),
    forgetRemove: assign({ removing: null }),
    storeRemoved: assign(({ context }) => ({ documents: without(context.documents, context.removing?.id), removing: null, done: 'removed' as const, conflict: null })),
    storeRemoveFailed: assign({ removing: null, failed: 'delete' as const }),
    storeGone: assign(({ context }, params: { id: number | undefined }) => ({
      documents: without(context.documents, params.id),
      editing: null,
      values: null,
      fieldErrors: {},
      failed: null,
      fetching: null,
      done: 'gone' as const,
    })),
    askFile: assign((_, params: { document: HealthDocument; download: boolean }) => ({ fetching: params, failed: null, done: null })),
    storeFileFailed: assign({ fetching: null, failed: 'open' as const }),
    forgetFile: assign({ fetching: null }),
  },
}).createMachine({
  id: 'documents',
  context: ({ input }) => ({ childId: input.childId, documents: null, editing: null, values: null, fieldErrors: {}, failed: null, removing: null, fetching: null, done: null, conflict: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadDocuments',
        input: ({ context }) => ({ childId: context.childId }),
        onDone: { target: 'list', actions: { type: 'storeLoad', params: ({ event }) => ({ documents: event.output }) } },
        onError: [{ guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'unavailable' }, { target: 'loadFailed' }],
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    /** The server has not got the optional calls: the section says so, the rest of the page stays. */
    unavailable: {},
    list: { on: { ...fromList, refresh: 'refreshing' } },
    /** The list stays on screen and usable while it loads again; a failed refresh keeps what is shown. */
    refreshing: {
      invoke: {
        src: 'loadDocuments',
        input: ({ context }) => ({ childId: context.childId }),
        onDone: { target: 'list', actions: { type: 'storeLoad', params: ({ event }) => ({ documents: event.output }) } },
        onError: 'list',
      },
      on: fromList,
    },
    editing: {
      on: {
        submit: { target: 'saving', actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) } },
        cancel: { target: 'list', actions: 'closeForm' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveDocument',
        input: ({ context }) => ({
          childId: context.childId,
          editing: context.editing,
          values: context.values as DocumentFormValues,
          ifMatch: ifMatchFor('document', context.conflict, context.editing),
        }),
        onDone: { target: 'list', actions: { type: 'storeSaved', params: ({ event }) => ({ saved: event.output }) } },
        onError: [
          onConflict('saveConflict'),
          { guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) }, target: 'list', actions: { type: 'storeGone', params: ({ context }) => ({ id: context.editing?.id }) } },
          { target: 'editing', actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    confirmingRemove: { on: { confirm: 'removing', cancel: { target: 'list', actions: 'forgetRemove' } } },
    removing: {
      tags: ['busy'],
      invoke: {
        src: 'removeDocument',
        input: ({ context }) => ({ id: context.removing?.id ?? 0, ifMatch: ifMatchFor('document', context.conflict, context.removing) }),
        onDone: { target: 'list', actions: 'storeRemoved' },
        onError: [
          onConflict('removeConflict'),
          // Already deleted elsewhere: what the parent asked for is done.
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'list', actions: 'storeRemoved' },
          { target: 'list', actions: 'storeRemoveFailed' },
        ],
      },
    },
    /** The document was changed elsewhere since it was opened: both versions shown, the form kept. */
    saveConflict: conflictState('saving', 'list'),
    /** The document was changed elsewhere since its delete was asked for. */
    removeConflict: conflictState('removing', 'list'),
    fetching: {
      tags: ['busy'],
      invoke: {
        src: 'fetchFile',
        input: ({ context }) => ({ document: context.fetching!.document }),
        onDone: {
          target: 'list',
          actions: [{ type: 'deliverFile', params: ({ context, event }) => ({ blob: event.output, document: context.fetching!.document, download: context.fetching!.download }) }, 'forgetFile'],
        },
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'list', actions: { type: 'storeGone', params: ({ context }) => ({ id: context.fetching?.document.id }) } },
          { target: 'list', actions: 'storeFileFailed' },
        ],
      },
    },
  },
})

/** The running flow, as the route's section takes it. */
export type DocumentsActor = ActorRefFrom<typeof documentsMachine>
