import { revalidateLogic } from '@tanstack/react-form'
import styled from 'styled-components'
import { documentKinds, documentTypes, type HealthDocument } from '@/contract/documents'
import {
  documentEditFormSchema,
  documentFormValues,
  documentKindLabels,
  documentUploadFormSchema,
  nameFromFile,
  type DocumentFormField,
  type DocumentFormValues,
} from '@/domain/documents'
import { KitForm, SubmitOrCancel, useAppForm } from '@/ui/forms/form-kit'
import { Stack } from '@/ui/primitives/layout'
import { Notice } from '@/ui/primitives/notice'

const Form = styled(Stack).attrs({ as: 'form' as const, $gap: 2 })`
  max-width: 32rem;
  padding-top: ${({ theme }) => theme.space(1)};
`

const kindOptions = documentKinds.map((kind) => ({ value: kind, label: documentKindLabels[kind] }))
const accept = [...documentTypes, '.pdf', '.jpg', '.jpeg', '.png', '.webp'].join(',')

export type DocumentFormState = {
  /** The document edited, or null: an upload. */
  document: HealthDocument | null
  busy: boolean
  fieldErrors: Partial<Record<DocumentFormField, string>>
  failed: boolean
  /** What was last submitted (kept through a failed save). */
  values: DocumentFormValues | null
}

export type DocumentFormProps = DocumentFormState & {
  today: string
  onSubmit: (values: DocumentFormValues) => void
  onCancel: () => void
}

/** An upload (a file, its name, kind and date) or an edit of a document's name, kind and date (docs/decisions/093). */
export function DocumentForm({ document, busy, fieldErrors, failed, values, today, onSubmit, onCancel }: DocumentFormProps) {
  const form = useAppForm({
    defaultValues: values ?? documentFormValues(document, today),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: document ? documentEditFormSchema : documentUploadFormSchema },
    onSubmit: ({ value }) => onSubmit(value),
  })
  return (
    <KitForm form={form} as={Form} serverErrors={fieldErrors} blocked={busy} aria-label={document ? `Edit ${document.name}` : 'Upload a document'}>
      {!document && (
        <form.AppField name="file">
          {(field) => (
            <field.FileField
              label="File"
              accept={accept}
              hint="A PDF, JPEG, PNG or WebP file of at most 10 MB: a scan or a photo of the paper."
              onChosen={(file) => {
                if (file && !form.getFieldValue('name').trim()) form.setFieldValue('name', nameFromFile(file.name))
              }}
            />
          )}
        </form.AppField>
      )}
      <form.AppField name="name">{(field) => <field.TextField label="Name" autoComplete="off" />}</form.AppField>
      <form.AppField name="kind">
        {(field) => (
          <field.SelectField
            label="Kind of document"
            placeholder="Choose a kind"
            options={kindOptions}
            parse={(text): DocumentFormValues['kind'] => documentKinds.find((kind) => kind === text) ?? ''}
          />
        )}
      </form.AppField>
      <form.AppField name="date">{(field) => <field.TextField label="Date on the document" type="date" max={today} />}</form.AppField>
      {failed && <Notice tone="error">{document ? 'Could not save the document.' : 'Could not upload the document.'} Please try again.</Notice>}
      <SubmitOrCancel label={document ? 'Save' : 'Upload'} busy={busy} onCancel={onCancel} />
    </KitForm>
  )
}
