import type { Database } from '@/mock-server/db'
import type { AccountAttempts } from '@/mock-server/lib/attempts'
import type { Outbox } from '@/mock-server/lib/mail'

export interface ServerContext {
  db: Database
  /** Path prefix the handlers listen on: '/api' in the browser demo. */
  prefix: string
  /** Base of the URLs the server hands out for uploaded media. */
  publicBaseUrl: string
  /** Realistic in a demo, 0 in tests (docs/product-rules.md#decisions-latency). */
  latencyMs: () => number
  /**
   * Runs one request's work (auth, validation, the business rule) alone and all
   * or nothing, saving what it changed before the answer is sent
   * (createPersistence's transaction). A write sent with an idempotency key
   * (decision 087) is run once: sent again after it was saved, it answers 409.
   */
  transaction: <T>(run: () => Promise<T>, idempotencyKey?: string) => Promise<T>
  /** Today, for ages; fixed in tests that need it. */
  now: () => Date
  /**
   * Fault injection: a forced answer for the next call of an operation (by its
   * endpoint-table name), or null to run it normally. Demo and test tool only.
   */
  faultFor?: (operation: string) => { status: number; body: unknown } | null
  /** Holds the next answer of an operation until a test lets it go (after its change is saved). Demo and test tool only. */
  holdFor?: (operation: string) => Promise<void>
  /**
   * A server without the optional extensions (`npm run api -- --without-extensions`):
   * no Track Progress calls (404) and no `activity` on questions, as a backend
   * that has not built them yet (docs/product-rules.md#decisions-beyond).
   */
  withoutExtensions?: boolean
  /** Failed login and sign-up counts (docs/decisions/031); given by a server that must clear them on a reset, else the handlers keep their own. */
  attempts?: AccountAttempts
  /** Where the server's e-mail goes (docs/decisions/084): a list in the demo and tests, the log on Node. */
  mail?: Outbox
  /**
   * The browser demo only, which sends no email: answers carry the confirmation link (`confirmation_link`), as an
   * invitation's `link`. Never on Node (`npm run api`), whose answers an attacker reads.
   */
  linksInAnswers?: boolean
}
