import { createLink, Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { AnswerStatus } from '@/domain/child-overview'
import { Card, PageContainer } from '@/ui/primitives/card'
import { LoadingState } from '@/ui/primitives/spinner'
import { BackArrow } from '@/ui/primitives/back-link'
import { roundLinkStyles, ScreenHeader } from '@/ui/screens/child-profile/screen-header'
import { DashboardOrRetry } from '@/ui/screens/child-profile/child-profile-states'
import { Cluster, plainList, Stack } from '@/ui/primitives/layout'

/** Shared pieces of the child's summary, weekly checklist and reminders screens. */

const HeaderLink = createLink(styled.a`
  ${roundLinkStyles}
`)

export const Section = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
`

export const SectionHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

/** The list of items on the checklist and the reminders screens. */
export const ItemList = styled(Stack).attrs({ as: 'ul' as const, $gap: 1.5 })`
  ${plainList}
`

export const ItemCard = styled.li`
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`

export const Lead = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`

const Screen = styled(Stack).attrs({ $gap: 2 })``

export type OverviewLayoutProps = {
  title: string
  /** The child the screen is about: the back arrow leads to their profile. */
  childId: number
  children: ReactNode
  /** Where the back arrow leads: the child's profile, or the dashboard when there is no such child. */
  back?: 'profile' | 'dashboard'
}

/** Page, header with the back arrow to the child's profile (or the dashboard), and the screen's sections. */
export function OverviewLayout({ title, childId, children, back = 'profile' }: OverviewLayoutProps) {
  return (
    <PageContainer>
      <Screen>
        <ScreenHeader
          title={title}
          start={
            back === 'profile' ? (
              <HeaderLink to="/child/$childId" params={{ childId }} aria-label="Back to the child's profile">
                <BackArrow />
              </HeaderLink>
            ) : (
              <HeaderLink to="/client-dashboard" aria-label="Back to dashboard">
                <BackArrow />
              </HeaderLink>
            )
          }
        />
        {children}
      </Screen>
    </PageContainer>
  )
}

export function OverviewLoading({ title, childId, label }: { title: string; childId: number; label: string }) {
  return (
    <OverviewLayout title={title} childId={childId}>
      <LoadingState label={label} />
    </OverviewLayout>
  )
}

const FailedActions = styled(Cluster).attrs({ $gap: 1.5, $align: 'stretch' as const, $wrap: true })``

/**
 * A child that is not the parent's, or a load that failed; Try again only where the failure may pass.
 * Like the profile's 'Child not found', the way out is the dashboard (the child's profile would not load either).
 */
export function OverviewFailed({ title, childId, onRetry }: { title: string; childId: number; onRetry?: () => void }) {
  return (
    <OverviewLayout title={title} childId={childId} back={onRetry ? 'profile' : 'dashboard'}>
      <Section $padding="lg" role="alert">
        <SectionHeading>{onRetry ? 'Error fetching data. Please try again later.' : 'Child not found'}</SectionHeading>
        {!onRetry && <Lead>This profile may have been removed, or it belongs to another account.</Lead>}
        <FailedActions>
          <DashboardOrRetry onRetry={onRetry} />
        </FailedActions>
      </Section>
    </OverviewLayout>
  )
}

const NextSteps = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2.5)};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

/**
 * An optional extension the server has not got (docs/product-rules.md#decisions-beyond):
 * this screen says so, and leads to what works: the weekly checklist and the child's profile.
 */
export function OverviewUnavailable({ title, childId }: { title: string; childId: number }) {
  return (
    <OverviewLayout title={title} childId={childId}>
      <Section $padding="lg" aria-labelledby="feature-unavailable">
        <SectionHeading id="feature-unavailable">{title} is not available on this server</SectionHeading>
        <Lead>This server does not offer {title} yet. Everything else in the app works as usual.</Lead>
        <NextSteps aria-label="Elsewhere for this child">
          <li>
            <Link to="/weekly-checklist/$childId" params={{ childId }}>
              Go to the weekly checklist
            </Link>
          </li>
          <li>
            <Link to="/child/$childId" params={{ childId }}>
              Open the child&apos;s profile
            </Link>
          </li>
        </NextSteps>
      </Section>
    </OverviewLayout>
  )
}

export const statusText: Record<AnswerStatus, string> = {
  yes: 'Yes',
  sometimes: 'Sometimes',
  notYet: 'Not yet',
  unanswered: 'Not answered',
}

const Pill = styled.span<{ $status: AnswerStatus }>`
  display: inline-block;
  padding: ${({ theme }) => theme.space(0.25)} ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $status }) => ($status === 'yes' ? theme.colors.primary : $status === 'sometimes' ? theme.colors.border : theme.colors.accent)};
  background: ${({ theme, $status }) => ($status === 'yes' ? theme.colors.primarySoft : $status === 'sometimes' ? theme.colors.surface : theme.colors.accentSoft)};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;

  @media print {
    border-color: #000;
    background: none;
  }
`

/** The answer in words: the option's own label, or "Not answered"; colour only repeats what the words say. */
export function AnswerPill({ status, label }: { status: AnswerStatus; label: string | null }) {
  return <Pill $status={status}>{label ?? statusText[status]}</Pill>
}

/** A part of a page that loads from an optional call: loading, not on this server (404), failed (with Try again), or ready with what it shows. */
export type OptionalSectionState<Ready extends object> =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'failed'; onRetry: () => void }
  | ({ status: 'ready' } & Ready)
