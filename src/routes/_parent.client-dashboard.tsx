import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { listChildren } from '@/api/children.api'
import { rememberSelectedChild, selectedChildOfVisit } from '@/routes/-lib/selected-child'
import {
  ChildCarouselError,
  ChildCarouselLoading,
  ChildCarouselScreen,
} from '@/ui/screens/dashboard/child-carousel-screen'
import { useReloadOnReturn } from '@/routes/-lib/use-refresh-on-return'

/** docs/product-rules.md#2: the child selection screen. A read-only screen: a route loader with pending and error components (STYLE.md). */
export const Route = createFileRoute('/_parent/client-dashboard')({
  loader: () => listChildren(),
  // 'Loading Children...' shows from the first moment, not after the router's default second.
  pendingMs: 0,
  pendingComponent: ClientDashboardPending,
  errorComponent: ClientDashboardError,
  component: ClientDashboardPage,
})

function useParentName(): string {
  return Route.useRouteContext({ select: (context) => context.session.user.full_name })
}

function ClientDashboardPage() {
  const childList = Route.useLoaderData()
  const parentName = useParentName()
  const navigate = useNavigate()
  // Issue #11: children added or changed in another tab show when this tab is back in view.
  useReloadOnReturn()
  // The child chosen earlier in this visit (a card, answers saved, a new profile); else SPEC's middle child.
  const [initialChildId] = useState(selectedChildOfVisit)
  return (
    <ChildCarouselScreen
      childList={childList}
      parentName={parentName}
      initialChildId={initialChildId}
      onSelectChild={rememberSelectedChild}
      onOpenChild={(childId) => {
        rememberSelectedChild(childId)
        void navigate({ to: '/child/$childId', params: { childId } })
      }}
      onEditChild={(childId) => {
        rememberSelectedChild(childId)
        void navigate({ to: '/edit-child-profile/$childId', params: { childId } })
      }}
      onRegister={() => void navigate({ to: '/create-child-profile' })}
    />
  )
}

function ClientDashboardPending() {
  return <ChildCarouselLoading parentName={useParentName()} />
}

/** docs/product-rules.md#8: 'Error fetching data. Please try again later.'; Try again reloads the list. */
function ClientDashboardError() {
  const router = useRouter()
  return <ChildCarouselError parentName={useParentName()} onRetry={() => void router.invalidate()} />
}
