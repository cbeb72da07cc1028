import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/ui/screens/system/placeholder-screen'

export const Route = createFileRoute('/_parent/client-dashboard')({
  component: ClientDashboardPage,
})

function ClientDashboardPage() {
  return <PlaceholderScreen title="Client Dashboard" />
}
