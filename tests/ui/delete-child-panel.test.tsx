import '@testing-library/jest-dom/vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DeleteChildPanel, deleteChildUnavailableText, deletedWithTheChild, type DeleteChildPhase } from '@/ui/screens/child-form/delete-child-panel'
import { renderWithTheme } from './render'

afterEach(cleanup)

function renderPanel(phase: DeleteChildPhase) {
  const handlers = { onAsk: vi.fn(), onCancel: vi.fn(), onConfirm: vi.fn() }
  renderWithTheme(<DeleteChildPanel childName="Olivia Carter" phase={phase} {...handlers} />)
  return handlers
}

describe('DeleteChildPanel', () => {
  it('offers the deletion under its own heading, without a dialog', async () => {
    const { onAsk } = renderPanel('idle')
    expect(screen.getByRole('region', { name: 'Delete this profile' })).toHaveTextContent('Olivia Carter’s profile')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Delete profile' }))
    expect(onAsk).toHaveBeenCalledOnce()
  })

  it('asks in a dialog that names the child and lists everything that goes, Cancel focused first', async () => {
    const { onConfirm, onCancel } = renderPanel('confirming')
    const dialog = screen.getByRole('dialog', { name: 'Delete Olivia Carter?' })
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...deletedWithTheChild])
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete profile' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    await userEvent.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('keeps the dialog open after a failure, with the message and Try again', () => {
    renderPanel('failed')
    const dialog = screen.getByRole('dialog', { name: 'Delete Olivia Carter?' })
    expect(dialog).toHaveTextContent('Could not delete the profile. Please try again.')
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeEnabled()
  })

  it('says a server without the call cannot delete, and then no longer offers it', () => {
    renderPanel('unavailable')
    const dialog = screen.getByRole('dialog', { name: 'Delete Olivia Carter?' })
    expect(dialog).toHaveTextContent(deleteChildUnavailableText)
    expect(within(dialog).queryByRole('button', { name: 'Delete profile' })).not.toBeInTheDocument()
    cleanup()

    renderPanel('notOffered')
    expect(screen.getByRole('region', { name: 'Delete this profile' })).toHaveTextContent(deleteChildUnavailableText)
    expect(screen.queryByRole('button', { name: 'Delete profile' })).not.toBeInTheDocument()
  })
})
