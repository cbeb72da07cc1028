import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/ui/screens/system/placeholder-screen'

export const Route = createFileRoute('/admin-dashboard/users')({
  component: UserManagementPage,
})

function UserManagementPage() {
  return <PlaceholderScreen title="User Management" />
}
