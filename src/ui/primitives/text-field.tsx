import { type ComponentProps, type ReactNode, useId } from 'react'
import styled, { css } from 'styled-components'
import { useEarlyInput } from '@/ui/primitives/early-input'
import { StatusIcon } from '@/ui/primitives/icons'
import { Cluster, Stack } from '@/ui/primitives/layout'

/*
 * Shared field chrome (label, hint, error, ids) lives here and is reused by
 * select-field and checkbox-field so every form control reads and announces alike.
 */

export function useFieldIds(idProp: string | undefined) {
  const generated = useId()
  const id = idProp ?? generated
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` }
}

/** Joins the caller's own aria-describedby with the hint and error ids that are present. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ')
  return joined === '' ? undefined : joined
}

export const FieldRoot = styled(Stack).attrs({ $gap: 0.75 })`
  min-width: 0;
`

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.ink};
`

export const FieldHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.muted};
`

const ErrorText = styled(Cluster).attrs({ as: 'p' as const, $gap: 0.75, $align: 'start' as const })`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.error};

  svg {
    flex: none;
    margin-top: 0.1em;
  }
`

// The icon makes an error recognisable without relying on red alone.
function ErrorIcon() {
  return <StatusIcon tone="error" size={16} strokeWidth={2.4} />
}

/** Plain text on purpose: it is announced through aria-describedby, not as a live alert. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ErrorText id={id}>
      <ErrorIcon />
      <span>{children}</span>
    </ErrorText>
  )
}

/** What a framed control needs: its id, whether it is invalid, and the ids that describe it. */
export type FramedControl = { id: string; invalid: boolean; describedBy: string | undefined }

export type FieldFrameProps = {
  id?: string
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  className?: string
  /** The caller's own aria-describedby, joined before the hint and the error. */
  'aria-describedby'?: string
  children: (control: FramedControl) => ReactNode
}

/**
 * The one frame of a labelled field (text, select, text area): the label tied by id, the hint under
 * it, the control, and the error under the control, announced through aria-describedby.
 */
export function FieldFrame({ id: idProp, label, hint, error, className, 'aria-describedby': ariaDescribedBy, children }: FieldFrameProps) {
  const { id, hintId, errorId } = useFieldIds(idProp)
  const invalid = Boolean(error)
  const hasHint = Boolean(hint)
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {hasHint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {children({ id, invalid, describedBy: describedBy(ariaDescribedBy, hasHint && hintId, invalid && errorId) })}
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
    </FieldRoot>
  )
}

/** The shell draws the border; a sibling ring shows focus around input and adornment together. */
export const FieldShell = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.controlHeights.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.surfaceSunken : theme.colors.surfaceRaised)};
  box-shadow: ${({ theme, $invalid }) => ($invalid ? `inset 0 0 0 1px ${theme.colors.error}` : 'none')};
  transition: border-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &:hover {
    border-color: ${({ theme, $invalid, $disabled }) =>
      $invalid ? theme.colors.error : $disabled ? theme.colors.borderStrong : theme.colors.ink};
  }
`

export const FieldFocusRing = styled.span`
  position: absolute;
  inset: -1px;
  border-radius: inherit;
  pointer-events: none;
`

/** The control inside a FieldShell (an input, a select): borderless, the shell draws the frame and the ring. */
export const shellControl = css`
  flex: 1;
  min-width: 0;
  align-self: stretch;
  border: 0;
  border-radius: inherit;
  background: transparent;
  /* 16 px minimum stops iOS Safari from zooming into the field. */
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.ink};

  &:focus-visible {
    outline: none;
  }

  &:focus-visible ~ ${FieldFocusRing} {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Input = styled.input`
  ${shellControl}
  padding: 0 ${({ theme }) => theme.space(1.5)};

  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
    opacity: 1;
  }
`

const Adornment = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  padding-right: ${({ theme }) => theme.space(0.5)};
`

type ShellFieldProps = Omit<FieldFrameProps, 'children'> & {
  disabled?: boolean
  /** What the shell holds after the control and its ring: an adornment, a select's chevron. */
  after?: ReactNode
  children: (control: FramedControl) => ReactNode
}

/** The one frame of a single-line field (text, select): FieldFrame around the bordered shell and its focus ring. */
export function ShellField({ disabled, after, children, ...frame }: ShellFieldProps) {
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <FieldShell $invalid={control.invalid} $disabled={Boolean(disabled)}>
          {children(control)}
          <FieldFocusRing aria-hidden="true" />
          {after}
        </FieldShell>
      )}
    </FieldFrame>
  )
}

export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> & {
  /** Always visible; tied to the input by id. */
  label: ReactNode
  hint?: ReactNode
  /** Shown under the input; sets aria-invalid and joins aria-describedby. */
  error?: ReactNode
  /** Rendered inside the field's right edge, e.g. a show/hide password button. */
  endAdornment?: ReactNode
}

export function TextField({
  label,
  hint,
  error,
  endAdornment,
  id,
  className,
  disabled,
  type = 'text',
  'aria-describedby': ariaDescribedBy,
  ref,
  ...inputProps
}: TextFieldProps) {
  const inputRef = useEarlyInput(ref)
  return (
    <ShellField
      {...{ id, label, hint, error, className, disabled }}
      aria-describedby={ariaDescribedBy}
      after={endAdornment && <Adornment>{endAdornment}</Adornment>}
    >
      {(control) => (
        <Input
          {...inputProps}
          ref={inputRef}
          id={control.id}
          type={type}
          disabled={disabled}
          aria-invalid={control.invalid || undefined}
          aria-describedby={control.describedBy}
        />
      )}
    </ShellField>
  )
}
