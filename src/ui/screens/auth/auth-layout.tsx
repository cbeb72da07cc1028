import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Brand } from '@/ui/primitives/brand'
import { GradientPage } from '@/ui/primitives/gradient-page'
import { Cluster } from '@/ui/primitives/layout'

const Panel = styled.div`
  width: 100%;
  max-width: 440px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2.5)};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space(4)};
  }
`

const TopRow = styled(Cluster).attrs({ $gap: 0, $justify: 'between' as const })`
  min-height: 40px;
  margin-bottom: ${({ theme }) => theme.space(1)};
`

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(1)};
`

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 ${({ theme }) => theme.space(3)};
`

const Below = styled.div`
  width: 100%;
  max-width: 440px;
  margin-top: ${({ theme }) => theme.space(2)};
`

export type AuthLayoutProps = {
  title: ReactNode
  subtitle?: ReactNode
  /** A back link or button, rendered top left (the route passes a router link). */
  back?: ReactNode
  /** Above the title, e.g. the Log In / Sign Up tabs. */
  header?: ReactNode
  /** Under the card, e.g. the demo accounts hint. */
  below?: ReactNode
  children: ReactNode
}

/** The shared frame of /auth, the reset chain, /signup and /onboarding: one calm card, centred. */
export function AuthLayout({ title, subtitle, back, header, below, children }: AuthLayoutProps) {
  return (
    <GradientPage>
      <Panel>
        <TopRow>
          {back ?? <span />}
          <Brand />
        </TopRow>
        {header}
        <Title>{title}</Title>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        {children}
      </Panel>
      {below ? <Below>{below}</Below> : null}
    </GradientPage>
  )
}

/** Log In / Sign Up, shown as two tabs that are links (each tab is its own page). */
export const AuthTabList = styled.nav`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => theme.space(0.5)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border-radius: ${({ theme }) => theme.radii.pill};
`

export const AuthTab = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.muted};
  text-decoration: none;

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`
