import { expect, test, type Page } from '@playwright/test'
import type { EndpointName } from '@/contract/endpoints'
import type { Fault } from '@/mock-server/test-controls'
import { getJson, signInThroughApi, type Account } from '../../e2e/support/demo'
import type { TestBackend } from '../../e2e/support/test-backend'
import { realApiPorts } from './ports'

/**
 * The real-API project: the app built with VITE_API_BASE_URL, talking over
 * HTTP (cross-origin, CORS) to `scripts/api-server.ts` in test mode.
 */
export const { apiOrigin, apiBase } = realApiPorts()

async function control(path: string, body?: unknown) {
  const res = await fetch(`${apiOrigin}/__control/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(res.ok, `POST /__control/${path} answered ${res.status}: ${await res.text()}`).toBe(true)
}

/** Reseeds the server and clears faults and latency: each test starts from the seed. */
export const resetBackend = () => control('reset')

/** The next call(s) of an endpoint-table operation answer 500, never answer ('drop'), answer late ('slow'), or wait for a release ('hold'). */
export const injectFault = (operation: EndpointName, kind: Fault['kind'], extra: { ms?: number; times?: number } = {}) =>
  control('faults', { operation, kind, ...extra })

/** Waits until every injected fault has hit a call, so a screen's error state is the fault's and not an earlier one. */
export async function expectFaultsUsed() {
  await expect.poll(async () => (await fetch(`${apiOrigin}/__control/faults`)).json()).toEqual([])
}

/** Serve as a backend with or without the optional extensions (`--without-extensions`); a reset turns them back on. */
export const setExtensions = (enabled: boolean) => control('extensions', { enabled })

/** Every answer waits this long (so loading states can be seen). */
export const setLatency = (ms: number) => control('latency', { ms })

/**
 * The test-mode API server as the backend of a screen map (tests/e2e/support/test-backend.ts): its switches
 * are global, which is why this project runs one test at a time.
 */
export const realApiBackend: TestBackend = {
  apiBase,
  reset: resetBackend,
  async open(page, path) {
    await page.goto(path)
    await page.waitForLoadState('load')
  },
  async failNext(_page, ...operations) {
    for (const operation of operations) await injectFault(operation, 'status500')
  },
  async holdNext(_page, ...operations) {
    for (const operation of operations) await injectFault(operation, 'hold')
  },
  releaseHeld: () => control('release'),
  setLatency: (_page, ms) => setLatency(ms),
}

/** Every real-API spec starts from the seed. */
export function resetBeforeEach() {
  test.beforeEach(resetBackend)
}

/** Opens the login page (the app's origin, for storage) and signs in against the API server. */
export async function signedIn(page: Page, account: Account, path: string) {
  await page.goto('/auth')
  await expect(page.getByRole('heading', { name: 'Hey Welcome!' })).toBeVisible()
  await signInThroughApi(page, account, apiBase)
  await page.goto(path)
}

/** GET an API path (e.g. '/children/profiles/') with the stored token, from the page: cross-origin. */
export function apiGet<T>(page: Page, path: string): Promise<[number, T]> {
  return getJson<T>(page, `${apiBase}${path}`)
}

/** Whether an <img> has loaded its picture (complete with a size), so it really shows. */
export async function expectImageShown(page: Page, name: string) {
  const image = page.getByRole('img', { name })
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  return image
}
