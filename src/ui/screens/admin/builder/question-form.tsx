import { revalidateLogic } from '@tanstack/react-form'
import type { Question } from '@/contract/milestones'
import { emptyValues, fromItem, questionFormSchema } from '@/domain/builder-forms'
import { useAppForm } from '@/ui/forms/form-kit'
import { FieldGrid, FormFrame, useBuilderForm, WideField } from '@/ui/screens/admin/builder/form-parts'

export type QuestionFormProps = {
  question: Question | null
  returnFocusTo: string
}

/** Add or edit a question (docs/product-rules.md#3, #5): text, optional help text, multi-select, active. */
export function QuestionForm({ question, returnFocusTo }: QuestionFormProps) {
  const session = useBuilderForm('question')
  const form = useAppForm({
    defaultValues: question ? fromItem('question', question) : emptyValues('question'),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: questionFormSchema },
    onSubmit: ({ value }) => session.submit(value),
  })

  return (
    <FormFrame
      form={form}
      level="question"
      editing={question !== null}
      saving={session.saving}
      busy={session.busy}
      serverErrors={session.serverErrors}
      otherErrors={session.otherErrors}
      returnFocusTo={returnFocusTo}
      onCancel={session.cancel}
    >
      <FieldGrid>
        <WideField>
          <form.AppField name="text">{(field) => <field.TextAreaField label="Question text" rows={2} minHeight={80} />}</form.AppField>
        </WideField>
        <WideField>
          <form.AppField name="help_text">
            {(field) => <field.TextAreaField label="Help text" hint="Optional: a tip shown under the question" rows={2} minHeight={80} />}
          </form.AppField>
        </WideField>
        <form.AppField name="multi_select">
          {(field) => <field.CheckboxField label="Multi-select" hint="Parents may choose more than one option." />}
        </form.AppField>
        <form.AppField name="is_active">{(field) => <field.CheckboxField label="Active" />}</form.AppField>
      </FieldGrid>
    </FormFrame>
  )
}
