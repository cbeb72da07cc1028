import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '@/routes/-lib/router-context'
import { ErrorScreen } from '@/ui/screens/system/error-screen'
import { NotFoundScreen } from '@/ui/screens/system/not-found-screen'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => <NotFoundScreen homeAction={<Link to="/">Go to the home page</Link>} />,
  errorComponent: ({ error, reset }) => <ErrorScreen onRetry={reset} details={error instanceof Error ? error.message : String(error)} />,
})
