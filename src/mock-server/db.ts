import { Collection } from '@msw/data'
import { counterNames, tableNames, tables, type CounterName, type Tables } from '@/mock-server/tables'

/** One @msw/data collection per table of the registry (tables.ts), validating its records with the table's schema. */
export type Collections = { [K in keyof Tables]: Collection<Tables[K]['schema']> }

function createCollections(): Collections {
  const collection = <K extends keyof Tables>(name: K) => new Collection({ schema: tables[name].schema })
  return Object.fromEntries(tableNames.map((name) => [name, collection(name)])) as Collections
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
      for (const name of tableNames) collections[name].clear()
      for (const name of counterNames) counters[name] = 0
    },
  }
}
