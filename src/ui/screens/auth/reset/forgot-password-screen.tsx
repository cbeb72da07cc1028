import { authMessages, forgotPasswordFormSchema } from '@/domain/forms/auth-forms'
import { KitForm, useAppForm } from '@/ui/forms/form-kit'
import { Button } from '@/ui/primitives/button'
import { Stack } from '@/ui/primitives/layout'
import { ResetStep } from '@/ui/screens/auth/reset/reset-step'

export type ForgotPasswordScreenProps = {
  /** The simulated 1.5 s send (docs/product-rules.md#4): the button shows loading. */
  busy: boolean
  onSubmit: (email: string) => void
  onBack: () => void
  /** The email typed earlier in the flow, when the user comes back to this step. */
  defaultEmail?: string
}

// A stray space from a phone keyboard's suggestion should not keep the button disabled.
const isValidEmail = (email: string) => forgotPasswordFormSchema.safeParse({ email: email.trim() }).success

/**
 * /auth/forgot-password (docs/product-rules.md#2, #5): one email field; Reset
 * Password stays disabled unless the email matches the login pattern. Once
 * the user has left the field, a wrong address also says why under the input.
 */
export function ForgotPasswordScreen({ busy, onSubmit, onBack, defaultEmail = '' }: ForgotPasswordScreenProps) {
  const form = useAppForm({
    defaultValues: { email: defaultEmail },
    onSubmit: ({ value }) => {
      if (isValidEmail(value.email)) onSubmit(value.email.trim())
    },
  })

  return (
    <ResetStep
      icon="mail"
      title="Forgot Password"
      onBack={onBack}
      subtitle="Enter the email linked to your account and we'll send you a 5-digit code."
    >
      <KitForm form={form} aria-label="Forgot password">
        <Stack $gap={3}>
          <form.AppField name="email">
            {(field) => {
              const { value } = field.state
              const leftInvalid = field.state.meta.isBlurred && value.trim() !== '' && !isValidEmail(value)
              return (
                <field.TextField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  placeholder="you@example.com"
                  readOnly={busy}
                  error={leftInvalid ? authMessages.email : undefined}
                />
              )
            }}
          </form.AppField>
          <form.Subscribe selector={(state) => isValidEmail(state.values.email)}>
            {(valid) => (
              <Button type="submit" size="lg" fullWidth loading={busy} disabled={!valid}>
                Reset Password
              </Button>
            )}
          </form.Subscribe>
        </Stack>
      </KitForm>
    </ResetStep>
  )
}
