import { createFileRoute } from '@tanstack/react-router'
import { PasswordResetActor } from '@/routes/-lib/password-reset-actor'
import { VerifyCodeScreen } from '@/ui/screens/auth/reset/verify-code-screen'

/** docs/product-rules.md#2: Verify goes on to /auth/password-reset-confirm; Resend only logs; Back goes to /auth/forgot-password. */
export const Route = createFileRoute('/auth/_reset/verify-code')({
  component: VerifyCodePage,
})

function VerifyCodePage() {
  const actorRef = PasswordResetActor.useActorRef()
  // Stays busy once the machine has moved on, until the next step's page replaces this one.
  const busy = PasswordResetActor.useSelector((s) => s.hasTag('busy') || s.matches('resetConfirm'))
  const email = PasswordResetActor.useSelector((s) => s.context.email)
  return (
    <VerifyCodeScreen
      email={email}
      busy={busy}
      onVerify={(code) => actorRef.send({ type: 'submit.code', code })}
      onResend={() => actorRef.send({ type: 'resend' })}
      onBack={() => actorRef.send({ type: 'back' })}
    />
  )
}
