import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboardScreen } from '@/ui/screens/admin/layout/admin-dashboard-screen'

export const Route = createFileRoute('/admin-dashboard/')({
  component: AdminDashboardScreen,
})
