import { z } from 'zod'
import { idempotencyKeyPattern, REMEMBERED_WRITE_KEYS } from '@/contract/idempotency'
import { emptyCollection, type Database } from '@/mock-server/db'
import type { MediaRecord } from '@/mock-server/records'
import { counterNames, highestId, nestedCounters, tableNames, tables, type ApartTableName, type CounterName, type KeptIds, type RowOf, type SavedRowOf, type TableName } from '@/mock-server/tables'

export const SNAPSHOT_VERSION = 1

/** Every table but those stored apart (uploads, stored one by one beside the snapshot, never rewritten with it). */
const isApart = (name: TableName): name is ApartTableName => 'apart' in tables[name]
export const snapshotTableNames = tableNames.filter((name): name is Exclude<TableName, ApartTableName> => !isApart(name))
type SnapshotTableName = (typeof snapshotTableNames)[number]

/** The snapshot's tables: each as its rows may be saved; uploads only in snapshots saved before they were stored apart. */
export type SnapshotTables = { [K in SnapshotTableName]: SavedRowOf<K>[] } & { media?: MediaRecord[] }

const counterSchema = z.number().int().min(0)
const hasId = (row: object): row is { id: number } => 'id' in row && typeof row.id === 'number'
const isLater = (name: TableName) => tables[name].since === 'later'
/** The tables a snapshot saved before they existed reads with rows (content, as the seed's). */
const tablesWithRowsBefore = snapshotTableNames.filter((name) => tables[name].rowsBefore !== undefined)
const rowsBefore = (name: TableName): readonly object[] => tables[name].rowsBefore?.() ?? []
/** The schema a saved row is read with: its older shape where it has one. */
const savedRowSchema = (name: TableName): z.ZodType => {
  if (isApart(name)) return tables[name].apart.inOlderSnapshots
  return tables[name].saved?.schema ?? tables[name].schema
}

/** A table in the snapshot; one added later reads as empty (or as its rows from before) when missing. */
function tableInSnapshot(name: TableName): z.ZodType {
  const rows = z.array(savedRowSchema(name))
  if (isApart(name)) return rows.optional()
  if (!isLater(name)) return rows
  return tables[name].rowsBefore ? z.preprocess((saved) => (saved === undefined ? rowsBefore(name) : saved), rows) : rows.default([])
}

/** Counters added after snapshots were first saved read as 0 when missing. */
const laterCounters = new Set<CounterName>(counterNames.filter((name) => name in tables && isLater(name as TableName)))

/** Everything the mock database holds but its uploads, validated whole when it is read back. */
export const snapshotSchema = z
  .object({
    version: z.literal(SNAPSHOT_VERSION),
    savedAt: z.string(),
    /** Counts the committed writes; a tab whose copy is older reloads before its next request. */
    revision: z.number().int().min(0).optional(),
    /** The keys of the latest saved writes that carried one, oldest first (decision 087: a replayed write is applied once). */
    savedWriteKeys: z.array(z.string().regex(idempotencyKeyPattern)).max(REMEMBERED_WRITE_KEYS).optional(),
    counters: z.object(Object.fromEntries(counterNames.map((name) => [name, laterCounters.has(name) ? counterSchema.default(0) : counterSchema])) as Record<CounterName, z.ZodDefault<typeof counterSchema>>),
    tables: z.object(Object.fromEntries(tableNames.map((name) => [name, tableInSnapshot(name)]))).transform((read) => read as SnapshotTables),
  })
  // A table added later starts from rows (the seed's schedule) its zero counter does not know: ids are never reused.
  .transform((snapshot) => {
    const counters = { ...snapshot.counters }
    for (const name of tablesWithRowsBefore) {
      const rows: readonly object[] = snapshot.tables[name]
      if (name in counters) counters[name as CounterName] = Math.max(counters[name as CounterName], highestId(rows.filter(hasId)))
    }
    return { ...snapshot, counters }
  })
export type Snapshot = z.infer<typeof snapshotSchema>

/** Whether a snapshot holds rows in an older shape (sessions in clear): they are upgraded as restored, and saved again at once. */
export function holdsOlderRows(snapshot: Snapshot): boolean {
  return snapshotTableNames.some((name) => {
    const saved: { isOlder(row: object): boolean } | undefined = tables[name].saved
    const rows: readonly object[] = snapshot.tables[name]
    return saved !== undefined && rows.some((row) => saved.isOlder(row))
  })
}

/** A collection of any table, as the restore fills it: its records are checked by its own schema as they are created. */
interface AnyCollection {
  all(): readonly object[]
  create(value: unknown): Promise<unknown>
  count(): number
  clear(): void
}
const collectionOf = (db: Database, name: TableName): AnyCollection => db[name]

export function takeSnapshot(db: Database, revision = 0, savedWriteKeys: readonly string[] = []): Snapshot {
  const rows = (name: SnapshotTableName): readonly object[] => collectionOf(db, name).all().map((record) => structuredClone({ ...record }))
  const tables = Object.fromEntries(snapshotTableNames.map((name) => [name, rows(name)])) as SnapshotTables
  return { version: SNAPSHOT_VERSION, savedAt: new Date().toISOString(), revision, savedWriteKeys: [...savedWriteKeys], counters: { ...db.counters }, tables }
}

/** A saved table's rows as stored now: rows of an older shape upgraded (sessions hashed, docs/decisions/089). */
async function upgradedRows(name: SnapshotTableName, rows: readonly object[]): Promise<readonly object[]> {
  const saved: { upgrade(row: object): Promise<object> } | undefined = tables[name].saved
  return saved ? Promise.all(rows.map((row) => saved.upgrade(row))) : rows
}

/**
 * Replaces every table of a validated snapshot. Uploads are replaced only when
 * given (`media`); otherwise the ones in memory stay, as they are kept apart.
 */
export async function restoreSnapshot(db: Database, snapshot: Snapshot, media: readonly MediaRecord[] | null = snapshot.tables.media ?? null): Promise<void> {
  Object.assign(db.counters, snapshot.counters)
  const rows = await Promise.all(snapshotTableNames.map((name) => upgradedRows(name, snapshot.tables[name])))
  for (const [index, name] of snapshotTableNames.entries()) {
    const collection = collectionOf(db, name)
    emptyCollection(collection)
    for (const row of rows[index] ?? []) await collection.create(row)
  }
  if (media) {
    emptyCollection(db.media)
    for (const record of media) await db.media.create(record)
  }
}

/** The records of every table as they are now: records are replaced, never changed in place, so references are a copy. */
export type TableContents = Record<TableName, readonly object[]>

export function captureTables(db: Database): TableContents {
  return Object.fromEntries(tableNames.map((name): [TableName, readonly object[]] => [name, [...collectionOf(db, name).all()]])) as TableContents
}

export async function restoreTables(db: Database, contents: TableContents, counters: Record<CounterName, number>): Promise<void> {
  Object.assign(db.counters, counters)
  for (const name of tableNames) {
    const collection = collectionOf(db, name)
    emptyCollection(collection)
    for (const row of contents[name]) await collection.create({ ...row })
  }
}

export interface Salvage {
  snapshot: Snapshot
  /** What could not be read and was left out, one line each, for the log. */
  dropped: string[]
  /** The same in numbers, for the notice: records that could not be read, whole tables that were not lists, and records left out with their parent. */
  summary: {
    unreadable: Partial<Record<TableName, number>>
    unreadableTables: TableName[]
    withParent: Partial<Record<TableName, number>>
  }
}

const idOf = (row: unknown) => (row && typeof row === 'object' && 'id' in row ? ` id ${String(row.id)}` : '')

/**
 * Reads what can be read of a damaged snapshot (docs/decisions/028): each table's valid records, minus those whose
 * parent record is gone (a set whose band was dropped, an answer to a dropped question), table by table in the
 * registry's parent-first order. Counters that cannot be read are rebuilt from the highest ids. Null when nothing is
 * readable (no tables at all).
 */
export function salvageSnapshot(raw: unknown): Salvage | null {
  if (!raw || typeof raw !== 'object') return null
  const source = raw as { tables?: unknown; counters?: unknown }
  if (!source.tables || typeof source.tables !== 'object') return null
  const rawTables = source.tables as Record<string, unknown>
  const dropped: string[] = []
  const summary: Salvage['summary'] = { unreadable: {}, unreadableTables: [], withParent: {} }
  const count = (into: Partial<Record<TableName, number>>, name: TableName) => (into[name] = (into[name] ?? 0) + 1)

  const read = (name: TableName): object[] => {
    const rows = rawTables[name]
    if (rows === undefined && (isLater(name) || isApart(name))) return [...rowsBefore(name)]
    if (!Array.isArray(rows)) {
      dropped.push(`${name}: the whole table (not a list)`)
      summary.unreadableTables.push(name)
      return []
    }
    const schema = savedRowSchema(name)
    const kept: object[] = []
    for (const [index, row] of rows.entries()) {
      const parsed = schema.safeParse(row)
      if (parsed.success) kept.push(parsed.data as object)
      else {
        dropped.push(`${name}[${index}]${idOf(row)}: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`).join('; ')}`)
        count(summary.unreadable, name)
      }
    }
    return kept
  }

  const keptIds = new Map<string, Set<number>>()
  const kept = (table: string, id: number) => {
    const ids = keptIds.get(table)
    if (!ids) throw new Error(`A salvage asked for the parents in "${table}", which is no table read before it (tables.ts).`)
    return ids.has(id)
  }
  const salvaged: Partial<Record<TableName, object[]>> = {}
  for (const name of tableNames) {
    const keptWith: { parents(row: object, kept: KeptIds): boolean; why: string } | undefined = tables[name].keptWith
    const keep: object[] = []
    for (const row of read(name)) {
      if (!keptWith || keptWith.parents(row, kept)) keep.push(row)
      else {
        dropped.push(`${name}${idOf(row)}: ${keptWith.why}`)
        count(summary.withParent, name)
      }
    }
    salvaged[name] = keep
    keptIds.set(name, new Set(keep.filter(hasId).map((row) => row.id)))
  }

  const rebuilt = (name: CounterName) => {
    if (!(name in nestedCounters)) return highestId((salvaged[name as TableName] ?? []).filter(hasId))
    const { table, highest } = nestedCounters[name as keyof typeof nestedCounters]
    return highest((salvaged[table] ?? []) as RowOf<typeof table>[])
  }
  const rawCounters = (source.counters && typeof source.counters === 'object' ? source.counters : {}) as Record<string, unknown>
  // A saved counter may be higher than any id left (deleted records): keep it, so ids are never reused.
  const counters = Object.fromEntries(
    counterNames.map((name) => {
      const saved = counterSchema.safeParse(rawCounters[name])
      return [name, Math.max(saved.success ? saved.data : 0, rebuilt(name))]
    }),
  ) as Record<CounterName, number>

  const snapshot: Snapshot = { version: SNAPSHOT_VERSION, savedAt: new Date().toISOString(), revision: 0, counters, tables: salvaged as SnapshotTables }
  return { snapshot, dropped, summary }
}
