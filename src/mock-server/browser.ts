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
      latencyMs: () => options.latencyMs,
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
