import { revalidateLogic } from '@tanstack/react-form'
import styled from 'styled-components'
import type { DoseRecord } from '@/contract/health'
import { doseRecordFormSchema, doseRecordFormValues, type DoseRecordFormField, type DoseRecordFormValues } from '@/domain/health-record'
import { KitForm, SubmitOrCancel, useAppForm } from '@/ui/forms/form-kit'
import { Stack } from '@/ui/primitives/layout'
import { Notice } from '@/ui/primitives/notice'

const Form = styled(Stack).attrs({ as: 'form' as const, $gap: 2 })`
  max-width: 28rem;
  padding-top: ${({ theme }) => theme.space(1)};
`

const statusOptions = [
  { value: 'given', label: 'Given' },
  { value: 'not_given', label: 'Not given' },
] as const

export type DoseRecordFormState = {
  /** The dose's name, for the form's accessible name. */
  doseName: string
  record: DoseRecord | null
  busy: boolean
  fieldErrors: Partial<Record<DoseRecordFormField | 'dose', string>>
  failed: boolean
}

export type DoseRecordFormProps = DoseRecordFormState & {
  dob: string
  today: string
  onSubmit: (values: DoseRecordFormValues) => void
  onCancel: () => void
}

/** Recording a dose as given (date, optional clinic, lot and note) or not given, or changing its record (docs/decisions/073). */
export function DoseRecordForm({ doseName, record, busy, fieldErrors, failed, dob, today, onSubmit, onCancel }: DoseRecordFormProps) {
  const form = useAppForm({
    defaultValues: doseRecordFormValues(record, today),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: doseRecordFormSchema(dob) },
    onSubmit: ({ value }) => onSubmit(value),
  })
  return (
    <KitForm form={form} as={Form} serverErrors={fieldErrors} blocked={busy} aria-label={`${record ? 'Change the record of' : 'Record'} ${doseName}`}>
      <form.AppField name="status">{(field) => <field.ChoiceField legend="This dose was" options={statusOptions} />}</form.AppField>
      <form.Subscribe selector={(state) => state.values.status}>
        {(status) => (
          <form.AppField name="date">
            {(field) => <field.TextField label={status === 'given' ? 'Date given' : 'Date recorded'} type="date" max={today} min={dob} />}
          </form.AppField>
        )}
      </form.Subscribe>
      <form.AppField name="clinic">{(field) => <field.TextField label="Clinic (optional)" autoComplete="off" />}</form.AppField>
      <form.AppField name="lot">{(field) => <field.TextField label="Lot number (optional)" autoComplete="off" hint="Printed on the vaccination card." />}</form.AppField>
      <form.AppField name="note">{(field) => <field.TextAreaField label="Note (optional)" minHeight={80} />}</form.AppField>
      {fieldErrors.dose && <Notice tone="error">{fieldErrors.dose}</Notice>}
      {failed && <Notice tone="error">Could not save the record. Please try again.</Notice>}
      <SubmitOrCancel label="Save record" busy={busy} onCancel={onCancel} />
    </KitForm>
  )
}
