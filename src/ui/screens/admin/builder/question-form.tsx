import { revalidateLogic, useForm } from '@tanstack/react-form'
import type { Question } from '@/contract/milestones'
import { emptyValues, fromItem, questionFormSchema } from '@/domain/builder-forms'
import { firstError } from '@/ui/forms/field-errors'
import { CheckboxField } from '@/ui/primitives/checkbox-field'
import { FieldGrid, FormFrame, TextAreaField, useBuilderForm, WideField } from '@/ui/screens/admin/builder/form-parts'

export type QuestionFormProps = {
  question: Question | null
  returnFocusTo: string
}

/** Add or edit a question (docs/product-rules.md#3, #5): text, optional help text and activity (#decisions-activities), multi-select, active. */
export function QuestionForm({ question, returnFocusTo }: QuestionFormProps) {
  const session = useBuilderForm('question')
  const form = useForm({
    defaultValues: question ? fromItem('question', question) : emptyValues('question'),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: questionFormSchema },
    onSubmit: ({ value }) => session.submit(value),
  })

  return (
    <FormFrame
      level="question"
      editing={question !== null}
      saving={session.saving}
      busy={session.busy}
      otherErrors={session.otherErrors}
      returnFocusTo={returnFocusTo}
      onSubmit={() => void form.handleSubmit()}
      onCancel={session.cancel}
    >
      <FieldGrid>
        <WideField>
          <form.Field name="text" listeners={{ onChange: () => session.fieldEdited('text') }}>
            {(field) => (
              <TextAreaField
                label="Question text"
                rows={2}
                name={field.name}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
                error={firstError(field.state.meta.errors) ?? session.serverError('text')}
              />
            )}
          </form.Field>
        </WideField>
        <WideField>
          <form.Field name="help_text" listeners={{ onChange: () => session.fieldEdited('help_text') }}>
            {(field) => (
              <TextAreaField
                label="Help text"
                hint="Optional: a tip shown under the question"
                rows={2}
                name={field.name}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
                error={firstError(field.state.meta.errors) ?? session.serverError('help_text')}
              />
            )}
          </form.Field>
        </WideField>
        <WideField>
          <form.Field name="activity" listeners={{ onChange: () => session.fieldEdited('activity') }}>
            {(field) => (
              <TextAreaField
                label="Activity"
                hint="A short play idea parents can try"
                rows={2}
                name={field.name}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
                error={firstError(field.state.meta.errors) ?? session.serverError('activity')}
              />
            )}
          </form.Field>
        </WideField>
        <form.Field name="multi_select" listeners={{ onChange: () => session.fieldEdited('multi_select') }}>
          {(field) => (
            <CheckboxField
              label="Multi-select"
              hint="Parents may choose more than one option."
              name={field.name}
              checked={field.state.value}
              onChange={(event) => field.handleChange(event.target.checked)}
              error={session.serverError('multi_select')}
            />
          )}
        </form.Field>
        <form.Field name="is_active" listeners={{ onChange: () => session.fieldEdited('is_active') }}>
          {(field) => (
            <CheckboxField
              label="Active"
              name={field.name}
              checked={field.state.value}
              onChange={(event) => field.handleChange(event.target.checked)}
              error={session.serverError('is_active')}
            />
          )}
        </form.Field>
      </FieldGrid>
    </FormFrame>
  )
}
