import { setupWorker } from 'msw/browser'
import { createDatabase } from '@/mock-server/db'
import { createHandlers } from '@/mock-server/handlers'
import { indexedDbStore, MOCK_DB_NAME } from '@/mock-server/indexed-db-store'
import { createPersistence, type Lock } from '@/mock-server/persistence'

export interface MockBackend {
  /** Shown once at start-up when the saved demo data had to be replaced. */
  notice: string | null
  /** Restores the seed (accounts, children, answers, content) and saves it. */
  resetDemoData(): Promise<void>
}

/**
 * Demo and test controls, kept in sessionStorage so they survive a reload but
 * not the tab: `demo:latency-ms` slows every answer (a walkthrough, or a
 * test that needs to see a spinner); `demo:fail-next` holds a JSON list of
 * endpoint-table operation names (e.g. ["completeOnboarding"]) whose next
 * call answers 500, once each.
 */
export const demoControlKeys = { latency: 'demo:latency-ms', failNext: 'demo:fail-next' } as const

function demoLatency(): number | null {
  const value = Number(sessionStorage.getItem(demoControlKeys.latency) ?? Number.NaN)
  return Number.isFinite(value) && value >= 0 ? value : null
}

function takeDemoFault(operation: string): { status: number; body: unknown } | null {
  let queue: unknown
  try {
    queue = JSON.parse(sessionStorage.getItem(demoControlKeys.failNext) ?? '[]')
  } catch {
    return null
  }
  if (!Array.isArray(queue)) return null
  const index = queue.indexOf(operation)
  if (index < 0) return null
  queue.splice(index, 1)
  sessionStorage.setItem(demoControlKeys.failNext, JSON.stringify(queue))
  return { status: 500, body: { detail: 'Simulated server failure.' } }
}

/**
 * The tabs of one browser share one database (docs/product-rules.md#decisions-two-tabs):
 * each request runs under a Web Lock held across tabs, on the latest
 * saved data, and after a committed write the other tabs are told on a
 * BroadcastChannel (the screens refresh; the database copy itself is reloaded
 * before that tab's next request in any case).
 */
export const demoChannelName = MOCK_DB_NAME

const webLock: Lock = <T>(run: () => Promise<T>) => navigator.locks.request(`${MOCK_DB_NAME}:database`, run) as Promise<T>

/**
 * msw tells its service worker on `beforeunload` that this tab is closing, and
 * stops its keep-alive. When the tab stays (a save on its way made the browser
 * ask, and the user chose to stay: issue #11.2), the worker would pass this
 * tab's requests to the network from then on. A timer set during the event
 * runs only if the page is still there: it tells the worker again that this
 * tab is mocked and keeps the worker alive as msw did.
 */
function keepMockingWhenTheTabStays() {
  let keepAlive: ReturnType<typeof setInterval> | undefined
  window.addEventListener('beforeunload', () => {
    setTimeout(() => {
      const worker = navigator.serviceWorker.controller
      if (!worker) return
      worker.postMessage('MOCK_ACTIVATE')
      clearInterval(keepAlive)
      keepAlive = setInterval(() => worker.postMessage('KEEPALIVE_REQUEST'), 5000)
    }, 0)
  })
}

/** Starts the in-browser backend; main.tsx awaits this before the first render. */
export async function startMockBackend(options: { apiPrefix: string; latencyMs: number }): Promise<MockBackend> {
  const db = createDatabase()
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(demoChannelName)
  const persistence = createPersistence(db, {
    store: indexedDbStore(),
    lock: typeof navigator.locks?.request === 'function' ? webLock : undefined,
    onCommit: (revision) => channel?.postMessage({ type: 'changed', revision }),
  })
  const { notice } = await persistence.load()
  const worker = setupWorker(
    ...createHandlers({
      db,
      prefix: options.apiPrefix,
      publicBaseUrl: options.apiPrefix,
      latencyMs: () => demoLatency() ?? options.latencyMs,
      faultFor: takeDemoFault,
      transaction: persistence.transaction,
      now: () => new Date(),
    }),
  )
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
  keepMockingWhenTheTabStays()
  return {
    notice,
    resetDemoData: () => persistence.reset(),
  }
}
