import { EARLY_FRESH_MS } from '@/api/early-gets'

/** How long data started early stays good enough to show: the same as for the entry's early GETs. */
export const EARLY_LOAD_FRESH_MS = EARLY_FRESH_MS

/** A page's first data, started by its route's loader, taken once by the machine that shows it. */
export interface EarlyLoad<T> {
  /** The first call answers what the loader started (while fresh); every later call (a retry, a reload) loads anew. */
  take(): Promise<T>
}

/**
 * docs/decisions/079: a page whose data loads inside its machine (docs/decisions/042) still starts that load
 * in its route's loader, so that the data is on its way while the page's code downloads: on intent (hover,
 * focus, touch; the router's defaultPreload) or at the tap itself, instead of after the code has run.
 * The loader answers `startEarly(...)` without awaiting it, so the page renders at once (its own pending
 * state) and its machine takes the promise. A failure is the machine's to show: nothing is reported here.
 */
export function startEarly<T>(load: () => Promise<T>, now: () => number = Date.now): EarlyLoad<T> {
  const startedAt = now()
  let early: Promise<T> | null = load()
  // Taken or not, a rejection here is not unhandled: the machine that takes it handles it.
  early.catch(() => undefined)
  return {
    take() {
      const started = early
      early = null
      return started && now() - startedAt <= EARLY_LOAD_FRESH_MS ? started : load()
    },
  }
}
