import { useState } from 'react'
import styled from 'styled-components'
import { maskEmail, verificationCodeSchema } from '@/domain/forms/auth-forms'
import { Button } from '@/ui/primitives/button'
import { Cluster, Stack } from '@/ui/primitives/layout'
import { CodeInput } from '@/ui/primitives/code-input'
import { ResetStep } from '@/ui/screens/auth/reset/reset-step'

const Email = styled.strong`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`

const ResendRow = styled(Cluster).attrs({ as: 'p' as const, $gap: 0.5, $justify: 'center' as const, $wrap: true })`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export type VerifyCodeScreenProps = {
  /** The address typed on the previous step; shown masked (docs/product-rules.md#2). */
  email: string
  /** The simulated 1.5 s check (docs/product-rules.md#4): Verify shows loading. */
  busy: boolean
  onVerify: (code: string) => void
  onResend: () => void
  onBack: () => void
}

/**
 * /auth/verify-code (docs/product-rules.md#2, #5): five digit boxes; the email is
 * shown as its first two characters, asterisks and the domain; Verify is
 * disabled until 5 digits are present.
 */
export function VerifyCodeScreen({ email, busy, onVerify, onResend, onBack }: VerifyCodeScreenProps) {
  const [code, setCode] = useState('')
  const complete = verificationCodeSchema.safeParse(code).success

  return (
    <ResetStep
      icon="code"
      title="Verify Code"
      onBack={onBack}
      subtitle={
        <>
          We sent a 5-digit code to {email ? <Email>{maskEmail(email)}</Email> : 'your email'}. Enter it below.
        </>
      }
    >
      <form
        noValidate
        aria-label="Verify code"
        onSubmit={(event) => {
          event.preventDefault()
          if (complete && !busy) onVerify(code)
        }}
      >
        <Stack $gap={3}>
          <CodeInput label="Verification code" name="code" value={code} onChange={setCode} disabled={busy} />
          <Button type="submit" size="lg" fullWidth loading={busy} disabled={!complete}>
            Verify
          </Button>
          <ResendRow>
            <span>Didn&apos;t get the email?</span>
            <Button variant="ghost" size="sm" onClick={onResend} disabled={busy}>
              Resend email
            </Button>
          </ResendRow>
        </Stack>
      </form>
    </ResetStep>
  )
}
