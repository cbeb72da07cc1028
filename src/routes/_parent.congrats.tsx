import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/ui/screens/system/placeholder-screen'

export const Route = createFileRoute('/_parent/congrats')({
  component: CongratulationsPage,
})

function CongratulationsPage() {
  return <PlaceholderScreen title="Congratulations" />
}
