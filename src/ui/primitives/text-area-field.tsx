import { type ComponentProps, type ReactNode } from 'react'
import styled from 'styled-components'
import { useEarlyInput } from '@/ui/primitives/early-input'
import { FieldFrame } from '@/ui/primitives/text-field'

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
export function TextAreaField({ label, hint, error, minHeight = 112, id, className, ref, ...rest }: TextAreaFieldProps) {
  const boxRef = useEarlyInput(ref)
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <TextArea
          {...rest}
          ref={boxRef}
          id={control.id}
          $invalid={control.invalid}
          $minHeight={minHeight}
          aria-invalid={control.invalid || undefined}
          aria-describedby={control.describedBy}
        />
      )}
    </FieldFrame>
  )
}
