import { setupWorker } from 'msw/browser'
import { createDatabase } from '@/mock-server/db'
import { createHandlers } from '@/mock-server/handlers'
import { indexedDbStore, loadOrSeed, saveSnapshot } from '@/mock-server/persistence'
import { seedDatabase } from '@/mock-server/seed/seed'
import { seedUsers } from '@/mock-server/seed/users'

export interface MockBackend {
  /** Shown once at start-up when the saved demo data had to be replaced. */
  notice: string | null
  /** The seed accounts, for the login screen's demo hint. */
  accounts: readonly { role: string; email: string; password: string }[]
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

/** Starts the in-browser backend; main.tsx awaits this before the first render. */
export async function startMockBackend(options: { apiPrefix: string; latencyMs: number }): Promise<MockBackend> {
  const db = createDatabase()
  const store = indexedDbStore()
  const { notice } = await loadOrSeed(db, store)
  const worker = setupWorker(
    ...createHandlers({
      db,
      prefix: options.apiPrefix,
      publicBaseUrl: options.apiPrefix,
      latencyMs: () => demoLatency() ?? options.latencyMs,
      faultFor: takeDemoFault,
      onChange: () => saveSnapshot(db, store),
      now: () => new Date(),
    }),
  )
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
  return {
    notice,
    accounts: [
      { role: 'Admin', email: seedUsers.admin.email, password: seedUsers.admin.password },
      { role: 'Parent', email: seedUsers.parent.email, password: seedUsers.parent.password },
    ],
    async resetDemoData() {
      await seedDatabase(db)
      await saveSnapshot(db, store)
    },
  }
}
