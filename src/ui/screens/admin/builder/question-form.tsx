import type { Question } from '@/contract/content'
import { FieldGrid, FormFrame, useBuilderForm, WideField } from '@/ui/screens/admin/builder/form-parts'

export type QuestionFormProps = {
  question: Question | null
  returnFocusTo: string
}

/** Add or edit a question (docs/product-rules.md#3, #5): text, optional help text and activity (#decisions-activities), multi-select, active. */
export function QuestionForm({ question, returnFocusTo }: QuestionFormProps) {
  const { form, frame } = useBuilderForm('question', question, returnFocusTo)

  return (
    <FormFrame {...frame}>
      <FieldGrid>
        <WideField>
          <form.AppField name="text">{(field) => <field.TextAreaField label="Question text" rows={2} minHeight={80} />}</form.AppField>
        </WideField>
        <WideField>
          <form.AppField name="help_text">
            {(field) => <field.TextAreaField label="Help text" hint="Optional: a tip shown under the question" rows={2} minHeight={80} />}
          </form.AppField>
        </WideField>
        <WideField>
          <form.AppField name="activity">
            {(field) => <field.TextAreaField label="Activity" hint="A short play idea parents can try" rows={2} minHeight={80} />}
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
