import '@testing-library/jest-dom/vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mayDeleteRow } from '@/domain/child-access'
import { DocumentsSection, type DocumentsSectionProps, type DocumentsState } from '@/ui/screens/health/documents-section'
import { pdfFile } from '../support/document-files'
import { makeHealthDocument } from '../support/health-factories'
import { renderWithRouter } from './render'

afterEach(cleanup)

/* docs/decisions/081: the health record's Documents section. */
const today = '2026-08-20'
const card = makeHealthDocument({ id: 1, name: 'Vaccination card', kind: 'vaccination_card', date: '2026-07-15', size: 810 })
const lab = makeHealthDocument({ id: 2, name: 'Iron levels', kind: 'lab_result', date: '2026-06-01', content_type: 'image/png', size: 2_430_000 })

const ready = (fields: Partial<Extract<DocumentsState, { status: 'ready' }>> = {}): DocumentsState => ({
  status: 'ready',
  documents: [card, lab],
  form: null,
  confirming: null,
  fetching: null,
  busy: false,
  failed: null,
  done: null,
  conflict: null,
  ...fields,
})

async function renderDocuments(props: Partial<DocumentsSectionProps> = {}) {
  const handlers = { onAdd: vi.fn(), onEdit: vi.fn(), onSubmit: vi.fn(), onCancel: vi.fn(), onRemove: vi.fn(), onConfirmRemove: vi.fn(), onOpen: vi.fn(), onKeepMine: vi.fn(), onUseTheirs: vi.fn() }
  await renderWithRouter(<DocumentsSection name="Olivia" today={today} state={ready()} canRecord mayDelete={() => true} {...handlers} {...props} />)
  return handlers
}

describe('DocumentsSection', { timeout: 20_000 }, () => {
  it('lists each document with its kind, date, type and size, and opens, downloads, edits or deletes it', async () => {
    const handlers = await renderDocuments()
    const items = within(screen.getByRole('list', { name: "Olivia's documents (2)" })).getAllByRole('listitem')
    expect(within(items[0]!).getByRole('heading', { name: 'Vaccination card' })).toBeVisible()
    expect(within(items[0]!).getByText('Vaccination card · 15 July 2026 · PDF, 810 bytes')).toBeVisible()
    expect(within(items[1]!).getByText('Lab result · 1 June 2026 · PNG image, 2.4 MB')).toBeVisible()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Open Vaccination card' }))
    expect(handlers.onOpen).toHaveBeenLastCalledWith(card, false)
    await user.click(screen.getByRole('button', { name: 'Download Iron levels' }))
    expect(handlers.onOpen).toHaveBeenLastCalledWith(lab, true)
    await user.click(screen.getByRole('button', { name: 'Edit Iron levels' }))
    expect(handlers.onEdit).toHaveBeenCalledWith(lab)
    await user.click(screen.getByRole('button', { name: 'Delete Vaccination card' }))
    expect(handlers.onRemove).toHaveBeenCalledWith(card)
  })

  it('uploads a chosen file, its name filled from the file, by keyboard', async () => {
    const handlers = await renderDocuments({ state: ready({ form: { document: null, busy: false, fieldErrors: {}, failed: false, values: null } }) })
    const form = screen.getByRole('form', { name: 'Upload a document' })
    const user = userEvent.setup()
    await user.click(within(form).getByRole('button', { name: 'Upload' }))
    expect(await within(form).findByText('Choose a file to upload.')).toBeVisible()
    const file = pdfFile('iron_levels.pdf')
    await user.upload(within(form).getByLabelText('File'), file)
    expect(within(form).getByLabelText('Name')).toHaveValue('iron levels')
    // No kind is chosen for the parent (docs/decisions/093): the contract's message, and nothing sent.
    expect(within(form).getByLabelText('Kind of document')).toHaveValue('')
    await user.click(within(form).getByRole('button', { name: 'Upload' }))
    expect(await within(form).findByText('Choose the kind of document.')).toBeVisible()
    expect(handlers.onSubmit).not.toHaveBeenCalled()
    await user.selectOptions(within(form).getByLabelText('Kind of document'), 'Lab result')
    await user.click(within(form).getByRole('button', { name: 'Upload' }))
    expect(handlers.onSubmit).toHaveBeenCalledWith({ file, name: 'iron levels', kind: 'lab_result', date: today })
  })

  it("edits a document's name, kind and date in one form (docs/decisions/093)", async () => {
    const handlers = await renderDocuments({ state: ready({ form: { document: card, busy: false, fieldErrors: {}, failed: false, values: null } }) })
    const form = screen.getByRole('form', { name: 'Edit Vaccination card' })
    expect(within(form).queryByLabelText('File')).toBeNull()
    expect(within(form).getByLabelText('Kind of document')).toHaveValue('vaccination_card')
    const user = userEvent.setup()
    await user.selectOptions(within(form).getByLabelText('Kind of document'), 'Letter after a visit')
    await user.clear(within(form).getByLabelText('Date on the document'))
    await user.type(within(form).getByLabelText('Date on the document'), '2026-07-16')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(handlers.onSubmit).toHaveBeenCalledWith({ file: null, name: 'Vaccination card', kind: 'visit_letter', date: '2026-07-16' })
  })

  it("shows the server's message under the file and keeps what was typed", async () => {
    const values = { file: pdfFile(), name: 'Scan', kind: 'other' as const, date: '2026-08-01' }
    await renderDocuments({ state: ready({ form: { document: null, busy: false, fieldErrors: { file: 'Upload a PDF, JPEG, PNG or WebP file.' }, failed: false, values } }) })
    const form = screen.getByRole('form', { name: 'Upload a document' })
    expect(within(form).getByText('Upload a PDF, JPEG, PNG or WebP file.')).toBeVisible()
    expect(within(form).getByLabelText('File')).toHaveAttribute('aria-invalid', 'true')
    expect(within(form).getByLabelText('Name')).toHaveValue('Scan')
  })

  it('says how much room is left near the limits, and the limit\'s own words once a child has 100 documents (docs/decisions/085)', async () => {
    const many = (count: number, size = 1000) => Array.from({ length: count }, (_, i) => makeHealthDocument({ id: i + 1, name: `Scan ${i + 1}`, size }))
    await renderDocuments({ state: ready({ documents: many(97) }) })
    expect(screen.getByText('Room for 3 more documents.')).toBeVisible()
    cleanup()
    await renderDocuments({ state: ready({ documents: many(9, 10 * 1024 * 1024) }) })
    expect(screen.getByText('10.5 MB of the 100 MB for documents left.')).toBeVisible()
    cleanup()
    await renderDocuments({ state: ready({ documents: many(100) }) })
    expect(screen.getByText('A child can have at most 100 documents. Delete one to upload another.')).toBeVisible()
    cleanup()
    await renderDocuments({ state: ready({ documents: many(50) }) })
    expect(screen.queryByText(/more documents|for documents left|at most 100/)).toBeNull()
  })

  it('offers a caregiver Delete only on the documents they added (docs/decisions/089)', async () => {
    await renderDocuments({
      state: ready({ documents: [{ ...card, given_by_you: false }, { ...lab, given_by_you: true }] }),
      mayDelete: (row) => mayDeleteRow('caregiver', 'recordHealth', row),
    })
    expect(screen.queryByRole('button', { name: 'Delete Vaccination card' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Edit Vaccination card' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Delete Iron levels' })).toBeVisible()
  })

  it('in a rename over a change: both versions in the document, the form kept, nothing else to start', async () => {
    const theirs = { ...card, kind: 'other' as const }
    const mine = { name: 'Vaccination card (2026)', kind: 'vaccination_card' as const, date: card.date }
    const form = { document: card, busy: false, fieldErrors: {}, failed: false, values: { ...mine, file: null } }
    const handlers = await renderDocuments({ state: ready({ documents: [theirs, lab], form, conflict: { write: 'change', theirs, mine } }) })
    const item = within(screen.getByRole('list', { name: "Olivia's documents (2)" })).getAllByRole('listitem')[0]!
    const panel = within(item).getByRole('region', { name: 'Someone else changed this' })
    expect(within(panel).getByRole('group', { name: 'Their version' })).toHaveTextContent(/NamediffersVaccination cardKind of documentdiffersOther/)
    expect(within(panel).getByRole('group', { name: 'Your version' })).toHaveTextContent(/Vaccination card \(2026\).*Vaccination card/)
    expect(within(item).getByRole('form')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Open Iron levels' })).toBeDisabled()
    await userEvent.click(within(panel).getByRole('button', { name: 'Keep mine' }))
    expect(handlers.onKeepMine).toHaveBeenCalledOnce()
  })

  it('lets a viewer open and download only', async () => {
    await renderDocuments({ canRecord: false })
    expect(screen.getByRole('button', { name: 'Open Vaccination card' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Upload a document' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete Vaccination card' })).toBeNull()
    expect(screen.getByText("You can open Olivia's documents. Only the owner and caregivers add them.")).toBeVisible()
  })

  it('says "Documents are not available on this server" on a server without the calls, and that a document is gone', async () => {
    await renderDocuments({ state: { status: 'unavailable' } })
    expect(screen.getByText(/^Documents are not available on this server\./)).toBeVisible()
    cleanup()
    await renderDocuments({ state: ready({ documents: [lab], done: 'gone' }) })
    expect(screen.getByText('That document had been deleted in another tab or on another device.')).toBeVisible()
  })
})
