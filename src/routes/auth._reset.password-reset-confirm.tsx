import { createFileRoute } from '@tanstack/react-router'
import { useResetStep } from '@/routes/-lib/password-reset-actor'
import { ResetConfirmScreen } from '@/ui/screens/auth/reset/reset-confirm-screen'

/** docs/product-rules.md#2: Confirm goes on to /auth/new-password; Back goes to /auth/verify-code. */
export const Route = createFileRoute('/auth/_reset/password-reset-confirm')({
  component: PasswordResetConfirmPage,
})

function PasswordResetConfirmPage() {
  // Stays busy once the machine has moved on, until the next step's page replaces this one.
  const { held, send, onBack } = useResetStep('busy', 'newPassword')
  return (
    <ResetConfirmScreen busy={held} onConfirm={() => send({ type: 'confirm' })} onBack={onBack} />
  )
}
