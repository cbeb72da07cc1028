import styled, { css } from 'styled-components'
import { tinted } from '@/ui/primitives/tinted'

/** The round header button look (44 px: a comfortable target for a tired thumb), for `styled(SomeLink)`. */
export const roundLinkStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(0.75)};
  min-width: ${({ theme }) => theme.controlHeights.md};
  height: ${({ theme }) => theme.controlHeights.md};
  padding: 0 ${({ theme }) => theme.space(1.25)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.ink};
  }
`

/** A word beside a header icon that only fits from the small breakpoint up (the link keeps its full name). */
export const WideOnly = styled.span`
  display: none;

  ${({ theme }) => theme.media.sm} {
    display: inline;
  }
`

/* Looks like the primary Button; a link because it changes the page. */
export const primaryLinkStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.controlHeights.md};
  ${tinted('primary', 'onPrimary', [0, 2.5], 'md')}
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`
