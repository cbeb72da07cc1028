import { z } from 'zod'
import {
  DOCUMENT_NAME_MAX,
  documentFields,
  documentFileSchema,
  documentMessages,
  type DocumentKind,
  type DocumentType,
  type DocumentUpdate,
  type DocumentUpload,
  type HealthDocument,
} from '@/contract/documents'
import { collectionLimits, remainingIn } from '@/contract/collection-limits'
import { pickFieldErrors } from '@/domain/error-text'
import { longDate } from '@/domain/format'

/** A child's health documents (docs/decisions/081). */

export const documentKindLabels: Record<DocumentKind, string> = {
  vaccination_card: 'Vaccination card',
  visit_letter: 'Letter after a visit',
  lab_result: 'Lab result',
  other: 'Other',
}

export const documentTypeLabels: Record<DocumentType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/webp': 'WebP image',
}

/** A size as a parent reads it: "820 bytes", "14 kB", "2.4 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`
  return `${(bytes / 1_000_000).toFixed(1)} MB`
}

/** The name a chosen file suggests: its name without the extension, its separators as spaces. */
export function nameFromFile(fileName: string): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim()
  return base.slice(0, DOCUMENT_NAME_MAX)
}

// The upload form and the rename form

/** `kind` is '' until the parent chooses one: an upload has no default kind (docs/decisions/093). */
export type DocumentFormValues = { file: File | null; name: string; kind: DocumentKind | ''; date: string }
export type DocumentFormField = keyof DocumentFormValues

/** The upload's rules: a file (its size and declared type; the server reads its bytes) and the contract's fields. */
export const documentUploadFormSchema = z.object({
  file: z
    .custom<File | null>((value) => value !== null && value !== undefined, documentMessages.file)
    .superRefine((file, ctx) => {
      const checked = documentFileSchema.safeParse(file)
      if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? documentMessages.type })
    }),
  ...documentFields,
})

/** An edit (a rename): the same fields, no file. */
export const documentEditFormSchema = z.object({ file: z.custom<File | null>(() => true), ...documentFields })

/**
 * A new document starts dated today with no kind: the parent chooses one (a silent "Vaccination card" filed letters
 * and lab results under the wrong kind, docs/decisions/093); an edit starts from the document.
 */
export function documentFormValues(document: HealthDocument | null, today: string): DocumentFormValues {
  if (document) return { file: null, name: document.name, kind: document.kind, date: document.date }
  return { file: null, name: '', kind: '', date: today }
}

/** The kind the form's rules made sure of. */
function chosenKind(values: DocumentFormValues): DocumentKind {
  if (values.kind === '') throw new Error('a document needs a kind')
  return values.kind
}

export function toDocumentUpload(values: DocumentFormValues, child: number): DocumentUpload {
  if (!values.file) throw new Error('an upload needs a file')
  return { child, file: values.file, name: values.name, kind: chosenKind(values), date: values.date }
}

export const toDocumentUpdate = (values: DocumentFormValues): DocumentUpdate => ({ name: values.name, kind: chosenKind(values), date: values.date })

/** The server's 400 messages under the form's fields. */
export const documentFieldErrors = (errors: Record<string, string> | undefined): Partial<Record<DocumentFormField, string>> =>
  pickFieldErrors(errors, ['file', 'name', 'kind', 'date'], 'file')

/** A document's line under its name: "Lab result · 12 May 2026 · PDF, 14 kB". */
export const documentFacts = (document: HealthDocument) =>
  `${documentKindLabels[document.kind]} · ${longDate(document.date)} · ${documentTypeLabels[document.content_type]}, ${fileSizeText(document.size)}`

/** How near the limits (docs/decisions/085) a section says how much room is left: 10 documents, 20 MB. */
const NEAR = { documents: 10, bytes: 20 * 1024 * 1024 } as const

/**
 * What the Documents section says about the room left for a child's documents (docs/decisions/085): nothing while
 * far from the limits; how many and how many MB are left near them; the limit's own message once it is reached.
 */
export function documentRoomText(documents: readonly Pick<HealthDocument, 'size'>[]): { text: string; full: boolean } | null {
  const left = remainingIn('documents', documents.length)
  const bytesLeft = remainingIn('documentBytes', documents.reduce((sum, document) => sum + document.size, 0))
  if (left === 0) return { text: collectionLimits.documents.message, full: true }
  if (bytesLeft === 0) return { text: collectionLimits.documentBytes.message, full: true }
  const parts = [
    ...(left <= NEAR.documents ? [`room for ${left} more ${left === 1 ? 'document' : 'documents'}`] : []),
    ...(bytesLeft <= NEAR.bytes ? [`${fileSizeText(bytesLeft)} of the ${collectionLimits.documentBytes.max / 1024 / 1024} MB for documents left`] : []),
  ]
  if (parts.length === 0) return null
  const sentence = parts.join('; ')
  return { text: `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`, full: false }
}
