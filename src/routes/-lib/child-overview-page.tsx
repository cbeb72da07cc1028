import { useLoaderData, useParams, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { StatusLoad } from '@/routes/-lib/child-overview-loader'
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

type Found<L> = Extract<L, { status: 'found' }>

/**
 * The page of the health and alerts routes, whose loaders still answer a status union (docs/decisions/096-routes-bind.md:
 * they move to thrown failures and `Route.useLoaderData()` with the record-list kit): 'Child not found' (with Try
 * again where the failure may pass), else the screen `render` makes of what the route's loader found.
 */
export function ChildOverviewPage<L extends StatusLoad<object>>(props: { title: string; render: (found: Found<L>, childId: number) => ReactNode }) {
  const { title, render } = props
  const childId = useChildId()
  const router = useRouter()
  const load = useLoaderData({ strict: false }) as unknown as L
  if (load.status === 'notFound') {
    return <OverviewFailed title={title} childId={childId} onRetry={load.retryable ? () => void router.invalidate() : undefined} />
  }
  return <>{render(load as Found<L>, childId)}</>
}
