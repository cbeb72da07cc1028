import { setupWorker } from 'msw/browser'
import { createDatabase } from '@/mock-server/db'
import { createHandlers } from '@/mock-server/handlers'
import { indexedDbStore, MOCK_DB_NAME } from '@/mock-server/indexed-db-store'
import { createPersistence, type Lock } from '@/mock-server/persistence'
import { demoControlKeys } from '@/mock-server/demo-control-keys'
import { replayUnanswered, unsavedReplayNotice, unsavedReplayTitle, type UnansweredWrite } from '@/mock-server/replay-writes'

export interface MockBackend {
  /** Shown once at start-up when the saved demo data was damaged (replaced by the seed, or partly kept). */
  notice: string | null
  /** The notice's title: "Demo data reset" only when the seed replaced the data. */
  noticeTitle: string | null
  /** Restores the seed (accounts, children, answers, content) and saves it. */
  resetDemoData(): Promise<void>
}

function demoLatency(): number | null {
  const value = Number(sessionStorage.getItem(demoControlKeys.latency) ?? Number.NaN)
  return Number.isFinite(value) && value >= 0 ? value : null
}

function demoList(key: string): string[] {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]')
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

/** Takes one `operation` out of the list under `key`; answers whether it was there. */
function takeFromDemoList(key: string, operation: string): boolean {
  const list = demoList(key)
  const index = list.indexOf(operation)
  if (index < 0) return false
  list.splice(index, 1)
  sessionStorage.setItem(key, JSON.stringify(list))
  return true
}

function takeDemoFault(operation: string): { status: number; body: unknown } | null {
  return takeFromDemoList(demoControlKeys.failNext, operation) ? { status: 500, body: { detail: 'Simulated server failure.' } } : null
}

async function holdDemoAnswer(operation: string): Promise<void> {
  if (!takeFromDemoList(demoControlKeys.holdNext, operation)) return
  sessionStorage.setItem(demoControlKeys.held, JSON.stringify([...demoList(demoControlKeys.held), operation]))
  while (demoList(demoControlKeys.held).includes(operation)) await new Promise((resolve) => setTimeout(resolve, 20))
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
 * msw tells its service worker on `beforeunload` that this tab is closing
 * ('CLIENT_CLOSED'): the worker drops the tab from its mocked tabs and, when
 * it is the only one, unregisters itself. But `beforeunload` is not leaving:
 * with a save on its way the browser asks, and the visitor may stay (docs/decisions/026). Telling the worker again afterwards ('MOCK_ACTIVATE') left a gap: the
 * worker applies a message only after looking the tab up (two round trips to
 * the browser), and a request that reached it first went to the network (the
 * app's HTML page instead of an answer); the registration was gone as well.
 * So the closing message is held back: it goes out after the event when no
 * one asked to confirm (the tab is leaving, as msw has it), otherwise on
 * `pagehide`, when the tab really goes; a tab that stays is never dropped.
 * msw also stops its keep-alive on `beforeunload` (an idle worker is stopped
 * and forgets its tabs): a timer set during the event runs only while the page
 * is still there, and starts it again. A page restored from the back-forward
 * cache is announced again.
 */
function closeOnlyWhenTheTabLeaves(worker: ServiceWorker) {
  const post = worker.postMessage.bind(worker) as (message: unknown, options?: StructuredSerializeOptions) => void
  let closing = false
  const close = () => {
    if (closing) post('CLIENT_CLOSED')
    closing = false
  }
  worker.postMessage = ((message: unknown, options?: StructuredSerializeOptions) => {
    if (message === 'CLIENT_CLOSED') closing = true
    else post(message, options)
  }) as ServiceWorker['postMessage']

  let keepAlive: ReturnType<typeof setInterval> | undefined
  const keepWorkerAlive = () => {
    clearInterval(keepAlive)
    keepAlive = setInterval(() => post('KEEPALIVE_REQUEST'), 5000)
  }
  window.addEventListener('beforeunload', (event) => {
    setTimeout(() => {
      // The event is over: `defaultPrevented` says whether the browser asked.
      if (!event.defaultPrevented) close()
      keepWorkerAlive()
    }, 0)
  })
  window.addEventListener('pagehide', (event) => {
    if (!event.persisted) close()
  })
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    post('MOCK_ACTIVATE')
    keepWorkerAlive()
  })
}

/** Starts the in-browser backend; main.tsx awaits this before the first render. */
export async function startMockBackend(options: {
  apiPrefix: string
  latencyMs: number
  /** The writes a reload cut off, sent again once the data is loaded; each is settled once sent. */
  unanswered?: { writes: readonly UnansweredWrite[]; settle: (key: string) => void }
}): Promise<MockBackend> {
  const db = createDatabase()
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(demoChannelName)
  const persistence = createPersistence(db, {
    store: indexedDbStore(),
    lock: typeof navigator.locks?.request === 'function' ? webLock : undefined,
    onCommit: (revision) => channel?.postMessage({ type: 'changed', revision }),
  })
  // The writes sent again at the start answer without the demo's latency: nobody waits to see a spinner.
  let replaying = false
  const handlers = createHandlers({
    db,
    prefix: options.apiPrefix,
    publicBaseUrl: options.apiPrefix,
    latencyMs: () => (replaying ? 0 : (demoLatency() ?? options.latencyMs)),
    faultFor: takeDemoFault,
    holdFor: holdDemoAnswer,
    transaction: persistence.transaction,
    now: () => new Date(),
    // docs/decisions/084: the demo sends no email; the answer carries the confirmation link, which the screen shows.
    linksInAnswers: true,
  })
  const worker = setupWorker(...handlers)
  // The service worker's registration and the database's load side by side: no request reaches the handlers
  // before both are done, as the app's calls wait for the whole start (apiConfig.ready, src/app/demo.tsx).
  const [{ notice, noticeTitle }, registration] = await Promise.all([
    persistence.load().finally(() => performance.mark('demo:database')),
    worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    }).finally(() => performance.mark('demo:worker')),
  ])
  // msw talks to the worker it found at start, now the active one.
  if (registration?.active) closeOnlyWhenTheTabLeaves(registration.active)
  replaying = true
  const unsaved = options.unanswered ? await replayUnanswered(handlers, options.unanswered.writes, options.unanswered.settle, window.location.href) : 0
  replaying = false
  return {
    notice: [notice, unsaved > 0 ? unsavedReplayNotice(unsaved) : null].filter(Boolean).join(' ') || null,
    noticeTitle: noticeTitle ?? (unsaved > 0 ? unsavedReplayTitle : null),
    resetDemoData: () => persistence.reset(),
  }
}
