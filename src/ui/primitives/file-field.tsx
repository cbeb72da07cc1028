import type { ReactNode } from 'react'
import styled from 'styled-components'
import { FieldFrame } from '@/ui/primitives/text-field'
import { secondaryButtonFrame } from '@/ui/primitives/button'

const Input = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: ${({ theme }) => theme.space(0.75)};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.error};
  }
  &::file-selector-button {
    margin-right: ${({ theme }) => theme.space(1)};
    ${secondaryButtonFrame}
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`

export type FileFieldProps = {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  /** The types the picker offers (the server still checks the bytes). */
  accept: string
  disabled?: boolean
  onChoose: (file: File | null) => void
  onBlur?: () => void
}

/** A labelled file picker: the browser's own control (keyboard and screen readers know it), its hint and its message. */
export function FileField({ label, hint, error, accept, disabled, onChoose, onBlur }: FileFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <Input
          id={control.id}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-invalid={control.invalid || undefined}
          aria-describedby={control.describedBy}
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
          onBlur={onBlur}
        />
      )}
    </FieldFrame>
  )
}
