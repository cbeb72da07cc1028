import { createFileRoute, Link, Outlet } from '@tanstack/react-router'
import { NotAuthorizedError, requireAdmin } from '@/routes/-lib/guards'
import { ErrorScreen } from '@/ui/screens/system/error-screen'
import { NotAuthorizedScreen } from '@/ui/screens/system/not-authorized-screen'

export const Route = createFileRoute('/admin-dashboard')({
  beforeLoad: (args) => ({ session: requireAdmin(args) }),
  component: Outlet,
  errorComponent: ({ error, reset }) =>
    error instanceof NotAuthorizedError ? (
      <NotAuthorizedScreen action={<Link to="/client-dashboard">Go to your dashboard</Link>} />
    ) : (
      <ErrorScreen onRetry={reset} details={error instanceof Error ? error.message : String(error)} />
    ),
})
