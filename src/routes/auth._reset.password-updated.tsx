import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/ui/screens/system/placeholder-screen'

export const Route = createFileRoute('/auth/_reset/password-updated')({
  component: PasswordUpdatedPage,
})

function PasswordUpdatedPage() {
  return <PlaceholderScreen title="Password Updated" />
}
