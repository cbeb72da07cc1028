import { createFileRoute } from '@tanstack/react-router'
import { useResetStep } from '@/routes/-lib/password-reset-actor'
import { VerifyCodeScreen } from '@/ui/screens/auth/reset/verify-code-screen'

/** docs/product-rules.md#2: Verify goes on to /auth/password-reset-confirm; Resend only logs; Back goes to /auth/forgot-password. */
export const Route = createFileRoute('/auth/_reset/verify-code')({
  component: VerifyCodePage,
})

function VerifyCodePage() {
  // Stays busy once the machine has moved on, until the next step's page replaces this one.
  const { held, email, send, onBack } = useResetStep('busy', 'resetConfirm')
  return (
    <VerifyCodeScreen
      email={email}
      busy={held}
      onVerify={(code) => send({ type: 'submit.code', code })}
      onResend={() => send({ type: 'resend' })}
      onBack={onBack}
    />
  )
}
