import { describe, expect, it, vi } from 'vitest'
import { createDatabase, emptyCollection } from '@/mock-server/db'
import { seedDatabase } from '@/mock-server/seed/seed'
import { captureTables, restoreTables } from '@/mock-server/snapshot'

/*
 * docs/performance.md, "A table emptied at once": reseeds, restores and rolled-back writes empty every table;
 * @msw/data's own clear takes seconds on a large one, so the database drops the records at once.
 */
describe('emptying a table', () => {
  it('drops every record without deleting them one by one, and the table takes records again', async () => {
    const db = createDatabase()
    await seedDatabase(db, new Date(2025, 5, 18, 12))
    const options = db.options.all().length
    expect(options).toBeGreaterThan(0)
    const oneByOne = vi.spyOn(db.options, 'clear')
    emptyCollection(db.options)
    expect(db.options.count()).toBe(0)
    expect(oneByOne).not.toHaveBeenCalled()
    const restored = createDatabase()
    await seedDatabase(restored, new Date(2025, 5, 18, 12))
    const contents = captureTables(restored)
    await restoreTables(db, contents, restored.counters)
    expect(db.options.count()).toBe(options)
    const first = db.options.all()[0]!
    expect(db.options.findFirst((q) => q.where({ id: first.id }))).toEqual(first)
  })

  it("still empties a collection whose list is a copy, with the library's own clear", () => {
    const rows = [{ id: 1 }, { id: 2 }]
    const collection = { all: () => [...rows], count: () => rows.length, clear: vi.fn(() => (rows.length = 0)) }
    emptyCollection(collection)
    expect(collection.clear).toHaveBeenCalledOnce()
    expect(collection.count()).toBe(0)
  })

  it('empties every table of the database with clear()', async () => {
    const db = createDatabase()
    await seedDatabase(db, new Date(2025, 5, 18, 12))
    db.clear()
    expect(Object.values(captureTables(db)).every((rows) => rows.length === 0)).toBe(true)
    expect(db.counters.options).toBe(0)
  })
})
