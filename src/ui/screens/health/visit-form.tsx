import { revalidateLogic } from '@tanstack/react-form'
import styled from 'styled-components'
import { lastPlannableDay, visitKinds, type VisitRecord } from '@/contract/visits'
import { visitFormSchema, visitFormValues, visitKindLabels, type VisitFormField, type VisitFormValues } from '@/domain/visits'
import { KitForm, SubmitOrCancel, useAppForm } from '@/ui/forms/form-kit'
import { Stack } from '@/ui/primitives/layout'
import { Notice } from '@/ui/primitives/notice'

const Form = styled(Stack).attrs({ as: 'form' as const, $gap: 2 })`
  max-width: 32rem;
  padding-top: ${({ theme }) => theme.space(1)};
`

const kindOptions = visitKinds.map((kind) => ({ value: kind, label: visitKindLabels[kind] }))

export type VisitFormState = {
  /** The visit edited, or null: a new one. */
  visit: VisitRecord | null
  busy: boolean
  fieldErrors: Partial<Record<VisitFormField, string>>
  failed: boolean
}

export type VisitFormProps = VisitFormState & {
  dob: string
  today: string
  onSubmit: (values: VisitFormValues) => void
  onCancel: () => void
}

/** A visit that happened or one that is planned: date, time (optional), kind, clinician, notes and the questions to ask (docs/decisions/080). */
export function VisitForm({ visit, busy, fieldErrors, failed, dob, today, onSubmit, onCancel }: VisitFormProps) {
  const form = useAppForm({
    defaultValues: visitFormValues(visit, today),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: visitFormSchema(dob) },
    onSubmit: ({ value }) => onSubmit(value),
  })
  return (
    <KitForm form={form} as={Form} serverErrors={fieldErrors} blocked={busy} aria-label={visit ? 'Edit the visit' : 'Add a visit'}>
      <form.AppField name="date">
        {(field) => <field.TextField label="Date" type="date" min={dob} max={lastPlannableDay(today)} hint="A day ahead plans the visit." />}
      </form.AppField>
      <form.AppField name="time">
        {(field) => <field.TextField label="Time (optional)" type="time" hint="The time of the appointment. Without one, the visit takes the whole day in the calendar file." />}
      </form.AppField>
      <form.AppField name="kind">
        {(field) => <field.SelectField label="Kind of visit" options={kindOptions} parse={(text) => visitKinds.find((kind) => kind === text) ?? 'other'} />}
      </form.AppField>
      <form.AppField name="clinician">{(field) => <field.TextField label="Clinician (optional)" autoComplete="off" />}</form.AppField>
      <form.AppField name="questions">
        {(field) => <field.TextAreaField label="Questions to ask (optional)" minHeight={80} hint="One per line. They show with the visit and in the calendar file." />}
      </form.AppField>
      <form.AppField name="notes">{(field) => <field.TextAreaField label="Notes (optional)" minHeight={80} hint="What was said or done." />}</form.AppField>
      {failed && <Notice tone="error">Could not save the visit. Please try again.</Notice>}
      <SubmitOrCancel label="Save visit" busy={busy} onCancel={onCancel} />
    </KitForm>
  )
}
