import { useEffect, useState, type ReactNode } from 'react'
import { clearSession } from '@/api/session'
import type { Notice } from '@/ui/primitives/notice'
import type { DemoControls } from '@/ui/screens/system/demo-controls'

/*
 * The demo build's in-browser backend, for both ways into the app: the landing page
 * (landing-main.tsx) and every other page (main.tsx). Real-API builds never call these, so they
 * ship none of it (docs/product-rules.md#decisions-modes).
 */

/** The demo's own components. Loaded by the demo boot only, so a real-API build's initial JavaScript does not carry them. */
export interface DemoUi {
  DemoControls: typeof DemoControls
  Notice: typeof Notice
}

export async function loadDemoUi(): Promise<DemoUi> {
  const [controls, notice] = await Promise.all([import('@/ui/screens/system/demo-controls'), import('@/ui/primitives/notice')])
  return { DemoControls: controls.DemoControls, Notice: notice.Notice }
}

/** What the app needs from the in-browser backend; absent in real-API builds. */
export interface DemoBackend {
  notice: string | null
  noticeTitle: string | null
  resetDemoData(): Promise<void>
  ui: DemoUi
}

const DEFAULT_MOCK_LATENCY_MS = 350

/** Starts the in-browser backend (service worker, seeded database) and loads the demo's controls alongside. */
export async function startDemoBackend(): Promise<DemoBackend> {
  // User Timing marks of the start (demo:start, demo:code, demo:database, demo:worker, demo:ready): the bench and a
  // trace read where a page load's time goes (docs/performance.md).
  performance.mark('demo:start')
  const [{ startMockBackend }, ui, journal] = await Promise.all([import('@/mock-server/browser'), loadDemoUi(), import('@/api/write-journal')])
  performance.mark('demo:code')
  const latency = Number(import.meta.env.VITE_MOCK_LATENCY_MS ?? DEFAULT_MOCK_LATENCY_MS)
  const backend = await startMockBackend({
    apiPrefix: '/api',
    latencyMs: Number.isFinite(latency) ? latency : DEFAULT_MOCK_LATENCY_MS,
    // Decision 087: what a reload cut off is saved before the app's first request.
    unanswered: { writes: journal.unansweredWrites(), settle: journal.settleWrite },
  })
  performance.mark('demo:ready')
  return { ...backend, ui }
}

/**
 * A demo backend whose start is deferred until `start()`: the pages call it once their first render
 * is under way, so the backend's download and seeding do not hold the page up. `ready` never
 * rejects: the API client waits on it (apiConfig.ready), and a failed start is shown by showBootFailure.
 */
export function deferredDemoBackend() {
  let start = () => undefined as void
  const backend = new Promise<DemoBackend>((resolve, reject) => {
    start = () => void startDemoBackend().then(resolve, reject)
  })
  const ready = backend.then(
    () => undefined,
    () => undefined,
  )
  return { backend, ready, start }
}

export function showBootFailure(root: HTMLElement, error: unknown) {
  console.error('The demo backend could not start', error)
  const box = document.createElement('main')
  box.setAttribute('role', 'alert')
  box.style.cssText = 'font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2a30'
  const title = document.createElement('h1')
  title.textContent = 'The demo could not start'
  const text = document.createElement('p')
  text.textContent =
    'This demo runs its backend inside your browser with a service worker. Open it over http://localhost or https, outside private browsing, and reload the page.'
  box.append(title, text)
  root.replaceChildren(box)
}

/**
 * The backend once it is up. Null in the first render whatever happens, so that render is the same as
 * the prerendered page (src/app/prerender.tsx); a backend given as a value (the jsdom tests) is there at once.
 */
export function useDemoBackend(given: DemoBackend | Promise<DemoBackend> | null): DemoBackend | null {
  const [demo, setDemo] = useState(given instanceof Promise ? null : given)
  useEffect(() => {
    if (!(given instanceof Promise)) return
    let live = true
    given.then(
      (started) => {
        if (live) setDemo(started)
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [given])
  return demo
}

/** The demo's notice (after damaged saved data: reset, or partly kept), the page, and the demo's bar at the page's end (docs/decisions/034). */
export function DemoLayer({ demo, children }: { demo: DemoBackend | null; children: ReactNode }) {
  const [dismissed, setDismissed] = useState(false)
  return (
    <>
      {demo?.notice && demo.noticeTitle && !dismissed && (
        <demo.ui.Notice tone="warning" title={demo.noticeTitle} onDismiss={() => setDismissed(true)}>
          {demo.notice}
        </demo.ui.Notice>
      )}
      {children}
      {demo && (
        <demo.ui.DemoControls
          onReset={async () => {
            await demo.resetDemoData()
            // The seed replaces every account and token, so the old session is meaningless.
            clearSession()
            window.location.assign('/')
          }}
        />
      )}
    </>
  )
}
