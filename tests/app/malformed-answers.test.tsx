import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { endpoints, type EndpointName } from '@/contract/endpoints'
import { seedChildId } from '../mock-server/helpers'
import { API_BASE } from '../support/backend'
import { renderApp, signIn } from '../support/render-app'
import { backend } from '../support/test-backend'

/*
 * Contract tests at the screen level (tests/contract covers the client): an
 * answer that breaks the contract turns into the screen's error state of
 * docs/product-rules.md#8 never a crash. The real app and mock backend run; one
 * endpoint's answer is replaced by a malformed body.
 */

/** Malformed 200 answers: the wrong shape, an item with wrong types, and text that is not JSON. */
const malformed = [
  ['an object with unknown fields', JSON.stringify({ results: 'nope', count: '3' })],
  ['items with wrong types and missing fields', JSON.stringify([{ id: 'one', title: null, sets: {} }])],
  ['text that is not JSON', '<html><body>Maintenance</body></html>'],
] as const

/** The first render loads the route's lazy chunk; on a busy machine that alone can take seconds. */
const slow = 30_000

describe.each(malformed)('a 200 answer that is %s', (_, body) => {
  it("/client-dashboard: the children list shows 'Error fetching data. Please try again later.'", async () => {
    await signIn('parent')
    answerMalformed('listChildren', body)
    await renderApp('/client-dashboard')
    expect(await screen.findByText('Error fetching data. Please try again later.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Your children' })).not.toBeInTheDocument()
  }, slow)

  it("the questionnaire: bands that break the contract show 'Failed to load milestone data. Please try again later.'", async () => {
    await signIn('parent')
    const childId = seedChildId(backend.db, 'olivia')
    answerMalformed('listBands', body)
    await renderApp(`/child/${childId}/milestones-status`)
    expect(await screen.findByText('Failed to load milestone data. Please try again later.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
  }, slow)

  it("admin users: the list shows 'Error: {message}' with the generic message", async () => {
    await signIn('admin')
    answerMalformed('listUsers', body)
    await renderApp('/admin-dashboard/users')
    expect(await screen.findByText('Error: An unexpected error occurred. Please try again.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  }, slow)

  it("the builder: the 'Error fetching bands' error toast", async () => {
    await signIn('admin')
    answerMalformed('listBands', body)
    await renderApp('/admin-dashboard/milestones')
    const toasts = await screen.findByRole('region', { name: 'Notifications' }, { timeout: 10_000 })
    expect(await within(toasts).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Error fetching bands')
    expect(screen.queryByRole('list', { name: 'Bands' })).not.toBeInTheDocument()
  }, slow)
})

function answerMalformed(name: EndpointName, body: string) {
  const { method, path } = endpoints[name]
  backend.server.use(http[method.toLowerCase() as 'get'](`${API_BASE}${path}`, () => new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'application/json' } })))
}
