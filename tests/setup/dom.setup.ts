import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { releaseHeldRequests } from '../support/hold-request'
import { settleRouters } from '../support/settle'
import { backend } from '../support/test-backend'

/*
 * The jsdom project's setup (vite.config.ts): the mock backend's lifecycle, a fresh seed before each
 * test, and the DOM that jsdom lacks. The node project does not run it.
 */

beforeAll(() => backend.start())
beforeEach(async () => {
  await backend.reset()
  // The router restores scroll positions and the carousel scrolls itself; jsdom scrolls nothing.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  Object.defineProperty(Element.prototype, 'scrollTo', { value: vi.fn(), configurable: true, writable: true })
})
afterEach(async () => {
  releaseHeldRequests()
  await settleRouters()
  cleanup()
  backend.server.resetHandlers()
  backend.server.events.removeAllListeners()
  delete (Element.prototype as Partial<Element>).scrollTo
})
afterAll(() => backend.stop())
