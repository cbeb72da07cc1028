import { describe, expect, it } from 'vitest'
import { createDatabase } from '@/mock-server/db'
import { seedDatabase } from '@/mock-server/seed/seed'
import { restoreSnapshot, salvageSnapshot, snapshotSchema, takeSnapshot } from '@/mock-server/snapshot'

describe('a snapshot saved before issue #15 (no history, measurements or questions for the doctor)', () => {
  async function olderSnapshot() {
    const db = createDatabase()
    await seedDatabase(db, new Date(2025, 5, 15, 12))
    const snapshot = takeSnapshot(db) as unknown as { tables: Record<string, unknown>; counters: Record<string, unknown> }
    delete snapshot.tables.history
    delete snapshot.tables.measurements
    delete snapshot.counters.history
    delete snapshot.counters.measurements
    delete snapshot.tables.doctorQuestions
    delete snapshot.counters.doctorQuestions
    return snapshot
  }

  it('still reads whole, with the new tables empty, so the demo keeps its data', async () => {
    const parsed = snapshotSchema.safeParse(await olderSnapshot())
    expect(parsed.success).toBe(true)
    if (!parsed.success) return
    expect(parsed.data.tables.history).toEqual([])
    expect(parsed.data.counters.measurements).toBe(0)
    const db = createDatabase()
    await restoreSnapshot(db, parsed.data)
    expect(db.children.all()).toHaveLength(4)
    expect(db.history.all()).toEqual([])
    expect(db.doctorQuestions.all()).toEqual([])
  })

  it('salvages a damaged one the same way, dropping history whose child is gone', async () => {
    const snapshot = await olderSnapshot()
    snapshot.tables.history = [{ id: 1, child: 999, date: '2025-01-01', band: null, progress: [] }]
    const salvage = salvageSnapshot(snapshot)
    expect(salvage?.snapshot.tables.history).toEqual([])
    expect(salvage?.dropped).toContain('history id 1: its child was left out')
  })
})
