import { createFileRoute, Link, Outlet } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { readSession, subscribeSession } from '@/api/session'
import { NotAuthorizedError, requireAdmin } from '@/routes/-lib/guards'
import { useLogout } from '@/routes/-lib/use-logout'
import { AdminLayout } from '@/ui/screens/admin/layout/admin-layout'
import { ErrorScreen } from '@/ui/screens/system/error-screen'
import { NotAuthorizedScreen } from '@/ui/screens/system/not-authorized-screen'

export const Route = createFileRoute('/admin-dashboard')({
  beforeLoad: (args) => ({ session: requireAdmin(args) }),
  component: AdminDashboardLayout,
  errorComponent: ({ error, reset }) =>
    error instanceof NotAuthorizedError ? (
      <NotAuthorizedScreen action={<Link to="/client-dashboard">Go to your dashboard</Link>} />
    ) : (
      <ErrorScreen onRetry={reset} details={error instanceof Error ? error.message : String(error)} />
    ),
})

const readStoredUser = () => readSession()?.user ?? null

function AdminDashboardLayout() {
  const guardedUser = Route.useRouteContext({ select: (context) => context.session.user })
  // The stored user, live: an admin who edits their own name sees it here at once.
  const storedUser = useSyncExternalStore(subscribeSession, readStoredUser, readStoredUser)
  const user = storedUser ?? guardedUser
  // spec 4: logout clears all local storage and goes to /auth even if the call fails.
  const logout = useLogout()
  return (
    <AdminLayout userName={user.full_name} userEmail={user.email} onLogout={logout}>
      <Outlet />
    </AdminLayout>
  )
}
