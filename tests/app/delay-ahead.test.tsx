import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { seedUsers } from '@/mock-server/seed/users'
import { renderApp, user } from '../support/render-app'
import { backend } from '../support/test-backend'

/** What the app asked the backend, in order, with the address it was on at that moment. */
let requests: { call: string; at: string }[] = []
let here = () => ''
beforeEach(() => {
  requests = []
  backend.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    requests.push({ call: `${request.method} ${url.pathname}`, at: here() })
  })
})

async function logIn(as: keyof typeof seedUsers) {
  const { router } = await renderApp('/auth')
  here = () => router.state.location.pathname
  await user.type(await screen.findByLabelText('Email'), seedUsers[as].email)
  await user.type(screen.getByLabelText('Password'), seedUsers[as].password)
  await user.click(screen.getByRole('button', { name: 'Log In' }))
  await screen.findByText('Login successful!')
  return router
}

describe("the spec's delays are used, not waited out (issue #25)", { timeout: 30_000 }, () => {
  it("asks for the parent's children during the 1.5 s after 'Login successful!', so the cards show the moment it ends", async () => {
    const router = await logIn('parent')

    await waitFor(() => expect(requests).toContainEqual({ call: 'GET /api/children/profiles/', at: '/auth' }))
    expect(router.state.location.pathname).toBe('/auth')

    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'), { timeout: 3000 })
    // Loaded during the delay: no 'Loading Children...' in between, and no second request for the same list.
    expect(screen.queryByText('Loading Children...')).not.toBeInTheDocument()
    expect(screen.getAllByText(/Olivia/).length).toBeGreaterThan(0)
    expect(requests.filter((request) => request.call === 'GET /api/children/profiles/')).toHaveLength(1)
  })

  it("loads the admin's overview during the 1.5 s, before the address changes to /admin-dashboard", async () => {
    const router = await logIn('admin')

    await waitFor(() => expect(requests).toContainEqual({ call: 'GET /api/accounts/admin/overview/', at: '/auth' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'), { timeout: 3000 })
    expect(await screen.findByText('Dashboard Content')).toBeInTheDocument()
  })

  it('does not wait less: the address changes only after the 1.5 s', async () => {
    const router = await logIn('parent')
    const shown = Date.now()

    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'), { timeout: 3000 })
    expect(Date.now() - shown).toBeGreaterThanOrEqual(1400)
  })
})
