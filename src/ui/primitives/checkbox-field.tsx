import { type ComponentProps, type ReactNode } from 'react'
import styled from 'styled-components'
import { useEarlyInput } from '@/ui/primitives/early-input'
import { describedBy, FieldError, FieldHint, useFieldIds } from '@/ui/primitives/text-field'
import { Cluster, Stack } from '@/ui/primitives/layout'

const Root = styled(Stack).attrs({ $gap: 0.5 })``

const Row = styled(Cluster).attrs({ $gap: 1.5, $align: 'start' as const })`
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: ${({ theme }) => theme.space(1)} 0;
`

const Box = styled.input<{ $invalid: boolean }>`
  flex: none;
  width: 20px;
  height: 20px;
  /* Aligns the box with the first line of a wrapping label. */
  margin: 2px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  outline: ${({ theme, $invalid }) => ($invalid ? `2px solid ${theme.colors.error}` : 'none')};
  outline-offset: 1px;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
  }
`

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
`

// Indent messages so they line up with the label text, not the box.
const Messages = styled(Stack).attrs({ $gap: 0.5 })`
  padding-left: calc(20px + ${({ theme }) => theme.space(1.5)});
`

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & {
  /** May contain links (terms, privacy policy); clicking a link follows it rather than toggling. */
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
}

export function CheckboxField({
  label,
  hint,
  error,
  id: idProp,
  className,
  'aria-describedby': ariaDescribedBy,
  ref,
  ...inputProps
}: CheckboxFieldProps) {
  const { id, hintId, errorId } = useFieldIds(idProp)
  const invalid = Boolean(error)
  const hasHint = Boolean(hint)
  const boxRef = useEarlyInput(ref)
  return (
    <Root className={className}>
      <Row>
        <Box
          {...inputProps}
          ref={boxRef}
          id={id}
          type="checkbox"
          $invalid={invalid}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ariaDescribedBy, hasHint && hintId, invalid && errorId)}
        />
        <Label htmlFor={id}>{label}</Label>
      </Row>
      {(hasHint || invalid) && (
        <Messages>
          {hasHint && <FieldHint id={hintId}>{hint}</FieldHint>}
          {invalid && <FieldError id={errorId}>{error}</FieldError>}
        </Messages>
      )}
    </Root>
  )
}
