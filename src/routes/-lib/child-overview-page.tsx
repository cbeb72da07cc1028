import { useParams, useRouter } from '@tanstack/react-router'
import { OverviewFailed, OverviewLoading } from '@/ui/primitives/child-page'

/** The `$childId` of the route being rendered (a child overview route parses it with `childIdParams`). */
function useChildId(): number {
  return (useParams({ strict: false }) as { childId: number }).childId
}

/** The pending page of a child overview route: its title and what is loading. */
export function ChildOverviewPending({ childId, title, label }: { childId?: number; title: string; label: string }) {
  const routeChildId = useChildId()
  return <OverviewLoading title={title} childId={childId ?? routeChildId} label={label} />
}

/** A child overview route's `notFoundComponent`: its loader threw not-found (the child is gone or not this account's). */
export function ChildOverviewNotFound({ title }: { title: string }) {
  return <OverviewFailed title={title} childId={useChildId()} />
}

/** A child overview route's `errorComponent`: the failure may pass; Try again runs the loader again. */
export function ChildOverviewError({ title }: { title: string }) {
  const router = useRouter()
  return <OverviewFailed title={title} childId={useChildId()} onRetry={() => void router.invalidate()} />
}
