import { createFileRoute } from '@tanstack/react-router'
import { childIdParams } from '@/routes/-lib/guards'
import { PlaceholderScreen } from '@/ui/screens/system/placeholder-screen'

export const Route = createFileRoute('/_parent/child/$childId/')({
  params: childIdParams,
  component: ChildsProfilePage,
})

function ChildsProfilePage() {
  return <PlaceholderScreen title="Child's Profile" />
}
