import { createMemoryHistory } from '@tanstack/react-router'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { login } from '@/api/accounts.api'
import { App } from '@/app'
import { seedUsers } from '@/mock-server/seed/users'
import { createAppRouter, type AppRouter } from '@/router'
import { createTestBackend } from '../support/backend'

const backend = createTestBackend()
let logoutCalls: { authorization: string | null; body: unknown }[] = []

beforeAll(() => backend.start())
beforeEach(async () => {
  await backend.reset()
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  logoutCalls = []
  backend.server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/api/accounts/logout/')) {
      logoutCalls.push({ authorization: request.headers.get('Authorization'), body: await request.clone().json() })
    }
  })
  await login({ email: seedUsers.parent.email, password: seedUsers.parent.password })
  // Something else the app (or a demo) left behind: logout clears ALL of local storage (docs/product-rules.md#4).
  localStorage.setItem('somethingElse', 'kept?')
})
afterEach(() => {
  cleanup()
  backend.server.resetHandlers()
  backend.server.events.removeAllListeners()
})
afterAll(() => backend.stop())

async function renderAt(url: string): Promise<AppRouter> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) })
  await act(async () => {
    render(<App router={router} demo={null} />)
  })
  return router
}

const user = userEvent.setup({ delay: null })

describe('logout from the parent top bar', { timeout: 20_000 }, () => {
  it("shows the parent's name and a Log out button on parent pages", async () => {
    await renderAt('/congrats')

    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toHaveTextContent(seedUsers.parent.full_name)
    expect(screen.getByRole('link', { name: 'First 1,000 Days' })).toHaveAttribute('href', '/client-dashboard')
  })

  it('calls POST /accounts/logout/ with the refresh token and no Authorization header, clears local storage and lands on /auth', async () => {
    const refresh = localStorage.getItem('refreshToken')
    const router = await renderAt('/congrats')

    await user.click(await screen.findByRole('button', { name: 'Log out' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(logoutCalls).toStrictEqual([{ authorization: null, body: { refresh } }])
    expect(localStorage.length).toBe(0)
    expect(await screen.findByRole('heading', { name: 'Hey Welcome!' })).toBeInTheDocument()
  })

  it('lands on /auth with storage cleared when the logout call fails (500)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    backend.server.use(http.post('*/api/accounts/logout/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })))
    const router = await renderAt('/congrats')

    await user.click(await screen.findByRole('button', { name: 'Log out' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(localStorage.length).toBe(0)
  })

  it('lands on /auth with storage cleared when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    backend.server.use(http.post('*/api/accounts/logout/', () => HttpResponse.error()))
    const router = await renderAt('/congrats')

    await user.click(await screen.findByRole('button', { name: 'Log out' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(localStorage.length).toBe(0)
  })

  it('keeps the signed-out parent out of the parent pages afterwards', async () => {
    const router = await renderAt('/congrats')
    await user.click(await screen.findByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))

    await act(() => router.navigate({ to: '/client-dashboard' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
  })
})
