import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/ui/screens/system/placeholder-screen'

export const Route = createFileRoute('/_parent/onboarding')({
  component: OnboardingPage,
})

function OnboardingPage() {
  return <PlaceholderScreen title="Onboarding" />
}
