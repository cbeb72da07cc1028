import { revalidateLogic } from '@tanstack/react-form'
import { useEffect, useRef } from 'react'
import styled from 'styled-components'
import { previewAgeFormSchema } from '@/domain/content-forms'
import { KitForm, useAppForm } from '@/ui/forms/form-kit'
import { Button } from '@/ui/primitives/button'
import { EyeIcon } from '@/ui/primitives/icons'
import { focusKeys } from '@/ui/screens/admin/builder/item-form'

const AgeForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};

  > :first-child {
    width: 11rem;
  }

  /* Beside the field (from sm up), level with the input under its label. */
  ${({ theme }) => theme.media.sm} {
    > button {
      margin-top: 1.6rem;
    }
  }
`

/** "Preview for age…": the questionnaire a parent of a child this many months old is shown (the parents' band rule). */
export function PreviewAgeForm({ onPreview, takeFocus }: { onPreview: (months: number) => void; takeFocus: boolean }) {
  const buttonRef = useRef<HTMLButtonElement>(null)
  // Back from the preview it opened: the keyboard user carries on from this button.
  useEffect(() => {
    if (takeFocus) buttonRef.current?.focus()
  }, [takeFocus])
  const form = useAppForm({
    defaultValues: { months: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: previewAgeFormSchema },
    onSubmit: ({ value }) => onPreview(Number(value.months.trim())),
  })
  return (
    <KitForm as={AgeForm} form={form} noValidate>
      <form.AppField name="months">
        {(field) => <field.TextField label="Child's age (months)" type="number" inputMode="numeric" min={0} step={1} autoComplete="off" />}
      </form.AppField>
      <Button ref={buttonRef} type="submit" variant="secondary" data-focus-key={focusKeys.previewAge}>
        <EyeIcon size={18} />
        Preview for age
      </Button>
    </KitForm>
  )
}
