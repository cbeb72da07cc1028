// @vitest-environment jsdom
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { call, configureApi } from '@/api/client'
import { unansweredWrites } from '@/api/write-journal'
import { endpoints } from '@/contract/endpoints'

/** Decision 087: the demo's client notes each write before it leaves, so a reload while it is on its way cannot lose it. */
const API = 'http://localhost/api'
const server = setupServer()
const logoutUrl = `${API}/accounts/logout/`
const logout = () => call(endpoints.logout, { body: { refresh: 'refresh-token' } })
/** The next task: a failed write is settled a task after its failure. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  configureApi({ baseUrl: API, journalWrites: true })
  sessionStorage.clear()
})
afterEach(() => {
  server.resetHandlers()
  // The page runs on (a test that left it comes back, as from the back-forward cache).
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
})
afterAll(() => {
  configureApi({ journalWrites: false })
  server.close()
})

describe('the demo write journal (decision 087)', () => {
  it('notes a JSON write before it leaves, sends its key as Idempotency-Key, and crosses it out when answered', async () => {
    let noted: ReturnType<typeof unansweredWrites> = []
    let key: string | null = null
    server.use(
      http.post(logoutUrl, ({ request }) => {
        noted = unansweredWrites()
        key = request.headers.get('Idempotency-Key')
        return new HttpResponse(null, { status: 204 })
      }),
    )
    await logout()
    expect(noted).toEqual([{ key, url: logoutUrl, method: 'POST', headers: expect.objectContaining({ 'Content-Type': 'application/json' }), body: '{"refresh":"refresh-token"}' }])
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(unansweredWrites()).toEqual([])
  })

  it('keeps a write that the leaving page cut off, for the next start', async () => {
    server.use(http.post(logoutUrl, () => HttpResponse.error()))
    // Chromium fails the fetches of a page being left and runs their code during its 'pagehide', between the
    // event's listeners: the failure is seen before the journal's own listener has run.
    const failed = logout().catch((error: unknown) => {
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }))
      return error
    })
    expect(await failed).toMatchObject({ kind: 'network' })
    await nextTask()
    expect(unansweredWrites()).toHaveLength(1)
  })

  it('crosses out a write that failed in a page that stays: the visitor was told and tries again', async () => {
    server.use(http.post(logoutUrl, () => HttpResponse.error()))
    await expect(logout()).rejects.toMatchObject({ kind: 'network' })
    await nextTask()
    expect(unansweredWrites()).toEqual([])
  })

  it('notes nothing and sends no key in a real-API build', async () => {
    configureApi({ journalWrites: false })
    let key: string | null = 'unset'
    server.use(
      http.post(logoutUrl, ({ request }) => {
        key = request.headers.get('Idempotency-Key')
        expect(unansweredWrites()).toEqual([])
        return new HttpResponse(null, { status: 204 })
      }),
    )
    await logout()
    expect(key).toBeNull()
  })
})
