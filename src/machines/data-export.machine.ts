import { assign, fromPromise, setup } from 'xstate'
import { isNotFoundError } from '@/api/api-error'
import { fetchDocumentFileById } from '@/api/health.api'
import { exportAccount } from '@/api/leaving.api'
import { exportArchiveName, exportFiles } from '@/domain/data-export'
import { invokeError } from '@/machines/form-save'

/** The ZIP to save: its name and its bytes. */
export interface ExportArchive {
  name: string
  bytes: Uint8Array<ArrayBuffer>
}

/**
 * The export's ZIP (docs/decisions/077): the server's JSON, one CSV per table, and each document's file where its row
 * says (`file_in_zip`, docs/decisions/089), fetched by its id with the session's token; a file that cannot be fetched fails the
 * download (it is tried again whole), so a ZIP never lacks one in silence. The files, PDFs and images already
 * compressed, are stored as they are. fflate is loaded here, on the first download, so no page's first JavaScript
 * carries it (tests/build's budgets).
 */
export async function buildExportArchive(): Promise<ExportArchive> {
  const [data, { zipSync, strToU8 }] = await Promise.all([exportAccount(), import('fflate')])
  const documents = await Promise.all(
    data.documents.map(async (row): Promise<[string, [Uint8Array, { level: 0 }]]> => [row.file_in_zip, [new Uint8Array(await (await fetchDocumentFileById(row.id)).arrayBuffer()), { level: 0 }]]),
  )
  const files = { ...Object.fromEntries(exportFiles(data).map((file) => [file.name, strToU8(file.text)])), ...Object.fromEntries(documents) }
  return { name: exportArchiveName(new Date(data.exported_at)), bytes: new Uint8Array(zipSync(files, { level: 6, mtime: new Date(data.exported_at) })) }
}

export interface DataExportContext {
  /** The last ZIP made, for the route to save (once per `ready`). */
  archive: ExportArchive | null
}

/**
 * "Download my data" on the account page (docs/decisions/077): ask the server, make the ZIP, hand it to the
 * route to save. A server without the optional call (404) says so in place of the button; a failure may be
 * tried again.
 */
export const dataExportMachine = setup({
  types: {
    context: {} as DataExportContext,
    events: {} as { type: 'download' },
  },
  actors: {
    buildArchive: fromPromise<ExportArchive>(() => buildExportArchive()),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error),
  },
  actions: {
    storeArchive: assign((_, params: { archive: ExportArchive }) => ({ archive: params.archive })),
  },
}).createMachine({
  id: 'dataExport',
  context: { archive: null },
  initial: 'idle',
  states: {
    idle: { on: { download: 'exporting' } },
    exporting: {
      tags: ['busy'],
      invoke: {
        src: 'buildArchive',
        onDone: { target: 'ready', actions: { type: 'storeArchive', params: ({ event }) => ({ archive: event.output }) } },
        onError: [{ guard: { type: 'isNotFound', params: invokeError }, target: 'unavailable' }, { target: 'failed' }],
      },
    },
    ready: { on: { download: 'exporting' } },
    failed: { on: { download: 'exporting' } },
    unavailable: { type: 'final' },
  },
})
