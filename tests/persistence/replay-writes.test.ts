import { IDBFactory } from 'fake-indexeddb'
import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { REMEMBERED_WRITE_KEYS } from '@/contract/idempotency'
import { endpoints } from '@/contract/endpoints'
import { createDatabase, type Database } from '@/mock-server/db'
import { createHandlers } from '@/mock-server/handlers'
import { indexedDbStore } from '@/mock-server/indexed-db-store'
import { createPersistence, type SnapshotStore } from '@/mock-server/persistence'
import { replayUnanswered, type UnansweredWrite } from '@/mock-server/replay-writes'
import { seedChildren, seedUsers } from '@/mock-server/seed/users'
import { makeVisitBody } from '../support/factories'

/** Decision 087: a write a reload cut off is sent again at the next start, and applied once whatever happened to the first. */
const BASE = 'http://localhost'
let store: SnapshotStore

beforeEach(() => {
  store = indexedDbStore(new IDBFactory(), 'replay-test')
})

/** The demo backend of one page: its data loaded from the store (seeded the first time), its handlers. */
async function startPage() {
  const db: Database = createDatabase()
  const persistence = createPersistence(db, { store })
  await persistence.load(new Date(2026, 11, 7))
  const handlers = createHandlers({ db, prefix: '/api', publicBaseUrl: '/api', latencyMs: () => 0, transaction: persistence.transaction, now: () => new Date(2026, 11, 7) })
  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init = { method, headers: { 'Content-Type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) }
    const response = await getResponse(handlers, new Request(`${BASE}/api${path}`, init))
    return { status: response!.status, body: (await response!.json().catch(() => null)) as unknown }
  }
  return { db, handlers, send, persistence }
}

async function signedIn(page: Awaited<ReturnType<typeof startPage>>) {
  const { body } = await page.send('POST', endpoints.login.path, { email: seedUsers.parent.email, password: seedUsers.parent.password })
  return { Authorization: `Bearer ${(body as { tokens: { access: string } }).tokens.access}` }
}

const oliviaId = (db: Database) => db.children.findFirst((q) => q.where({ first_name: seedChildren.olivia.first_name }))!.id

/** A visit for Olivia as the demo's client journals it. */
function visitWrite(db: Database, auth: Record<string, string>, key: string, clinician = 'Dr Replay'): UnansweredWrite {
  const body = JSON.stringify(makeVisitBody({ child: oliviaId(db), clinician, date: '2026-12-01' }))
  return { key, url: `/api${endpoints.createVisit.path}`, method: 'POST', headers: { ...auth, 'Content-Type': 'application/json', Accept: 'application/json' }, body }
}

const visitsBy = (db: Database, clinician: string) => db.visits.all().filter((visit) => visit.clinician === clinician).length

describe('writes sent again after a reload (decision 087)', () => {
  it('applies a write the reload cut off before it was saved', async () => {
    const first = await startPage()
    const write = visitWrite(first.db, await signedIn(first), 'key-cut-off')
    // The page was reloaded before the request reached the backend: the next page sends it again.
    const next = await startPage()
    const settled: string[] = []
    expect(await replayUnanswered(next.handlers, [write], (key) => settled.push(key), BASE)).toBe(0)
    expect(visitsBy(next.db, 'Dr Replay')).toBe(1)
    expect(settled).toEqual(['key-cut-off'])
    // Saved with its key: a later start finds it there too.
    expect(visitsBy((await startPage()).db, 'Dr Replay')).toBe(1)
  })

  it('does not apply twice a write that was saved before the reload (its answer lost on the way back)', async () => {
    const first = await startPage()
    const write = visitWrite(first.db, await signedIn(first), 'key-saved')
    const sent = await first.send(write.method, endpoints.createVisit.path, JSON.parse(write.body!), { ...write.headers, 'Idempotency-Key': write.key })
    expect(sent.status).toBe(201)

    const next = await startPage()
    expect(await replayUnanswered(next.handlers, [write], () => undefined, BASE)).toBe(0)
    expect(visitsBy(next.db, 'Dr Replay')).toBe(1)
    // Sent again directly, the backend says why it did nothing.
    expect(await next.send(write.method, endpoints.createVisit.path, JSON.parse(write.body!), { ...write.headers, 'Idempotency-Key': write.key })).toEqual({
      status: 409,
      body: { detail: 'This write was saved already.' },
    })
  })

  it('counts a write that cannot be saved when it is sent again (the visitor is told)', async () => {
    const first = await startPage()
    const write = { ...visitWrite(first.db, await signedIn(first), 'key-refused'), headers: { Authorization: 'Bearer expired', 'Content-Type': 'application/json' } }
    expect(await replayUnanswered((await startPage()).handlers, [write], () => undefined, BASE)).toBe(1)
  })

  it(`remembers the keys of the latest ${REMEMBERED_WRITE_KEYS} saved writes only`, async () => {
    const page = await startPage()
    for (let i = 0; i <= REMEMBERED_WRITE_KEYS; i += 1) {
      // Any saved change: an id handed out.
      await page.persistence.transaction(async () => void page.db.nextId('visits'), `key-${i}`)
    }
    const saved = (await store.read()) as { savedWriteKeys: string[] }
    expect(saved.savedWriteKeys).toHaveLength(REMEMBERED_WRITE_KEYS)
    expect(saved.savedWriteKeys.at(-1)).toBe(`key-${REMEMBERED_WRITE_KEYS}`)
    expect(saved.savedWriteKeys).not.toContain('key-0')
  })
})
