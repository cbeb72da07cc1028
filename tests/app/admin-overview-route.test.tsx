import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { API_BASE } from '../support/backend'
import { failRequest } from '../support/hold-request'
import { renderApp, user } from '../support/render-app'
import { backend } from '../support/test-backend'

/** docs/decisions/061: /admin-dashboard's overview from the optional call, and a server without it. */
describe('/admin-dashboard against the mock backend', { timeout: 30_000 }, () => {
  it("shows the overview under the spec's 'Dashboard Content'", async () => {
    await renderApp('/admin-dashboard', { as: 'admin' })
    expect((await screen.findAllByRole('term', {}, { timeout: 5000 }))[0]).toHaveTextContent('Parents')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard Content')
  })

  it("shows only the spec's text when the server has not got the call (404)", async () => {
    failRequest('GET', '/accounts/admin/overview/', { status: 404, body: { detail: 'Not found.' } })
    await renderApp('/admin-dashboard', { as: 'admin' })
    expect(await screen.findByRole('region', { name: 'Dashboard Content' }, { timeout: 5000 })).toHaveTextContent(/^Dashboard Content$/)
    expect(screen.queryByRole('term')).not.toBeInTheDocument()
    expect(screen.queryByText('Could not load the overview.')).not.toBeInTheDocument()
  })

  it('says the overview could not be loaded after a failure, and Try again loads it', async () => {
    // Once: Try again reaches the mock's own handler.
    backend.server.use(http.get(`${API_BASE}/accounts/admin/overview/`, () => HttpResponse.json({ detail: 'Server error.' }, { status: 500 }), { once: true }))
    await renderApp('/admin-dashboard', { as: 'admin' })
    expect(await screen.findByText('Could not load the overview.', {}, { timeout: 5000 })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect((await screen.findAllByRole('term', {}, { timeout: 5000 }))[0]).toHaveTextContent('Parents')
  })
})
