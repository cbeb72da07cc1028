import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { dropEarlyGets, earlyGetsNotTaken, startEarlyGets } from '@/api/early-gets'
import { deepLinkGets, startDeepLinkGets } from '@/app/deep-link-gets'
import { createChild } from '@/api/children.api'
import { clearSession } from '@/api/session'
import { seedChildId } from '../mock-server/helpers'
import { makeChildBody } from '../support/factories'
import { renderApp, signIn, type SeedAccount } from '../support/render-app'
import { settleRouters } from '../support/settle'
import { backend } from '../support/test-backend'

let requests: string[] = []
beforeEach(() => {
  requests = []
  backend.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (request.method === 'GET') requests.push(`${url.pathname}${url.search}`)
  })
})
afterEach(dropEarlyGets)

/** The calls sent more than once. */
function sentTwice(sent: readonly string[]): string[] {
  return sent.filter((call, index) => sent.indexOf(call) !== index)
}

interface DeepLinkCase {
  name: string
  as: SeedAccount
  path: (olivia: number) => string
  shown: () => Promise<unknown>
}

const cases: DeepLinkCase[] = [
  { name: 'the dashboard', as: 'parent', path: () => '/client-dashboard', shown: () => screen.findByRole('region', { name: 'Your children' }, { timeout: 10_000 }) },
  { name: 'a profile', as: 'parent', path: (id) => `/child/${id}`, shown: () => screen.findByRole('heading', { name: 'Olivia Carter' }, { timeout: 10_000 }) },
  { name: 'the questionnaire', as: 'parent', path: (id) => `/child/${id}/milestones-status`, shown: () => screen.findAllByRole('radiogroup', {}, { timeout: 10_000 }) },
  { name: 'the builder', as: 'admin', path: () => '/admin-dashboard/milestones', shown: () => screen.findByRole('list', { name: 'Bands' }, { timeout: 10_000 }) },
]

describe('a deep link asks for its first data from the entry (issue #25 point 2)', { timeout: 20_000 }, () => {
  it.each(cases)('$name: every call started early is taken by the screen, and none is sent twice', async ({ as, path, shown }) => {
    await signIn(as)
    const address = path(seedChildId(backend.db, 'olivia'))
    const early = deepLinkGets(address, as === 'admin' ? 'ADMIN' : 'CLIENT')
    expect(early.length).toBeGreaterThan(0)
    requests = []
    startDeepLinkGets(address)
    await renderApp(address)
    await shown()
    await settleRouters()
    expect(earlyGetsNotTaken()).toEqual([])
    // Sent by the entry, and not again by the screen.
    expect(requests).toEqual(expect.arrayContaining(early.map((get) => `/api${get}`)))
    expect(sentTwice(requests)).toEqual([])
  })

  it("a parent at the builder's address and an admin at a parent's start nothing", () => {
    expect(deepLinkGets('/admin-dashboard/milestones', 'CLIENT')).toEqual([])
    expect(deepLinkGets('/client-dashboard', 'ADMIN')).toEqual([])
    expect(deepLinkGets('/child/2', undefined)).toEqual([])
    expect(deepLinkGets('/child/2/track-progress', 'CLIENT')).toEqual([])
  })

  it('nothing leaves without a session', async () => {
    clearSession()
    requests = []
    startDeepLinkGets('/client-dashboard')
    expect(earlyGetsNotTaken()).toEqual([])
  })

  it('a write drops what was started before it: the next read is sent anew and shows the new child', async () => {
    await signIn('parent')
    startEarlyGets(['/children/profiles/'])
    await waitFor(() => expect(requests).toContain('/api/children/profiles/'))
    await createChild(makeChildBody({ first_name: 'Ada' }))
    expect(earlyGetsNotTaken()).toEqual([])
    requests = []
    await renderApp('/client-dashboard')
    await screen.findByRole('region', { name: 'Your children' }, { timeout: 10_000 })
    expect(requests).toContain('/api/children/profiles/')
    expect(screen.getAllByText(/Ada/).length).toBeGreaterThan(0)
    await settleRouters()
  })
})
