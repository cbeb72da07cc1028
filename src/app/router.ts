import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { clearSession, readSession } from '@/api/session'
import { routeTree } from '@/routeTree.gen'
import type { DemoAccount, RouterContext } from '@/routes/-lib/router-context'

export interface AppRouterOptions {
  history?: RouterHistory
  /** Mock mode: the seed accounts for the login screen's hint (src/app/demo-accounts.ts), in the first render already. */
  demoAccounts?: readonly DemoAccount[] | null
  /** The build's prerender (src/app/prerender.tsx) renders signed out; the browser reads storage. */
  session?: RouterContext['session']
  scrollRestoration?: boolean
}

export function createAppRouter(options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    context: { session: options.session ?? readSession, demoAccounts: options.demoAccounts ?? null },
    defaultPreload: 'intent',
    // A route's pending screen shows only for a load that is not instant, and then long enough to be read.
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
    scrollRestoration: options.scrollRestoration ?? true,
    ...(options.history ? { history: options.history } : {}),
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}

/**
 * docs/product-rules.md#decisions: a 401 from any call after login (expired or revoked token)
 * clears the session and sends the user to /auth with the message, and back
 * to where they were after logging in again.
 */
export function endExpiredSession(router: AppRouter): void {
  clearSession()
  const here = router.state.location.href
  const redirect = here.startsWith('/auth') ? undefined : here
  void router.navigate({ to: '/auth', search: { expired: true, redirect } })
}
