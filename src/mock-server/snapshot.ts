import { z } from 'zod'
import { idempotencyKeyPattern, REMEMBERED_WRITE_KEYS } from '@/contract/idempotency'
import {
  counterNames,
  legacyMediaRecordSchema,
  tableNames,
  tableSchemas,
  tokenRecordSchema,
  type CounterName,
  type Database,
  type MediaRecord,
  type TableName,
  type TokenRecord,
} from '@/mock-server/db'
import { hashToken } from '@/mock-server/lib/security'
import { seedVaccineSchedule } from '@/mock-server/seed/vaccine-schedule'
import { seedVisitSchedule } from '@/mock-server/seed/visit-schedule'

export const SNAPSHOT_VERSION = 1

/** Every table but media: uploads are stored one by one beside the snapshot, never rewritten with it. */
export const snapshotTableNames = tableNames.filter((name) => name !== 'media') as Exclude<TableName, 'media'>[]
type SnapshotTableName = (typeof snapshotTableNames)[number]

const counterSchema = z.number().int().min(0)
/** Tables and counters added after snapshots were first saved: an older snapshot reads them as empty. */
const laterCounters = new Set<CounterName>(['history', 'measurements', 'doctorQuestions', 'practice', 'reminders', 'vaccines', 'doseRecords', 'childAccess', 'invitations', 'visitSchedule', 'visits', 'documents'])
/** Issue #27: a snapshot saved before the vaccine schedule existed gets the seed's (content, like the bands). */
const scheduleOf = (rows: unknown) => (rows === undefined ? structuredClone(seedVaccineSchedule) : rows)
/** Issue #27 point 2: the same for the well-child visit schedule. */
const visitScheduleOf = (rows: unknown) => (rows === undefined ? structuredClone(seedVisitSchedule) : rows)

/**
 * A session saved before only the tokens' hashes were kept (docs/decisions/089): read, then hashed as it is
 * restored, and the snapshot is saved again at once so the clear tokens leave the store; the tokens still sign in.
 */
const clearTokenRecordSchema = tokenRecordSchema.omit({ access_hash: true, refresh_hash: true }).extend({ access: z.string(), refresh: z.string() })
type ClearTokenRecord = z.infer<typeof clearTokenRecordSchema>
const savedTokenSchema = z.union([tokenRecordSchema, clearTokenRecordSchema])
type SavedToken = z.infer<typeof savedTokenSchema>

const isClear = (token: SavedToken): token is ClearTokenRecord => 'access' in token

/** Whether a snapshot still holds sessions' tokens in clear (saved before they were hashed). */
export const holdsClearTokens = (snapshot: Snapshot) => snapshot.tables.tokens.some(isClear)

async function hashedToken(token: SavedToken): Promise<TokenRecord> {
  if (!isClear(token)) return token
  const { access, refresh, ...rest } = token
  return { ...rest, access_hash: await hashToken(access), refresh_hash: await hashToken(refresh) }
}

/** Everything the mock database holds but its uploads, validated whole when it is read back. */
export const snapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  savedAt: z.string(),
  /** Counts the committed writes; a tab whose copy is older reloads before its next request. */
  revision: z.number().int().min(0).optional(),
  /** The keys of the latest saved writes that carried one, oldest first (decision 087: a replayed write is applied once). */
  savedWriteKeys: z.array(z.string().regex(idempotencyKeyPattern)).max(REMEMBERED_WRITE_KEYS).optional(),
  counters: z.object(
    Object.fromEntries(counterNames.map((name) => [name, laterCounters.has(name) ? counterSchema.default(0) : counterSchema])) as Record<
      CounterName,
      z.ZodDefault<typeof counterSchema>
    >,
  ),
  tables: z.object({
    users: z.array(tableSchemas.users),
    tokens: z.array(savedTokenSchema),
    children: z.array(tableSchemas.children),
    bands: z.array(tableSchemas.bands),
    sets: z.array(tableSchemas.sets),
    questions: z.array(tableSchemas.questions),
    options: z.array(tableSchemas.options),
    responses: z.array(tableSchemas.responses),
    history: z.array(tableSchemas.history).default([]),
    measurements: z.array(tableSchemas.measurements).default([]),
    doctorQuestions: z.array(tableSchemas.doctorQuestions).default([]),
    practice: z.array(tableSchemas.practice).default([]),
    reminders: z.array(tableSchemas.reminders).default([]),
    vaccines: z.preprocess(scheduleOf, z.array(tableSchemas.vaccines)),
    doseRecords: z.array(tableSchemas.doseRecords).default([]),
    visitSchedule: z.preprocess(visitScheduleOf, z.array(tableSchemas.visitSchedule)),
    visits: z.array(tableSchemas.visits).default([]),
    documents: z.array(tableSchemas.documents).default([]),
    childAccess: z.array(tableSchemas.childAccess).default([]),
    invitations: z.array(tableSchemas.invitations).default([]),
    /** Only in snapshots saved before uploads were stored apart (as data URLs then); moved out, as bytes, at the first load. */
    media: z.array(legacyMediaRecordSchema).optional(),
  }),
})
  // A table added later starts from rows (the seed's schedule) its zero counter does not know: ids are never reused.
  .transform((snapshot) => ({
    ...snapshot,
    counters: {
      ...snapshot.counters,
      vaccines: Math.max(snapshot.counters.vaccines, highestId(snapshot.tables.vaccines)),
      visitSchedule: Math.max(snapshot.counters.visitSchedule, highestId(snapshot.tables.visitSchedule)),
    },
  }))
export type Snapshot = z.infer<typeof snapshotSchema>

function highestId(rows: readonly { id: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0)
}

export function takeSnapshot(db: Database, revision = 0, savedWriteKeys: readonly string[] = []): Snapshot {
  const tables = Object.fromEntries(
    snapshotTableNames.map((name) => [name, db[name].all().map((record) => structuredClone({ ...record }))]),
  ) as unknown as Snapshot['tables']
  return { version: SNAPSHOT_VERSION, savedAt: new Date().toISOString(), revision, savedWriteKeys: [...savedWriteKeys], counters: { ...db.counters }, tables }
}

type LooseCollection = { create(value: unknown): Promise<unknown>; clear(): void }
const looseCollection = (db: Database, name: TableName) => db[name] as unknown as LooseCollection

/**
 * Replaces every table of a validated snapshot. Uploads are replaced only when
 * given (`media`); otherwise the ones in memory stay, as they are kept apart.
 */
export async function restoreSnapshot(db: Database, snapshot: Snapshot, media: readonly MediaRecord[] | null = snapshot.tables.media ?? null): Promise<void> {
  Object.assign(db.counters, snapshot.counters)
  const tokens = await Promise.all(snapshot.tables.tokens.map(hashedToken))
  for (const name of snapshotTableNames) {
    const collection = looseCollection(db, name)
    collection.clear()
    for (const row of (name === 'tokens' ? tokens : snapshot.tables[name]) as unknown[]) await collection.create(row)
  }
  if (media) {
    db.media.clear()
    for (const record of media) await db.media.create(record)
  }
}

/** The records of every table as they are now: records are replaced, never changed in place, so references are a copy. */
export type TableContents = Record<TableName, readonly object[]>

export function captureTables(db: Database): TableContents {
  return Object.fromEntries(tableNames.map((name) => [name, [...db[name].all()]])) as unknown as TableContents
}

export async function restoreTables(db: Database, contents: TableContents, counters: Record<CounterName, number>): Promise<void> {
  Object.assign(db.counters, counters)
  for (const name of tableNames) {
    const collection = looseCollection(db, name)
    collection.clear()
    for (const row of contents[name]) await collection.create({ ...row })
  }
}

/** The tables a salvage counts in, by name. */
export type SalvagedTable = SnapshotTableName | 'media'

export interface Salvage {
  snapshot: Snapshot
  /** What could not be read and was left out, one line each, for the log. */
  dropped: string[]
  /** The same in numbers, for the notice: records that could not be read, whole tables that were not lists, and records left out with their parent. */
  summary: {
    unreadable: Partial<Record<SalvagedTable, number>>
    unreadableTables: SalvagedTable[]
    withParent: Partial<Record<SalvagedTable, number>>
  }
}

const idOf = (row: unknown) => (row && typeof row === 'object' && 'id' in row ? ` id ${String((row as { id: unknown }).id)}` : '')

/**
 * Reads what can be read of a damaged snapshot: each table's valid records,
 * minus those whose parent record is gone (a set whose band was dropped, an
 * answer to a dropped question). Counters that cannot be read are rebuilt from
 * the highest ids. Null when nothing is readable (no tables at all).
 */
export function salvageSnapshot(raw: unknown): Salvage | null {
  if (!raw || typeof raw !== 'object') return null
  const source = raw as { tables?: unknown; counters?: unknown }
  if (!source.tables || typeof source.tables !== 'object') return null
  const rawTables = source.tables as Record<string, unknown>
  const dropped: string[] = []
  const summary: Salvage['summary'] = { unreadable: {}, unreadableTables: [], withParent: {} }
  const count = (into: Partial<Record<SalvagedTable, number>>, name: SalvagedTable) => (into[name] = (into[name] ?? 0) + 1)

  const read = <N extends SalvagedTable>(name: N) => {
    const rows = rawTables[name]
    if (rows === undefined && name === 'vaccines') return scheduleOf(rows) as z.infer<(typeof tableSchemas)[N]>[]
    if (rows === undefined && name === 'visitSchedule') return visitScheduleOf(rows) as z.infer<(typeof tableSchemas)[N]>[]
    if (rows === undefined && (name === 'media' || name === 'history' || name === 'measurements' || name === 'doctorQuestions' || name === 'practice' || name === 'reminders' || name === 'doseRecords' || name === 'visits' || name === 'documents' || name === 'childAccess' || name === 'invitations')) return []
    if (!Array.isArray(rows)) {
      dropped.push(`${name}: the whole table (not a list)`)
      summary.unreadableTables.push(name)
      return []
    }
    const schema = name === 'media' ? legacyMediaRecordSchema : name === 'tokens' ? savedTokenSchema : tableSchemas[name]
    const kept: unknown[] = []
    for (const [index, row] of rows.entries()) {
      const parsed = schema.safeParse(row)
      if (parsed.success) kept.push(parsed.data)
      else {
        dropped.push(`${name}[${index}]${idOf(row)}: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`).join('; ')}`)
        count(summary.unreadable, name)
      }
    }
    return kept as z.infer<(typeof tableSchemas)[N]>[]
  }
  const keepWhere = <T>(name: SalvagedTable, rows: T[], ok: (row: T) => boolean, why: string): T[] => {
    const kept = rows.filter(ok)
    for (const row of rows.filter((r) => !ok(r))) {
      dropped.push(`${name}${idOf(row)}: ${why}`)
      count(summary.withParent, name)
    }
    return kept
  }

  const users = read('users')
  const userIds = new Set(users.map((user) => user.id))
  const tokens = keepWhere('tokens', read('tokens'), (token) => userIds.has(token.user_id), 'its user was left out')
  const children = keepWhere('children', read('children'), (child) => userIds.has(child.parent_id), 'its parent was left out')
  const bands = read('bands')
  const bandIds = new Set(bands.map((band) => band.id))
  const sets = keepWhere('sets', read('sets'), (set) => bandIds.has(set.band), 'its band was left out')
  const setIds = new Set(sets.map((set) => set.id))
  const questions = keepWhere('questions', read('questions'), (question) => setIds.has(question.band_set), 'its question set was left out')
  const questionIds = new Set(questions.map((question) => question.id))
  const options = keepWhere('options', read('options'), (option) => questionIds.has(option.question), 'its question was left out')
  const optionIds = new Set(options.map((option) => option.id))
  const childIds = new Set(children.map((child) => child.id))
  const responses = keepWhere(
    'responses',
    read('responses'),
    (response) => childIds.has(response.child) && questionIds.has(response.question) && response.choices.every((choice) => optionIds.has(choice.option)),
    'its child, question or option was left out',
  )
  const history = keepWhere('history', read('history'), (entry) => childIds.has(entry.child), 'its child was left out')
  const measurements = keepWhere('measurements', read('measurements'), (row) => childIds.has(row.child), 'its child was left out')
  const doctorQuestions = keepWhere('doctorQuestions', read('doctorQuestions'), (row) => childIds.has(row.child), 'its child was left out')
  const practice = keepWhere('practice', read('practice'), (row) => childIds.has(row.child) && questionIds.has(row.question), 'its child or question was left out')
  const reminders = keepWhere('reminders', read('reminders'), (row) => childIds.has(row.child), 'its child was left out')
  const childAccess = keepWhere('childAccess', read('childAccess'), (row) => childIds.has(row.child) && userIds.has(row.user), 'its child or user was left out')
  const invitations = keepWhere('invitations', read('invitations'), (row) => childIds.has(row.child), 'its child was left out')
  const vaccines = read('vaccines')
  const vaccineIds = new Set(vaccines.map((dose) => dose.id))
  const doseRecords = keepWhere('doseRecords', read('doseRecords'), (row) => childIds.has(row.child) && vaccineIds.has(row.dose), 'its child or dose was left out')
  const visitSchedule = read('visitSchedule')
  const visits = keepWhere('visits', read('visits'), (row) => childIds.has(row.child), 'its child was left out')
  const documents = keepWhere('documents', read('documents'), (row) => childIds.has(row.child), 'its child was left out')
  const media = read('media')

  const tables = { users, tokens, children, bands, sets, questions, options, responses, history, measurements, doctorQuestions, practice, reminders, childAccess, invitations, vaccines, doseRecords, visitSchedule, visits, documents, media }
  const highest = highestId
  const rebuilt: Record<CounterName, number> = {
    users: highest(users),
    children: highest(children),
    bands: highest(bands),
    sets: highest(sets),
    questions: highest(questions),
    options: highest(options),
    responses: highest(responses),
    choices: responses.reduce((max, response) => Math.max(max, highest(response.choices)), 0),
    media: highest(media),
    history: highest(history),
    measurements: highest(measurements),
    doctorQuestions: highest(doctorQuestions),
    practice: highest(practice),
    reminders: highest(reminders),
    vaccines: highest(vaccines),
    doseRecords: highest(doseRecords),
    childAccess: highest(childAccess),
    invitations: highest(invitations),
    visitSchedule: highest(visitSchedule),
    visits: highest(visits),
    documents: highest(documents),
  }
  const rawCounters = (source.counters && typeof source.counters === 'object' ? source.counters : {}) as Record<string, unknown>
  // A saved counter may be higher than any id left (deleted records): keep it, so ids are never reused.
  const counters = Object.fromEntries(
    counterNames.map((name) => {
      const saved = counterSchema.safeParse(rawCounters[name])
      return [name, Math.max(saved.success ? saved.data : 0, rebuilt[name])]
    }),
  ) as Record<CounterName, number>

  const snapshot: Snapshot = { version: SNAPSHOT_VERSION, savedAt: new Date().toISOString(), revision: 0, counters, tables }
  return { snapshot, dropped, summary }
}
