import { createFileRoute } from '@tanstack/react-router'
import { useResetStep } from '@/routes/-lib/password-reset-actor'
import { ForgotPasswordScreen } from '@/ui/screens/auth/reset/forgot-password-screen'

/** docs/product-rules.md#2: Reset Password goes on to /auth/verify-code with the email; Back goes to /auth (the layout navigates). */
export const Route = createFileRoute('/auth/_reset/forgot-password')({
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  // Stays busy once the machine has moved on, until the next step's page replaces this one.
  const { held, email, send, onBack } = useResetStep('busy', 'verifyCode')
  return (
    <ForgotPasswordScreen
      busy={held}
      defaultEmail={email}
      onSubmit={(value) => send({ type: 'submit.email', email: value })}
      onBack={onBack}
    />
  )
}
