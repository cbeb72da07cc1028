import { createFileRoute } from '@tanstack/react-router'
import { PasswordResetActor } from '@/routes/-lib/password-reset-actor'
import { PasswordUpdatedScreen } from '@/ui/screens/auth/reset/password-updated-screen'

/** docs/product-rules.md#2: Continue ends the flow, and the layout goes to /auth. */
export const Route = createFileRoute('/auth/_reset/password-updated')({
  component: PasswordUpdatedPage,
})

function PasswordUpdatedPage() {
  const actorRef = PasswordResetActor.useActorRef()
  return <PasswordUpdatedScreen onContinue={() => actorRef.send({ type: 'continue' })} />
}
