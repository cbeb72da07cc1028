import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { redirectSearch } from '@/domain/redirect'
import { onboardingMachine } from '@/machines/onboarding.machine'
import { useNavigateOnDone } from '@/routes/-lib/use-navigate-on-done'
import { OnboardingScreen } from '@/ui/screens/onboarding/onboarding-screen'

export const Route = createFileRoute('/_parent/onboarding')({
  // Where a visitor come through sign-up from an invitation's link goes back to (docs/decisions/072).
  validateSearch: redirectSearch,
  component: OnboardingPage,
})

function OnboardingPage() {
  const { redirect } = Route.useSearch()
  const actorRef = useActorRef(onboardingMachine, { input: { redirect } })
  const slide = useSelector(actorRef, (snapshot) => snapshot.context.slide)
  // Busy from the completion call until the navigation to /client-dashboard (docs/product-rules.md#4).
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy') || snapshot.status === 'done')
  useNavigateOnDone(actorRef)

  return (
    <OnboardingScreen
      slide={slide}
      busy={busy}
      onNext={() => actorRef.send({ type: 'slide.next' })}
      onForward={() => actorRef.send({ type: 'slide.forward' })}
      onPrevious={() => actorRef.send({ type: 'slide.previous' })}
      onGo={(index) => actorRef.send({ type: 'slide.go', index })}
      onSkip={() => actorRef.send({ type: 'skip' })}
    />
  )
}
