import { Button } from '@/ui/primitives/button'
import { ResetStep } from '@/ui/screens/auth/reset/reset-step'

export type ResetConfirmScreenProps = {
  /** The simulated 1.5 s step (docs/product-rules.md#4): Confirm shows loading. */
  busy: boolean
  onConfirm: () => void
  onBack: () => void
}

/** /auth/password-reset-confirm (docs/product-rules.md#2): the password has been reset; Confirm moves on to choosing a new one. */
export function ResetConfirmScreen({ busy, onConfirm, onBack }: ResetConfirmScreenProps) {
  return (
    <ResetStep
      icon="shield"
      title="Password Reset"
      onBack={onBack}
      subtitle="Your password has been successfully reset. Click confirm to set a new password."
    >
      <Button size="lg" fullWidth loading={busy} onClick={onConfirm}>
        Confirm
      </Button>
    </ResetStep>
  )
}
