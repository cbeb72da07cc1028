import { createLink } from '@tanstack/react-router'
import styled from 'styled-components'
import { Button } from '@/ui/primitives/button'
import { PageContainer } from '@/ui/primitives/card'
import { LoadingState } from '@/ui/primitives/spinner'
import { BackArrow } from '@/ui/primitives/back-link'
import { IconBubble } from '@/ui/primitives/icon-bubble'
import { SearchHeartIcon } from '@/ui/primitives/icons'
import { StateCard } from '@/ui/primitives/state-card'
import { primaryLinkStyles, roundLinkStyles, ScreenHeader } from '@/ui/screens/child-profile/screen-header'

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
      <DashboardLink to="/client-dashboard">
        Go to dashboard
      </DashboardLink>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </>
  )
}

function BackToDashboard() {
  return (
    <HeaderLink to="/client-dashboard" aria-label="Back to dashboard">
      <BackArrow />
    </HeaderLink>
  )
}

export type ChildNotFoundScreenProps = {
  /**
   * Offered when the failure may pass (the server or the network, not a 404):
   * the spec's 'Child not found' stays the message either way.
   */
  onRetry?: () => void
}

/** docs/product-rules.md#2, #8: no such child (or the profile could not be loaded) shows 'Child not found'. */
export function ChildNotFoundScreen({ onRetry }: ChildNotFoundScreenProps) {
  return (
    <PageContainer $width="narrow">
      <ScreenHeader title="Child's Profile" start={<BackToDashboard />} />
      <StateCard
        picture={
          <IconBubble $size={88} $tone="accent">
            <SearchHeartIcon strokeWidth={1.75} size={44} />
          </IconBubble>
        }
        title="Child not found"
        text={
          onRetry
            ? 'We could not load this profile just now. Please check your connection and try again.'
            : 'This profile may have been removed, or it belongs to another account.'
        }
        actions={<DashboardOrRetry onRetry={onRetry} />}
      />
    </PageContainer>
  )
}

/** While the child and the milestones load (the route's pending component). */
export function ChildProfileLoading() {
  return (
    <PageContainer>
      <ScreenHeader title="Child's Profile" start={<BackToDashboard />} />
      <LoadingState label="Loading profile..." fullPage />
    </PageContainer>
  )
}
