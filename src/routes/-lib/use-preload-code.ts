import { type RegisteredRouter, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

type RoutePath = keyof RegisteredRouter['routesByPath']

/**
 * docs/decisions/079: the code of the pages a screen's links lead to, loaded once the screen is up and the
 * browser is idle, so a tap starts the next page's data at once instead of after its code. Code only: the
 * data of a page loads on intent (the router's defaultPreload) or at the tap, never for a link merely seen.
 */
export function usePreloadCode(paths: readonly RoutePath[]) {
  const router = useRouter()
  const key = paths.join(' ')
  useEffect(() => {
    const load = () => {
      const wanted = new Set(key.split(' '))
      // By full path as the route tree types it (routesByPath trims an index route's slash).
      for (const route of Object.values(router.routesById)) {
        // A chunk that fails here loads again at the tap, which shows the route's own error.
        if (wanted.has(route.fullPath)) router.loadRouteChunk(route)?.catch(() => undefined)
      }
    }
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(load, { timeout: 2000 })
      return () => cancelIdleCallback(handle)
    }
    const timer = setTimeout(load, 200)
    return () => clearTimeout(timer)
  }, [router, key])
}
