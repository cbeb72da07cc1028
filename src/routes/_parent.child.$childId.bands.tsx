import { createFileRoute } from '@tanstack/react-router'
import { childIdParams } from '@/routes/-lib/guards'
import { PlaceholderScreen } from '@/ui/screens/system/placeholder-screen'

export const Route = createFileRoute('/_parent/child/$childId/bands')({
  params: childIdParams,
  component: ChildBandsPage,
})

function ChildBandsPage() {
  return <PlaceholderScreen title="Child Bands" />
}
