import styled from 'styled-components'
import type { Question } from '@/contract/content'
import { MIN_ACTIVE_OPTIONS } from '@/domain/answerable'
import { Button } from '@/ui/primitives/button'
import { PlusIcon, TrashIcon } from '@/ui/primitives/icons'
import { FieldGrid, FormFrame, useBuilderForm, WideField } from '@/ui/screens/admin/builder/form-parts'
import { FieldsetStack } from '@/ui/primitives/fieldset-stack'

export type QuestionFormProps = {
  question: Question | null
  returnFocusTo: string
}

const Options = styled(FieldsetStack).attrs({ $gap: 1.5 })`
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.space(0.5)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  > p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  > button {
    align-self: flex-start;
  }
`

/* Label and value side by side with the Remove button; on the narrowest phones the value goes under the label. */
const OptionRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(1)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 1fr) 9.5rem auto;
  }

  > button {
    grid-column: 2;
    grid-row: 1;
    margin-top: 1.6rem;

    ${({ theme }) => theme.media.sm} {
      grid-column: 3;
    }
  }
`

/** A new question's answer options (docs/decisions/048): the standard three to start with, editable, created with the question. */
function NewOptions({ form }: { form: ReturnType<typeof useBuilderForm<'question'>>['form'] }) {
  return (
    <form.AppField name="options" mode="array">
      {(list) => (
        <Options>
          <legend>Answer options</legend>
          <p>Created with the question. Parents are shown a question only while it has at least {MIN_ACTIVE_OPTIONS} active options.</p>
          {list.state.value.map((_, index) => (
            <OptionRow key={index}>
              <form.AppField name={`options[${index}].label`}>{(field) => <field.TextField label={`Option ${index + 1} label`} autoComplete="off" />}</form.AppField>
              <form.AppField name={`options[${index}].value`}>
                {(field) => <field.TextField label={`Option ${index + 1} value`} type="number" inputMode="numeric" step={1} autoComplete="off" />}
              </form.AppField>
              <Button variant="ghost" size="sm" aria-label={`Remove option ${index + 1}`} onClick={() => list.removeValue(index)}>
                <TrashIcon size={16} />
              </Button>
            </OptionRow>
          ))}
          <Button variant="secondary" size="sm" onClick={() => list.pushValue({ label: '', value: '' })}>
            <PlusIcon size={16} />
            Add an option
          </Button>
        </Options>
      )}
    </form.AppField>
  )
}

/** Add or edit a question (docs/product-rules.md#3, #5): text, optional help text and activity (#decisions-activities), multi-select, active; a new one with its options. */
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
        {question === null && (
          <WideField>
            <NewOptions form={form} />
          </WideField>
        )}
      </FieldGrid>
    </FormFrame>
  )
}
