import { type ReactNode, useEffect, useRef } from 'react'
import styled from 'styled-components'

const Target = styled.span<{ $align: 'start' | 'center' }>`
  display: block;
  text-align: ${({ $align }) => $align};

  /* Focus lands here only by script, to announce the step; it is not a control. */
  &:focus,
  &:focus-visible {
    outline: none;
  }
`

/**
 * The text of a reset step's heading. It takes focus when the step mounts, so
 * keyboard and screen-reader users start each step at its title instead of
 * wherever the previous step's button was.
 */
export function StepHeading({ children, align = 'start' }: { children: ReactNode; align?: 'start' | 'center' }) {
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <Target ref={ref} tabIndex={-1} $align={align}>
      {children}
    </Target>
  )
}
