import { revalidateLogic } from '@tanstack/react-form'
import styled from 'styled-components'
import type { ParentReminder, ReminderRepeat } from '@/contract/reminders'
import { reminderRepeats } from '@/contract/reminders'
import { reminderFormSchema, reminderFormValues, repeatLabels, type ReminderFormField, type ReminderFormValues } from '@/domain/reminders'
import { KitForm, SubmitOrCancel, useAppForm } from '@/ui/forms/form-kit'
import { Notice } from '@/ui/primitives/notice'
import { Stack } from '@/ui/primitives/layout'

const Form = styled(Stack).attrs({ as: 'form' as const, $gap: 2 })`
  max-width: 28rem;
`

export type ReminderFormState = {
  editing: ParentReminder | null
  busy: boolean
  fieldErrors: Partial<Record<ReminderFormField, string>>
  failed: boolean
}

/** A reminder a parent sets (docs/decisions/059): what, the day, the time and how it repeats. */
export function ReminderForm({ editing, busy, fieldErrors, failed, onSubmit, onCancel }: ReminderFormState & { onSubmit: (values: ReminderFormValues) => void; onCancel: () => void }) {
  const form = useAppForm({
    defaultValues: reminderFormValues(editing),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: reminderFormSchema },
    onSubmit: ({ value }) => onSubmit(value),
  })
  return (
    <KitForm form={form} as={Form} serverErrors={fieldErrors} blocked={busy} aria-label={editing ? 'Edit the reminder' : 'Add a reminder'}>
      <form.AppField name="text">{(field) => <field.TextField label="Remind me to" autoComplete="off" placeholder="e.g. Tummy time after breakfast" />}</form.AppField>
      <form.AppField name="date">{(field) => <field.TextField label="Date" type="date" />}</form.AppField>
      <form.AppField name="time">{(field) => <field.TextField label="Time" type="time" />}</form.AppField>
      <form.AppField name="repeat">
        {(field) => (
          <field.SelectField
            label="Repeat"
            options={reminderRepeats.map((value) => ({ value, label: repeatLabels[value] }))}
            parse={(text) => (reminderRepeats.includes(text as ReminderRepeat) ? (text as ReminderRepeat) : 'none')}
          />
        )}
      </form.AppField>
      {failed && <Notice tone="error">Could not save the reminder. Please try again.</Notice>}
      <SubmitOrCancel label={editing ? 'Save reminder' : 'Add reminder'} busy={busy} onCancel={onCancel} />
    </KitForm>
  )
}
