import { createMemoryHistory } from '@tanstack/react-router'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { login } from '@/api/accounts.api'
import { App } from '@/app'
import { seedUsers } from '@/mock-server/seed/users'
import { createAppRouter } from '@/router'
import { CongratsScreen } from '@/ui/screens/congrats/congrats-screen'
import { createTestBackend } from '../support/backend'
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

describe('/congrats route', { timeout: 60_000 }, () => {
  const backend = createTestBackend()

  beforeAll(() => backend.start())
  beforeEach(async () => {
    await backend.reset()
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    Object.defineProperty(Element.prototype, 'scrollTo', { value: vi.fn(), configurable: true, writable: true })
    await login({ email: seedUsers.parent.email, password: seedUsers.parent.password })
  })
  afterEach(() => {
    cleanup()
    delete (Element.prototype as Partial<Element>).scrollTo
  })
  afterAll(() => backend.stop())

  it('Go to Dashboard goes to /client-dashboard', async () => {
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/congrats'] }) })
    await act(async () => {
      render(<App router={router} demo={null} />)
    })

    await user.click(await screen.findByRole('button', { name: 'Go to Dashboard' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'))
    expect(await screen.findByRole('region', { name: 'Your children' }, { timeout: 5000 })).toBeInTheDocument()
  })
})
