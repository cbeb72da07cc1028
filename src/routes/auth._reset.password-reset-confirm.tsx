import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/ui/screens/system/placeholder-screen'

export const Route = createFileRoute('/auth/_reset/password-reset-confirm')({
  component: PasswordResetPage,
})

function PasswordResetPage() {
  return <PlaceholderScreen title="Password Reset" />
}
