import type { Session } from '@/api/session'

/** What every route can read: typed router context (STYLE.md, TanStack Router's auth pattern). */
export interface RouterContext {
  session: () => Session | null
}
