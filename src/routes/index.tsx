import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { LandingScreen } from '@/ui/screens/landing/landing-screen'

export const Route = createFileRoute('/')({
  component: LandingPage,
})

// spec 2 "/": Get Started goes to /splash.
const GET_STARTED_TO = '/splash'

function LandingPage() {
  const navigate = useNavigate()
  return <LandingScreen getStartedHref={GET_STARTED_TO} onGetStarted={() => void navigate({ to: GET_STARTED_TO })} />
}
