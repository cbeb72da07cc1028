import { revalidateLogic, useForm } from '@tanstack/react-form'
import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import type { AdminUser } from '@/contract/accounts'
import {
  adminUserFormSchema,
  adminUserFormValues,
  cityOptions,
  countryOptions,
  genderLabels,
  roleLabels,
  type AdminUserFormField,
  type AdminUserFormValues,
} from '@/domain/admin-users'
import { firstError } from '@/ui/forms/field-errors'
import { SelectField } from '@/ui/primitives/select-field'
import { describedBy, FieldError, FieldLabel, FieldRoot, TextField, useFieldIds } from '@/ui/primitives/text-field'

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2.5)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Wide = styled.div`
  ${({ theme }) => theme.media.sm} {
    grid-column: 1 / -1;
  }
`

const SectionTitle = styled.h3`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;

  ${({ theme }) => theme.media.sm} {
    grid-column: 1 / -1;
  }
`

const TextArea = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 96px;
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.ink};
  resize: vertical;

  &:hover {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.ink)};
  }
`

function TextAreaField({ label, error, id: idProp, ...rest }: ComponentProps<'textarea'> & { label: ReactNode; error?: ReactNode }) {
  const { id, errorId } = useFieldIds(idProp)
  const invalid = Boolean(error)
  return (
    <FieldRoot>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <TextArea {...rest} id={id} $invalid={invalid} aria-invalid={invalid || undefined} aria-describedby={describedBy(invalid && errorId)} />
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
    </FieldRoot>
  )
}

const roleOptions = (['CLIENT', 'ADMIN'] as const).map((value) => ({ value, label: roleLabels[value] }))
const genderOptions = (['male', 'female', 'other'] as const).map((value) => ({ value, label: genderLabels[value] }))

export type UserEditFormProps = {
  /** The footer's Save Changes button submits this form through its id. */
  formId: string
  user: AdminUser
  saving: boolean
  /** The server's field errors (e.g. user_type), shown under their fields until the field is edited. */
  serverErrors: Partial<Record<AdminUserFormField, string>>
  onFieldEdited: (field: AdminUserFormField) => void
  onSubmit: (values: AdminUserFormValues) => Promise<void>
}

/**
 * The dialog's edit mode (docs/product-rules.md#4, #5): every editable field,
 * validated on Save Changes and then as the admin types, with the spec's
 * messages under the fields. Leaving edit mode unmounts the form, so Cancel
 * always comes back to the user's stored values.
 */
export function UserEditForm({ formId, user, saving, serverErrors, onFieldEdited, onSubmit }: UserEditFormProps) {
  const firstFieldRef = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const [invalidAttempts, setInvalidAttempts] = useState(0)
  const form = useForm({
    defaultValues: adminUserFormValues(user),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: adminUserFormSchema },
    onSubmit: ({ value }) => onSubmit(value),
    onSubmitInvalid: () => setInvalidAttempts((count) => count + 1),
  })

  useEffect(() => {
    firstFieldRef.current?.focus()
  }, [])

  // A refused Save Changes takes the reader to the first field with a message.
  useEffect(() => {
    if (invalidAttempts === 0) return
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (!field) return
    // Centred, so its label above and its message below stay in view inside the scrolling dialog.
    field.focus({ preventScroll: true })
    field.scrollIntoView?.({ block: 'center' })
  }, [invalidAttempts])

  // The form's own message first; the server's stands until the field is edited.
  const errorOf = (field: { name: AdminUserFormField; state: { meta: { errors: readonly unknown[] } } }) =>
    firstError(field.state.meta.errors) ?? serverErrors[field.name]
  const changed = (name: AdminUserFormField) => () => onFieldEdited(name)

  return (
    <form
      ref={formRef}
      id={formId}
      noValidate
      aria-label={`Edit ${user.full_name}`}
      onSubmit={(event) => {
        event.preventDefault()
        if (!saving) void form.handleSubmit()
      }}
    >
      <Grid>
        <SectionTitle>Contact</SectionTitle>
        <form.Field name="full_name" listeners={{ onChange: changed('full_name') }}>
          {(field) => (
            <TextField
              ref={firstFieldRef}
              label="Full name"
              autoComplete="off"
              name={field.name}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value)}
              onBlur={field.handleBlur}
              error={errorOf(field)}
            />
          )}
        </form.Field>
        <form.Field name="email" listeners={{ onChange: changed('email') }}>
          {(field) => (
            <TextField
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="off"
              name={field.name}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value)}
              onBlur={field.handleBlur}
              error={errorOf(field)}
            />
          )}
        </form.Field>
        <form.Field name="phone" listeners={{ onChange: changed('phone') }}>
          {(field) => (
            <TextField
              label="Phone"
              type="tel"
              autoComplete="off"
              name={field.name}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value)}
              onBlur={field.handleBlur}
              error={errorOf(field)}
            />
          )}
        </form.Field>
        <form.Field name="gender" listeners={{ onChange: changed('gender') }}>
          {(field) => (
            <SelectField
              label="Gender"
              name={field.name}
              value={field.state.value}
              options={genderOptions}
              onChange={(e) => field.handleChange(e.target.value as AdminUserFormValues['gender'])}
              onBlur={field.handleBlur}
              error={errorOf(field)}
            />
          )}
        </form.Field>

        <SectionTitle>Profile</SectionTitle>
        <form.Field name="date_of_birth" listeners={{ onChange: changed('date_of_birth') }}>
          {(field) => (
            <TextField
              label="Date of birth"
              type="date"
              name={field.name}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value)}
              onBlur={field.handleBlur}
              error={errorOf(field)}
            />
          )}
        </form.Field>
        <form.Field name="number_of_children" listeners={{ onChange: changed('number_of_children') }}>
          {(field) => (
            <TextField
              label="Number of children"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              name={field.name}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value)}
              onBlur={field.handleBlur}
              error={errorOf(field)}
            />
          )}
        </form.Field>
        <Wide>
          <form.Field name="bio" listeners={{ onChange: changed('bio') }}>
            {(field) => (
              <TextAreaField
                label="Bio"
                name={field.name}
                rows={3}
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
                onBlur={field.handleBlur}
                error={errorOf(field)}
              />
            )}
          </form.Field>
        </Wide>

        <SectionTitle>Address</SectionTitle>
        <Wide>
          <form.Field name="address" listeners={{ onChange: changed('address') }}>
            {(field) => (
              <TextField
                label="Address"
                autoComplete="off"
                name={field.name}
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
                onBlur={field.handleBlur}
                error={errorOf(field)}
              />
            )}
          </form.Field>
        </Wide>
        <form.Field name="postal_code" listeners={{ onChange: changed('postal_code') }}>
          {(field) => (
            <TextField
              label="Postal code"
              autoComplete="off"
              name={field.name}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value)}
              onBlur={field.handleBlur}
              error={errorOf(field)}
            />
          )}
        </form.Field>
        <form.Field name="city" listeners={{ onChange: changed('city') }}>
          {(field) => (
            <SelectField
              label="City"
              name={field.name}
              value={field.state.value}
              placeholder="Not set"
              options={cityOptions(user.city)}
              onChange={(e) => field.handleChange(e.target.value)}
              onBlur={field.handleBlur}
              error={errorOf(field)}
            />
          )}
        </form.Field>
        <form.Field name="country" listeners={{ onChange: changed('country') }}>
          {(field) => (
            <SelectField
              label="Country"
              name={field.name}
              value={field.state.value}
              placeholder="Not set"
              options={countryOptions(user.country)}
              onChange={(e) => field.handleChange(e.target.value)}
              onBlur={field.handleBlur}
              error={errorOf(field)}
            />
          )}
        </form.Field>

        <SectionTitle>Account</SectionTitle>
        <form.Field name="user_type" listeners={{ onChange: changed('user_type') }}>
          {(field) => (
            <SelectField
              label="Role"
              name={field.name}
              value={field.state.value}
              options={roleOptions}
              onChange={(e) => field.handleChange(e.target.value as AdminUserFormValues['user_type'])}
              onBlur={field.handleBlur}
              error={errorOf(field)}
            />
          )}
        </form.Field>
      </Grid>
    </form>
  )
}
