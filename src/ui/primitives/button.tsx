import { type ComponentProps } from 'react'
import styled, { css, type DefaultTheme } from 'styled-components'
import { Spinner } from '@/ui/primitives/spinner'

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

type ColorName = keyof DefaultTheme['colors']

/**
 * Each variant's colours: its fill (none: transparent), text, border (none: transparent) and hover fill. A filled
 * variant (its border is its fill) keeps the border on the fill when hovered.
 */
export const buttonColors: Record<ButtonVariant, { fill: ColorName | null; ink: ColorName; border: ColorName | null; hover: ColorName }> = {
  primary: { fill: 'primary', ink: 'onPrimary', border: 'primary', hover: 'primaryHover' },
  accent: { fill: 'accent', ink: 'onAccent', border: 'accent', hover: 'accentHover' },
  secondary: { fill: 'surfaceRaised', ink: 'primary', border: 'primary', hover: 'primarySoft' },
  ghost: { fill: null, ink: 'primary', border: null, hover: 'primarySoft' },
  danger: { fill: 'error', ink: 'onError', border: 'error', hover: 'errorHover' },
}

const variantStyles = (variant: ButtonVariant, { colors }: DefaultTheme) => {
  const { fill, ink, border, hover } = buttonColors[variant]
  return css`
    background: ${fill ? colors[fill] : 'transparent'};
    color: ${colors[ink]};
    border-color: ${border ? colors[border] : 'transparent'};
    &:hover:not(:disabled) {
      background: ${colors[hover]};
      ${fill !== null && fill === border ? `border-color: ${colors[hover]};` : ''}
    }
  `
}

const paddings: Record<ButtonSize, number> = { sm: 1.5, md: 2.5, lg: 3 }
const fontSizes = { sm: 'sm', md: 'md', lg: 'lg' } as const

/**
 * The small secondary Button's frame (its padding, border, corners, colours and weight) for a control that cannot be
 * a Button: a file input's own selector button, the label of a hidden file input. Its hover is the control's own.
 */
export const secondaryButtonFrame = css`
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(paddings.sm)};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`

const StyledButton = styled.button<{
  $variant: ButtonVariant
  $size: ButtonSize
  $fullWidth: boolean
}>`
  position: relative;
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme, $size }) => theme.controlHeights[$size]};
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme, $size }) => theme.space(paddings[$size])};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme, $size }) => theme.fontSizes[fontSizes[$size]]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    border-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  ${({ $variant, theme }) => variantStyles($variant, theme)}

  &:active:not(:disabled) {
    transform: translateY(1px);
  }

  /* A loading button keeps its colours: it is busy, not unavailable. */
  &:disabled:not([aria-busy='true']) {
    opacity: 0.5;
    cursor: not-allowed;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`

// opacity (not visibility) keeps the label in the accessibility tree and the button's width.
const Label = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`

const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant
  size?: ButtonSize
  fullWidth?: boolean
  /** Shows a spinner, sets aria-busy and blocks clicks while keeping the label as the accessible name. */
  loading?: boolean
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  type = 'button',
  disabled,
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      <Label $hidden={loading}>{children}</Label>
      {loading && (
        <SpinnerSlot>
          <Spinner decorative size={size === 'lg' ? 'md' : 'sm'} />
        </SpinnerSlot>
      )}
    </StyledButton>
  )
}
