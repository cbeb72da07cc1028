import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { OverviewLoad } from '@/routes/-lib/child-overview-loader'
import { renderProfileLink } from '@/routes/-lib/profile-links'
import { OverviewFailed, OverviewLoading } from '@/ui/screens/child-overview/overview-parts'
import type { RenderProfileLink } from '@/ui/screens/child-profile/screen-links'

type Found = Extract<OverviewLoad, { status: 'found' }>

/** The page of a child overview route: 'Child not found' (with Try again where the failure may pass), else the screen. */
export function ChildOverviewPage(props: { childId: number; title: string; load: OverviewLoad; render: (found: Found, renderLink: RenderProfileLink) => ReactNode }) {
  const { childId, title, load, render } = props
  const router = useRouter()
  const renderLink = renderProfileLink(childId)
  if (load.status === 'notFound') {
    return <OverviewFailed title={title} renderLink={renderLink} onRetry={load.retryable ? () => void router.invalidate() : undefined} />
  }
  return <>{render(load, renderLink)}</>
}

export function ChildOverviewPending({ childId, title, label }: { childId: number; title: string; label: string }) {
  return <OverviewLoading title={title} renderLink={renderProfileLink(childId)} label={label} />
}
