import { createFileRoute } from '@tanstack/react-router'
import { PasswordResetActor } from '@/routes/-lib/password-reset-actor'
import { ForgotPasswordScreen } from '@/ui/screens/auth/reset/forgot-password-screen'

/** docs/product-rules.md#2: Reset Password goes on to /auth/verify-code with the email; Back goes to /auth (the layout navigates). */
export const Route = createFileRoute('/auth/_reset/forgot-password')({
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  const actorRef = PasswordResetActor.useActorRef()
  // Stays busy once the machine has moved on, until the next step's page replaces this one.
  const busy = PasswordResetActor.useSelector((s) => s.hasTag('busy') || s.matches('verifyCode'))
  const email = PasswordResetActor.useSelector((s) => s.context.email)
  return (
    <ForgotPasswordScreen
      busy={busy}
      defaultEmail={email}
      onSubmit={(value) => actorRef.send({ type: 'submit.email', email: value })}
      onBack={() => actorRef.send({ type: 'back' })}
    />
  )
}
