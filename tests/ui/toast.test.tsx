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

  it('throws a clear error when useToast is used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    function Orphan() {
      useToast()
      return null
    }
    expect(() => render(<Orphan />)).toThrow('useToast must be used inside <ToastProvider>')
  })
})
