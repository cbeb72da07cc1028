import { useLoaderData, useParams, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { OverviewLoad } from '@/routes/-lib/child-overview-loader'
import { OverviewFailed, OverviewLoading } from '@/ui/primitives/child-page'

type Loaded = OverviewLoad | { status: 'found' } | Extract<OverviewLoad, { status: 'notFound' }>
type Found<L extends Loaded> = Extract<L, { status: 'found' }>

/** The `$childId` of the route being rendered (a child overview route parses it with `childIdParams`). */
function useChildId(): number {
  return (useParams({ strict: false }) as { childId: number }).childId
}

/**
 * The page of a child overview route (its `component`, kept in the route file so the router's code
 * splitting moves it and its screen out of the entry): 'Child not found' (with Try again where the
 * failure may pass), else the screen `render` makes of what the route's loader found.
 */
export function ChildOverviewPage<L extends Loaded = OverviewLoad>(props: { title: string; render: (found: Found<L>, childId: number) => ReactNode }) {
  const { title, render } = props
  const childId = useChildId()
  const router = useRouter()
  const load = useLoaderData({ strict: false }) as unknown as L
  if (load.status === 'notFound') {
    return <OverviewFailed title={title} childId={childId} onRetry={load.retryable ? () => void router.invalidate() : undefined} />
  }
  return <>{render(load as Found<L>, childId)}</>
}

/** The pending page of a child overview route: its title and what is loading. */
export function ChildOverviewPending({ childId, title, label }: { childId?: number; title: string; label: string }) {
  const routeChildId = useChildId()
  return <OverviewLoading title={title} childId={childId ?? routeChildId} label={label} />
}
