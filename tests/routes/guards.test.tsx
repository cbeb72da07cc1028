import { createMemoryHistory } from '@tanstack/react-router'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@/api/client'
import { clearSession, storeSession } from '@/api/session'
import { App } from '@/app'
import type { LoginAnswer, SessionUser } from '@/contract/accounts'
import { seedUsers } from '@/mock-server/seed/users'
import { createAppRouter, endExpiredSession, type AppRouter } from '@/router'

/** No handlers: any request the app makes is recorded and refused. */
const server = setupServer()
let requests: string[] = []

beforeAll(() => {
  configureApi({ baseUrl: 'http://localhost/api' })
  server.listen({ onUnhandledRequest: 'error' })
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${request.url}`)
  })
})
beforeEach(() => {
  requests = []
  clearSession()
  // The router restores scroll positions; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})
afterEach(() => {
  cleanup()
  clearSession()
})
afterAll(() => server.close())

/** The admin guard throws to the layout's error component; React and the router log that throw. */
function silenceExpectedGuardError(): void {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
}

function signInAs(user: Pick<SessionUser, 'email' | 'full_name' | 'user_type'>, id: number): void {
  const answer: LoginAnswer = {
    tokens: { access: `access-${id}`, refresh: `refresh-${id}` },
    user: { id, ...user, profile: { is_onboarding_complete: true } },
  }
  storeSession(answer)
}
const signInAsParent = () => signInAs(seedUsers.parent, 2)
const signInAsAdmin = () => signInAs(seedUsers.admin, 1)

async function renderAt(url: string): Promise<AppRouter> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) })
  await act(async () => {
    render(<App router={router} demo={null} />)
  })
  return router
}

describe('route guards (PRODUCT.md "Gaps": route guards)', () => {
  it('sends a signed-out visitor of /client-dashboard to /auth, remembering redirect=/client-dashboard', async () => {
    const router = await renderAt('/client-dashboard')

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(router.state.location.search).toMatchObject({ redirect: '/client-dashboard' })
  })

  it('remembers the whole address, search included, of a guarded child page', async () => {
    const router = await renderAt('/child/3/milestones-status?tab=2')

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(router.state.location.search).toMatchObject({ redirect: '/child/3/milestones-status?tab=2' })
  })

  it('sends a signed-out visitor of an admin route to /auth too', async () => {
    const router = await renderAt('/admin-dashboard/users')

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(router.state.location.search).toMatchObject({ redirect: '/admin-dashboard/users' })
    expect(screen.queryByText('You are not authorized to view this page.')).not.toBeInTheDocument()
  })

  it('shows a CLIENT on /admin-dashboard/users "You are not authorized to view this page." and makes no call', async () => {
    silenceExpectedGuardError()
    signInAsParent()
    const router = await renderAt('/admin-dashboard/users')

    expect(await screen.findByText('You are not authorized to view this page.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin-dashboard/users')
    expect(requests).toEqual([])
  })

  it('offers the CLIENT a way to their own dashboard from the not-authorized screen', async () => {
    silenceExpectedGuardError()
    signInAsParent()
    await renderAt('/admin-dashboard')

    await screen.findByText('You are not authorized to view this page.')
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/client-dashboard')
    expect(screen.queryByText('Dashboard Content')).not.toBeInTheDocument()
  })

  it('shows an ADMIN on /admin-dashboard "Dashboard Content"', async () => {
    signInAsAdmin()
    await renderAt('/admin-dashboard')

    expect(await screen.findByText('Dashboard Content')).toBeInTheDocument()
    expect(screen.queryByText('You are not authorized to view this page.')).not.toBeInTheDocument()
  })

  it('lets a signed-in parent stay on /client-dashboard', async () => {
    signInAsParent()
    const router = await renderAt('/client-dashboard')

    await waitFor(() => expect(router.state.status).toBe('idle'))
    expect(router.state.location.pathname).toBe('/client-dashboard')
  })
})

describe('not-found screen', () => {
  it('shows "Page not found" for a child id that is not a number (/child/abc)', async () => {
    signInAsParent()
    await renderAt('/child/abc')

    expect(await screen.findByText('Page not found')).toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it('shows "Page not found" for /child/0, as ids are positive whole numbers', async () => {
    signInAsParent()
    await renderAt('/child/0')

    expect(await screen.findByText('Page not found')).toBeInTheDocument()
  })

  it('shows "Page not found" for an unknown address (/no-such-page), with a link home', async () => {
    await renderAt('/no-such-page')

    expect(await screen.findByText('Page not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })
})

describe('the tile routes of a signed-in parent (docs/product-rules.md#decisions-beyond)', () => {
  it('lets a parent into /track-progress/1: its loader runs, and a failed load offers "Try again" and the way back to /child/1', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    signInAsParent()
    await renderAt('/track-progress/1')

    expect(await screen.findByText('Error fetching data. Please try again later.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: "Back to the child's profile" })).toHaveAttribute('href', '/child/1')
    expect(requests.some((request) => request.includes('/children/milestones/history/?child=1'))).toBe(true)
  })
})

describe('/auth', () => {
  it('shows "Your session has expired. Please log in again." for ?expired=true', async () => {
    await renderAt('/auth?expired=true')

    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument()
  })

  it('shows no expiry message on a plain visit', async () => {
    const router = await renderAt('/auth')

    await waitFor(() => expect(router.state.status).toBe('idle'))
    expect(router.state.location.pathname).toBe('/auth')
    expect(screen.queryByText('Your session has expired. Please log in again.')).not.toBeInTheDocument()
  })
})

describe('endExpiredSession (PRODUCT.md: a 401 after login)', () => {
  it('clears the session and sends the user to /auth with the message and the way back', async () => {
    signInAsParent()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const router = await renderAt('/track-progress/2')
    await screen.findByText('Error fetching data. Please try again later.')

    await act(async () => endExpiredSession(router))

    expect(localStorage.getItem('access')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(router.state.location.search).toEqual({ expired: true, redirect: '/track-progress/2' })
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument()
  })
})
