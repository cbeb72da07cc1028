import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useState } from 'react'
import type { QuestionSet } from '@/contract/milestones'
import { emptyValues, fromItem, questionSetFormSchema, suggestedSlug } from '@/domain/builder-forms'
import { firstError } from '@/ui/forms/field-errors'
import { CheckboxField } from '@/ui/primitives/checkbox-field'
import { TextField } from '@/ui/primitives/text-field'
import { FieldGrid, FormFrame, useBuilderForm, WideField } from '@/ui/screens/admin/builder/form-parts'

export type QuestionSetFormProps = {
  set: QuestionSet | null
  returnFocusTo: string
}

/**
 * Add or edit a question set (docs/product-rules.md#3, #5): title, slug, active. While
 * adding, the slug follows the title until the admin types a slug of their own.
 */
export function QuestionSetForm({ set, returnFocusTo }: QuestionSetFormProps) {
  const session = useBuilderForm('questionSet')
  // An existing set keeps its slug; a new one takes suggestions until the admin writes one.
  const [slugEdited, setSlugEdited] = useState(set !== null)
  const form = useForm({
    defaultValues: set ? fromItem('questionSet', set) : emptyValues('questionSet'),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: questionSetFormSchema },
    onSubmit: ({ value }) => session.submit(value),
  })

  return (
    <FormFrame
      level="questionSet"
      editing={set !== null}
      saving={session.saving}
      busy={session.busy}
      otherErrors={session.otherErrors}
      returnFocusTo={returnFocusTo}
      onSubmit={() => void form.handleSubmit()}
      onCancel={session.cancel}
    >
      <FieldGrid>
        <form.Field
          name="title"
          listeners={{
            onChange: ({ value }) => {
              session.fieldEdited('title')
              const slug = form.getFieldValue('slug')
              const next = suggestedSlug(value, slug, slugEdited)
              if (next !== slug) {
                form.setFieldValue('slug', next)
                session.fieldEdited('slug')
              }
            },
          }}
        >
          {(field) => (
            <TextField
              label="Title"
              hint="e.g. Movement"
              autoComplete="off"
              name={field.name}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              error={firstError(field.state.meta.errors) ?? session.serverError('title')}
            />
          )}
        </form.Field>
        <form.Field name="slug" listeners={{ onChange: () => session.fieldEdited('slug') }}>
          {(field) => (
            <TextField
              label="Slug"
              hint={slugEdited ? 'Unique within the band' : 'Suggested from the title; edit it if you like'}
              autoComplete="off"
              spellCheck={false}
              name={field.name}
              value={field.state.value}
              onChange={(event) => {
                // An emptied slug goes back to following the title.
                setSlugEdited(event.target.value !== '')
                field.handleChange(event.target.value)
              }}
              onBlur={field.handleBlur}
              error={firstError(field.state.meta.errors) ?? session.serverError('slug')}
            />
          )}
        </form.Field>
        <WideField>
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
        </WideField>
      </FieldGrid>
    </FormFrame>
  )
}
