import type { Database } from '@/mock-server/db'
import { seedDatabase } from '@/mock-server/seed/seed'
import { restoreSnapshot, snapshotSchema, takeSnapshot, type Snapshot } from '@/mock-server/snapshot'

export interface SnapshotStore {
  read(): Promise<unknown>
  write(snapshot: Snapshot): Promise<void>
}

export const MOCK_DB_NAME = 'first-thousand-days-demo'
const STORE = 'snapshots'
const KEY = 'database'

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'))
  })
}

/**
 * PRODUCT.md: the demo database lives in IndexedDB, not localStorage, because
 * logout clears all of localStorage (SPEC section 4).
 */
export function indexedDbStore(factory: IDBFactory = indexedDB, name = MOCK_DB_NAME): SnapshotStore {
  let opening: Promise<IDBDatabase> | null = null
  const open = () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(name, 1)
      req.onupgradeneeded = () => {
        if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE)
      }
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'))
    })
    return opening
  }
  return {
    async read() {
      const idb = await open()
      return request(idb.transaction(STORE, 'readonly').objectStore(STORE).get(KEY))
    },
    async write(snapshot) {
      const idb = await open()
      const tx = idb.transaction(STORE, 'readwrite')
      tx.objectStore(STORE).put(snapshot, KEY)
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve()
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'))
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'))
      })
    },
  }
}

export const unreadableSnapshotNotice =
  'The saved demo data could not be read, so the original demo data has been loaded again.'

/**
 * Restores the saved database, or seeds a fresh one. A snapshot that cannot be
 * read is discarded and the seed loaded, with a notice for the user; the app
 * still starts (PRODUCT.md "Persistence").
 */
export async function loadOrSeed(db: Database, store: SnapshotStore, today = new Date()): Promise<{ notice: string | null }> {
  let raw: unknown
  try {
    raw = await store.read()
  } catch (error) {
    console.warn('Demo data could not be read from IndexedDB', error)
    raw = { unreadable: true }
  }
  if (raw !== undefined) {
    const parsed = snapshotSchema.safeParse(raw)
    if (parsed.success) {
      try {
        await restoreSnapshot(db, parsed.data)
        return { notice: null }
      } catch (error) {
        console.warn('Demo data snapshot could not be restored', error)
      }
    }
  }
  await seedDatabase(db, today)
  await saveSnapshot(db, store)
  return { notice: raw === undefined ? null : unreadableSnapshotNotice }
}

let queue: Promise<void> = Promise.resolve()

/** Writes are queued so two quick changes cannot land out of order. */
export function saveSnapshot(db: Database, store: SnapshotStore): Promise<void> {
  const snapshot = takeSnapshot(db)
  queue = queue.then(
    () => store.write(snapshot),
    () => store.write(snapshot),
  )
  return queue
}
