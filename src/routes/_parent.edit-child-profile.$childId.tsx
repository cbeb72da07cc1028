import { createFileRoute } from '@tanstack/react-router'
import { childIdParams } from '@/routes/-lib/guards'
import { PlaceholderScreen } from '@/ui/screens/system/placeholder-screen'

export const Route = createFileRoute('/_parent/edit-child-profile/$childId')({
  params: childIdParams,
  component: EditChildProfilePage,
})

function EditChildProfilePage() {
  return <PlaceholderScreen title="Edit Child Profile" />
}
