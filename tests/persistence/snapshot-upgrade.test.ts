import { describe, expect, it } from 'vitest'
import { createDatabase } from '@/mock-server/db'
import { seedDatabase } from '@/mock-server/seed/seed'
import { restoreSnapshot, salvageSnapshot, snapshotSchema, takeSnapshot } from '@/mock-server/snapshot'
import { seedVaccineSchedule } from '@/mock-server/seed/vaccine-schedule'
import { seedVisitSchedule } from '@/mock-server/seed/visit-schedule'

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

describe('a snapshot saved before issue #27 (no vaccine schedule, no recorded doses)', () => {
  async function olderSnapshot() {
    const db = createDatabase()
    await seedDatabase(db, new Date(2025, 5, 15, 12))
    const snapshot = takeSnapshot(db) as unknown as { tables: Record<string, unknown>; counters: Record<string, unknown> }
    for (const name of ['vaccines', 'doseRecords']) {
      delete snapshot.tables[name]
      delete snapshot.counters[name]
    }
    return snapshot
  }

  it("reads whole with the seed's schedule (content, as the bands) and no records, and its next dose id follows the schedule's", async () => {
    const parsed = snapshotSchema.safeParse(await olderSnapshot())
    expect(parsed.success).toBe(true)
    if (!parsed.success) return
    expect(parsed.data.tables.vaccines.map((dose) => dose.key)).toEqual(seedVaccineSchedule.map((dose) => dose.key))
    expect(parsed.data.tables.doseRecords).toEqual([])
    const db = createDatabase()
    await restoreSnapshot(db, parsed.data)
    expect(db.nextId('vaccines')).toBe(seedVaccineSchedule.length + 1)
  })

  it('salvages a damaged one the same way, dropping a record whose dose is gone', async () => {
    const snapshot = await olderSnapshot()
    const child = (snapshot.tables.children as { id: number }[])[0]!.id
    snapshot.tables.doseRecords = [{ id: 1, child, dose: 999, status: 'given', date: '2025-01-01', clinic: '', lot: '', note: '' }]
    const salvage = salvageSnapshot(snapshot)
    expect(salvage?.snapshot.tables.vaccines).toHaveLength(seedVaccineSchedule.length)
    expect(salvage?.snapshot.tables.doseRecords).toEqual([])
    expect(salvage?.dropped).toContain('doseRecords id 1: its child or dose was left out')
  })
})

describe('a snapshot saved before issue #27 point 2 (no well-child visit schedule, no visits)', () => {
  async function olderSnapshot() {
    const db = createDatabase()
    await seedDatabase(db, new Date(2025, 5, 15, 12))
    const snapshot = takeSnapshot(db) as unknown as { tables: Record<string, unknown>; counters: Record<string, unknown> }
    for (const name of ['visitSchedule', 'visits']) {
      delete snapshot.tables[name]
      delete snapshot.counters[name]
    }
    return snapshot
  }

  it("reads whole with the seed's visit schedule and no visits, and its next schedule id follows the schedule's", async () => {
    const parsed = snapshotSchema.safeParse(await olderSnapshot())
    expect(parsed.success).toBe(true)
    if (!parsed.success) return
    expect(parsed.data.tables.visitSchedule.map((visit) => visit.key)).toEqual(seedVisitSchedule.map((visit) => visit.key))
    expect(parsed.data.tables.visits).toEqual([])
    const db = createDatabase()
    await restoreSnapshot(db, parsed.data)
    expect(db.nextId('visitSchedule')).toBe(seedVisitSchedule.length + 1)
    expect(db.nextId('visits')).toBe(1)
  })

  it('salvages a damaged one the same way, dropping a visit whose child is gone', async () => {
    const snapshot = await olderSnapshot()
    snapshot.tables.visits = [{ id: 1, child: 999, date: '2025-01-01', kind: 'well_child', clinician: '', notes: '', questions: '' }]
    const salvage = salvageSnapshot(snapshot)
    expect(salvage?.snapshot.tables.visitSchedule).toHaveLength(seedVisitSchedule.length)
    expect(salvage?.snapshot.tables.visits).toEqual([])
    expect(salvage?.dropped).toContain('visits id 1: its child was left out')
  })
})
