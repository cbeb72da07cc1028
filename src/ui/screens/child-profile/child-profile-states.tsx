import { BackToDashboard, DashboardOrRetry } from '@/ui/primitives/child-page'
import { IconBubble } from '@/ui/primitives/icon-bubble'
import { SearchHeartIcon } from '@/ui/primitives/icons'
import { PageLayout } from '@/ui/primitives/page-layout'
import { StateCard } from '@/ui/primitives/state-card'
import { LoadingState } from '@/ui/primitives/states'

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
    <PageLayout width="narrow" title="Child's Profile" back={<BackToDashboard />}>
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
    </PageLayout>
  )
}

/** While the child and the milestones load (the route's pending component). */
export function ChildProfileLoading() {
  return (
    <PageLayout title="Child's Profile" back={<BackToDashboard />}>
      <LoadingState label="Loading profile..." fullPage />
    </PageLayout>
  )
}
