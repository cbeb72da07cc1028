import {
  type ClipboardEvent,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
} from 'react'
import styled from 'styled-components'
import { CODE_LENGTH, normaliseCode } from '@/domain/forms/auth-forms'
import { FieldHint, FieldLabel } from '@/ui/primitives/text-field'
import { Stack } from '@/ui/primitives/layout'

const Root = styled(Stack).attrs({ $gap: 1 })`
  min-width: 0;
`

const Boxes = styled.div<{ $length: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $length }) => $length}, minmax(0, 56px));
  gap: ${({ theme }) => theme.space(1)};

  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space(1.5)};
  }
`

const Box = styled.input`
  width: 100%;
  min-width: 0;
  height: 56px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  text-align: center;
  caret-color: ${({ theme }) => theme.colors.primary};
  transition:
    border-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.ink};
  }

  /* A filled box reads as done even without colour: it holds a digit and a thicker border. */
  &[data-filled='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`

export type CodeInputProps = {
  /** The digits typed so far, left to right without gaps ('' to 'length' digits). */
  value: string
  onChange: (value: string) => void
  /** Accessible name of the group, also shown above the boxes, e.g. "Verification code". */
  label: ReactNode
  hint?: ReactNode
  /** Number of boxes (docs/product-rules.md#9: the verification code has 5 digits). */
  length?: number
  disabled?: boolean
  /** Name of the first box, so a browser's one-time-code autofill has something to fill. */
  name?: string
  className?: string
}

/**
 * A code typed one digit per box (docs/product-rules.md#5 verification code): digits
 * only; a typed digit moves on to the next box; pasted text is stripped of
 * non-digits and truncated to the code's length; Backspace on an empty box
 * moves focus to the previous box; the arrow keys, Home and End move between
 * boxes. The value has no gaps, so focus never lands beyond the first empty box.
 */
export function CodeInput({
  value,
  onChange,
  label,
  hint,
  length = CODE_LENGTH,
  disabled = false,
  name,
  className,
}: CodeInputProps) {
  const labelId = useId()
  const hintId = `${labelId}-hint`
  const inputs = useRef<Array<HTMLInputElement | null>>([])
  // The latest value this component has sent or received; a focus move right after
  // onChange must see the new value, before the parent has rendered it.
  const latest = useRef(value)
  useLayoutEffect(() => {
    latest.current = value
  }, [value])

  const digits = value.split('')

  const clamp = (index: number) => Math.max(0, Math.min(index, length - 1))
  /** The box that may take focus: at most the first empty one. */
  const reachable = (index: number) => clamp(Math.min(index, latest.current.length))

  const focusBox = (index: number) => {
    const input = inputs.current[reachable(index)]
    input?.focus()
    input?.select()
  }

  const emit = (next: string) => {
    const code = normaliseCode(next).slice(0, length)
    latest.current = code
    if (code !== value) onChange(code)
    return code
  }

  const fillFromStart = (text: string) => {
    const code = normaliseCode(text)
    if (code === '') return
    const filled = emit(code)
    // Focus the next empty box, or the last box when the code is complete.
    focusBox(filled.length)
  }

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const current = digits[index] ?? ''
    const typed = event.target.value.replace(/\D/g, '')
    if (typed === current) return // a non-digit: nothing changes
    if (typed === '') {
      emit(value.slice(0, index) + value.slice(index + 1))
      return
    }
    let digit: string | undefined
    if (typed.length === 1) digit = typed
    // One more digit typed beside the one already in the box: keep the new one.
    else if (typed.length === 2 && current !== '' && typed.includes(current)) digit = typed[0] === current ? typed[1] : typed[0]
    if (digit === undefined) {
      // Several digits at once (autofill, a keyboard's suggestion): treat as a paste.
      fillFromStart(event.target.value)
      return
    }
    const next = index < value.length ? value.slice(0, index) + digit + value.slice(index + 1) : value + digit
    emit(next)
    focusBox(index + 1)
  }

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        // docs/product-rules.md#5: Backspace on an empty box moves focus to the previous box.
        if ((digits[index] ?? '') === '' && index > 0) {
          event.preventDefault()
          focusBox(index - 1)
        }
        return
      case 'ArrowLeft':
      case 'ArrowUp':
        event.preventDefault()
        focusBox(index - 1)
        return
      case 'ArrowRight':
      case 'ArrowDown':
        event.preventDefault()
        focusBox(index + 1)
        return
      case 'Home':
        event.preventDefault()
        focusBox(0)
        return
      case 'End':
        event.preventDefault()
        focusBox(length - 1)
        return
    }
  }

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    // docs/product-rules.md#5: pasted text is stripped of non-digits and truncated to 5.
    fillFromStart(event.clipboardData.getData('text'))
  }

  return (
    <Root role="group" aria-labelledby={labelId} aria-describedby={hint ? hintId : undefined} className={className}>
      <FieldLabel as="span" id={labelId}>
        {label}
      </FieldLabel>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <Boxes $length={length}>
        {Array.from({ length }, (_, index) => (
          <Box
            key={index}
            ref={(element) => {
              inputs.current[index] = element
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            name={index === 0 ? name : undefined}
            aria-label={`Digit ${index + 1} of ${length}`}
            value={digits[index] ?? ''}
            data-filled={digits[index] !== undefined}
            disabled={disabled}
            onChange={handleChange(index)}
            onKeyDown={handleKeyDown(index)}
            onPaste={handlePaste}
            onFocus={(event) => {
              // Boxes fill left to right: a click past the first empty box lands on it.
              const target = reachable(index)
              if (target !== index) inputs.current[target]?.focus()
              else event.target.select()
            }}
          />
        ))}
      </Boxes>
    </Root>
  )
}
