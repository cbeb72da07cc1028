import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { splashMachine } from '@/machines/splash.machine'
import { SplashScreen } from '@/ui/screens/splash/splash-screen'

export const Route = createFileRoute('/splash')({
  component: SplashPage,
})

/** The machine decides when and where (spec 4: /auth after 2.5 s); this route only navigates. */
function SplashPage() {
  const navigate = useNavigate()
  const splash = useActorRef(splashMachine)
  const destination = useSelector(splash, (snapshot) => (snapshot.status === 'done' ? snapshot.output.to : null))

  useEffect(() => {
    // replace: Back from /auth should not land on a screen that redirects again.
    if (destination) void navigate({ to: destination, replace: true })
  }, [destination, navigate])

  return <SplashScreen />
}
