import { type ReactNode } from 'react'
import { AuthLayout } from '@/ui/screens/auth/auth-layout'
import { StepBadge, type StepIcon } from '@/ui/screens/auth/reset/reset-illustrations'
import { StepBackButton } from '@/ui/screens/auth/reset/step-back-button'
import { StepHeading } from '@/ui/screens/auth/reset/step-heading'

/** A reset step's page (docs/product-rules.md#2): the Back arrow, the step's badge, its heading (focused) and its line. */
export function ResetStep({ icon, title, subtitle, onBack, children }: { icon: StepIcon; title: string; subtitle: ReactNode; onBack: () => void; children: ReactNode }) {
  return (
    <AuthLayout back={<StepBackButton onBack={onBack} />} header={<StepBadge icon={icon} />} title={<StepHeading>{title}</StepHeading>} subtitle={subtitle}>
      {children}
    </AuthLayout>
  )
}
