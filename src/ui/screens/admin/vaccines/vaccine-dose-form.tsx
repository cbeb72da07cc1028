import { revalidateLogic } from '@tanstack/react-form'
import styled from 'styled-components'
import type { VaccineDose } from '@/contract/health'
import { vaccineDoseFormSchema, vaccineDoseFormValues, type VaccineDoseFormField, type VaccineDoseFormValues } from '@/domain/vaccine-schedule'
import { KitForm, SubmitOrCancel, useAppForm } from '@/ui/forms/form-kit'
import { Card } from '@/ui/primitives/card'
import { Notice } from '@/ui/primitives/notice'

const Form = styled(Card).attrs({ as: 'form' as const, $padding: 'lg' as const })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    > .wide {
      grid-column: 1 / -1;
    }
  }
`

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

export type VaccineDoseFormProps = {
  dose: VaccineDose | null
  busy: boolean
  fieldErrors: Partial<Record<VaccineDoseFormField, string>>
  failed: boolean
  onSubmit: (values: VaccineDoseFormValues) => void
  onCancel: () => void
}

/** Adding or editing a dose of the schedule (docs/decisions/073), with the contract's rules and messages. */
export function VaccineDoseForm({ dose, busy, fieldErrors, failed, onSubmit, onCancel }: VaccineDoseFormProps) {
  const form = useAppForm({
    defaultValues: vaccineDoseFormValues(dose),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: vaccineDoseFormSchema },
    onSubmit: ({ value }) => onSubmit(value),
  })
  const title = dose ? `Edit ${dose.short_name} dose ${dose.dose}` : 'Add a dose'
  return (
    <KitForm form={form} as={Form} serverErrors={fieldErrors} blocked={busy} aria-label={title}>
      <Title className="wide">{title}</Title>
      <form.AppField name="vaccine">{(field) => <field.TextField label="Vaccine" autoComplete="off" />}</form.AppField>
      <form.AppField name="short_name">{(field) => <field.TextField label="Short name" autoComplete="off" />}</form.AppField>
      <form.AppField name="dose">{(field) => <field.TextField label="Dose number" inputMode="numeric" />}</form.AppField>
      <form.AppField name="key">{(field) => <field.TextField label="Key" autoComplete="off" hint="Stable across exports, e.g. hepb-2." />}</form.AppField>
      <form.AppField name="from_months">{(field) => <field.TextField label="From month of age" inputMode="numeric" />}</form.AppField>
      <form.AppField name="to_months">{(field) => <field.TextField label="To month of age" inputMode="numeric" hint="To the end of this month." />}</form.AppField>
      <form.AppField name="min_age_days">
        {(field) => <field.TextField label="Minimum age in days (optional)" inputMode="numeric" hint="Empty when the schedule names none." />}
      </form.AppField>
      <form.AppField name="min_interval_days">
        {(field) => <field.TextField label="Days after the previous dose (optional)" inputMode="numeric" hint="Empty for a first dose." />}
      </form.AppField>
      <form.AppField name="max_age_days">
        {(field) => <field.TextField label="Maximum age in days (optional)" inputMode="numeric" hint="Not given after this age. Empty when there is none." />}
      </form.AppField>
      <div className="wide">
        <form.AppField name="note">{(field) => <field.TextAreaField label="Note for parents (optional)" minHeight={80} hint="Informational only: “Talk with your child’s doctor about …”." />}</form.AppField>
      </div>
      {failed && (
        <div className="wide">
          <Notice tone="error">Could not save the dose. Please try again.</Notice>
        </div>
      )}
      <div className="wide">
        <SubmitOrCancel label={dose ? 'Save dose' : 'Add dose'} busy={busy} onCancel={onCancel} />
      </div>
    </KitForm>
  )
}
