import { createFileRoute, Link, Outlet } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { readSession, subscribeSession } from '@/api/session'
import { NotAuthorizedError, requireAdmin } from '@/routes/-lib/guards'
import { useLogout } from '@/routes/-lib/use-logout'
import { AdminLayout, type RenderAdminNavLink } from '@/ui/screens/admin/layout/admin-layout'
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

const renderNavLink: RenderAdminNavLink = (target, props) => {
  switch (target) {
    case 'dashboard':
      // Exact: the Dashboard is not the current page while Users or Milestones is open.
      return <Link to="/admin-dashboard" activeOptions={{ exact: true }} {...props} />
    case 'users':
      return <Link to="/admin-dashboard/users" {...props} />
    case 'milestones':
      return <Link to="/admin-dashboard/milestones" {...props} />
  }
}

const readStoredUser = () => readSession()?.user ?? null

function AdminDashboardLayout() {
  const guardedUser = Route.useRouteContext({ select: (context) => context.session.user })
  // The stored user, live: an admin who edits their own name sees it here at once.
  const storedUser = useSyncExternalStore(subscribeSession, readStoredUser, readStoredUser)
  const user = storedUser ?? guardedUser
  // spec 4: logout clears all local storage and goes to /auth even if the call fails.
  const logout = useLogout()
  return (
    <AdminLayout userName={user.full_name} userEmail={user.email} renderNavLink={renderNavLink} onLogout={logout}>
      <Outlet />
    </AdminLayout>
  )
}
