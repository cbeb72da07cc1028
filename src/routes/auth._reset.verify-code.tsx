import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/ui/screens/system/placeholder-screen'

export const Route = createFileRoute('/auth/_reset/verify-code')({
  component: VerifyCodePage,
})

function VerifyCodePage() {
  return <PlaceholderScreen title="Verify Code" />
}
