import { useRef, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import { CheckIcon } from '@/ui/primitives/icons'

/* The group measures its own width, so the choices lay out by the room they really have. */
const Frame = styled.div`
  container-type: inline-size;
`

/*
 * Equal choices in a clean grid: one full-width column on phones (three labels such as
 * "Sometimes" with the selection tick do not fit a third of a phone's card), then one
 * row of equal buttons once each has room (up to three; four as two by two), so no
 * label ends up alone on its own line.
 */
const Group = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)};

  @container (min-width: 380px) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`

const Choice = styled.button<{ $checked: boolean }>`
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(1)};
  justify-content: center;
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.borderStrong)};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.surfaceRaised)};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.onPrimary : theme.colors.ink)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`

export interface OptionChoice {
  id: number
  label: string
}

export type OptionGroupProps = {
  /** Id of the element that names the group (the question text). */
  labelledBy: string
  describedBy?: string
  options: readonly OptionChoice[]
  value: number | undefined
  onChange: (id: number) => void
  disabled?: boolean
}

/**
 * One choice among buttons, with radio-group semantics: a single tab stop,
 * arrow keys move and select (WAI-ARIA radio group pattern), the selection
 * shown by more than colour (a tick and a bold border).
 */
export function OptionGroup({ labelledBy, describedBy, options, value, onChange, disabled }: OptionGroupProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const selectedIndex = options.findIndex((option) => option.id === value)
  const tabStop = selectedIndex >= 0 ? selectedIndex : 0

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key]
    const jump = event.key === 'Home' ? 0 : event.key === 'End' ? options.length - 1 : undefined
    if (step === undefined && jump === undefined) return
    event.preventDefault()
    const next = jump ?? (index + step! + options.length) % options.length
    const option = options[next]
    if (!option) return
    refs.current[next]?.focus()
    onChange(option.id)
  }

  return (
    <Frame>
      <Group role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} $columns={columnsFor(options.length)}>
        {options.map((option, index) => {
          const checked = option.id === value
          return (
            <Choice
              key={option.id}
              ref={(element) => {
                refs.current[index] = element
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={index === tabStop ? 0 : -1}
              $checked={checked}
              disabled={disabled}
              onClick={() => onChange(option.id)}
              onKeyDown={(event) => move(event, index)}
            >
              {checked && (
                <CheckIcon size={14} strokeWidth={3} />
              )}
              {option.label}
            </Choice>
          )
        })}
      </Group>
    </Frame>
  )
}

function columnsFor(count: number): number {
  if (count <= 3) return Math.max(1, count)
  return count === 4 ? 2 : 3
}
