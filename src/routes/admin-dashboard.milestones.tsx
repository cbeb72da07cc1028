import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/ui/screens/system/placeholder-screen'

export const Route = createFileRoute('/admin-dashboard/milestones')({
  component: MilestoneBuilderPage,
})

function MilestoneBuilderPage() {
  return <PlaceholderScreen title="Milestone Builder" />
}
