import { type ReactNode, useId } from 'react'
import styled from 'styled-components'
import { describedBy, FieldError, FieldRoot } from '@/ui/primitives/text-field'

export type GenderValue = 'female' | 'male'

const genderOptions: ReadonlyArray<{ value: GenderValue; label: string }> = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
]

const GroupLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.ink};
`

const Options = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(1.5)};
`

const Option = styled.label`
  position: relative;
  display: block;
`

/*
 * A native radio, stretched invisibly over its button face: it keeps the
 * browser's own radio-group keyboard behaviour (arrow keys) and touch target.
 */
const Radio = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`

const Tick = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.onPrimary};

  svg {
    visibility: hidden;
  }
`

const Face = styled.span<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  box-shadow: ${({ theme, $invalid }) => ($invalid ? `inset 0 0 0 1px ${theme.colors.error}` : 'none')};
  transition:
    background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    border-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  pointer-events: none;

  ${Radio}:hover + & {
    border-color: ${({ theme }) => theme.colors.ink};
  }

  /* Chosen: teal border and fill plus a tick, so the state never rests on colour alone. */
  ${Radio}:checked + & {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }

  ${Radio}:checked + & ${Tick} {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};

    svg {
      visibility: visible;
    }
  }

  ${Radio}:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  ${Radio}:disabled + & {
    opacity: 0.6;
  }
`

export type GenderChoiceProps = {
  name: string
  value: '' | GenderValue
  onChange: (value: GenderValue) => void
  onBlur?: () => void
  error?: ReactNode
  disabled?: boolean
}

/**
 * SPEC section 2: "gender buttons (female, male)". Two native radios dressed
 * as buttons in a radiogroup labelled "Gender"; the error describes the group.
 */
export function GenderChoice({ name, value, onChange, onBlur, error, disabled }: GenderChoiceProps) {
  const id = useId()
  const labelId = `${id}-label`
  const errorId = `${id}-error`
  const invalid = Boolean(error)
  return (
    <FieldRoot>
      <GroupLabel id={labelId}>Gender</GroupLabel>
      <Options
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={describedBy(invalid && errorId)}
        aria-invalid={invalid || undefined}
        aria-required="true"
      >
        {genderOptions.map((option) => (
          <Option key={option.value}>
            <Radio
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
            />
            <Face $invalid={invalid}>
              <Tick>
                <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true" focusable="false">
                  <path d="M2.5 6.2l2.3 2.3L9.5 3.8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </Tick>
              {option.label}
            </Face>
          </Option>
        ))}
      </Options>
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
    </FieldRoot>
  )
}
