import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createDatabase, type Database } from '@/mock-server/db'
import { indexedDbStore } from '@/mock-server/indexed-db-store'
import { createPersistence, damagedSnapshotNotice, unreadableSnapshotNotice, type SnapshotStore } from '@/mock-server/persistence'
import { seedDatabase } from '@/mock-server/seed/seed'
import { seedChildren, seedEarlyChild, seedUsers } from '@/mock-server/seed/users'
import { restoreSnapshot, SNAPSHOT_VERSION, takeSnapshot, type Snapshot } from '@/mock-server/snapshot'
import { makeChildRecord } from '../support/factories'

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
    const open = factory.open(DB_NAME, 2)
    open.onupgradeneeded = () => {
      open.result.createObjectStore('snapshots')
      open.result.createObjectStore('media')
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
  return db.children.create(makeChildRecord({ id: db.nextId('children'), parent_id: parent.id, first_name: firstName, sex: 'F', dob: '2024-01-10' }))
}

const childNames = (db: Database) => db.children.all().map((child) => child.first_name)
const seedChildNames = [...Object.values(seedChildren).map((child) => child.first_name), seedEarlyChild.first_name]

/** A page of the demo: its own in-memory database over the shared store. */
async function openTab(options: { store?: SnapshotStore; lock?: Parameters<typeof createPersistence>[1]['lock']; day?: Date } = {}) {
  const db = createDatabase()
  const persistence = createPersistence(db, { store: options.store ?? indexedDbStore(factory, DB_NAME), lock: options.lock })
  const { notice, noticeTitle } = await persistence.load(options.day ?? today)
  return { db, persistence, notice, noticeTitle }
}

/** Every key of an object store of the test IndexedDB. */
function keysOf(storeName: 'snapshots' | 'media'): Promise<IDBValidKey[]> {
  return new Promise((resolve, reject) => {
    const open = factory.open(DB_NAME, 2)
    open.onerror = () => reject(open.error ?? new Error('open failed'))
    open.onsuccess = () => {
      const req = open.result.transaction(storeName, 'readonly').objectStore(storeName).getAllKeys()
      req.onsuccess = () => {
        open.result.close()
        resolve(req.result)
      }
      req.onerror = () => reject(req.error ?? new Error('read failed'))
    }
  })
}

const pngDataUrl = 'data:image/png;base64,iVBORw0KGgo='
/** The same PNG's first bytes, as uploads are kept since docs/decisions/085. */
const pngBytes = () => Uint8Array.from(atob('iVBORw0KGgo='), (c) => c.charCodeAt(0))

describe('createPersistence: load', () => {
  it('seeds an empty store, with no notice, and writes the seed as the first snapshot', async () => {
    const { db, notice } = await openTab()

    expect(notice).toBeNull()
    expect(emails(db)).toEqual(expect.arrayContaining([seedUsers.admin.email, seedUsers.parent.email]))
    expect(childNames(db)).toEqual(seedChildNames)

    const saved = (await store.read()) as Snapshot
    expect(saved.version).toBe(SNAPSHOT_VERSION)
    expect(saved.counters).toEqual(db.counters)
    expect(saved.tables.users.map((user) => user.email)).toEqual(emails(db))
  })

  it('restores a saved change into a new database, with the same id counters (PRODUCT.md "Persistence")', async () => {
    const first = await openTab()
    const child = await first.persistence.transaction(() => addChild(first.db, 'Mia'))

    // A page reload: a new database and a new connection to the same IndexedDB.
    const reloaded = await openTab()
    expect(reloaded.notice).toBeNull()
    expect(reloaded.db.children.findFirst((q) => q.where({ id: child.id }))).toMatchObject({ first_name: 'Mia', parent_id: child.parent_id })
    expect(reloaded.db.counters).toEqual(first.db.counters)
    expect(reloaded.db.nextId('children')).toBe(child.id + 1)
  })

  it('never reuses the id of a deleted record after a reload', async () => {
    const first = await openTab()
    const child = await first.persistence.transaction(async () => {
      const created = await addChild(first.db, 'Mia')
      first.db.children.delete((q) => q.where({ id: created.id }))
      return created
    })

    const reloaded = await openTab()
    expect(reloaded.db.children.findFirst((q) => q.where({ id: child.id }))).toBeUndefined()
    expect(reloaded.db.nextId('children')).toBe(child.id + 1)
  })

  it('keeps the data through a reload that happens on a later day, instead of re-seeding', async () => {
    const first = await openTab()
    const before = takeSnapshot(first.db).tables
    const reloaded = await openTab({ day: new Date(2025, 0, 1) })
    expect(takeSnapshot(reloaded.db).tables).toEqual(before)
  })

  it('keeps a snapshot that is not a snapshot aside, loads the seed and says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await putRaw('garbage {')

    const { db, notice, noticeTitle } = await openTab()

    expect(notice).toContain(unreadableSnapshotNotice)
    expect(notice).toContain('A copy of the damaged data is kept')
    expect(noticeTitle).toBe('Demo data reset')
    expect(emails(db)).toEqual(emails(await seeded()))
    const aside = (await keysOf('snapshots')).filter((key) => String(key).startsWith('damaged-'))
    expect(aside).toHaveLength(1)
  })

  it('leaves out only a damaged record (and what hangs from it), keeps the rest, keeps the damaged copy and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const db = await seeded()
    await addChild(db, 'Mia')
    const snapshot = takeSnapshot(db)
    const broken = snapshot.tables.questions[5]!
    const brokenOptions = snapshot.tables.options.filter((option) => option.question === broken.id).length
    await putRaw({ ...snapshot, tables: { ...snapshot.tables, questions: snapshot.tables.questions.map((q) => (q.id === broken.id ? { ...q, order: -1 } : q)) } })

    const tab = await openTab()

    // Kept, not reset: the title says so, and the text says what was lost in plain words (not "4 damaged records").
    expect(brokenOptions).toBe(3)
    expect(tab.noticeTitle).toBe('Some demo data was damaged')
    expect(damagedSnapshotNotice({ unreadable: { bands: 2, children: 1 }, unreadableTables: ['media'], withParent: { sets: 3, responses: 1 } })).toBe(
      'The saved demo data was partly damaged: 2 bands, 1 child profile and the list of uploaded images could not be read; they and the 3 question sets and 1 saved answer that belong to them were left out. The rest is kept.',
    )
    expect(damagedSnapshotNotice({ unreadable: { children: 1 }, unreadableTables: [], withParent: {} })).toBe(
      'The saved demo data was partly damaged: 1 child profile could not be read and was left out. The rest is kept.',
    )
    expect(tab.notice).toMatch(
      /^The saved demo data was partly damaged: 1 question could not be read; it and the 3 answer options that belong to it were left out\. The rest is kept\. A copy of the damaged data is kept \(.+\)\.$/,
    )
    expect(tab.db.questions.all()).toHaveLength(snapshot.tables.questions.length - 1)
    expect(tab.db.questions.findFirst((q) => q.where({ id: broken.id }))).toBeUndefined()
    expect(tab.db.options.all()).toHaveLength(snapshot.tables.options.length - brokenOptions)
    expect(childNames(tab.db)).toContain('Mia')
    expect(tab.db.counters).toEqual(db.counters)
    expect(warn.mock.calls.flat().join(' ')).toContain(`questions[5] id ${broken.id}: order`)
    // The damaged copy is kept as it was; the next start reads the repaired data without a notice.
    expect((await keysOf('snapshots')).filter((key) => String(key).startsWith('damaged-'))).toHaveLength(1)
    const next = await openTab()
    expect(next.notice).toBeNull()
    expect(next.db.questions.all()).toHaveLength(snapshot.tables.questions.length - 1)
  })

  it('loads what it can of a snapshot of another version, and keeps the original aside', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const db = await seeded()
    await addChild(db, 'From an older app')
    await putRaw({ ...takeSnapshot(db), version: SNAPSHOT_VERSION + 1 })

    const reloaded = await openTab()

    expect(reloaded.notice).toContain('everything in it that could be read has been loaded')
    expect(childNames(reloaded.db)).toContain('From an older app')
  })

  it('still starts, with the seed and the notice, when the store cannot be read at all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const written: Snapshot[] = []
    const broken: SnapshotStore = {
      ...store,
      read: () => Promise.reject(new Error('IndexedDB is blocked')),
      write: (snapshot) => {
        written.push(snapshot)
        return Promise.resolve()
      },
    }

    const { db, notice } = await openTab({ store: broken })

    expect(notice).toContain(unreadableSnapshotNotice)
    expect(emails(db)).toEqual(emails(await seeded()))
    expect(written).toHaveLength(1)
    expect(warn).toHaveBeenCalled()
  })

  it('moves the uploads of an older snapshot (kept inside it, as data URLs) to their own store, as bytes', async () => {
    const db = await seeded()
    const id = db.nextId('media')
    const dataUrls = [...db.media.all().map((m) => ({ id: m.id, content_type: m.content_type, data_url: `data:${m.content_type};base64,${btoa(String.fromCharCode(...m.bytes))}` })), { id, content_type: 'image/png', data_url: pngDataUrl }]
    await putRaw({ ...takeSnapshot(db), tables: { ...takeSnapshot(db).tables, media: dataUrls } })

    const tab = await openTab()

    expect(tab.notice).toBeNull()
    expect(tab.db.media.all().find((m) => m.id === id)?.bytes).toEqual(pngBytes())
    expect(((await store.read()) as Snapshot).tables.media).toBeUndefined()
    expect(await store.mediaIds()).toEqual(dataUrls.map((m) => m.id))
    expect(await store.readMedia([id])).toEqual([{ id, content_type: 'image/png', bytes: pngBytes() }])
  })

  it('writes the uploads IndexedDB holds as base64 data URLs (before decision 085) back as bytes at the first load', async () => {
    const first = await openTab()
    const id = await first.persistence.transaction(async () => {
      const mediaId = first.db.nextId('media')
      await first.db.media.create({ id: mediaId, content_type: 'image/png', bytes: pngBytes() })
      return mediaId
    })
    // The entry as the store kept it before: a data URL.
    await store.write((await store.read()) as Snapshot, { put: [{ id, content_type: 'image/png', data_url: pngDataUrl } as never], remove: [] })

    const tab = await openTab()

    expect(tab.notice).toBeNull()
    expect(tab.db.media.all().find((m) => m.id === id)?.bytes).toEqual(pngBytes())
    expect(await store.readMedia([id])).toEqual([{ id, content_type: 'image/png', bytes: pngBytes() }])
  })
})

describe('createPersistence: transaction (all or nothing)', () => {
  it('puts the database back when the request fails after changing it, and saves nothing', async () => {
    const { db, persistence } = await openTab()
    const before = takeSnapshot(db).tables
    const saved = await store.read()

    await expect(
      persistence.transaction(async () => {
        await addChild(db, 'Half')
        await db.children.update((q) => q.where({ first_name: seedChildNames[0]! }), { data: (child) => void (child.notes = 'changed') })
        throw new Error('the business rule failed half way')
      }),
    ).rejects.toThrow('half way')

    expect(takeSnapshot(db).tables).toEqual(before)
    expect(await store.read()).toEqual(saved)
  })

  it('a change the store could not save is not kept (issue #11.4), and the next write saves', async () => {
    let failWrites = 0
    const flaky: SnapshotStore = {
      ...store,
      write: (snapshot, media) => (failWrites-- > 0 ? Promise.reject(new Error('QuotaExceededError')) : store.write(snapshot, media)),
    }
    const { db, persistence } = await openTab({ store: flaky })
    const counters = { ...db.counters }

    failWrites = 1
    await expect(persistence.transaction(() => addChild(db, 'Lost'))).rejects.toThrow('QuotaExceededError')
    expect(childNames(db)).toEqual(seedChildNames)
    expect(db.counters).toEqual(counters)

    await persistence.transaction(() => addChild(db, 'Kept'))
    const reloaded = await openTab()
    expect(childNames(reloaded.db)).toEqual([...seedChildNames, 'Kept'])
  })

  it('stores an upload once, apart from the snapshot, and removes it when its record is deleted', async () => {
    const writes: { mediaInSnapshot: boolean; put: number[]; remove: number[] }[] = []
    const watched: SnapshotStore = {
      ...store,
      write: (snapshot, media) => {
        writes.push({ mediaInSnapshot: 'media' in snapshot.tables, put: media.put.map((m) => m.id), remove: media.remove })
        return store.write(snapshot, media)
      },
    }
    const { db, persistence } = await openTab({ store: watched })
    writes.length = 0

    const id = await persistence.transaction(async () => {
      const mediaId = db.nextId('media')
      await db.media.create({ id: mediaId, content_type: 'image/png', bytes: pngBytes() })
      return mediaId
    })
    await persistence.transaction(() => addChild(db, 'Later'))
    expect(await store.readMedia([id])).toEqual([{ id, content_type: 'image/png', bytes: pngBytes() }])
    await persistence.transaction(async () => void db.media.delete((q) => q.where({ id })))

    expect(writes).toEqual([
      { mediaInSnapshot: false, put: [id], remove: [] },
      { mediaInSnapshot: false, put: [], remove: [] },
      { mediaInSnapshot: false, put: [], remove: [id] },
    ])
    expect(await store.mediaIds()).not.toContain(id)
  })
})

describe('createPersistence: two tabs, one truth (issue #11.1)', () => {
  async function twoTabs() {
    // Two pages share one IndexedDB and one Web Lock; each has its own database in memory.
    const { processLock } = await import('@/mock-server/persistence')
    const lock = processLock()
    const a = await openTab({ lock })
    const b = await openTab({ lock })
    return { a, b }
  }

  it('a write in one tab is seen by the next request of the other, and neither overwrites the other', async () => {
    const { a, b } = await twoTabs()
    await a.persistence.transaction(() => addChild(a.db, 'FromA'))
    // Tab B still holds its old copy until its next request.
    expect(childNames(b.db)).not.toContain('FromA')
    await b.persistence.transaction(async () => {
      expect(childNames(b.db)).toContain('FromA')
      await addChild(b.db, 'FromB')
    })

    const reloaded = await openTab()
    expect(childNames(reloaded.db)).toEqual([...seedChildNames, 'FromA', 'FromB'])
    expect(new Set(reloaded.db.children.all().map((child) => child.id)).size).toBe(seedChildNames.length + 2)
  })

  it('keeps all 20 interleaved writes of two tabs, started at once', async () => {
    const { a, b } = await twoTabs()
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const tab = i % 2 === 0 ? a : b
        return tab.persistence.transaction(() => addChild(tab.db, `W${i}`))
      }),
    )
    const reloaded = await openTab()
    const names = childNames(reloaded.db)
    for (let i = 0; i < 20; i++) expect(names).toContain(`W${i}`)
    expect(names).toHaveLength(seedChildNames.length + 20)
  })

  it('an upload made in one tab is served by the other', async () => {
    const { a, b } = await twoTabs()
    const id = await a.persistence.transaction(async () => {
      const mediaId = a.db.nextId('media')
      await a.db.media.create({ id: mediaId, content_type: 'image/png', bytes: pngBytes() })
      return mediaId
    })
    const seen = await b.persistence.transaction(async () => b.db.media.findFirst((q) => q.where({ id }))?.bytes)
    expect(seen).toEqual(pngBytes())
  })
})

describe('createPersistence: reset', () => {
  it('loads the seed again and removes the damaged copies kept aside', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await putRaw('garbage {')
    const { db, persistence } = await openTab()
    await persistence.transaction(() => addChild(db, 'Mia'))

    await persistence.reset(today)

    expect(childNames(db)).toEqual(seedChildNames)
    expect((await keysOf('snapshots')).filter((key) => String(key).startsWith('damaged-'))).toEqual([])
    expect(childNames((await openTab()).db)).toEqual(seedChildNames)
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
