import { describe, expect, it } from 'vitest'
import { documentFileName, documentTypeOfBytes } from '@/contract/documents'
import { documentUploadFormSchema, fileSizeText, nameFromFile } from '@/domain/documents'
import { htmlDocument, oversizePdf, pdfBytes, pdfFile, pngDocumentBytes, renamedExecutable, svgDocumentText } from '../support/document-files'

const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer())
const messagesOf = (values: unknown) => {
  const result = documentUploadFormSchema.safeParse(values)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('documentTypeOfBytes: the type is what the bytes say (issue #27 point 3)', () => {
  it('knows a PDF, a PNG, a JPEG and a WebP by their first bytes', () => {
    expect(documentTypeOfBytes(pdfBytes())).toBe('application/pdf')
    expect(documentTypeOfBytes(pngDocumentBytes())).toBe('image/png')
    expect(documentTypeOfBytes(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg')
    expect(documentTypeOfBytes(new TextEncoder().encode('RIFF\u0024\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp')
  })

  it('knows nothing else, whatever the name: an executable, an SVG, an HTML page, a GIF, an empty file', async () => {
    expect(documentTypeOfBytes(await bytesOf(renamedExecutable()))).toBeNull()
    expect(documentTypeOfBytes(new TextEncoder().encode(svgDocumentText))).toBeNull()
    expect(documentTypeOfBytes(await bytesOf(htmlDocument()))).toBeNull()
    expect(documentTypeOfBytes(new TextEncoder().encode('GIF89a'))).toBeNull()
    expect(documentTypeOfBytes(new Uint8Array())).toBeNull()
    // "%PDF" without its dash is not a PDF's header.
    expect(documentTypeOfBytes(new TextEncoder().encode('%PDF1.4'))).toBeNull()
  })
})

describe("a document's names", () => {
  it('saves under its name made safe, with the extension of its type', () => {
    expect(documentFileName({ name: 'Lab result', content_type: 'application/pdf' })).toBe('Lab result.pdf')
    expect(documentFileName({ name: '../../etc/passwd', content_type: 'image/png' })).toBe('etc passwd.png')
    expect(documentFileName({ name: 'a\u0000b:c*d?"e"<f>|g', content_type: 'image/jpeg' })).toBe('a b c d e f g.jpg')
    expect(documentFileName({ name: '...', content_type: 'image/webp' })).toBe('document.webp')
  })

  it("suggests a name from the chosen file's name", () => {
    expect(nameFromFile('vaccination_card_2025.pdf')).toBe('vaccination card 2025')
    expect(nameFromFile('IMG 2041.JPEG')).toBe('IMG 2041')
    expect(nameFromFile('scan')).toBe('scan')
    expect(nameFromFile(`${'x'.repeat(200)}.pdf`)).toHaveLength(120)
  })

  it('writes a size as a parent reads it', () => {
    expect(fileSizeText(810)).toBe('810 bytes')
    expect(fileSizeText(14_200)).toBe('14 kB')
    expect(fileSizeText(2_430_000)).toBe('2.4 MB')
  })
})

describe('the upload form', () => {
  const values = { file: pdfFile(), name: 'Lab result', kind: 'lab_result', date: '2025-06-01' }

  it('takes a file with a name, a kind and a date', () => {
    expect(messagesOf(values)).toEqual({})
  })

  it('asks for a file, refuses one over 10 MB, an empty one and a declared type that is not a document', () => {
    expect(messagesOf({ ...values, file: null })).toEqual({ file: 'Choose a file to upload.' })
    expect(messagesOf({ ...values, file: oversizePdf() })).toEqual({ file: 'Upload a file of at most 10 MB.' })
    expect(messagesOf({ ...values, file: new File([], 'a.pdf', { type: 'application/pdf' }) })).toEqual({ file: 'This file is empty.' })
    expect(messagesOf({ ...values, file: new File([svgDocumentText], 'a.svg', { type: 'image/svg+xml' }) })).toEqual({ file: 'Upload a PDF, JPEG, PNG or WebP file.' })
    // The bytes are the server's to read: a renamed executable passes the form and is refused there (tests/mock-server/documents.test.ts).
    expect(messagesOf({ ...values, file: renamedExecutable() })).toEqual({})
  })

  it('asks for a name and refuses a date ahead', () => {
    expect(messagesOf({ ...values, name: '  ', date: '2999-01-01' })).toEqual({ name: 'Give the document a name.', date: 'The date cannot be in the future.' })
  })
})
