import { describe, expect, it } from 'vitest'
import { deleteChild } from '@/api/children.api'
import { deleteDocument, listDocuments, updateDocument, uploadDocument } from '@/api/health.api'
import { accessToken } from '@/api/session'
import { staleRecordMessage } from '@/contract/conditional-writes'
import { recordTag } from '@/contract/content-tag'
import { documentTypeOfBytes, type HealthDocument } from '@/contract/documents'
import { seedOliviaDocument } from '@/mock-server/seed/documents'
import { seedUsers } from '@/mock-server/seed/users'
import { htmlDocument, makeDocumentUpload, oversizePdf, pdfBytes, pdfFile, renamedExecutable, svgDocument } from '../support/document-files'
import {
  expectForbiddenWithNothingStored,
  expectNotFoundWithNothingStored,
  expectRefusedWithNothingStored,
  failure,
  fetchMedia,
  itListsOnlyForTheChildsFamily,
  itRequiresSignIn,
  PNG_BYTES,
  signIn,
  signInAsViewerOf,
  signUpOtherParent,
  startSeedBackend,
  tables,
} from './helpers'

const { backend, db, olivia } = startSeedBackend({ today: new Date(2025, 5, 15, 12) })
const card = () => db().documents.findFirst((q) => q.where({ child: olivia() }))!
const documentsOfOlivia = () => db().documents.findMany((q) => q.where({ child: olivia() }))

/** GET a document's file the way the app does (with the session's token, or the one given), with its headers. */
async function fetchFile(document: Pick<HealthDocument, 'file'>, { token = accessToken(), download = false }: { token?: string | null; download?: boolean } = {}) {
  const response = await fetch(`http://localhost${document.file}${download ? '?download=1' : ''}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) }
}

describe('listDocuments: GET /health/documents/?child= (optional extension, issue #27 point 3)', () => {
  itRequiresSignIn(backend, 'listDocuments', () => ({ query: { child: olivia() } }))

  it("answers Olivia's seed vaccination card, a real PDF, with the URL of its bytes", async () => {
    await signIn(seedUsers.parent)
    const [document, ...others] = await listDocuments(olivia())
    expect(others).toEqual([])
    expect(document).toMatchObject({ child: olivia(), name: seedOliviaDocument.name, kind: 'vaccination_card', content_type: 'application/pdf', date: '2025-05-18' })
    expect(document!.file).toBe(`/api/health/documents/${document!.id}/file/`)
    const file = await fetchFile(document!)
    expect(file.status).toBe(200)
    expect(documentTypeOfBytes(file.bytes)).toBe('application/pdf')
    expect(file.bytes.length).toBe(document!.size)
    expect(new TextDecoder().decode(file.bytes)).toContain('Immunization record: Olivia Carter')
  })

  it('lists the newest date first', async () => {
    await signIn(seedUsers.parent)
    const older = await uploadDocument(makeDocumentUpload({ child: olivia(), name: 'Birth letter', date: '2024-09-10' }))
    const newer = await uploadDocument(makeDocumentUpload({ child: olivia(), name: 'Blood test', date: '2025-06-14' }))
    expect((await listDocuments(olivia())).map((document) => document.id)).toEqual([newer.id, card().id, older.id])
  })

  itListsOnlyForTheChildsFamily(backend, listDocuments, olivia)
})

describe('uploadDocument, updateDocument, deleteDocument (optional extension)', () => {
  itRequiresSignIn(backend, 'uploadDocument', () => ({ body: makeDocumentUpload({ child: olivia() }) }))
  itRequiresSignIn(backend, 'updateDocument', () => ({ params: { id: card().id }, body: { name: 'x' } }))
  itRequiresSignIn(backend, 'deleteDocument', () => ({ params: { id: card().id } }))

  it('uploads a PDF and an image, each typed by its bytes; renames one; deletes it with its file', async () => {
    await signIn(seedUsers.parent)
    const changes = backend.changes
    const pdf = await uploadDocument(makeDocumentUpload({ child: olivia(), name: '  Lab result  ', file: pdfFile('scan.PDF') }))
    expect(pdf).toEqual({
      id: expect.any(Number),
      child: olivia(),
      name: 'Lab result',
      kind: 'lab_result',
      date: '2025-06-01',
      content_type: 'application/pdf',
      size: pdfBytes().length,
      uploaded_at: expect.any(String),
      file: `/api/health/documents/${pdf.id}/file/`,
      given_by_you: true,
    })
    // A browser that cannot name the type sends ''; the bytes decide.
    const photo = await uploadDocument(makeDocumentUpload({ child: olivia(), name: 'Card, back', kind: 'vaccination_card', file: new File([PNG_BYTES], 'IMG_2041', { type: '' }) }))
    expect(photo.content_type).toBe('image/png')
    const renamed = await updateDocument(pdf.id, { name: 'Iron levels', date: '2025-06-02' })
    expect(renamed).toEqual({ ...pdf, name: 'Iron levels', date: '2025-06-02' })
    const mediaId = db().documents.findFirst((q) => q.where({ id: pdf.id }))!.media_id
    await deleteDocument(pdf.id)
    expect(db().documents.findFirst((q) => q.where({ id: pdf.id }))).toBeUndefined()
    expect(db().media.findFirst((q) => q.where({ id: mediaId }))).toBeUndefined()
    expect((await fetchFile(pdf)).status).toBe(404)
    expect(backend.changes).toBe(changes + 4)
  })

  it('serves the bytes with a safe type, inline or as a download, never cached, never sniffed or run', async () => {
    await signIn(seedUsers.parent)
    const document = await uploadDocument(makeDocumentUpload({ child: olivia(), name: 'Résumé "du" bilan/2025' }))
    const inline = await fetchFile(document)
    expect(inline.headers.get('content-type')).toBe('application/pdf')
    // The name made safe for a file system (no quotes, no slashes), with an ASCII fallback and the exact UTF-8 name.
    expect(inline.headers.get('content-disposition')).toBe(`inline; filename="R_sum_ du bilan 2025.pdf"; filename*=UTF-8''${encodeURIComponent('Résumé du bilan 2025.pdf')}`)
    expect(inline.headers.get('cache-control')).toBe('private, no-store')
    expect(inline.headers.get('x-content-type-options')).toBe('nosniff')
    expect(inline.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    const download = await fetchFile(document, { download: true })
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="R_sum_ du bilan 2025\.pdf"/)
    expect(download.bytes).toEqual(inline.bytes)
  })

  it('refuses with 400 and stores nothing: an oversize file, an empty one, a renamed executable, an SVG, an HTML page', async () => {
    await signIn(seedUsers.parent)
    const refused = async (file: File) => (await expectRefusedWithNothingStored(backend, () => uploadDocument(makeDocumentUpload({ child: olivia(), file })))).fieldErrors
    expect(await refused(oversizePdf())).toEqual({ file: 'Upload a file of at most 10 MB.' })
    expect(await refused(new File([], 'empty.pdf', { type: 'application/pdf' }))).toEqual({ file: 'This file is empty.' })
    expect(await refused(renamedExecutable())).toEqual({ file: 'Upload a PDF, JPEG, PNG or WebP file.' })
    // An SVG as it is, and renamed as a PNG; an HTML page as it is, and renamed as a PDF.
    expect(await refused(svgDocument('card.svg', 'image/svg+xml'))).toEqual({ file: 'Upload a PDF, JPEG, PNG or WebP file.' })
    expect(await refused(svgDocument())).toEqual({ file: 'Upload a PDF, JPEG, PNG or WebP file.' })
    expect(await refused(htmlDocument('letter.html', 'text/html'))).toEqual({ file: 'Upload a PDF, JPEG, PNG or WebP file.' })
    expect(await refused(htmlDocument())).toEqual({ file: 'Upload a PDF, JPEG, PNG or WebP file.' })
  })

  it('refuses a missing file, a blank or long name, an unknown kind and a future date, with their messages', async () => {
    await signIn(seedUsers.parent)
    const bad = await expectRefusedWithNothingStored(backend, () =>
      uploadDocument({ child: olivia(), file: undefined as never, name: '   ', kind: 'x-ray' as never, date: '2999-01-01' }),
    )
    expect(bad.fieldErrors).toEqual({
      file: 'Upload a file.',
      name: 'Give the document a name.',
      kind: 'Choose the kind of document.',
      date: 'The date cannot be in the future.',
    })
    const long = await expectRefusedWithNothingStored(backend, () => updateDocument(card().id, { name: 'x'.repeat(121) }))
    expect(long.fieldErrors).toEqual({ name: 'Use at most 120 characters.' })
    const impossible = await expectRefusedWithNothingStored(backend, () => updateDocument(card().id, { date: '2025-02-29', name: '' }))
    expect(impossible.fieldErrors).toEqual({ date: 'Enter a real date.', name: 'Give the document a name.' })
  })

  it('takes a date before the birth (a scan in pregnancy)', async () => {
    await signIn(seedUsers.parent)
    const dob = db().children.findFirst((q) => q.where({ id: olivia() }))!.dob
    const scan = await uploadDocument(makeDocumentUpload({ child: olivia(), name: '20-week scan', kind: 'other', date: '2024-01-10' }))
    expect(scan.date < dob).toBe(true)
  })

  it("lets Olivia's caregiver upload, rename and delete a document", async () => {
    await signIn(seedUsers.caregiver)
    const uploaded = await uploadDocument(makeDocumentUpload({ child: olivia() }))
    expect((await updateDocument(uploaded.id, { kind: 'other' })).kind).toBe('other')
    expect((await fetchFile(uploaded)).status).toBe(200)
    await deleteDocument(uploaded.id)
    expect(documentsOfOlivia().map((document) => document.id)).toEqual([card().id])
  })

  it('lets a viewer list and open the documents, and refuses their changes with 403, storing nothing', async () => {
    await signInAsViewerOf(olivia())
    const [document] = await listDocuments(olivia())
    expect((await fetchFile(document!)).status).toBe(200)
    await expectForbiddenWithNothingStored(backend, () => uploadDocument(makeDocumentUpload({ child: olivia() })))
    await expectForbiddenWithNothingStored(backend, () => updateDocument(card().id, { name: 'x' }))
    await expectForbiddenWithNothingStored(backend, () => deleteDocument(card().id))
  })

  it("answers 404 and changes nothing for a stranger's child or document, or an unknown one; 403 for an admin", async () => {
    const document = { ...card(), file: `/api/health/documents/${card().id}/file/` }
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => uploadDocument(makeDocumentUpload({ child: olivia() })))
    await expectNotFoundWithNothingStored(backend, () => uploadDocument(makeDocumentUpload({ child: 999_999 })))
    await expectNotFoundWithNothingStored(backend, () => updateDocument(document.id, { name: 'x' }))
    await expectNotFoundWithNothingStored(backend, () => deleteDocument(document.id))
    await expectNotFoundWithNothingStored(backend, () => deleteDocument(999_999))
    expect((await fetchFile(document)).status).toBe(404)
    expect((await fetchFile({ file: '/api/health/documents/999999/file/' })).status).toBe(404)
    await signIn(seedUsers.admin)
    await expectForbiddenWithNothingStored(backend, () => uploadDocument(makeDocumentUpload({ child: olivia() })))
    await expectForbiddenWithNothingStored(backend, () => updateDocument(document.id, { name: 'x' }))
    await expectForbiddenWithNothingStored(backend, () => deleteDocument(document.id))
    expect((await fetchFile(document)).status).toBe(403)
  })

  it('serves a file only with a token (401), and never through the media URL of its bytes (404)', async () => {
    await signIn(seedUsers.parent)
    const document = card()
    expect((await fetchFile({ file: `/api/health/documents/${document.id}/file/` }, { token: null })).status).toBe(401)
    expect((await fetchMedia(`/api/media/${document.media_id}/`)).status).toBe(404)
  })

  it('goes with the child: deleting Olivia deletes her documents and their files', async () => {
    await signIn(seedUsers.parent)
    const uploaded = await uploadDocument(makeDocumentUpload({ child: olivia() }))
    const mediaIds = documentsOfOlivia().map((document) => document.media_id)
    expect(mediaIds).toHaveLength(2)
    await deleteChild(olivia())
    expect(db().documents.all()).toEqual([])
    expect(db().media.findMany((q) => q.where({ id: (id) => mediaIds.includes(id) }))).toEqual([])
    expect((await fetchFile(uploaded)).status).toBe(404)
  })
})

describe("a document's kind at upload, and its name, kind and date edited afterwards (docs/decisions/093)", () => {
  it('refuses an upload without a kind with the contract\'s message, storing nothing (no silent "Vaccination card")', async () => {
    await signIn(seedUsers.parent)
    const { kind: _left, ...withoutKind } = makeDocumentUpload({ child: olivia() })
    const refused = await expectRefusedWithNothingStored(backend, () => uploadDocument(withoutKind as never))
    expect(refused.fieldErrors).toEqual({ kind: 'Choose the kind of document.' })
    const blank = await expectRefusedWithNothingStored(backend, () => uploadDocument({ ...withoutKind, kind: '' as never }))
    expect(blank.fieldErrors).toEqual({ kind: 'Choose the kind of document.' })
  })

  it('changes the kind and the date together, the file and the child unchanged', async () => {
    await signIn(seedUsers.parent)
    const before = card()
    const edited = await updateDocument(before.id, { kind: 'visit_letter', date: '2025-05-20' })
    expect(edited).toMatchObject({ id: before.id, child: olivia(), name: before.name, kind: 'visit_letter', date: '2025-05-20', size: before.size })
    expect(card()).toEqual({ ...before, kind: 'visit_letter', date: '2025-05-20' })
  })

  it('stores nothing for a bad kind or date in an edit', async () => {
    await signIn(seedUsers.parent)
    const bad = await expectRefusedWithNothingStored(backend, () => updateDocument(card().id, { kind: 'x-ray' as never, date: '2999-01-01' }))
    expect(bad.fieldErrors).toEqual({ kind: 'Choose the kind of document.', date: 'The date cannot be in the future.' })
    const impossible = await expectRefusedWithNothingStored(backend, () => updateDocument(card().id, { kind: 'lab_result', date: '2025-02-30' }))
    expect(impossible.fieldErrors).toEqual({ date: 'Enter a real date.' })
  })

  it('lets the owner edit what the caregiver added and the caregiver what the owner added, as a rename; a viewer gets 403, nothing changed', async () => {
    await signIn(seedUsers.caregiver)
    const added = await uploadDocument(makeDocumentUpload({ child: olivia(), kind: 'other' }))
    expect((await updateDocument(card().id, { kind: 'other' })).kind).toBe('other')
    await signIn(seedUsers.parent)
    expect((await updateDocument(added.id, { kind: 'lab_result', date: '2025-06-02' })).kind).toBe('lab_result')
    await signInAsViewerOf(olivia())
    await expectForbiddenWithNothingStored(backend, () => updateDocument(added.id, { kind: 'vaccination_card' }))
    await expectForbiddenWithNothingStored(backend, () => updateDocument(card().id, { date: '2025-01-01' }))
  })

  it('answers 412 with the current version and stores nothing when the kind was changed elsewhere since it was loaded', async () => {
    await signIn(seedUsers.parent)
    const [loaded] = await listDocuments(olivia())
    await updateDocument(loaded!.id, { kind: 'other' })
    const before = tables(db())
    const stale = await failure(updateDocument(loaded!.id, { kind: 'lab_result', date: '2025-06-01' }, recordTag('document', loaded!)))
    expect(stale.status).toBe(412)
    expect(stale.body).toEqual({ detail: staleRecordMessage, current: { ...loaded, kind: 'other' } })
    expect(tables(db())).toEqual(before)
    const [current] = await listDocuments(olivia())
    expect((await updateDocument(current!.id, { kind: 'lab_result' }, recordTag('document', current!))).kind).toBe('lab_result')
  })
})
