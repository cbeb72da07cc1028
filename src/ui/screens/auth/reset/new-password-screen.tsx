import { revalidateLogic, useForm } from '@tanstack/react-form'
import { newPasswordFormSchema, type NewPasswordForm } from '@/domain/forms/auth-forms'
import { firstError } from '@/ui/forms/field-errors'
import { Button } from '@/ui/primitives/button'
import { Stack } from '@/ui/primitives/card'
import { Notice } from '@/ui/primitives/notice'
import { PasswordField } from '@/ui/primitives/password-field'
import { AuthLayout } from '@/ui/screens/auth/auth-layout'
import { StepBadge } from '@/ui/screens/auth/reset/reset-illustrations'
import { StepBackButton } from '@/ui/screens/auth/reset/step-back-button'
import { StepHeading } from '@/ui/screens/auth/reset/step-heading'

export type NewPasswordScreenProps = {
  /** The new password was accepted; the flow moves on after 1.5 s (docs/product-rules.md#4). */
  success: boolean
  /** The account's email, given to password managers so they save the new password for it. */
  email?: string
  onSubmit: (values: NewPasswordForm) => void
  onBack: () => void
}

/**
 * /auth/new-password (docs/product-rules.md#2, #5): new and confirm password with
 * show/hide; checked on submit, then as the user types, with the spec's
 * messages under the inputs; the button is disabled while either is empty.
 */
export function NewPasswordScreen({ success, email = '', onSubmit, onBack }: NewPasswordScreenProps) {
  const form = useForm({
    defaultValues: { password: '', confirm: '' } as NewPasswordForm,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: newPasswordFormSchema },
    onSubmit: ({ value }) => onSubmit(value),
  })

  return (
    <AuthLayout
      back={<StepBackButton onBack={onBack} />}
      header={<StepBadge icon="lock" />}
      title={<StepHeading>New Password</StepHeading>}
      subtitle="Choose a password with at least 8 characters, including letters and numbers."
    >
      <form
        noValidate
        aria-label="Choose a new password"
        onSubmit={(event) => {
          event.preventDefault()
          if (!success) void form.handleSubmit()
        }}
      >
        <Stack $gap={2}>
          {email ? (
            <input
              type="email"
              name="username"
              autoComplete="username"
              value={email}
              readOnly
              hidden
            />
          ) : null}
          <form.Field name="password">
            {(field) => (
              <PasswordField
                label="New password"
                autoComplete="new-password"
                name={field.name}
                value={field.state.value}
                readOnly={success}
                onChange={(e) => field.handleChange(e.target.value)}
                onBlur={field.handleBlur}
                error={firstError(field.state.meta.errors)}
              />
            )}
          </form.Field>
          <form.Field name="confirm">
            {(field) => (
              <PasswordField
                label="Confirm password"
                autoComplete="new-password"
                name={field.name}
                value={field.state.value}
                readOnly={success}
                onChange={(e) => field.handleChange(e.target.value)}
                onBlur={field.handleBlur}
                error={firstError(field.state.meta.errors)}
              />
            )}
          </form.Field>
          <form.Subscribe selector={(state) => state.values.password === '' || state.values.confirm === ''}>
            {(empty) => (
              <Button type="submit" size="lg" fullWidth loading={success} disabled={empty}>
                Update Password
              </Button>
            )}
          </form.Subscribe>
          {success ? (
            <Notice tone="success" title="Your password has been changed.">
              Taking you on in a moment…
            </Notice>
          ) : null}
        </Stack>
      </form>
    </AuthLayout>
  )
}
