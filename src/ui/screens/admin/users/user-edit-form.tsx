import { revalidateLogic } from '@tanstack/react-form'
import { useEffect, useRef } from 'react'
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
import { KitForm, useAppForm } from '@/ui/forms/form-kit'
import { Overline } from '@/ui/primitives/overline'

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

const SectionTitle = styled(Overline).attrs({ as: 'h3' })`
  margin-top: ${({ theme }) => theme.space(1)};

  ${({ theme }) => theme.media.sm} {
    grid-column: 1 / -1;
  }
`

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
  const form = useAppForm({
    defaultValues: adminUserFormValues(user),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: adminUserFormSchema },
    onSubmit: ({ value }) => onSubmit(value),
    listeners: { onChange: ({ fieldApi }) => onFieldEdited(fieldApi.name as AdminUserFormField) },
  })

  useEffect(() => {
    firstFieldRef.current?.focus()
  }, [])

  return (
    <KitForm form={form} serverErrors={serverErrors} blocked={saving} scroll="center" focusServerErrors={false} id={formId} aria-label={`Edit ${user.full_name}`}>
      <Grid>
        <SectionTitle>Contact</SectionTitle>
        <form.AppField name="full_name">{(field) => <field.TextField ref={firstFieldRef} label="Full name" autoComplete="off" />}</form.AppField>
        <form.AppField name="email">
          {(field) => <field.TextField label="Email" type="email" inputMode="email" autoComplete="off" />}
        </form.AppField>
        <form.AppField name="phone">{(field) => <field.TextField label="Phone" type="tel" autoComplete="off" />}</form.AppField>
        <form.AppField name="gender">
          {(field) => <field.SelectField label="Gender" options={genderOptions} parse={(text) => text as AdminUserFormValues['gender']} />}
        </form.AppField>

        <SectionTitle>Profile</SectionTitle>
        <form.AppField name="date_of_birth">{(field) => <field.TextField label="Date of birth" type="date" />}</form.AppField>
        <form.AppField name="number_of_children">
          {(field) => <field.TextField label="Number of children" type="number" inputMode="numeric" min={0} step={1} />}
        </form.AppField>
        <Wide>
          <form.AppField name="bio">{(field) => <field.TextAreaField label="Bio" rows={3} minHeight={96} />}</form.AppField>
        </Wide>

        <SectionTitle>Address</SectionTitle>
        <Wide>
          <form.AppField name="address">{(field) => <field.TextField label="Address" autoComplete="off" />}</form.AppField>
        </Wide>
        <form.AppField name="postal_code">{(field) => <field.TextField label="Postal code" autoComplete="off" />}</form.AppField>
        <form.AppField name="city">
          {(field) => <field.SelectField label="City" placeholder="Not set" options={cityOptions(user.city)} />}
        </form.AppField>
        <form.AppField name="country">
          {(field) => <field.SelectField label="Country" placeholder="Not set" options={countryOptions(user.country)} />}
        </form.AppField>

        <SectionTitle>Account</SectionTitle>
        <form.AppField name="user_type">
          {(field) => <field.SelectField label="Role" options={roleOptions} parse={(text) => text as AdminUserFormValues['user_type']} />}
        </form.AppField>
      </Grid>
    </KitForm>
  )
}
