import { createMemoryHistory } from '@tanstack/react-router'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { login } from '@/api/accounts.api'
import { App } from '@/app'
import { endpoints, type EndpointName } from '@/contract/endpoints'
import { seedUsers } from '@/mock-server/seed/users'
import { createAppRouter } from '@/router'
import { seedChildId } from '../mock-server/helpers'
import { API_BASE, createTestBackend } from '../support/backend'

/*
 * Contract tests at the screen level (tests/contract covers the client): an
 * answer that breaks the contract turns into the screen's error state of
 * docs/product-rules.md#8 never a crash. The real app and mock backend run; one
 * endpoint's answer is replaced by a malformed body.
 */

const backend = createTestBackend()

beforeAll(() => backend.start())
beforeEach(async () => {
  await backend.reset()
  // The router restores scroll positions and the carousel scrolls itself; jsdom scrolls nothing.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  Object.defineProperty(Element.prototype, 'scrollTo', { value: vi.fn(), configurable: true, writable: true })
})
afterEach(() => {
  cleanup()
  backend.server.resetHandlers()
  delete (Element.prototype as Partial<Element>).scrollTo
})
afterAll(() => backend.stop())

/** Malformed 200 answers: the wrong shape, an item with wrong types, and text that is not JSON. */
const malformed = [
  ['an object with unknown fields', JSON.stringify({ results: 'nope', count: '3' })],
  ['items with wrong types and missing fields', JSON.stringify([{ id: 'one', title: null, sets: {} }])],
  ['text that is not JSON', '<html><body>Maintenance</body></html>'],
] as const

function answerMalformed(name: EndpointName, body: string) {
  const { method, path } = endpoints[name]
  backend.server.use(http[method.toLowerCase() as 'get'](`${API_BASE}${path}`, () => new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'application/json' } })))
}

async function renderAt(url: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) })
  await act(async () => {
    render(<App router={router} demo={null} />)
  })
}

/** The first render loads the route's lazy chunk; on a busy machine that alone can take seconds. */
const slow = 30_000

const signInAs = (account: { email: string; password: string }) => login({ email: account.email, password: account.password })

describe.each(malformed)('a 200 answer that is %s', (_, body) => {
  it("/client-dashboard: the children list shows 'Error fetching data. Please try again later.'", async () => {
    await signInAs(seedUsers.parent)
    answerMalformed('listChildren', body)
    await renderAt('/client-dashboard')
    expect(await screen.findByText('Error fetching data. Please try again later.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Your children' })).not.toBeInTheDocument()
  }, slow)

  it("the questionnaire: bands that break the contract show 'Failed to load milestone data. Please try again later.'", async () => {
    await signInAs(seedUsers.parent)
    const childId = seedChildId(backend.db, 'olivia')
    answerMalformed('listBands', body)
    await renderAt(`/child/${childId}/milestones-status`)
    expect(await screen.findByText('Failed to load milestone data. Please try again later.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
  }, slow)

  it("admin users: the list shows 'Error: {message}' with the generic message", async () => {
    await signInAs(seedUsers.admin)
    answerMalformed('listUsers', body)
    await renderAt('/admin-dashboard/users')
    expect(await screen.findByText('Error: An unexpected error occurred. Please try again.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  }, slow)

  it("the builder: the 'Error fetching bands' error toast", async () => {
    await signInAs(seedUsers.admin)
    answerMalformed('listBands', body)
    await renderAt('/admin-dashboard/milestones')
    const toasts = await screen.findByRole('region', { name: 'Notifications' }, { timeout: 10_000 })
    expect(await within(toasts).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Error fetching bands')
    expect(screen.queryByRole('list', { name: 'Bands' })).not.toBeInTheDocument()
  }, slow)
})
