import { revalidateLogic } from '@tanstack/react-form'
import { newPasswordFormSchema, type NewPasswordForm } from '@/domain/forms/auth-forms'
import { KitForm, useAppForm } from '@/ui/forms/form-kit'
import { Button } from '@/ui/primitives/button'
import { Stack } from '@/ui/primitives/layout'
import { Notice } from '@/ui/primitives/notice'
import { ResetStep } from '@/ui/screens/auth/reset/reset-step'

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
  const form = useAppForm({
    defaultValues: { password: '', confirm: '' } as NewPasswordForm,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: newPasswordFormSchema },
    onSubmit: ({ value }) => onSubmit(value),
  })

  return (
    <ResetStep
      icon="lock"
      title="New Password"
      onBack={onBack}
      subtitle="Choose a password with at least 8 characters, including letters and numbers."
    >
      <KitForm form={form} blocked={success} aria-label="Choose a new password">
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
          <form.AppField name="password">
            {(field) => <field.PasswordField label="New password" autoComplete="new-password" readOnly={success} />}
          </form.AppField>
          <form.AppField name="confirm">
            {(field) => <field.PasswordField label="Confirm password" autoComplete="new-password" readOnly={success} />}
          </form.AppField>
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
      </KitForm>
    </ResetStep>
  )
}
