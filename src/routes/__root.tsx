import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import styled from 'styled-components'
import type { RouterContext } from '@/routes/-lib/router-context'
import { useLeavingPage } from '@/routes/-lib/use-leaving-page'
import { NavigationProgress } from '@/ui/primitives/navigation-progress'
import type { ErrorScreenProps } from '@/ui/screens/system/error-screen'

/*
 * The root's error and not-found screens load when first needed: the root route
 * is in the entry chunk that every page, the landing page first, downloads
 * (docs/performance.md: the landing page's initial JavaScript budget, docs/performance.md).
 */
const NotFoundScreen = lazy(() => import('@/ui/screens/system/not-found-screen').then((module) => ({ default: module.NotFoundScreen })))
const ErrorScreen = lazy(() =>
  import('@/ui/screens/system/error-screen').then(
    (module) => ({ default: module.ErrorScreen }),
    // The error may be the network itself (a route chunk failed to load): then the styled screen cannot load either.
    () => ({ default: PlainErrorScreen }),
  ),
)

function PlainErrorScreen({ onRetry }: ErrorScreenProps) {
  return (
    <main>
      <h1>Something went wrong</h1>
      <p>Please try again.</p>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </main>
  )
}

/** Adds no box of its own: the pages lay out as if it were not there. */
const PageFrame = styled.div`
  display: contents;
`

/** docs/decisions/070: on the way to another page, the bar says so and the page being left takes no more taps or keys. */
function RootLayout() {
  const leaving = useLeavingPage()
  return (
    <>
      {leaving && <NavigationProgress />}
      <PageFrame inert={leaving} aria-busy={leaving || undefined}>
        <Outlet />
      </PageFrame>
    </>
  )
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => (
    <Suspense fallback={null}>
      <NotFoundScreen homeAction={<Link to="/">Go to the home page</Link>} />
    </Suspense>
  ),
  errorComponent: ({ error, reset }) => (
    <Suspense fallback={null}>
      <ErrorScreen onRetry={reset} details={error instanceof Error ? error.message : String(error)} />
    </Suspense>
  ),
})
