import { createTestBackend } from './backend'

/**
 * The mock backend of every jsdom test file: tests/setup/dom.setup.ts starts it before the file,
 * re-seeds it before each test, drops each test's extra handlers and listeners after it, and stops it.
 * Tests reach it for `backend.failNext(...)`, `backend.server.use(...)` and `backend.db`.
 * A backend with other options (`createTestBackend({ today })`) belongs in a node test of its own.
 */
export const backend = createTestBackend()
