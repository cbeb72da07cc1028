import { createFileRoute, Outlet } from '@tanstack/react-router'
import { passwordResetMachine, resetStepPaths } from '@/machines/password-reset.machine'
import { PasswordResetActor } from '@/routes/-lib/password-reset-actor'
import { useNavigateOnDone } from '@/routes/-lib/use-navigate-on-done'
import { useStepUrl } from '@/routes/-lib/use-step-url'

/**
 * Pathless layout of the reset chain (docs/product-rules.md#4): one machine spans
 * /auth/forgot-password … /auth/password-updated, so the email typed on the
 * first step is carried along and each step's URL follows the machine.
 */
export const Route = createFileRoute('/auth/_reset')({
  component: PasswordResetLayout,
})

const stepOrder = Object.values(resetStepPaths)

function PasswordResetLayout() {
  return (
    <PasswordResetActor.Provider>
      <StepSync />
      <Outlet />
    </PasswordResetActor.Provider>
  )
}

function StepSync() {
  const actorRef = PasswordResetActor.useActorRef()
  const snapshot = PasswordResetActor.useSelector((s) => s)
  useStepUrl(passwordResetMachine, snapshot, actorRef.send, stepOrder)
  useNavigateOnDone(actorRef)
  return null
}
