import type { DocumentUpload } from '@/contract/documents'
import { MAX_DOCUMENT_BYTES } from '@/contract/documents'
import { textPdf } from '@/mock-server/seed/documents'

/** Files a parent might upload as a health document (docs/decisions/081): real ones, and ones that must be refused. */

export const pdfBytes = (lines: readonly string[] = ['Lab result', 'All values in range.']) => textPdf(lines)
export const pdfFile = (name = 'lab result.pdf', lines?: readonly string[]) => new File([pdfBytes(lines) as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' })
/** A Windows executable's first bytes under a PDF's name and type. */
export const renamedExecutable = () => new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00])], 'vaccination card.pdf', { type: 'application/pdf' })
export const svgDocument = (name = 'card.png', type = 'image/png') => new File([svgDocumentText], name, { type })
export const htmlDocument = (name = 'letter.pdf', type = 'application/pdf') => new File(['<!doctype html><html><script>alert(1)</script></html>'], name, { type })
/** A real PDF's start, padded one byte past the limit. */
export const oversizePdf = () => {
  const bytes = new Uint8Array(MAX_DOCUMENT_BYTES + 1)
  bytes.set(pdfBytes())
  return new File([bytes], 'scan.pdf', { type: 'application/pdf' })
}

/** An upload's body: by default a lab result PDF, named, dated 1 June 2025. */
export function makeDocumentUpload(fields: Partial<DocumentUpload> & Pick<DocumentUpload, 'child'>): DocumentUpload {
  return { file: pdfFile(), name: 'Lab result', kind: 'lab_result', date: '2025-06-01', ...fields }
}

/** A real 1×1 PNG (a photo of a card, as far as the server can tell). */
export const pngDocumentBytes = () => Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))
/** An SVG's text, with a script, for a file picker. */
export const svgDocumentText = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
