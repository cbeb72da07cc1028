import { setupServer } from 'msw/node'
import { configureApi } from '@/api/client'
import { clearSession } from '@/api/session'
import { createDatabase, type Database } from '@/mock-server/db'
import { createHandlers } from '@/mock-server/handlers'
import { createPersistence } from '@/mock-server/persistence'
import { accountAttempts } from '@/mock-server/lib/attempts'
import { memoryOutbox } from '@/mock-server/lib/mail'

export const API_BASE = 'http://localhost/api'

/**
 * The real mock handlers under msw/node, on a fresh seeded database. The API
 * client is pointed at it, so tests exercise client and server together.
 */
export function createTestBackend(options: { today?: Date; withoutExtensions?: boolean } = {}) {
  const db: Database = createDatabase()
  let changes = 0
  const failures: string[] = []
  const holds = new Map<string, Promise<void>>()
  const attempts = accountAttempts()
  // docs/decisions/084: the server's e-mail, read by tests (the confirmation links); answers carry them too, as in the demo.
  const outbox = memoryOutbox()
  // The server's clock: the day given (or now), moved on by advanceClock (token expiry, waits).
  let shiftMs = 0
  const now = () => new Date((options.today ?? new Date()).getTime() + shiftMs)
  const persistence = createPersistence(db, {
    store: null,
    onCommit: () => {
      changes += 1
    },
  })
  const server = setupServer(
    ...createHandlers({
      db,
      prefix: '/api',
      publicBaseUrl: '/api',
      latencyMs: () => 0,
      transaction: persistence.transaction,
      now,
      withoutExtensions: options.withoutExtensions ?? false,
      attempts,
      mail: outbox,
      linksInAnswers: true,
      faultFor: (operation) => {
        const index = failures.indexOf(operation)
        if (index < 0) return null
        failures.splice(index, 1)
        return { status: 500, body: { detail: 'Simulated server failure.' } }
      },
      holdFor: async (operation) => {
        const hold = holds.get(operation)
        holds.delete(operation)
        await hold
      },
    }),
  )
  return {
    db,
    server,
    outbox,
    get changes() {
      return changes
    },
    /** The next call of this endpoint-table operation answers 500 (once). */
    failNext(operation: string) {
      failures.push(operation)
    },
    /** The next answer of this operation waits (its change saved) until the returned release is called, as `demo:hold-next` in the browser. */
    holdNext(operation: string): () => void {
      let release = () => {}
      holds.set(operation, new Promise<void>((done) => (release = done)))
      return () => release()
    },
    /** Moves the server's clock on (until the next reset). */
    advanceClock(ms: number) {
      shiftMs += ms
    },
    async reset() {
      failures.length = 0
      holds.clear()
      shiftMs = 0
      attempts.clear()
      outbox.clear()
      // After any request a finished test left on its way: one that fails after the reseed would roll the
      // database back to the previous test's (docs/decisions/089: hashing the token made that window wider).
      await persistence.reset(options.today ?? new Date())
      changes = 0
      clearSession()
    },
    start() {
      configureApi({ baseUrl: API_BASE })
      server.listen({ onUnhandledRequest: 'error' })
    },
    stop() {
      server.close()
    },
  }
}
