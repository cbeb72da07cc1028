import { type ComponentProps, type MouseEvent } from 'react'
import styled, { css } from 'styled-components'
import { buttonColors } from '@/ui/primitives/button'

/*
 * A link that looks like the Button primitive. Navigation stays a real link (it can be
 * opened in a new tab and is announced as a link); the route decides how a plain
 * click navigates, because ui cannot import the router (STYLE "The layers").
 */

type Variant = 'accent' | 'primary'
type Size = 'md' | 'lg'

const StyledLink = styled.a<{ $variant: Variant; $size: Size }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme, $size }) => theme.controlHeights[$size]};
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme, $size }) => theme.space($size === 'lg' ? 3 : 2.5)};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  ${({ $variant, theme: { colors } }) => {
    // The Button's own colours for the variant (a filled one: its border is its fill).
    const { ink, hover } = buttonColors[$variant]
    const fill = colors[$variant]
    return css`
      background: ${fill};
      border-color: ${fill};
      &,
      &:hover {
        color: ${colors[ink]};
      }
      &:hover {
        background: ${colors[hover]};
        border-color: ${colors[hover]};
      }
    `
  }}

  &:active {
    transform: translateY(1px);
  }
`

export type ButtonLinkProps = Omit<ComponentProps<'a'>, 'href' | 'onClick'> & {
  href: string
  /** Called instead of the browser's navigation for a plain left click. */
  onNavigate?: () => void
  variant?: Variant
  size?: Size
}

/** Modified clicks (new tab, new window, download) keep the browser's own behaviour. */
function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

export function ButtonLink({ href, onNavigate, variant = 'accent', size = 'md', children, ...rest }: ButtonLinkProps) {
  return (
    <StyledLink
      {...rest}
      href={href}
      $variant={variant}
      $size={size}
      onClick={(event) => {
        if (!onNavigate || event.defaultPrevented || !isPlainLeftClick(event)) return
        event.preventDefault()
        onNavigate()
      }}
    >
      {children}
    </StyledLink>
  )
}
