import { useState } from 'react'
import type { QuestionSet } from '@/contract/content'
import { suggestedSlug } from '@/domain/content-forms'
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
  const { form, frame } = useBuilderForm('questionSet', set, returnFocusTo)
  // An existing set keeps its slug; a new one takes suggestions until the admin writes one.
  const [slugEdited, setSlugEdited] = useState(set !== null)

  return (
    <FormFrame {...frame}>
      <FieldGrid>
        <form.AppField
          name="title"
          listeners={{
            onChange: ({ value }) => {
              const slug = form.getFieldValue('slug')
              const next = suggestedSlug(value, slug, slugEdited)
              if (next !== slug) form.setFieldValue('slug', next, { dontRunListeners: true })
            },
          }}
        >
          {(field) => <field.TextField label="Title" hint="e.g. Movement" autoComplete="off" />}
        </form.AppField>
        <form.AppField
          name="slug"
          // An emptied slug goes back to following the title.
          listeners={{ onChange: ({ value }) => setSlugEdited(value !== '') }}
        >
          {(field) => (
            <field.TextField
              label="Slug"
              hint={`The set's short code name, kept in exports and imports (lowercase letters, digits, hyphens), unique within the band. ${slugEdited ? 'Edited by you.' : 'Suggested from the title; edit it if you like.'}`}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </form.AppField>
        <WideField>
          <form.AppField name="is_active">{(field) => <field.CheckboxField label="Active" />}</form.AppField>
        </WideField>
      </FieldGrid>
    </FormFrame>
  )
}
