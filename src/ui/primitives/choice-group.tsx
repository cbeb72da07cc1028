import { type ComponentProps, type ReactNode, useId } from 'react'
import styled from 'styled-components'
import { useEarlyInput } from '@/ui/primitives/early-input'
import { describedBy, FieldError, FieldHint } from '@/ui/primitives/text-field'
import { CheckIcon } from '@/ui/primitives/icons'

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.75)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space(0.75)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.ink};
`

/*
 * Equal columns side by side while the longest label fits on one line (plus the tick and padding,
 * about 5ch); narrower, the choices stack one per row rather than wrap their words.
 */
const Options = styled.div<{ $longest: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $longest }) => $longest + 5}ch), 1fr));
  gap: ${({ theme }) => theme.space(1.5)};
`

const Option = styled.label`
  position: relative;
  display: block;
  min-width: 0;
`

/* A native radio stretched invisibly over its face: arrow keys and touch target come from the browser. */
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
`

export type ChoiceGroupProps<V extends string> = {
  legend: ReactNode
  name: string
  options: ReadonlyArray<{ value: V; label: string }>
  value: V | ''
  onChange: (value: V) => void
  onBlur?: () => void
  hint?: ReactNode
  disabled?: boolean
  error?: ReactNode
}

/** One radio of the group: what a visitor chose before hydration reaches the form (src/ui/primitives/early-input.ts). */
function ChoiceRadio(props: ComponentProps<typeof Radio>) {
  return <Radio {...props} ref={useEarlyInput(undefined)} />
}

/**
 * A few native radios dressed as buttons (the browser keeps the arrow keys and
 * the touch target), in a radio group named by its legend: sign-up's gender,
 * the child form's sex and prematurity.
 */
export function ChoiceGroup<V extends string>({ legend, name, options, value, onChange, onBlur, hint, error, disabled }: ChoiceGroupProps<V>) {
  const id = useId()
  const legendId = `${id}-legend`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const invalid = Boolean(error)
  return (
    <Fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={describedBy(hint ? hintId : undefined, invalid && errorId)}
      disabled={disabled}
    >
      <Legend id={legendId}>{legend}</Legend>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Options $longest={Math.max(...options.map((option) => option.label.length))}>
        {options.map((option) => (
          <Option key={option.value}>
            <ChoiceRadio
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-invalid={invalid || undefined}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              disabled={disabled}
            />
            <Face $invalid={invalid}>
              <Tick>
                <CheckIcon size={12} strokeWidth={4} />
              </Tick>
              {option.label}
            </Face>
          </Option>
        ))}
      </Options>
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
    </Fieldset>
  )
}

/** A fieldset that groups related selects (age, date of birth, height) under one legend and one message. */
export const GroupFieldset = Fieldset
export const GroupLegend = Legend
