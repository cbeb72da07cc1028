import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'

/* Back on the left, the title centred, an action on the right; equal side columns keep the title centred. */
const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(44px, 1fr) auto minmax(44px, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`

const Start = styled.div`
  justify-self: start;
`

const End = styled.div`
  justify-self: end;
`

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

export type ScreenHeaderProps = {
  title: string
  /** The back arrow, rendered by the screen. */
  start: ReactNode
  /** An action on the right, e.g. Edit profile. */
  end?: ReactNode
}

/** The header of the child screens: back arrow, centred title, optional action. */
export function ScreenHeader({ title, start, end }: ScreenHeaderProps) {
  return (
    <Bar>
      <Start>{start}</Start>
      <Title>{title}</Title>
      <End>{end}</End>
    </Bar>
  )
}

/* Looks like the primary Button; a link because it changes the page. */
export const primaryLinkStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: 0 ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`
