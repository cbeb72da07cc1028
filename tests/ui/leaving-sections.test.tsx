import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DeletionPlan } from '@/domain/account-deletion'
import { DataExportPart, DeleteAccountPart, type DeleteAccountPartProps } from '@/ui/screens/account/leaving-sections'
import { renderWithTheme } from './render'

afterEach(cleanup)
const user = userEvent.setup({ delay: null })

const plan: DeletionPlan = {
  owned: [
    { id: 1, name: 'Liam Carter', members: [] },
    { id: 2, name: 'Olivia Carter', members: [{ user: 7, full_name: 'Sam Carter', role: 'caregiver' }] },
  ],
  sharedWithMe: [],
}

const deletion = (props: Partial<DeleteAccountPartProps> = {}): DeleteAccountPartProps => ({
  phase: 'idle',
  plan: null,
  values: null,
  fieldErrors: {},
  failure: null,
  onAsk: vi.fn(),
  onRetry: vi.fn(),
  onCancel: vi.fn(),
  onSubmit: vi.fn(),
  onBack: vi.fn(),
  onConfirm: vi.fn(),
  ...props,
})

describe('DataExportPart (issue #26 point 4)', () => {
  it('offers "Download my data" and says when a server has not got the export', async () => {
    const onDownload = vi.fn()
    const { rerender } = renderWithTheme(<DataExportPart phase="idle" fileName={null} onDownload={onDownload} />)
    await user.click(screen.getByRole('button', { name: 'Download my data' }))
    expect(onDownload).toHaveBeenCalledOnce()
    rerender(<DataExportPart phase="unavailable" fileName={null} onDownload={onDownload} />)
    expect(screen.getByText('Export is not available on this server.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument()
  })
})

describe('DeleteAccountPart (issue #26 point 5)', { timeout: 20_000 }, () => {
  it('asks a choice for each shared child and the password, and sends them', async () => {
    const props = deletion({ phase: 'choosing', plan })
    renderWithTheme(<DeleteAccountPart {...props} />)
    expect(screen.queryByRole('radiogroup', { name: 'What happens to Liam Carter?' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Hand it to Sam Carter (Caregiver), who becomes its owner' }))
    await user.type(screen.getByLabelText('Your password'), 'parent1234')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(props.onSubmit).toHaveBeenCalledWith({ password: 'parent1234', choices: ['7'] })
  })

  it("shows the server's words under the password and says when a server has not got the call", () => {
    const { rerender } = renderWithTheme(<DeleteAccountPart {...deletion({ phase: 'choosing', plan, fieldErrors: { password: 'Your password is not correct.' } })} />)
    expect(screen.getByText('Your password is not correct.')).toBeInTheDocument()
    rerender(<DeleteAccountPart {...deletion({ phase: 'unavailable' })} />)
    expect(screen.getByText('Deleting your account is not available on this server.')).toBeInTheDocument()
  })
})
