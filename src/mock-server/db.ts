import { Collection } from '@msw/data'
import { counterNames, tableNames, tables, type CounterName, type Tables } from '@/mock-server/tables'

/** One @msw/data collection per table of the registry (tables.ts), validating its records with the table's schema. */
export type Collections = { [K in keyof Tables]: Collection<Tables[K]['schema']> }

function createCollections(): Collections {
  const collection = <K extends keyof Tables>(name: K) => new Collection({ schema: tables[name].schema })
  return Object.fromEntries(tableNames.map((name) => [name, collection(name)])) as Collections
}

/**
 * Empties a collection at once. @msw/data's own `clear()` deletes its records one at a time, each looked up again
 * from the start of the list: 1.8 s for the 20,000 options the content may hold, on every reseed, restore and
 * rolled-back write (docs/performance.md, "A table emptied at once"). No table here has relations or listens to
 * delete events, so dropping the records is all a clear does; `all()` is the collection's own list, and should a
 * later version hand out a copy, the library's clear still runs.
 */
export function emptyCollection(collection: { all(): readonly object[]; count(): number; clear(): void }): void {
  const records = collection.all()
  if (Array.isArray(records)) records.length = 0
  if (collection.count() > 0) collection.clear()
}

export interface Database extends Collections {
  nextId(counter: CounterName): number
  counters: Record<CounterName, number>
  /** Empties every table and resets the counters. */
  clear(): void
}

export function createDatabase(): Database {
  const collections = createCollections()
  const counters = Object.fromEntries(counterNames.map((name) => [name, 0])) as Record<CounterName, number>
  return {
    ...collections,
    counters,
    nextId(counter) {
      counters[counter] += 1
      return counters[counter]
    },
    clear() {
      for (const name of tableNames) emptyCollection(collections[name])
      for (const name of counterNames) counters[name] = 0
    },
  }
}
