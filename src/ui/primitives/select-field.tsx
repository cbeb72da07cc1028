import { type ComponentProps, type ReactNode } from 'react'
import styled from 'styled-components'
import { useEarlyInput } from '@/ui/primitives/early-input'
import { ShellField, shellControl } from '@/ui/primitives/text-field'

const Select = styled.select`
  ${shellControl}
  /* Room on the right for the chevron, which is drawn by the shell. */
  padding: 0 ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(1.5)};
  appearance: none;
  cursor: pointer;
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
    <ShellField {...{ id, label, hint, error, className, disabled }} aria-describedby={ariaDescribedBy} after={<Chevron aria-hidden="true" />}>
      {(control) => (
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
      )}
    </ShellField>
  )
}
