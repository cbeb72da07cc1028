import '@testing-library/jest-dom/vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DemoControls } from '@/ui/screens/system/demo-controls'
import { renderWithTheme } from './render'

afterEach(cleanup)

describe('DemoControls', () => {
  it('does not reset when the confirmation is cancelled', async () => {
    const onReset = vi.fn()
    renderWithTheme(<DemoControls onReset={onReset} />)
    await userEvent.click(screen.getByRole('button', { name: 'Demo data' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveTextContent(/restored to the original seed/)
    expect(dialog).toHaveTextContent(/page will reload/)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onReset).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('calls onReset only after "Reset demo data" is confirmed', async () => {
    const onReset = vi.fn().mockResolvedValue(undefined)
    renderWithTheme(<DemoControls onReset={onReset} />)
    await userEvent.click(screen.getByRole('button', { name: 'Demo data' }))
    expect(onReset).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Reset demo data' }))
    expect(onReset).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('button', { name: 'Demo data' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('is reachable and confirmable with the keyboard alone', async () => {
    const onReset = vi.fn()
    renderWithTheme(<DemoControls onReset={onReset} />)
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Demo data' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    // Focus starts on Cancel (destructive action), so one Tab reaches the confirm button.
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Reset demo data' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(onReset).toHaveBeenCalledTimes(1)
  })

  it('keeps the dialog open with an error when the reset fails', async () => {
    const onReset = vi.fn().mockRejectedValue(new Error('offline'))
    renderWithTheme(<DemoControls onReset={onReset} />)
    await userEvent.click(screen.getByRole('button', { name: 'Demo data' }))
    await userEvent.click(screen.getByRole('button', { name: 'Reset demo data' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The demo data could not be reset. Please try again.')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })
})
