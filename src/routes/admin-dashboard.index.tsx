import { createFileRoute, useRouter } from '@tanstack/react-router'
import { isApiError } from '@/api/api-error'
import { getAdminOverview } from '@/api/accounts.api'
import type { AdminOverview } from '@/contract/admin-overview'
import { useReloadOnReturn } from '@/routes/-lib/use-refresh-on-return'
import { AdminDashboardScreen } from '@/ui/screens/admin/layout/admin-dashboard-screen'

type OverviewLoad = { status: 'ready'; overview: AdminOverview } | { status: 'unavailable' } | { status: 'failed' }

/**
 * decision 061: the overview comes from an optional call. A server without it (404)
 * leaves the spec's 'Dashboard Content' alone; any other failure says so with Try again.
 */
async function loadOverview(): Promise<OverviewLoad> {
  try {
    return { status: 'ready', overview: await getAdminOverview() }
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 404) return { status: 'unavailable' }
    console.error('The admin overview could not be loaded', error)
    return { status: 'failed' }
  }
}

export const Route = createFileRoute('/admin-dashboard/')({
  loader: loadOverview,
  pendingComponent: () => <AdminDashboardScreen state={{ status: 'loading' }} />,
  component: AdminDashboardPage,
})

function AdminDashboardPage() {
  const load = Route.useLoaderData()
  const router = useRouter()
  // Content changed in the builder (another tab) and new answers show when the admin comes back.
  useReloadOnReturn()
  const state = load.status === 'failed' ? { status: 'failed' as const, onRetry: () => void router.invalidate() } : load
  return <AdminDashboardScreen state={state} />
}
