import { documentFileName, documentFilePath, documentMessages, documentTypeOfBytes, isDocumentType } from '@/contract/documents'
import { parseWholeId } from '@/contract/common'
import { endpoints } from '@/contract/endpoints'
import type { DocumentRecord, UserRecord } from '@/mock-server/records'
import { deletableRow, parentsChild, parentsChildRow } from '@/mock-server/lib/child-access'
import type { ServerContext } from '@/mock-server/lib/context'
import { handle } from '@/mock-server/lib/handle'
import { badRequest, notFound } from '@/mock-server/lib/http-error'
import { checkRoom } from '@/mock-server/lib/limits'
import { dropUnreferencedMedia, storeUpload, uploadHandler } from '@/mock-server/lib/media'
import { documentView } from '@/mock-server/lib/views'
import { patchRow } from '@/mock-server/lib/patch'

/** RFC 6266: an ASCII fallback name and the exact one in UTF-8. */
function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/** The authenticated URL of a document's bytes (its `file`, and the export's `file_url`). */
export const documentFileUrl = (ctx: ServerContext, id: number) => `${ctx.publicBaseUrl}${documentFilePath.replace(':id', String(id))}`

/**
 * A child's health documents (docs/decisions/081): optional extensions. The type of an upload is
 * worked out from its bytes, never from its name; the bytes are an upload kept apart from the snapshot and served
 * only through the document, to those who may see the child.
 */
export function documentHandlers(ctx: ServerContext) {
  const { db } = ctx
  const view = (user: UserRecord) => (document: DocumentRecord) => documentView(ctx, user, document)
  const byDate = (a: DocumentRecord, b: DocumentRecord) => b.date.localeCompare(a.date) || b.id - a.id
  return [
    handle(ctx, endpoints.listDocuments, ({ user, query }) => {
      const child = parentsChild(ctx, user, query.child, 'read')
      return db.documents
        .findMany((q) => q.where({ child: child.id }))
        .sort(byDate)
        .map(view(user))
    }),

    handle(ctx, endpoints.uploadDocument, async ({ user, body }) => {
      const child = parentsChild(ctx, user, body.child, 'recordHealth')
      // docs/decisions/085: a child's documents are bounded in number and in bytes together, checked before the file is read.
      const stored = db.documents.findMany((q) => q.where({ child: child.id }))
      checkRoom('documents', stored.length)
      checkRoom('documentBytes', stored.reduce((sum, document) => sum + document.size, 0), body.file.size)
      const bytes = new Uint8Array(await body.file.arrayBuffer())
      const contentType = documentTypeOfBytes(bytes)
      if (!contentType) throw badRequest({ file: [documentMessages.type] })
      const id = db.nextId('documents')
      const media_id = await storeUpload(ctx, contentType, bytes)
      const { name, kind, date } = body
      const created = await db.documents.create({ id, child: child.id, name, kind, date, content_type: contentType, size: bytes.length, uploaded_at: ctx.now().toISOString(), media_id, given_by_id: user.id })
      return view(user)(created)
    }),

    handle(ctx, endpoints.updateDocument, async ({ user, params, body }) => {
      const current = parentsChildRow(ctx, user, db.documents.findFirst((q) => q.where({ id: params.id })), 'recordHealth')
      return view(user)(await patchRow(current, body, (data) => db.documents.update((q) => q.where({ id: current.id }), { data })))
    }),

    handle(ctx, endpoints.deleteDocument, ({ user, params }) => {
      const current = deletableRow(ctx, user, db.documents.findFirst((q) => q.where({ id: params.id })), 'recordHealth')
      db.documents.delete((q) => q.where({ id: current.id }))
      dropUnreferencedMedia(db)
    }),

    // Its bytes: inline, or as a download with `?download=1`; a stored type that is not a document's is only ever a download of bytes.
    uploadHandler(ctx, documentFilePath, (user, params, url) => {
      const id = parseWholeId(String(params.id))
      const found = id === null ? undefined : db.documents.findFirst((q) => q.where({ id }))
      const document = found ? parentsChildRow(ctx, user, found, 'read') : undefined
      const record = document ? db.media.findFirst((q) => q.where({ id: document.media_id })) : undefined
      if (!document || !record) throw notFound()
      const safe = isDocumentType(record.content_type)
      const kind = safe && url.searchParams.get('download') !== '1' ? 'inline' : 'attachment'
      return {
        record,
        headers: {
          'Content-Type': safe ? record.content_type : 'application/octet-stream',
          'Content-Disposition': contentDisposition(kind, documentFileName(document)),
        },
      }
    }),
  ]
}
