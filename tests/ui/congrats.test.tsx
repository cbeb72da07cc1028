import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CongratsScreen } from '@/ui/screens/congrats/congrats-screen'
import { renderWithTheme } from './render'

const user = userEvent.setup({ delay: null })

const pieces = () => Array.from(screen.getByTestId('confetti').children) as HTMLElement[]

describe('CongratsScreen', { timeout: 30_000 }, () => {
  afterEach(cleanup)

  it('shows the spec\'s texts exactly', () => {
    renderWithTheme(<CongratsScreen onGoToDashboard={vi.fn()} />)

    expect(screen.getByRole('heading', { level: 1, name: 'Congratulations!' })).toBeInTheDocument()
    expect(screen.getByText("Your child's profile is now complete!")).toBeInTheDocument()
    expect(screen.getByText("You're all set to start tracking their developmental journey.")).toBeInTheDocument()
    expect(screen.getByText("Let's nurture each step of their development together!")).toBeInTheDocument()
  })

  it('throws 50 confetti pieces in five colours, hidden from assistive tech', () => {
    renderWithTheme(<CongratsScreen onGoToDashboard={vi.fn()} />)

    expect(pieces()).toHaveLength(50)
    expect(new Set(pieces().map((piece) => piece.style.backgroundColor)).size).toBe(5)
    expect(pieces().every((piece) => piece.style.backgroundColor !== '')).toBe(true)
    expect(screen.getByTestId('confetti')).toHaveAttribute('aria-hidden', 'true')
  })

  it('calls back on Go to Dashboard', async () => {
    const onGoToDashboard = vi.fn()
    renderWithTheme(<CongratsScreen onGoToDashboard={onGoToDashboard} />)

    await user.click(screen.getByRole('button', { name: 'Go to Dashboard' }))

    expect(onGoToDashboard).toHaveBeenCalledTimes(1)
  })
})
