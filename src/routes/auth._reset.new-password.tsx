import { createFileRoute } from '@tanstack/react-router'
import { useResetStep } from '@/routes/-lib/password-reset-actor'
import { NewPasswordScreen } from '@/ui/screens/auth/reset/new-password-screen'

/**
 * docs/product-rules.md#2: a valid new password shows the success state and, 1.5 s
 * later, /auth/password-updated. No call is made (docs/product-rules.md#7), so the
 * values stay on this page. Back goes to /auth/password-reset-confirm.
 */
export const Route = createFileRoute('/auth/_reset/new-password')({
  component: NewPasswordPage,
})

function NewPasswordPage() {
  // The success state lasts until /auth/password-updated replaces this page.
  const { held, email, send, onBack } = useResetStep('success', 'passwordUpdated')
  return (
    <NewPasswordScreen success={held} email={email} onSubmit={() => send({ type: 'submit.password' })} onBack={onBack} />
  )
}
