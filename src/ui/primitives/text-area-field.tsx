import { type ComponentProps, type ReactNode } from 'react'
import styled from 'styled-components'
import { useEarlyInput } from '@/ui/primitives/early-input'
import { describedBy, FieldError, FieldHint, FieldLabel, FieldRoot, useFieldIds } from '@/ui/primitives/text-field'

const TextArea = styled.textarea<{ $invalid: boolean; $minHeight: number }>`
  width: 100%;
  min-height: ${({ $minHeight }) => $minHeight}px;
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme, $invalid }) => ($invalid ? `inset 0 0 0 1px ${theme.colors.error}` : 'none')};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.ink};
  resize: vertical;

  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
    opacity: 1;
  }

  &:hover {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.ink)};
  }
`

export type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'children'> & {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  /** The box's least height in px: 112 for notes, less inside the compact admin forms. */
  minHeight?: number
}

/** A labelled multi-line text box with the same hint and error chrome as TextField (the one text area of the app). */
export function TextAreaField({ label, hint, error, minHeight = 112, id: idProp, className, ref, ...rest }: TextAreaFieldProps) {
  const { id, hintId, errorId } = useFieldIds(idProp)
  const invalid = Boolean(error)
  const boxRef = useEarlyInput(ref)
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <TextArea
        {...rest}
        ref={boxRef}
        id={id}
        $invalid={invalid}
        $minHeight={minHeight}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hint ? hintId : undefined, invalid && errorId)}
      />
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
    </FieldRoot>
  )
}
