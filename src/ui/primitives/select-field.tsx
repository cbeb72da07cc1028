import { type ComponentProps, type ReactNode } from 'react'
import styled from 'styled-components'
import { useEarlyInput } from '@/ui/primitives/early-input'
import { FieldFocusRing, FieldFrame, FieldShell } from '@/ui/primitives/text-field'

const Select = styled.select`
  flex: 1;
  min-width: 0;
  align-self: stretch;
  /* Room on the right for the chevron, which is drawn by the shell. */
  padding: 0 ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(1.5)};
  border: 0;
  border-radius: inherit;
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.ink};
  appearance: none;
  cursor: pointer;

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

const Chevron = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space(2)};
  top: 50%;
  width: 8px;
  height: 8px;
  margin-top: -6px;
  border-right: 2px solid ${({ theme }) => theme.colors.muted};
  border-bottom: 2px solid ${({ theme }) => theme.colors.muted};
  transform: rotate(45deg);
  pointer-events: none;
`

export type SelectOption = { value: string; label: string; disabled?: boolean }

export type SelectFieldProps = ComponentProps<'select'> & {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  /** Convenience for simple lists; `children` <option>s are rendered after these. */
  options?: ReadonlyArray<SelectOption>
  /** First option with an empty value, e.g. "Choose a city". */
  placeholder?: string
}

export function SelectField({
  label,
  hint,
  error,
  options,
  placeholder,
  id,
  className,
  disabled,
  children,
  'aria-describedby': ariaDescribedBy,
  ref,
  ...selectProps
}: SelectFieldProps) {
  const selectRef = useEarlyInput(ref)
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className} aria-describedby={ariaDescribedBy}>
      {(control) => (
        <FieldShell $invalid={control.invalid} $disabled={Boolean(disabled)}>
          <Select
            {...selectProps}
            ref={selectRef}
            id={control.id}
            disabled={disabled}
            aria-invalid={control.invalid || selectProps['aria-invalid'] || undefined}
            aria-describedby={control.describedBy}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options?.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
            {children}
          </Select>
          <FieldFocusRing aria-hidden="true" />
          <Chevron aria-hidden="true" />
        </FieldShell>
      )}
    </FieldFrame>
  )
}
