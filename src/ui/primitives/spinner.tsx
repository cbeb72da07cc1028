import styled, { keyframes } from 'styled-components'

export type SpinnerSize = 'sm' | 'md' | 'lg'

const diameters: Record<SpinnerSize, number> = { sm: 16, md: 24, lg: 40 }

const spin = keyframes`
  to { transform: rotate(360deg); }
`

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`

const Ring = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => diameters[$size]}px;
  height: ${({ $size }) => diameters[$size]}px;
  border-radius: 50%;
  border: ${({ $size }) => ($size === 'lg' ? 4 : $size === 'md' ? 3 : 2)}px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;

  /*
   * A spinner is the only sign that something is still happening, so under reduced
   * motion it pulses in place instead of stopping; !important beats the global reset.
   */
  ${({ theme }) => theme.media.reducedMotion} {
    border-right-color: currentColor;
    animation: ${pulse} 2s ease-in-out infinite !important;
  }
`

export type SpinnerProps = {
  /** Accessible name; defaults to "Loading". */
  label?: string
  size?: SpinnerSize
  /** Hide from assistive tech when the surrounding element already announces the busy state. */
  decorative?: boolean
  className?: string
}

export function Spinner({ label = 'Loading', size = 'md', decorative = false, className }: SpinnerProps) {
  if (decorative) {
    return <Ring aria-hidden="true" $size={size} className={className} />
  }
  return (
    <span role="status" aria-label={label} className={className}>
      <Ring aria-hidden="true" $size={size} />
    </span>
  )
}
