import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/ui/screens/system/placeholder-screen'

export const Route = createFileRoute('/splash')({
  component: SplashPage,
})

function SplashPage() {
  return <PlaceholderScreen title="Splash" />
}
