import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/ui/screens/system/placeholder-screen'

export const Route = createFileRoute('/auth/_reset/new-password')({
  component: NewPasswordPage,
})

function NewPasswordPage() {
  return <PlaceholderScreen title="New Password" />
}
