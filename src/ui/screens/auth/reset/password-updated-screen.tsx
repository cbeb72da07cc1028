import styled from 'styled-components'
import { Button } from '@/ui/primitives/button'
import { AuthLayout } from '@/ui/screens/auth/auth-layout'
import { SuccessIllustration } from '@/ui/screens/auth/reset/reset-illustrations'
import { StepHeading } from '@/ui/screens/auth/reset/step-heading'

const Message = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space(3)};
`

export type PasswordUpdatedScreenProps = {
  onContinue: () => void
}

/** /auth/password-updated (docs/product-rules.md#2): the end of the reset chain; Continue goes to /auth. */
export function PasswordUpdatedScreen({ onContinue }: PasswordUpdatedScreenProps) {
  return (
    <AuthLayout header={<SuccessIllustration />} title={<StepHeading align="center">Successful!</StepHeading>}>
      <Message>Congratulations! Your password has been changed. Click continue to login.</Message>
      <Button size="lg" fullWidth onClick={onContinue}>
        Continue
      </Button>
    </AuthLayout>
  )
}
