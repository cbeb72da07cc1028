import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storeSession } from '@/api/session'
import type { LoginAnswer, SessionUser } from '@/contract/accounts'
import { seedUsers } from '@/mock-server/seed/users'
import { endExpiredSession } from '@/app/router'
import { renderApp } from '../support/render-app'
import { backend } from '../support/test-backend'

/** No backend: any request the app makes is recorded and refused. The sessions below are stored, not signed in. */
let requests: string[] = []
beforeEach(() => {
  requests = []
  backend.server.use(http.all('*', () => HttpResponse.error()))
  backend.server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${request.url}`)
  })
})

// The first test of the file imports the whole route tree: over 5 s on a loaded machine (it timed out once).
describe('route guards (PRODUCT.md "Gaps": route guards)', { timeout: 20_000 }, () => {
  it('sends a signed-out visitor of /client-dashboard to /auth, remembering redirect=/client-dashboard', async () => {
    const { router } = await renderApp('/client-dashboard')

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(router.state.location.search).toMatchObject({ redirect: '/client-dashboard' })
  })

  it('remembers the whole address, search included, of a guarded child page', async () => {
    const { router } = await renderApp('/child/3/milestones-status?tab=2')

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(router.state.location.search).toMatchObject({ redirect: '/child/3/milestones-status?tab=2' })
  })

  it('sends a signed-out visitor of an admin route to /auth too', async () => {
    const { router } = await renderApp('/admin-dashboard/users')

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(router.state.location.search).toMatchObject({ redirect: '/admin-dashboard/users' })
    expect(screen.queryByText('You are not authorized to view this page.')).not.toBeInTheDocument()
  })

  it('shows a CLIENT on /admin-dashboard/users "You are not authorized to view this page." and makes no call', async () => {
    silenceExpectedGuardError()
    signInAsParent()
    const { router } = await renderApp('/admin-dashboard/users')

    expect(await screen.findByText('You are not authorized to view this page.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin-dashboard/users')
    expect(requests).toEqual([])
  })

  it('offers the CLIENT a way to their own dashboard from the not-authorized screen', async () => {
    silenceExpectedGuardError()
    signInAsParent()
    await renderApp('/admin-dashboard')

    await screen.findByText('You are not authorized to view this page.')
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/client-dashboard')
    expect(screen.queryByText('Dashboard Content')).not.toBeInTheDocument()
  })

  it('shows an ADMIN on /admin-dashboard "Dashboard Content"', async () => {
    signInAsAdmin()
    await renderApp('/admin-dashboard')

    expect(await screen.findByText('Dashboard Content')).toBeInTheDocument()
    expect(screen.queryByText('You are not authorized to view this page.')).not.toBeInTheDocument()
  })

  it('lets a signed-in parent stay on /client-dashboard', async () => {
    signInAsParent()
    const { router } = await renderApp('/client-dashboard')

    await waitFor(() => expect(router.state.status).toBe('idle'))
    expect(router.state.location.pathname).toBe('/client-dashboard')
  })
})

describe('not-found screen', () => {
  it('shows "Page not found" for a child id that is not a number (/child/abc)', async () => {
    signInAsParent()
    await renderApp('/child/abc')

    // The not-found screen is a lazy chunk of the root route: its first import can take over a second on a loaded machine.
    expect(await screen.findByText('Page not found', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it('shows "Page not found" for /child/0, as ids are positive whole numbers', async () => {
    signInAsParent()
    await renderApp('/child/0')

    expect(await screen.findByText('Page not found', {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it('shows "Page not found" for an unknown address (/no-such-page), with a link home', async () => {
    await renderApp('/no-such-page')

    expect(await screen.findByText('Page not found', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })
})

describe('the tile routes of a signed-in parent (docs/product-rules.md#decisions-beyond)', () => {
  it('lets a parent into /track-progress/1: its loader runs, and a failed load offers "Try again" and the way back to /child/1', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    signInAsParent()
    await renderApp('/track-progress/1')

    expect(await screen.findByText('Error fetching data. Please try again later.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: "Back to the child's profile" })).toHaveAttribute('href', '/child/1')
    expect(requests.some((request) => request.includes('/children/milestones/history/?child=1'))).toBe(true)
  })
})

describe('/auth', () => {
  it('shows "Your session has expired. Please log in again." for ?expired=true', async () => {
    await renderApp('/auth?expired=true')

    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument()
  })

  it('shows no expiry message on a plain visit', async () => {
    const { router } = await renderApp('/auth')

    await waitFor(() => expect(router.state.status).toBe('idle'))
    expect(router.state.location.pathname).toBe('/auth')
    expect(screen.queryByText('Your session has expired. Please log in again.')).not.toBeInTheDocument()
  })
})

describe('endExpiredSession (PRODUCT.md: a 401 after login)', () => {
  it('clears the session and sends the user to /auth with the message and the way back', async () => {
    signInAsParent()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { router } = await renderApp('/track-progress/2')
    await screen.findByText('Error fetching data. Please try again later.')

    await act(async () => endExpiredSession(router))

    expect(localStorage.getItem('access')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(router.state.location.search).toEqual({ expired: true, redirect: '/track-progress/2' })
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument()
  })
})

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
