import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createDatabase, type Database } from '@/mock-server/db'
import {
  indexedDbStore,
  loadOrSeed,
  saveSnapshot,
  unreadableSnapshotNotice,
  type SnapshotStore,
} from '@/mock-server/persistence'
import { seedDatabase } from '@/mock-server/seed/seed'
import { seedChildren, seedUsers } from '@/mock-server/seed/users'
import { restoreSnapshot, SNAPSHOT_VERSION, takeSnapshot, type Snapshot } from '@/mock-server/snapshot'

const DB_NAME = 'persistence-test'
const today = new Date(2024, 5, 15)

let factory: IDBFactory
let store: SnapshotStore

beforeEach(() => {
  // A fresh, empty IndexedDB for every test.
  factory = new IDBFactory()
  store = indexedDbStore(factory, DB_NAME)
})

/** Writes any value where the snapshot lives, as a damaged or foreign store would hold it. */
function putRaw(value: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = factory.open(DB_NAME, 1)
    open.onupgradeneeded = () => {
      open.result.createObjectStore('snapshots')
    }
    open.onerror = () => reject(open.error ?? new Error('open failed'))
    open.onsuccess = () => {
      const idb = open.result
      const tx = idb.transaction('snapshots', 'readwrite')
      tx.objectStore('snapshots').put(value, 'database')
      tx.oncomplete = () => {
        idb.close()
        resolve()
      }
      tx.onerror = () => reject(tx.error ?? new Error('write failed'))
    }
  })
}

async function seeded(): Promise<Database> {
  const db = createDatabase()
  await seedDatabase(db, today)
  return db
}

const emails = (db: Database) => db.users.all().map((user) => user.email)

async function addChild(db: Database, firstName: string) {
  const parent = db.users.findFirst((q) => q.where({ email: seedUsers.parent.email }))
  if (!parent) throw new Error('the seed has no parent')
  return db.children.create({
    id: db.nextId('children'),
    parent_id: parent.id,
    first_name: firstName,
    last_name: 'Carter',
    sex: 'F',
    dob: '2024-01-10',
    height_cm: null,
    weight_kg: null,
    is_premature: false,
    weeks_premature: null,
    birth_weight: null,
    notes: '',
    profile_image: null,
  })
}

describe('loadOrSeed', () => {
  it('seeds an empty store, with no notice, and writes the seed as the first snapshot', async () => {
    const db = createDatabase()
    const { notice } = await loadOrSeed(db, store, today)

    expect(notice).toBeNull()
    expect(emails(db)).toEqual(expect.arrayContaining([seedUsers.admin.email, seedUsers.parent.email]))
    expect(db.children.all().map((child) => child.first_name)).toEqual(Object.values(seedChildren).map((child) => child.first_name))

    const saved = (await store.read()) as Snapshot
    expect(saved.version).toBe(SNAPSHOT_VERSION)
    expect(saved.counters).toEqual(db.counters)
    expect(saved.tables.users.map((user) => user.email)).toEqual(emails(db))
  })

  it('restores a saved change into a new database, with the same id counters (PRODUCT.md "Persistence")', async () => {
    const first = createDatabase()
    await loadOrSeed(first, store, today)
    const child = await addChild(first, 'Mia')
    await saveSnapshot(first, store)

    // A page reload: a new database and a new connection to the same IndexedDB.
    const reloaded = createDatabase()
    const { notice } = await loadOrSeed(reloaded, indexedDbStore(factory, DB_NAME), today)

    expect(notice).toBeNull()
    expect(reloaded.children.findFirst((q) => q.where({ id: child.id }))).toMatchObject({ first_name: 'Mia', parent_id: child.parent_id })
    expect(reloaded.counters).toEqual(first.counters)
    expect(reloaded.nextId('children')).toBe(child.id + 1)
  })

  it('never reuses the id of a deleted record after a reload', async () => {
    const first = createDatabase()
    await loadOrSeed(first, store, today)
    const child = await addChild(first, 'Mia')
    first.children.delete((q) => q.where({ id: child.id }))
    await saveSnapshot(first, store)

    const reloaded = createDatabase()
    await loadOrSeed(reloaded, indexedDbStore(factory, DB_NAME), today)

    expect(reloaded.children.findFirst((q) => q.where({ id: child.id }))).toBeUndefined()
    expect(reloaded.nextId('children')).toBe(child.id + 1)
  })

  it('keeps the data through a reload that happens on a later day, instead of re-seeding', async () => {
    const first = createDatabase()
    await loadOrSeed(first, store, today)
    const before = takeSnapshot(first).tables

    const reloaded = createDatabase()
    await loadOrSeed(reloaded, store, new Date(2025, 0, 1))
    expect(takeSnapshot(reloaded).tables).toEqual(before)
  })

  it('discards a snapshot that is not a snapshot, loads the seed and shows the notice', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await putRaw('garbage {')

    const db = createDatabase()
    const { notice } = await loadOrSeed(db, store, today)

    expect(notice).toBe(unreadableSnapshotNotice)
    expect(emails(db)).toEqual(emails(await seeded()))
  })

  it('replaces the unreadable snapshot with the seed, so the next start has no notice', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await putRaw({ version: SNAPSHOT_VERSION, tables: 'not tables' })
    await loadOrSeed(createDatabase(), store, today)

    const next = createDatabase()
    const { notice } = await loadOrSeed(next, indexedDbStore(factory, DB_NAME), today)
    expect(notice).toBeNull()
    expect(emails(next)).toEqual(emails(await seeded()))
  })

  it('discards a snapshot with a record that breaks its table schema', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const snapshot = takeSnapshot(await seeded())
    const [firstUser, ...otherUsers] = snapshot.tables.users
    await putRaw({ ...snapshot, tables: { ...snapshot.tables, users: [{ ...firstUser, user_type: 'ROOT' }, ...otherUsers] } })

    const db = createDatabase()
    const { notice } = await loadOrSeed(db, store, today)

    expect(notice).toBe(unreadableSnapshotNotice)
    expect(db.users.all().map((user) => user.user_type)).not.toContain('ROOT')
  })

  it('re-seeds with the notice when the snapshot has another version', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const db = await seeded()
    await addChild(db, 'From an older app')
    await putRaw({ ...takeSnapshot(db), version: SNAPSHOT_VERSION + 1 })

    const reloaded = createDatabase()
    const { notice } = await loadOrSeed(reloaded, store, today)

    expect(notice).toBe(unreadableSnapshotNotice)
    expect(reloaded.children.all().map((child) => child.first_name)).not.toContain('From an older app')
    expect(reloaded.children.all()).toHaveLength(Object.keys(seedChildren).length)
  })

  it('still starts, with the seed and the notice, when the store cannot be read at all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const written: Snapshot[] = []
    const broken: SnapshotStore = {
      read: () => Promise.reject(new Error('IndexedDB is blocked')),
      write: (snapshot) => {
        written.push(snapshot)
        return Promise.resolve()
      },
    }

    const db = createDatabase()
    const { notice } = await loadOrSeed(db, broken, today)

    expect(notice).toBe(unreadableSnapshotNotice)
    expect(emails(db)).toEqual(emails(await seeded()))
    expect(written).toHaveLength(1)
    expect(warn).toHaveBeenCalled()
  })
})

describe('saveSnapshot', () => {
  it('writes two quick changes in order, so the later one is what a reload sees', async () => {
    const db = await seeded()
    const writes: string[] = []
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const slow: SnapshotStore = {
      read: () => Promise.resolve(undefined),
      async write(snapshot) {
        const names = snapshot.tables.children.map((child) => child.first_name).join(',')
        if (writes.length === 0) {
          writes.push(`start:${names}`)
          await gate
        }
        writes.push(names)
      },
    }

    await addChild(db, 'First')
    const firstSave = saveSnapshot(db, slow)
    await addChild(db, 'Second')
    const secondSave = saveSnapshot(db, slow)
    release()
    await Promise.all([firstSave, secondSave])

    const seedNames = Object.values(seedChildren).map((child) => child.first_name)
    expect(writes).toEqual([
      `start:${[...seedNames, 'First'].join(',')}`,
      [...seedNames, 'First'].join(','),
      [...seedNames, 'First', 'Second'].join(','),
    ])
  })

  it('keeps saving after a write fails', async () => {
    const db = await seeded()
    let calls = 0
    const flaky: SnapshotStore = {
      read: () => Promise.resolve(undefined),
      write: () => {
        calls += 1
        return calls === 1 ? Promise.reject(new Error('quota exceeded')) : Promise.resolve()
      },
    }

    await expect(saveSnapshot(db, flaky)).rejects.toThrow('quota exceeded')
    await expect(saveSnapshot(db, flaky)).resolves.toBeUndefined()
    expect(calls).toBe(2)
  })
})

describe('takeSnapshot / restoreSnapshot', () => {
  it('round-trips every table and counter deep-equal', async () => {
    const db = await seeded()
    await addChild(db, 'Mia')
    const snapshot = takeSnapshot(db)

    const copy = createDatabase()
    await restoreSnapshot(copy, snapshot)

    expect(takeSnapshot(copy).tables).toEqual(snapshot.tables)
    expect(copy.counters).toEqual(db.counters)
  })

  it('replaces whatever the database held before', async () => {
    const empty = takeSnapshot(createDatabase())
    const db = await seeded()

    await restoreSnapshot(db, empty)

    expect(db.users.all()).toEqual([])
    expect(db.counters).toEqual(empty.counters)
  })

  it('is a copy: changing the database afterwards does not change a snapshot already taken', async () => {
    const db = await seeded()
    const snapshot = takeSnapshot(db)
    const countBefore = snapshot.tables.children.length
    await addChild(db, 'Later')
    expect(snapshot.tables.children).toHaveLength(countBefore)
  })
})
