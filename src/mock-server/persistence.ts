import { alreadySavedDetail, REMEMBERED_WRITE_KEYS } from '@/contract/idempotency'
import type { Database } from '@/mock-server/db'
import { readStoredMedia, type MediaRecord } from '@/mock-server/records'
import { HttpError } from '@/mock-server/lib/http-error'
import { seedDatabase } from '@/mock-server/seed/seed'
import {
  captureTables,
  holdsOlderRows,
  restoreSnapshot,
  restoreTables,
  salvageSnapshot,
  type Salvage,
  snapshotSchema,
  takeSnapshot,
  type Snapshot,
  type TableContents,
} from '@/mock-server/snapshot'
import { counterNames, tableNames, tables, type CounterName, type TableName } from '@/mock-server/tables'

/** The uploads a commit adds and removes, written in the same step as the snapshot. */
export interface MediaChanges {
  put: MediaRecord[]
  remove: number[]
}

/**
 * Where the database is kept: IndexedDB in the browser, a JSON file on Node.
 * The snapshot holds every table but media; each upload is stored once, apart,
 * so a large photo is not rewritten with every later change.
 */
export interface SnapshotStore {
  /** The saved snapshot as stored (unchecked), or undefined when nothing is saved. */
  read(): Promise<unknown>
  /** The saved snapshot's revision, cheaply, or null when this store has one writer only. */
  revision(): Promise<number | null>
  /** The stored uploads' ids. */
  mediaIds(): Promise<number[]>
  /** The stored uploads with these ids (unchecked: a damaged one is whatever the store could make of it). */
  readMedia(ids: number[]): Promise<unknown[]>
  /** Saves the snapshot and the media changes as one step: all of it or none. */
  write(snapshot: Snapshot, media: MediaChanges): Promise<void>
  /** Keeps what is stored now under another name, before it is replaced; answers that name. */
  keepAside(): Promise<string>
  /** Removes the copies kept aside (Reset demo data). */
  clearAside(): Promise<void>
}

/** Runs `run` alone: across tabs in the browser (Web Locks), across requests on Node. */
export type Lock = <T>(run: () => Promise<T>) => Promise<T>

/** One request after another, in this process. */
export function processLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(run: () => Promise<T>) => {
    const result = tail.then(run, run)
    tail = result.catch(() => undefined)
    return result
  }
}

export const unreadableSnapshotNotice =
  'The saved demo data could not be read, so the original demo data has been loaded again.'

/** The notice's title: a reset only when the seed replaced the data; a partly damaged snapshot keeps the rest. */
export const demoNoticeTitles = { reset: 'Demo data reset', damaged: 'Some demo data was damaged' } as const

/** Records of a table in plain words (tables.ts: each table's `words`). */
const counted = (name: TableName, n: number) => `${n} ${tables[name].words[n === 1 ? 0 : 1]}`
const inWords = (parts: string[]) => (parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`)

/**
 * What a partly damaged snapshot lost, in plain words: the records that could
 * not be read, and those left out with them (the options of a damaged question).
 */
export function damagedSnapshotNotice(summary: Salvage['summary']): string {
  const unreadable = Object.entries(summary.unreadable).map(([name, n]) => counted(name as TableName, n))
  const lists = summary.unreadableTables.map((name) => `the list of ${tables[name].words[1]}`)
  const withParent = Object.entries(summary.withParent).map(([name, n]) => counted(name as TableName, n))
  if (unreadable.length + lists.length === 0) {
    return 'The saved demo data was in an unexpected form; everything in it that could be read has been loaded.'
  }
  const one = lists.length === 0 && Object.values(summary.unreadable).reduce((sum, n) => sum + n, 0) === 1
  const lost = inWords([...unreadable, ...lists])
  const what =
    withParent.length === 0
      ? `${lost} could not be read and ${one ? 'was' : 'were'} left out`
      : `${lost} could not be read; ${one ? 'it' : 'they'} and the ${inWords(withParent)} that belong to ${one ? 'it' : 'them'} were left out`
  return `The saved demo data was partly damaged: ${what}. The rest is kept.`
}

/** A damaged upload for the log: its id and where the store set it aside, when it says. */
function describeDamagedMedia(raw: unknown): string {
  const { damaged, keptAs, id } = (raw ?? {}) as { damaged?: unknown; keptAs?: unknown; id?: unknown }
  if (typeof damaged === 'number') return `upload ${damaged}${typeof keptAs === 'string' ? `, kept aside as ${keptAs}` : ''}`
  return `upload ${typeof id === 'number' ? id : '(no id)'}: not an upload record`
}

const keptAsideSentence = (where: string) => ` A copy of the damaged data is kept (${where}).`

export interface Persistence {
  /** Loads the saved database (or seeds one) before the first request; answers a notice for the user, if any. */
  load(today?: Date): Promise<{ notice: string | null; noticeTitle: string | null }>
  /**
   * One request: alone (the lock), on the latest saved data (reloaded when
   * another tab has written since), and all or nothing: if `run` throws or the
   * save fails, the database is put back as it was before the request.
   * A write with an idempotency key (decision 087) that was saved before is
   * not run again (409); a saved one's key is written with its change.
   */
  transaction<T>(run: () => Promise<T>, idempotencyKey?: string): Promise<T>
  /** Seeds again and saves, as one transaction; copies kept aside are removed. */
  reset(today?: Date): Promise<void>
}

export interface PersistenceOptions {
  /** Null: in memory only (tests, `npm run api` without --snapshot). */
  store: SnapshotStore | null
  lock?: Lock
  /** Told after each committed write, with the new revision (other tabs reload their copy). */
  onCommit?: (revision: number) => void
  log?: Pick<Console, 'warn'>
}

interface Transaction {
  /** The tables as they were before the request (records are replaced, never changed in place). */
  before: TableContents
  counters: Record<CounterName, number>
}

/** Same records, by reference, in the same order. */
const sameRecords = (a: readonly object[], b: readonly object[]) => a.length === b.length && a.every((record, i) => record === b[i])

export function createPersistence(db: Database, options: PersistenceOptions): Persistence {
  const { store } = options
  const lock = options.lock ?? processLock()
  const log = options.log ?? console
  let revision = 0
  /** The keys of the latest saved writes that carried one (decision 087), as saved with the snapshot. */
  let savedWriteKeys: readonly string[] = []

  const changed = (tx: Transaction) =>
    tableNames.some((name) => !sameRecords(tx.before[name], db[name].all())) || counterNames.some((name) => db.counters[name] !== tx.counters[name])

  async function commit(tx: Transaction, idempotencyKey: string | undefined) {
    const next = revision + 1
    const keys = idempotencyKey ? [...savedWriteKeys, idempotencyKey].slice(-REMEMBERED_WRITE_KEYS) : savedWriteKeys
    if (store) {
      const beforeIds = new Set((tx.before.media as MediaRecord[]).map((record) => record.id))
      const now = db.media.all()
      const nowIds = new Set(now.map((record) => record.id))
      const put = now.filter((record) => !beforeIds.has(record.id)).map((record) => ({ ...record }))
      const remove = [...beforeIds].filter((id) => !nowIds.has(id))
      await store.write(takeSnapshot(db, next, keys), { put, remove })
    }
    revision = next
    savedWriteKeys = keys
    options.onCommit?.(next)
  }

  async function rollback(tx: Transaction) {
    if (tableNames.some((name) => !sameRecords(tx.before[name], db[name].all()))) await restoreTables(db, tx.before, tx.counters)
    else Object.assign(db.counters, tx.counters)
  }

  /** Another tab saved since this copy was loaded: read its snapshot and the uploads this copy lacks. */
  async function syncFromStore() {
    if (!store) return
    const saved = await store.revision()
    if (saved === null || saved === revision) return
    const parsed = snapshotSchema.safeParse(await store.read())
    if (!parsed.success) throw new Error('The saved demo data changed in another tab and cannot be read.')
    const storedIds = new Set(await store.mediaIds())
    const localIds = new Set(db.media.all().map((record) => record.id))
    const missing = [...storedIds].filter((id) => !localIds.has(id))
    const added = (await store.readMedia(missing)).flatMap((raw) => {
      const stored = readStoredMedia(raw)
      return stored ? [stored.record] : []
    })
    await restoreSnapshot(db, parsed.data, null)
    savedWriteKeys = parsed.data.savedWriteKeys ?? []
    for (const id of localIds) if (!storedIds.has(id)) db.media.deleteMany((q) => q.where({ id }))
    for (const record of added) await db.media.create(record)
    revision = parsed.data.revision ?? saved
  }

  async function transaction<T>(run: () => Promise<T>, idempotencyKey?: string): Promise<T> {
    return lock(async () => {
      await syncFromStore()
      if (idempotencyKey && savedWriteKeys.includes(idempotencyKey)) throw new HttpError(409, { detail: alreadySavedDetail })
      const tx: Transaction = { before: captureTables(db), counters: { ...db.counters } }
      try {
        const result = await run()
        if (changed(tx)) await commit(tx, idempotencyKey)
        return result
      } catch (error) {
        await rollback(tx)
        throw error
      }
    })
  }

  /** Seeds and saves every table and upload (the whole store is replaced). */
  async function seedAndSave(today: Date) {
    const storedMedia = store ? await store.mediaIds() : []
    await seedDatabase(db, today)
    if (store) {
      const media = db.media.all().map((record) => ({ ...record }))
      const keep = new Set(media.map((record) => record.id))
      await store.write(takeSnapshot(db, revision + 1, savedWriteKeys), { put: media, remove: storedMedia.filter((id) => !keep.has(id)) })
    }
    revision += 1
    options.onCommit?.(revision)
  }

  async function load(today = new Date()): Promise<{ notice: string | null; noticeTitle: string | null }> {
    if (!store) {
      await seedDatabase(db, today)
      return { notice: null, noticeTitle: null }
    }
    return lock(async () => {
      let raw: unknown
      try {
        raw = await store.read()
      } catch (error) {
        log.warn('The saved demo data could not be read', error)
        raw = { unreadable: true }
      }
      if (raw === undefined) {
        await seedAndSave(today)
        return { notice: null, noticeTitle: null }
      }
      const parsed = snapshotSchema.safeParse(raw)
      if (parsed.success) {
        const damagedMedia = await restoreSaved(parsed.data)
        if (damagedMedia.length === 0) return { notice: null, noticeTitle: null }
        // docs/decisions/031: a damaged upload is left out (set aside by the store), the rest is loaded and the server starts.
        log.warn(`Uploads that could not be read were left out: ${damagedMedia.join('; ')}`)
        const notice = damagedSnapshotNotice({ unreadable: { media: damagedMedia.length }, unreadableTables: [], withParent: {} })
        return { notice, noticeTitle: demoNoticeTitles.damaged }
      }

      // Damaged: never thrown away. Keep it aside, then load what can be read, or the seed.
      let where = ''
      try {
        where = await store.keepAside()
      } catch (error) {
        log.warn('The damaged demo data could not be kept aside', error)
      }
      const kept = where ? keptAsideSentence(where) : ''
      const salvage = salvageSnapshot(raw)
      if (salvage && salvage.snapshot.tables.users.length > 0) {
        log.warn(`The saved demo data was damaged; kept aside as ${where || '(nowhere)'}; left out:\n  ${salvage.dropped.join('\n  ')}`)
        await restoreSaved(salvage.snapshot, true)
        return { notice: damagedSnapshotNotice(salvage.summary) + kept, noticeTitle: demoNoticeTitles.damaged }
      }
      log.warn(`The saved demo data could not be read; kept aside as ${where || '(nowhere)'}; the seed is loaded`)
      await seedAndSave(today)
      return { notice: unreadableSnapshotNotice + kept, noticeTitle: demoNoticeTitles.reset }
    })
  }

  /**
   * A readable snapshot: its tables, and the uploads stored apart (or, from an older snapshot, inside it: moved apart
   * now). Uploads stored as base64 text before decision 085 are written back as bytes now, in the same step.
   */
  async function restoreSaved(snapshot: Snapshot, saveNow = false): Promise<string[]> {
    const inline = snapshot.tables.media
    const damaged: string[] = []
    const legacy: MediaRecord[] = []
    const media =
      inline ??
      (await store!.readMedia(await store!.mediaIds())).flatMap((raw) => {
        const stored = readStoredMedia(raw)
        if (!stored) damaged.push(describeDamagedMedia(raw))
        else if (stored.legacy) legacy.push(stored.record)
        return stored ? [stored.record] : []
      })
    await restoreSnapshot(db, snapshot, media)
    revision = snapshot.revision ?? 0
    savedWriteKeys = snapshot.savedWriteKeys ?? []
    // Sessions saved in clear are hashed by the restore: saved now, so the clear tokens leave the store (docs/decisions/089).
    if (inline || legacy.length > 0 || saveNow || holdsOlderRows(snapshot)) {
      revision += 1
      await store!.write(takeSnapshot(db, revision, savedWriteKeys), { put: inline ? media : legacy, remove: [] })
    }
    return damaged
  }

  return {
    load,
    transaction,
    reset: (today = new Date()) =>
      lock(async () => {
        await seedAndSave(today)
        await store?.clearAside()
      }),
  }
}
