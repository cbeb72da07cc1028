import { createMemoryHistory } from '@tanstack/react-router'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { signup } from '@/api/accounts.api'
import { readSession } from '@/api/session'
import { App } from '@/app'
import { createAppRouter, type AppRouter } from '@/router'
import { createTestBackend } from '../support/backend'

const backend = createTestBackend()
let completionCalls: { authorization: string | null }[] = []

beforeAll(() => {
  backend.start()
  // jsdom has no element scrolling; the dashboard these tests land on scrolls its carousel.
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined
})
beforeEach(async () => {
  await backend.reset()
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  completionCalls = []
  backend.server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/api/accounts/onboarding/complete/')) {
      completionCalls.push({ authorization: request.headers.get('Authorization') })
    }
  })
  // A new parent, signed in by sign-up and not yet onboarded.
  await signup({
    full_name: 'Maya Jensen',
    email: 'maya.jensen@example.org',
    phone: '+65 6123 4567',
    password: 'sunshine1',
    confirm_password: 'sunshine1',
    gender: 'female',
    city: 'singapore',
    country: 'sg',
    accept_terms: true,
    accept_marketing: false,
  })
})
afterEach(async () => {
  // The dashboard these tests land on is still loading its list when a test ends: let it settle before
  // the page is torn down, or its late update runs after jsdom is gone (an unhandled error under load).
  if (lastRouter) await waitFor(() => expect(lastRouter!.state.status).toBe('idle'))
  lastRouter = null
  cleanup()
  backend.server.resetHandlers()
  backend.server.events.removeAllListeners()
})
afterAll(() => backend.stop())

let lastRouter: AppRouter | null = null

async function renderAt(url: string): Promise<AppRouter> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) })
  lastRouter = router
  await act(async () => {
    render(<App router={router} demo={null} />)
  })
  return router
}

const user = userEvent.setup({ delay: null })
const progress = () => screen.getByRole('progressbar', { name: 'Onboarding progress' })
const dot = (n: number) => screen.getByRole('button', { name: `Go to slide ${n} of 3` })
const storedUser = () => readSession()?.user

describe('/onboarding against the mock backend', { timeout: 20_000 }, () => {
  it('walks the three slides with next, previous and the dots, the progress bar following', async () => {
    await renderAt('/onboarding')

    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument()
    expect(screen.getByText("Your Child's Development Companion")).toBeInTheDocument()
    expect(progress()).toHaveAttribute('aria-valuenow', '1')
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('heading', { name: 'Track Key Milestones' })).toBeInTheDocument()
    expect(progress()).toHaveAttribute('aria-valuenow', '2')
    expect(dot(2)).toHaveAttribute('aria-current', 'step')

    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument()
    expect(progress()).toHaveAttribute('aria-valuenow', '1')

    await user.click(dot(3))
    expect(screen.getByRole('heading', { name: 'Early Identification Resources' })).toBeInTheDocument()
    expect(progress()).toHaveAttribute('aria-valuenow', '3')
    expect(dot(3)).toHaveAttribute('aria-current', 'step')
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
    expect(completionCalls).toHaveLength(0)
  })

  it('moves with the arrow keys when focus is in the carousel', async () => {
    await renderAt('/onboarding')
    await screen.findByRole('heading', { name: 'Welcome' })
    dot(1).focus()

    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('heading', { name: 'Track Key Milestones' })).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('heading', { name: 'Early Identification Resources' })).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('heading', { name: 'Track Key Milestones' })).toBeInTheDocument()
    expect(completionCalls).toHaveLength(0)
  })

  it('has no parent top bar: onboarding is a full-screen flow', async () => {
    await renderAt('/onboarding')
    await screen.findByRole('heading', { name: 'Welcome' })

    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument()
  })

  it('Get Started completes onboarding (with the bearer token) and lands on /client-dashboard', async () => {
    const router = await renderAt('/onboarding')
    await user.click(await screen.findByRole('button', { name: 'Go to slide 3 of 3' }))

    await user.click(screen.getByRole('button', { name: 'Get Started' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'))
    expect(completionCalls).toStrictEqual([{ authorization: `Bearer ${readSession()?.access}` }])
    expect(storedUser()?.profile.is_onboarding_complete).toBe(true)
    expect(backend.db.users.findFirst((q) => q.where({ email: 'maya.jensen@example.org' }))?.is_onboarding_complete).toBe(true)
  })

  it('Skip completes onboarding and lands on /client-dashboard from any slide', async () => {
    const router = await renderAt('/onboarding')
    await user.click(await screen.findByRole('button', { name: 'Next' }))

    await user.click(screen.getByRole('button', { name: 'Skip' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'))
    expect(completionCalls).toHaveLength(1)
    expect(storedUser()?.profile.is_onboarding_complete).toBe(true)
  })

  it('still lands on /client-dashboard when the completion call fails (500), logging it only', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    backend.server.use(http.post('*/api/accounts/onboarding/complete/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })))
    const router = await renderAt('/onboarding')
    await user.click(await screen.findByRole('button', { name: 'Go to slide 3 of 3' }))

    await user.click(screen.getByRole('button', { name: 'Get Started' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'))
    expect(logged).toHaveBeenCalledWith('Onboarding completion failed', expect.anything())
    expect(storedUser()?.profile.is_onboarding_complete).toBe(false)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('still lands on /client-dashboard when Skip cannot reach the server', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    backend.server.use(http.post('*/api/accounts/onboarding/complete/', () => HttpResponse.error()))
    const router = await renderAt('/onboarding')

    await user.click(await screen.findByRole('button', { name: 'Skip' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'))
    expect(readSession()).not.toBeNull()
  })
})
