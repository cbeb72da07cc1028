import { apiConfig } from '@/api/api-config'
import { accessToken } from '@/api/session'

/** How long an answer started early stays good enough to show: a hover, then a click a few seconds later. */
export const EARLY_FRESH_MS = 10_000

interface EarlyGet {
  token: string
  startedAt: number
  response: Promise<Response>
}

/** Full URL -> the one request started for it, until the call that wants it takes it. */
const started = new Map<string, EarlyGet>()

/**
 * docs/decisions/082: a deep link or a reload asks for its screen's first data from the app's entry, by URL,
 * while the route's code is still downloading (src/app/deep-link-gets.ts says which calls). The request is
 * the one the client would send (same URL, Accept and bearer token), made once; the client's `call` takes
 * its answer instead of sending its own (client.ts), then reads and checks it as always. Zod-free, so that
 * the entry stays small. `paths` are the endpoint table's paths with their query, without the base URL.
 */
export function startEarlyGets(paths: readonly string[], now: () => number = Date.now): void {
  const token = accessToken()
  if (!token || paths.length === 0) return
  const startedAt = now()
  for (const path of paths) {
    const url = `${apiConfig.baseUrl.replace(/\/$/, '')}${path}`
    // In the demo, no request leaves before the in-browser backend answers (as in client.ts).
    const response = Promise.resolve(apiConfig.ready).then(() => fetch(url, { method: 'GET', headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } }))
    // Taken or not, a failure is not unhandled here: the call that takes it reports it as its own.
    response.catch(() => undefined)
    started.set(url, { token, startedAt, response })
  }
}

/**
 * The answer started early for this GET, once: for the same URL and the same token, while fresh. Every
 * later call of it (a retry, a reload of the screen, another screen) is sent anew.
 */
export function takeEarlyGet(url: string, token: string | null, now: () => number = Date.now): Promise<Response> | null {
  const early = started.get(url)
  if (!early) return null
  started.delete(url)
  return early.token === token && now() - early.startedAt <= EARLY_FRESH_MS ? early.response : null
}

/** A write makes every answer started before it stale: what was not taken yet is dropped (client.ts). */
export function dropEarlyGets(): void {
  started.clear()
}

/** The URLs started early and not taken (tests: the table names only calls its screen makes). */
export function earlyGetsNotTaken(): string[] {
  return [...started.keys()]
}
