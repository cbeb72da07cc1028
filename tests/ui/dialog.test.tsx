import '@testing-library/jest-dom/vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmDialog, Dialog } from '@/ui/primitives/dialog'
import { renderWithTheme } from './render'

afterEach(cleanup)

function DialogHarness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Dialog
        open={open}
        title="User details"
        onClose={() => {
          onClose?.()
          setOpen(false)
        }}
        footer={<button type="button">Edit Profile</button>}
      >
        <p>Jane Parent</p>
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  it('is named by its title and closes on Escape, returning focus to the opener', async () => {
    const onClose = vi.fn()
    renderWithTheme(<DialogHarness onClose={onClose} />)
    const opener = screen.getByRole('button', { name: 'Open details' })
    await userEvent.click(opener)

    const dialog = screen.getByRole('dialog', { name: 'User details' })
    expect(dialog).toHaveTextContent('Jane Parent')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)

    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it('closes from its "Close dialog" button', async () => {
    renderWithTheme(<DialogHarness />)
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }))
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('renders nothing while closed', () => {
    renderWithTheme(<DialogHarness />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('ConfirmDialog', () => {
  const props = {
    open: true,
    title: 'Delete band?',
    message: 'Are you sure you want to delete this band?',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
  }

  it('calls onConfirm from the confirm button', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    renderWithTheme(<ConfirmDialog {...props} danger onConfirm={onConfirm} onCancel={onCancel} />)
    const dialog = screen.getByRole('dialog', { name: 'Delete band?' })
    expect(dialog).toHaveTextContent('Are you sure you want to delete this band?')
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onCancel).not.toHaveBeenCalled()
  })

  it('calls onCancel from the cancel button and from Escape', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    renderWithTheme(<ConfirmDialog {...props} danger onConfirm={onConfirm} onCancel={onCancel} />)
    // Destructive confirmations start on the safe choice.
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await userEvent.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(2)
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('ignores Escape and blocks confirming again while busy', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    renderWithTheme(<ConfirmDialog {...props} busy onConfirm={onConfirm} onCancel={onCancel} />)
    const confirm = screen.getByRole('button', { name: 'Delete' })
    expect(confirm).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(confirm)
    await userEvent.keyboard('{Escape}')
    expect(onConfirm).not.toHaveBeenCalled()
    expect(onCancel).not.toHaveBeenCalled()
  })
})
