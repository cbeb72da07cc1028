import { waitFor } from '@testing-library/react'
import type { AnyRouter } from '@tanstack/react-router'

const routers = new Set<AnyRouter>()

/** renderApp's and renderWithRouter's routers, so that the page is torn down only once their navigations have landed. */
export function trackRouter(router: AnyRouter): void {
  routers.add(router)
}

/**
 * Waits until every router a test rendered is idle. A route still loading when a test ends (a dashboard
 * fetching its list) otherwise updates after jsdom is gone: an unhandled error, seen under load.
 */
export async function settleRouters(): Promise<void> {
  for (const router of routers) {
    await waitFor(
      () => {
        if (router.state.status !== 'idle') throw new Error(`the router is still ${router.state.status} at ${router.state.location.href}`)
      },
      { timeout: 5000 },
    )
  }
  routers.clear()
}
