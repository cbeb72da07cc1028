import { useLoaderData, useParams, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { loadChildOverview, type OverviewLoad } from '@/routes/-lib/child-overview-loader'
import { childIdParams } from '@/routes/-lib/guards'
import { OverviewFailed, OverviewLoading } from '@/ui/screens/child-overview/overview-parts'

type Loaded = OverviewLoad | { status: 'found' } | Extract<OverviewLoad, { status: 'notFound' }>
type Found<L extends Loaded> = Extract<L, { status: 'found' }>

/** The page of a child overview route: 'Child not found' (with Try again where the failure may pass), else the screen. */
export function ChildOverviewPage<L extends Loaded = OverviewLoad>(props: {
  childId: number
  title: string
  load: L
  render: (found: Found<L>) => ReactNode
}) {
  const { childId, title, load, render } = props
  const router = useRouter()
  if (load.status === 'notFound') {
    return <OverviewFailed title={title} childId={childId} onRetry={load.retryable ? () => void router.invalidate() : undefined} />
  }
  return <>{render(load as Found<L>)}</>
}

export function ChildOverviewPending({ childId, title, label }: { childId: number; title: string; label: string }) {
  return <OverviewLoading title={title} childId={childId} label={label} />
}

/** The `$childId` of the route being rendered (every route built here parses it with `childIdParams`). */
function useChildId(): number {
  return (useParams({ strict: false }) as { childId: number }).childId
}

/**
 * The options of a child overview route (`createFileRoute(path)(childOverviewRoute({...}))`): the
 * `$childId` params, the loader (the overview's calls unless `load` says otherwise), the pending
 * page with its title and label, and the page, which shows 'Child not found' or `render`s the screen.
 * `usePage` runs on the page whatever was loaded (e.g. the reload when the tab is back in view).
 */
export function childOverviewRoute<L extends Loaded = OverviewLoad>(options: {
  title: string
  pendingLabel: string
  load?: (childId: number) => Promise<L>
  usePage?: () => void
  render: (found: Found<L>, childId: number) => ReactNode
}) {
  const { title, pendingLabel, render, usePage = () => {} } = options
  const load = options.load ?? (loadChildOverview as unknown as (childId: number) => Promise<L>)
  return {
    params: childIdParams,
    loader: ({ params }: { params: { childId: number } }) => load(params.childId),
    pendingComponent: function Pending() {
      return <ChildOverviewPending childId={useChildId()} title={title} label={pendingLabel} />
    },
    component: function Page() {
      const childId = useChildId()
      usePage()
      const loaded: unknown = useLoaderData({ strict: false })
      return <ChildOverviewPage<L> childId={childId} title={title} load={loaded as L} render={(found) => render(found, childId)} />
    },
  }
}
