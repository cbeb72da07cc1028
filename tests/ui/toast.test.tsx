import '@testing-library/jest-dom/vitest'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useToast } from '@/ui/primitives/toast-context'
import { renderWithTheme } from './render'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function Harness() {
  const toast = useToast()
  return (
    <>
      <button type="button" onClick={() => toast.show('Login successful!', 'success')}>
        Show success
      </button>
      <button type="button" onClick={() => toast.show('Error fetching bands', 'error')}>
        Show error
      </button>
    </>
  )
}

describe('ToastProvider', () => {
  it('shows success and error toasts in the Notifications region, errors as alerts', async () => {
    renderWithTheme(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Show success' }))
    await userEvent.click(screen.getByRole('button', { name: 'Show error' }))

    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(within(region).getByText('Login successful!')).toBeInTheDocument()
    expect(within(region).getByRole('alert')).toHaveTextContent('Error fetching bands')
    expect(within(region).getAllByRole('listitem')).toHaveLength(2)
  })

  it('removes a toast when "Dismiss notification" is pressed', async () => {
    renderWithTheme(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Show error' }))
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }))
    expect(screen.queryByText('Error fetching bands')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('hides each toast after exactly 3000 ms ("Toast duration 3000 ms")', () => {
    vi.useFakeTimers()
    renderWithTheme(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Show success' }))
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    fireEvent.click(screen.getByRole('button', { name: 'Show error' }))

    act(() => {
      vi.advanceTimersByTime(1999)
    })
    expect(screen.getByText('Login successful!')).toBeInTheDocument()

    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.queryByText('Login successful!')).not.toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching bands')

    act(() => {
      vi.advanceTimersByTime(999)
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching bands')

    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows an action button (Undo) that runs once, closes the toast and gives the focus back', async () => {
    const undone = vi.fn()
    function WithAction() {
      const toast = useToast()
      return (
        <button type="button" onClick={() => toast.show('Band status toggled', 'success', { action: { label: 'Undo', onAction: undone, keyShortcuts: 'Control+Z Meta+Z' } })}>
          Toggle
        </button>
      )
    }
    renderWithTheme(<WithAction />)
    const toggle = screen.getByRole('button', { name: 'Toggle' })
    await userEvent.click(toggle)
    const undo = await screen.findByRole('button', { name: 'Undo' })
    expect(undo).toHaveAttribute('aria-keyshortcuts', 'Control+Z Meta+Z')
    // Keyboard reachable: the next stop after the page's own controls.
    await userEvent.tab()
    expect(undo).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(undone).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('Band status toggled')).not.toBeInTheDocument()
    expect(toggle).toHaveFocus()
  })

  it('keeps a toast with an action for 10 s, and while the pointer or the focus is on it', () => {
    vi.useFakeTimers()
    function WithAction() {
      const toast = useToast()
      return (
        <button type="button" onClick={() => toast.show('Option order updated', 'success', { action: { label: 'Undo', onAction: () => undefined } })}>
          Move
        </button>
      )
    }
    renderWithTheme(<WithAction />)
    fireEvent.click(screen.getByRole('button', { name: 'Move' }))
    act(() => {
      vi.advanceTimersByTime(9_999)
    })
    expect(screen.getByText('Option order updated')).toBeInTheDocument()
    const item = screen.getByText('Option order updated').closest('li')!
    fireEvent.pointerEnter(item)
    act(() => {
      vi.advanceTimersByTime(60_000)
    })
    expect(screen.getByText('Option order updated')).toBeInTheDocument()
    fireEvent.pointerLeave(item)
    act(() => {
      vi.advanceTimersByTime(2_000)
    })
    expect(screen.queryByText('Option order updated')).not.toBeInTheDocument()
  })

  it('throws a clear error when useToast is used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    function Orphan() {
      useToast()
      return null
    }
    expect(() => render(<Orphan />)).toThrow('useToast must be used inside <ToastProvider>')
  })
})
