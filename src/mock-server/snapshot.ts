import { z } from 'zod'
import { counterNames, tableNames, tableSchemas, type CounterName, type Database, type TableName } from '@/mock-server/db'

export const SNAPSHOT_VERSION = 1

/** Everything the mock database holds, validated whole when it is read back. */
export const snapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  savedAt: z.string(),
  counters: z.object(Object.fromEntries(counterNames.map((name) => [name, z.number().int().min(0)])) as Record<CounterName, z.ZodNumber>),
  tables: z.object({
    users: z.array(tableSchemas.users),
    tokens: z.array(tableSchemas.tokens),
    children: z.array(tableSchemas.children),
    bands: z.array(tableSchemas.bands),
    sets: z.array(tableSchemas.sets),
    questions: z.array(tableSchemas.questions),
    options: z.array(tableSchemas.options),
    responses: z.array(tableSchemas.responses),
    media: z.array(tableSchemas.media),
  }),
})
export type Snapshot = z.infer<typeof snapshotSchema>

export function takeSnapshot(db: Database): Snapshot {
  const tables = Object.fromEntries(
    tableNames.map((name) => [name, db[name].all().map((record) => structuredClone({ ...record }))]),
  ) as unknown as Snapshot['tables']
  return { version: SNAPSHOT_VERSION, savedAt: new Date().toISOString(), counters: { ...db.counters }, tables }
}

/** Replaces the whole database with a snapshot that has already been validated. */
export async function restoreSnapshot(db: Database, snapshot: Snapshot): Promise<void> {
  db.clear()
  Object.assign(db.counters, snapshot.counters)
  for (const name of tableNames) {
    const rows = snapshot.tables[name] as unknown[]
    const collection = db[name as TableName] as unknown as { create(value: unknown): Promise<unknown> }
    for (const row of rows) await collection.create(row)
  }
}
