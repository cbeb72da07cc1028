import styled from 'styled-components'
import type { Choice } from '@/domain/child-form'
import { useBoundField } from '@/ui/forms/form-kit'
import { SectionTitle } from '@/ui/primitives/card'
import { Stack } from '@/ui/primitives/layout'
import type { SelectOption } from '@/ui/primitives/select-field'
import { ImageField } from '@/ui/primitives/image-field'

/** The child form's parts: its sections and rows, the option lists of its selects, and the photo field. */

export const ChildFormSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
  min-width: 0;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(3)};
  }
`

export const ChildFormSectionHeading = styled(SectionTitle)`
  font-size: ${({ theme }) => theme.fontSizes.lg};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

/** Selects side by side; the narrow paddings keep three date parts readable at 320 px. */
export const SelectRow = styled.div<{ $columns: string }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns};
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;

  select {
    padding-left: ${({ theme }) => theme.space(1)};
    padding-right: ${({ theme }) => theme.space(3.5)};
  }

  /* The select's chevron, drawn last in its shell. */
  select ~ span:last-child {
    right: ${({ theme }) => theme.space(1.5)};
  }

  /* A group message (date of birth, height) marks every select of the group, as a field error does. */
  &[data-invalid='true'] select + span {
    border: 2px solid ${({ theme }) => theme.colors.error};
  }

  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space(2)};
  }
`

/** A number and its unit: the unit select keeps a fixed width, the number takes the rest. */
export const MeasureRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 96px;
  gap: ${({ theme }) => theme.space(1)};
  align-items: end;

  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space(2)};
  }
`

/** Measurements stay compact on wide screens. */
export const Narrow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};

  ${({ theme }) => theme.media.md} {
    max-width: 400px;
  }
`

export const GroupMessages = styled(Stack).attrs({ $gap: 0.5 })`
  margin-top: ${({ theme }) => theme.space(0.75)};
`

export const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space(1)};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(1.5)};

    > * {
      min-width: 160px;
    }
  }
`

const choiceValue = (value: Choice) => (value === '' ? '' : String(value))

const toChoice = (text: string): Choice => (text === '' ? '' : Number(text))

export const numberOptions = (values: number[], label: (n: number) => string = String): SelectOption[] =>
  values.map((n) => ({ value: String(n), label: label(n) }))

export const yearsLabel = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`

export const monthsLabel = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`

export const weeksLabel = (n: number) => `${n} ${n === 1 ? 'week' : 'weeks'}`

/** A select of numbers with '' for "not chosen yet". */
export const asChoice = { parse: toChoice, format: choiceValue }

export const sexOptions = [
  { value: 'Male', label: 'Male' },
  { value: 'Female', label: 'Female' },
] as const

export const yesNoOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const

export const unitOptions = (units: string[]): SelectOption[] => units.map((unit) => ({ value: unit, label: unit }))

/** docs/product-rules.md#3: a profile image of any image type, with a preview and a way to remove it. */
export function PhotoField({ currentUrl, onRemoveStored }: { currentUrl: string | null; onRemoveStored: () => void }) {
  const { field, error } = useBoundField<File | null>()
  return (
    <ImageField
      variant="avatar"
      label="Profile photo"
      hint={<>Optional. Any image type, up to 10&nbsp;MB.</>}
      file={field.state.value}
      currentUrl={currentUrl}
      onChoose={(file) => field.handleChange(file)}
      onRemove={() => {
        field.handleChange(null)
        onRemoveStored()
      }}
      error={error}
    />
  )
}
