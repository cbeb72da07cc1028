import { createLink, Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { BackArrow } from '@/ui/primitives/back-link'
import { Button } from '@/ui/primitives/button'
import { primaryLinkStyles, roundLinkStyles } from '@/ui/primitives/link-styles'
import { PageLayout } from '@/ui/primitives/page-layout'
import { FailedState, LoadingState, UnavailableState } from '@/ui/primitives/states'

/**
 * The page layout of the pages about one child (summary, checklist, reminders, health record, sharing, ...):
 * the one page header with the back arrow to the child's profile, and the page's loading, failed and
 * unavailable states (CONTRIBUTING.md "Page chrome").
 */

const HeaderLink = createLink(styled.a`
  ${roundLinkStyles}
`)

const DashboardLink = createLink(styled.a`
  ${primaryLinkStyles}
`)

/** The ways on from a child that cannot be shown: the dashboard, and Try again where the failure may pass. */
export function DashboardOrRetry({ onRetry }: { onRetry?: (() => void) | undefined }) {
  return (
    <>
      <DashboardLink to="/client-dashboard">Go to dashboard</DashboardLink>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </>
  )
}

/** The round back arrow to the dashboard (a child that cannot be shown, the pages under the dashboard). */
export function BackToDashboard() {
  return (
    <HeaderLink to="/client-dashboard" aria-label="Back to dashboard">
      <BackArrow />
    </HeaderLink>
  )
}

/** The round back arrow to the child's profile. */
export function BackToProfile({ childId }: { childId: number }) {
  return (
    <HeaderLink to="/child/$childId" params={{ childId }} aria-label="Back to the child's profile">
      <BackArrow />
    </HeaderLink>
  )
}

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
    <PageLayout title={title} back={back === 'profile' ? <BackToProfile childId={childId} /> : <BackToDashboard />}>
      {children}
    </PageLayout>
  )
}

export function OverviewLoading({ title, childId, label }: { title: string; childId: number; label: string }) {
  return (
    <OverviewLayout title={title} childId={childId}>
      <LoadingState label={label} />
    </OverviewLayout>
  )
}

/**
 * A child that is not the parent's, or a load that failed; Try again only where the failure may pass.
 * Like the profile's 'Child not found', the way out is the dashboard (the child's profile would not load either).
 */
export function OverviewFailed({ title, childId, onRetry }: { title: string; childId: number; onRetry?: () => void }) {
  return (
    <OverviewLayout title={title} childId={childId} back={onRetry ? 'profile' : 'dashboard'}>
      <FailedState
        title={onRetry ? 'Error fetching data. Please try again later.' : 'Child not found'}
        text={onRetry ? undefined : 'This profile may have been removed, or it belongs to another account.'}
        actions={<DashboardLink to="/client-dashboard">Go to dashboard</DashboardLink>}
        onRetry={onRetry}
      />
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
      <UnavailableState feature={title} text={`This server does not offer ${title} yet. Everything else in the app works as usual.`}>
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
      </UnavailableState>
    </OverviewLayout>
  )
}
