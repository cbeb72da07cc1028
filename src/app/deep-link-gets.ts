import { startEarlyGets } from '@/api/early-gets'
import { readSession } from '@/api/session'

interface DeepLink {
  path: RegExp
  /** Whose screen it is: nobody else's reload asks for its data (a parent at an admin address makes no call). */
  role: 'CLIENT' | 'ADMIN'
  /** The GETs the screen's loader or machine makes first, as the client builds them (tests/app/deep-link-gets.test.tsx). */
  gets: (id: string) => string[]
}

const child = (id: string) => `/children/profiles/${id}/`
const bands = '/children/global-bands/'
const answers = (id: string) => `/children/global-responses/?child=${id}`

/**
 * docs/decisions/082: the screens a parent or an admin reaches by a deep link or a reload, and their first
 * calls. The entry starts these before the route's code is in; each is taken once by the call it stands
 * for (src/api/early-gets.ts). A row names only calls its screen makes at once: a test renders each row's
 * screen and fails on a call started here and not taken, or a call of the screen sent twice.
 */
const deepLinks: readonly DeepLink[] = [
  { path: /^\/client-dashboard\/?$/, role: 'CLIENT', gets: () => ['/children/profiles/'] },
  { path: /^\/child\/(\d+)\/?$/, role: 'CLIENT', gets: (id) => [child(id), `/children/milestones/?child=${id}`, bands, answers(id)] },
  { path: /^\/child\/(\d+)\/milestones-status\/?$/, role: 'CLIENT', gets: (id) => [child(id), bands, answers(id)] },
  { path: /^\/admin-dashboard\/milestones\/?$/, role: 'ADMIN', gets: () => [bands] },
]

/** The early GETs of an address for the signed-in user, or none. */
export function deepLinkGets(pathname: string, role: string | undefined): string[] {
  for (const link of deepLinks) {
    const match = link.path.exec(pathname)
    if (match) return link.role === role ? link.gets(match[1] ?? '') : []
  }
  return []
}

/** At boot (main.tsx): this address's first data, on its way beside the route's code. */
export function startDeepLinkGets(pathname: string): void {
  startEarlyGets(deepLinkGets(pathname, readSession()?.user.user_type))
}
