import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { seedUsers } from '@/mock-server/seed/users'
import { failRequest } from '../support/hold-request'
import { renderApp, signIn, user } from '../support/render-app'
import { backend } from '../support/test-backend'

let logoutCalls: { authorization: string | null; body: unknown }[] = []
beforeEach(async () => {
  logoutCalls = []
  backend.server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/api/accounts/logout/')) {
      logoutCalls.push({ authorization: request.headers.get('Authorization'), body: await request.clone().json() })
    }
  })
  await signIn('parent')
  // Something else the app (or a demo) left behind: logout clears ALL of local storage (docs/product-rules.md#4).
  localStorage.setItem('somethingElse', 'kept?')
})

/** docs/decisions/062: Log out sits in the account menu, opened from the parent's name. */
async function openAccountMenu() {
  await user.click(await screen.findByRole('button', { name: /account menu/ }))
}

describe('logout from the parent top bar', { timeout: 20_000 }, () => {
  it("shows the parent's name and a Log out button on parent pages", async () => {
    await renderApp('/congrats')

    await openAccountMenu()
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account')
    expect(screen.getByRole('banner')).toHaveTextContent(seedUsers.parent.full_name)
    expect(screen.getByRole('link', { name: 'First 1,000 Days' })).toHaveAttribute('href', '/client-dashboard')
  })

  it('calls POST /accounts/logout/ with the refresh token and no Authorization header, clears local storage and lands on /auth', async () => {
    const refresh = localStorage.getItem('refreshToken')
    const { router } = await renderApp('/congrats')

    await openAccountMenu()
    await user.click(screen.getByRole('button', { name: 'Log out' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(logoutCalls).toStrictEqual([{ authorization: null, body: { refresh } }])
    expect(localStorage.length).toBe(0)
    expect(await screen.findByRole('heading', { name: 'Hey Welcome!' })).toBeInTheDocument()
  })

  it('lands on /auth with storage cleared when the logout call fails (500)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    failRequest('POST', '/accounts/logout/', { status: 500, body: { detail: 'boom' } })
    const { router } = await renderApp('/congrats')

    await openAccountMenu()
    await user.click(screen.getByRole('button', { name: 'Log out' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(localStorage.length).toBe(0)
  })

  it('lands on /auth with storage cleared when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    failRequest('POST', '/accounts/logout/', 'network')
    const { router } = await renderApp('/congrats')

    await openAccountMenu()
    await user.click(screen.getByRole('button', { name: 'Log out' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(localStorage.length).toBe(0)
  })

  it('keeps the signed-out parent out of the parent pages afterwards', async () => {
    const { router } = await renderApp('/congrats')
    await openAccountMenu()
    await user.click(screen.getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))

    await act(() => router.navigate({ to: '/client-dashboard' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
  })
})
