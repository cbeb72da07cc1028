import { createFileRoute } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useNavigateOnDone } from '@/routes/-lib/use-navigate-on-done'
import { splashMachine, splashOutput } from '@/machines/splash.machine'
import { SplashScreen } from '@/ui/screens/splash/splash-screen'

export const Route = createFileRoute('/splash')({
  component: SplashPage,
})

/** The machine decides when and where (spec 4: /auth after 2.5 s); this route only navigates. */
function SplashPage() {
  const splash = useActorRef(splashMachine)
  // replace: Back from /auth should not land on a screen that redirects again.
  useNavigateOnDone(splash, { replace: true, ahead: splashOutput })

  return <SplashScreen />
}
