import { z } from 'zod'
import { givenByYouField } from '@/contract/child-access'
import { childQuerySchema, isRealDate, todayIso } from '@/contract/children'
import { fileSchema, idSchema, isoDateSchema, maxCharsMessage, parseWholeId } from '@/contract/common'
import { doseRecordMessages } from '@/contract/health'

/**
 * docs/decisions/081: a child's health documents (a vaccination card, a letter after a visit, a lab result), uploaded
 * by a parent and served only to those who may see the child. Optional extensions, designed mock-first
 * (docs/openapi.json, docs/decisions/081).
 */

/** The types a document may be: PDF and the raster images, never HTML, SVG or anything else that can run. */
export const documentTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const
export type DocumentType = (typeof documentTypes)[number]
export const isDocumentType = (type: string): type is DocumentType => (documentTypes as readonly string[]).includes(type)

/** Per document; a phone's scan of a card or a many-page PDF fits. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024
export const DOCUMENT_NAME_MAX = 120

export const documentKinds = ['vaccination_card', 'visit_letter', 'lab_result', 'other'] as const
export type DocumentKind = (typeof documentKinds)[number]

export const documentMessages = {
  file: 'Choose a file to upload.',
  type: 'Upload a PDF, JPEG, PNG or WebP file.',
  tooLarge: `Upload a file of at most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB.`,
  empty: 'This file is empty.',
  name: 'Give the document a name.',
  kind: 'Choose the kind of document.',
  date: 'Enter a real date.',
  future: doseRecordMessages.future,
} as const

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/**
 * The type a document's first bytes say, or null: the one rule for what may be stored (the name and the type the
 * browser declares prove nothing: an executable renamed "card.pdf" is refused). A PDF starts "%PDF-", a PNG with its
 * eight-byte signature, a JPEG with FF D8 FF, a WebP "RIFF....WEBP".
 */
export function documentTypeOfBytes(bytes: Uint8Array): DocumentType | null {
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf'
  if (bytes[0] === 0x89 && ascii(bytes, 1, 8) === 'PNG\r\n\x1a\n') return 'image/png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp'
  return null
}

/** The file extension a stored type is served with (the download's name). */
export const documentExtension: Record<DocumentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/** A document as the API answers it; `file` is the authenticated URL of its bytes. */
export const healthDocumentSchema = z.object({
  id: idSchema,
  child: idSchema,
  name: z.string(),
  kind: z.enum(documentKinds),
  /** The day on the paper (the visit, the test), which the parent may change; the upload's day by default. */
  date: isoDateSchema,
  /** Worked out from the bytes when uploaded. */
  content_type: z.enum(documentTypes),
  size: z.number().int().min(0),
  uploaded_at: z.string(),
  file: z.string(),
  ...givenByYouField,
})
export type HealthDocument = z.infer<typeof healthDocumentSchema>

/** A name, a kind and a date: one definition for the forms and the server. */
export const documentFields = {
  name: z.string({ error: documentMessages.name }).trim().min(1, documentMessages.name).max(DOCUMENT_NAME_MAX, maxCharsMessage(DOCUMENT_NAME_MAX)),
  kind: z.enum(documentKinds, { error: documentMessages.kind }),
  date: z
    .string({ error: documentMessages.date })
    .regex(/^\d{4}-\d{2}-\d{2}$/, documentMessages.date)
    .refine(isRealDate, documentMessages.date)
    .refine((date) => date <= todayIso(), documentMessages.future),
}

/** The file part of an upload: its size and declared type checked here, its bytes by the server. */
export const documentFileSchema = fileSchema.superRefine((file, ctx) => {
  if (file.size === 0) ctx.addIssue({ code: 'custom', message: documentMessages.empty })
  else if (file.size > MAX_DOCUMENT_BYTES) ctx.addIssue({ code: 'custom', message: documentMessages.tooLarge })
  // A browser declares '' for a file it cannot name a type for: the bytes decide then.
  else if (file.type !== '' && file.type !== 'application/octet-stream' && !isDocumentType(file.type)) ctx.addIssue({ code: 'custom', message: documentMessages.type })
})

/** A multipart id arrives as text. */
const formId = z.preprocess((value) => (typeof value === 'string' ? (parseWholeId(value) ?? value) : value), idSchema)

/** POST /health/documents/ (multipart): the file with its name, kind and date. */
export const documentUploadSchema = z.object({ child: formId, file: documentFileSchema, ...documentFields })
export type DocumentUpload = z.input<typeof documentUploadSchema>

/** PATCH /health/documents/:id/: renames it, or changes its kind or date; the file and the child never change. */
export const documentUpdateSchema = z.object(documentFields).partial()
export type DocumentUpdate = z.input<typeof documentUpdateSchema>

export const documentListSchema = z.array(healthDocumentSchema)
export const documentQuerySchema = childQuerySchema

/** GET /health/documents/:id/file/: not a row of the endpoint table (it answers bytes), served as uploads are. */
export const documentFilePath = '/health/documents/:id/file/'

/** The name a document is saved under: its name, made safe for any file system, and the extension of its type. */
export function documentFileName(document: Pick<HealthDocument, 'name' | 'content_type'>): string {
  // eslint-disable-next-line no-control-regex -- control characters are among what a file name must not hold
  const words = document.name.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ').split(/\s+/)
  // A word of dots alone ("..", ".") is a path's step, not a name's.
  const base = words.filter((word) => word !== '' && !/^\.+$/.test(word)).join(' ').replace(/^\.+/, '') || 'document'
  return `${base}.${documentExtension[document.content_type]}`
}
