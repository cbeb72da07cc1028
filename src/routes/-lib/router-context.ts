import type { Session } from '@/api/session'

/** What every route can read: typed router context (STYLE.md, TanStack Router's auth pattern). */
export interface DemoAccount {
  role: string
  email: string
  password: string
}

export interface RouterContext {
  session: () => Session | null
  /** Mock mode only: the seed accounts, shown on the login screen (absent in real-API builds). */
  demoAccounts: readonly DemoAccount[] | null
}
