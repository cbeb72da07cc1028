import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { OverviewLoad } from '@/routes/-lib/child-overview-loader'
import { OverviewFailed, OverviewLoading } from '@/ui/screens/child-overview/overview-parts'

type Loaded = OverviewLoad | { status: 'found' } | Extract<OverviewLoad, { status: 'notFound' }>

/** The page of a child overview route: 'Child not found' (with Try again where the failure may pass), else the screen. */
export function ChildOverviewPage<L extends Loaded = OverviewLoad>(props: {
  childId: number
  title: string
  load: L
  render: (found: Extract<L, { status: 'found' }>) => ReactNode
}) {
  const { childId, title, load, render } = props
  const router = useRouter()
  if (load.status === 'notFound') {
    return <OverviewFailed title={title} childId={childId} onRetry={load.retryable ? () => void router.invalidate() : undefined} />
  }
  return <>{render(load as Extract<L, { status: 'found' }>)}</>
}

export function ChildOverviewPending({ childId, title, label }: { childId: number; title: string; label: string }) {
  return <OverviewLoading title={title} childId={childId} label={label} />
}
