import type { MediaChanges, SnapshotStore } from '@/mock-server/persistence'
import type { Snapshot } from '@/mock-server/snapshot'

export const MOCK_DB_NAME = 'first-thousand-days-demo'
const VERSION = 2
const SNAPSHOTS = 'snapshots'
const MEDIA = 'media'
const KEY = 'database'
const REVISION_KEY = 'revision'
const ASIDE_PREFIX = 'damaged-'

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'))
  })
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'))
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'))
  })
}

/**
 * docs/product-rules.md#decisions: the demo database lives in IndexedDB, not localStorage, because
 * logout clears all of localStorage (docs/product-rules.md#4). The snapshot, its
 * revision and the uploads (one entry each, in their own store) are written in
 * one IndexedDB transaction, so a save is all or nothing.
 */
export function indexedDbStore(factory: IDBFactory = indexedDB, name = MOCK_DB_NAME): SnapshotStore {
  let opening: Promise<IDBDatabase> | null = null
  const open = () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(name, VERSION)
      req.onupgradeneeded = () => {
        if (!req.result.objectStoreNames.contains(SNAPSHOTS)) req.result.createObjectStore(SNAPSHOTS)
        if (!req.result.objectStoreNames.contains(MEDIA)) req.result.createObjectStore(MEDIA)
      }
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'))
    })
    return opening
  }
  const get = async (storeName: string, key: IDBValidKey) => request((await open()).transaction(storeName, 'readonly').objectStore(storeName).get(key))

  return {
    read: () => get(SNAPSHOTS, KEY),
    async revision() {
      const value: unknown = await get(SNAPSHOTS, REVISION_KEY)
      return typeof value === 'number' ? value : 0
    },
    async mediaIds() {
      const keys = await request((await open()).transaction(MEDIA, 'readonly').objectStore(MEDIA).getAllKeys())
      return keys.filter((key): key is number => typeof key === 'number')
    },
    async readMedia(ids) {
      if (ids.length === 0) return []
      const store = (await open()).transaction(MEDIA, 'readonly').objectStore(MEDIA)
      return Promise.all(ids.map((id) => request(store.get(id))))
    },
    async write(snapshot: Snapshot, media: MediaChanges) {
      const tx = (await open()).transaction([SNAPSHOTS, MEDIA], 'readwrite')
      const snapshots = tx.objectStore(SNAPSHOTS)
      snapshots.put(snapshot, KEY)
      snapshots.put(snapshot.revision ?? 0, REVISION_KEY)
      const mediaStore = tx.objectStore(MEDIA)
      for (const record of media.put) mediaStore.put(record, record.id)
      for (const id of media.remove) mediaStore.delete(id)
      await done(tx)
    },
    async keepAside() {
      const key = `${ASIDE_PREFIX}${new Date().toISOString()}`
      const tx = (await open()).transaction(SNAPSHOTS, 'readwrite')
      const snapshots = tx.objectStore(SNAPSHOTS)
      const read = snapshots.get(KEY)
      read.onsuccess = () => snapshots.put(read.result, key)
      await done(tx)
      return `IndexedDB "${name}", key "${key}"`
    },
    async clearAside() {
      const tx = (await open()).transaction(SNAPSHOTS, 'readwrite')
      const snapshots = tx.objectStore(SNAPSHOTS)
      const keys = snapshots.getAllKeys()
      keys.onsuccess = () => {
        for (const key of keys.result) if (String(key).startsWith(ASIDE_PREFIX)) snapshots.delete(key)
      }
      await done(tx)
    },
  }
}
