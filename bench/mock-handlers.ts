/**
 * The mock backend's answer time for the large builder content (not a test):
 * the real handlers (src/mock-server) run in-process through msw's
 * getResponse, on a seeded database with latency 0, so what is measured is the
 * handler's own work: parsing, validation, the business rule, the contract
 * check of the answer. Persistence (IndexedDB in the browser) is not counted.
 *
 *     node_modules/.bin/tsx bench/mock-handlers.ts [--runs 7]
 */
import { getResponse } from 'msw'
// The same 50 x 4 x 10 x 4 content as the builder's browser test and bench.
import { editedLargeMilestones, largeMilestones } from '../tests/e2e/support/large-milestones'
import { createDatabase } from '@/mock-server/db'
import { createPersistence } from '@/mock-server/persistence'
import { createHandlers } from '@/mock-server/handlers'
import { seedDatabase } from '@/mock-server/seed/seed'
import { seedUsers } from '@/mock-server/seed/users'

const BASE = 'http://bench.local/api'

export interface MockTiming {
  operation: string
  medianMs: number
  maxMs: number
  runs: number
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

async function backend() {
  const db = createDatabase()
  await seedDatabase(db)
  const handlers = createHandlers({
    db,
    prefix: '/api',
    publicBaseUrl: '/api',
    latencyMs: () => 0,
    transaction: createPersistence(db, { store: null }).transaction,
    now: () => new Date(),
  })
  const send = async (path: string, init: RequestInit = {}) => {
    const response = await getResponse(handlers, new Request(`${BASE}${path}`, init))
    if (!response) throw new Error(`no mock handler answered ${path}`)
    return response
  }
  const login = await send('/accounts/login/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: seedUsers.admin.email, password: seedUsers.admin.password }),
  })
  const { tokens } = (await login.json()) as { tokens: { access: string } }
  const authorization = `Bearer ${tokens.access}`
  return { db, send, authorization }
}

/** One call, timed from the request to the answer's body read in full. */
async function timed(run: () => Promise<Response>, expectStatus: number): Promise<number> {
  const start = performance.now()
  const response = await run()
  await response.text()
  const elapsed = performance.now() - start
  if (response.status !== expectStatus) throw new Error(`answered ${response.status}, expected ${expectStatus}`)
  return elapsed
}

export async function benchMockHandlers(runs = 7): Promise<MockTiming[]> {
  const file = JSON.stringify(largeMilestones())
  const { send, authorization } = await backend()
  const importOnce = () => {
    const form = new FormData()
    form.append('file', new File([file], 'large.json', { type: 'application/json' }))
    return send('/children/global-bands/import_milestones/', { method: 'POST', headers: { authorization }, body: form })
  }
  const results: MockTiming[] = []
  const measure = async (operation: string, run: () => Promise<Response>, status: number, warm?: () => Promise<unknown>) => {
    const times: number[] = []
    for (let i = 0; i < runs; i += 1) {
      await warm?.()
      times.push(await timed(run, status))
    }
    results.push({ operation, medianMs: median(times), maxMs: Math.max(...times), runs })
  }

  // First import: every band is new. A fresh backend each run, so each adds 50 bands to the seed's 4.
  const firstImports: number[] = []
  for (let i = 0; i < runs; i += 1) {
    const fresh = await backend()
    const form = new FormData()
    form.append('file', new File([file], 'large.json', { type: 'application/json' }))
    firstImports.push(
      await timed(
        () => fresh.send('/children/global-bands/import_milestones/', { method: 'POST', headers: { authorization: fresh.authorization }, body: form }),
        200,
      ),
    )
  }
  results.push({ operation: 'import (50 new bands)', medianMs: median(firstImports), maxMs: Math.max(...firstImports), runs })

  await importOnce()
  // Re-import: every band, set, question and option is matched and updated in place.
  await measure('import (same 50 bands again)', importOnce, 200)
  // Issue #16: the import preview (?dry_run=1) of the same content, unchanged, then edited at every level.
  const dryRun = (content: string) => () => {
    const form = new FormData()
    form.append('file', new File([content], 'large.json', { type: 'application/json' }))
    return send('/children/global-bands/import_milestones/?dry_run=1', { method: 'POST', headers: { authorization }, body: form })
  }
  await measure('dry run (50 bands, unchanged)', dryRun(file), 200)
  await measure('dry run (50 bands, each edited)', dryRun(JSON.stringify(editedLargeMilestones())), 200)
  await measure('GET global-bands (54 bands)', () => send('/children/global-bands/', { headers: { authorization } }), 200)
  await measure('export (54 bands)', () => send('/children/global-bands/export_milestones/', { headers: { authorization } }), 200)
  return results
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runsFlag = process.argv.indexOf('--runs')
  const runs = runsFlag >= 0 ? Number(process.argv[runsFlag + 1]) : 7
  const results = await benchMockHandlers(runs)
  for (const r of results) console.info(`${r.operation.padEnd(32)} median ${r.medianMs.toFixed(1).padStart(8)} ms   max ${r.maxMs.toFixed(1).padStart(8)} ms`)
}
