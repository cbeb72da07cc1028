import type { Page } from '@playwright/test'
import type { EndpointName } from '@/contract/endpoints'
import { failNext, holdNext, openApp, releaseHeld, setDemoLatency } from './demo'

/**
 * The backend a screen map drives (docs/testing.md): the demo's in-browser one, whose switches live in
 * the tab's sessionStorage (src/mock-server/browser.ts), or the test-mode API server over HTTP, whose
 * switches are its /__control endpoints (tests/e2e-real-api/support/real-api.ts). One map of a flow's
 * screens runs against either, so the paths walked in the demo are the paths walked against the server.
 */
export interface TestBackend {
  /** The API's base URL as the page calls it ('/api' in the demo). */
  apiBase: string
  /** Starts from the seed. The demo's tests each have a browser profile of their own, so nothing to do there. */
  reset(): Promise<void>
  /** Opens the app at `path`, ready to be used (the demo: its backend started). */
  open(page: Page, path: string): Promise<void>
  /** The next call of each of these operations answers 500. */
  failNext(page: Page, ...operations: EndpointName[]): Promise<void>
  /** The next call of each of these operations is carried out but its answer waits until `releaseHeld`. */
  holdNext(page: Page, ...operations: EndpointName[]): Promise<void>
  /** Once a held answer has arrived (or none is asked for any more), lets every held answer go. */
  releaseHeld(page: Page): Promise<void>
  /** Every answer from now on waits this long. */
  setLatency(page: Page, ms: number): Promise<void>
}

export const demoBackend: TestBackend = {
  apiBase: '/api',
  reset: () => Promise.resolve(),
  open: openApp,
  failNext,
  holdNext,
  releaseHeld,
  setLatency: setDemoLatency,
}
