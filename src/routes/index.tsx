import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/ui/screens/system/placeholder-screen'

export const Route = createFileRoute('/')({
  component: LandingPage,
})

function LandingPage() {
  return <PlaceholderScreen title="Landing" />
}
