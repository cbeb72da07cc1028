import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/ui/screens/system/placeholder-screen'

export const Route = createFileRoute('/auth/_reset/forgot-password')({
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  return <PlaceholderScreen title="Forgot Password" />
}
