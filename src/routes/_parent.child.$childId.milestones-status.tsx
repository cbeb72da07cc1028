import { createFileRoute } from '@tanstack/react-router'
import { childIdParams } from '@/routes/-lib/guards'
import { PlaceholderScreen } from '@/ui/screens/system/placeholder-screen'

export const Route = createFileRoute('/_parent/child/$childId/milestones-status')({
  params: childIdParams,
  component: DevelopmentalMilestonesPage,
})

function DevelopmentalMilestonesPage() {
  return <PlaceholderScreen title="Developmental Milestones" />
}
