import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/ui/screens/system/placeholder-screen'

export const Route = createFileRoute('/_parent/create-child-profile')({
  component: CreateChildProfilePage,
})

function CreateChildProfilePage() {
  return <PlaceholderScreen title="Create Child Profile" />
}
