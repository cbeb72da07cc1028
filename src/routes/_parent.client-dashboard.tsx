import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router'
import { useActorRef, useMachine, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { listChildren } from '@/api/children.api'
import type { Child } from '@/contract/children'
import { finishResultsMachine } from '@/machines/finish-results.machine'
import { accessEndedMachine } from '@/machines/access-ended.machine'
import { myInvitationsMachine } from '@/machines/my-invitations.machine'
import { forgetFinishResults, pendingFinishResults, rememberSelectedChild, selectedChildOfVisit } from '@/routes/-lib/selected-child'
import { ResultsPanel } from '@/ui/screens/dashboard/results-panel'
import { AccessEndedNotices } from '@/ui/screens/sharing/access-ended-notices'
import { MyInvitationsPanel } from '@/ui/screens/sharing/my-invitations-panel'
import {
  ChildCarouselError,
  ChildCarouselLoading,
  ChildCarouselScreen,
} from '@/ui/screens/dashboard/child-carousel-screen'
import { usePreloadCode } from '@/routes/-lib/use-preload-code'
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

const dashboardMoves = ['/child/$childId/', '/edit-child-profile/$childId'] as const

function useParentName(): string {
  return Route.useRouteContext({ select: (context) => context.session.user.full_name })
}

function ClientDashboardPage() {
  const childList = Route.useLoaderData()
  const parentName = useParentName()
  const navigate = useNavigate()
  // docs/decisions/031: children added or changed in another tab show when this tab is back in view.
  useReloadOnReturn()
  // Show Details and Edit are buttons (no preload on intent): their pages' code loads once the cards are up.
  usePreloadCode(dashboardMoves)
  // The child chosen earlier in this visit (a card, answers saved, a new profile); else SPEC's middle child.
  const [initialChildId] = useState(selectedChildOfVisit)
  const [resultsChild, setResultsChild] = useState(() => childList.find((child) => child.id === pendingFinishResults()) ?? null)
  return (
    <ChildCarouselScreen
      childList={childList}
      results={
        resultsChild && (
          <FinishResultsPanel
            child={resultsChild}
            onClosed={() => {
              forgetFinishResults()
              setResultsChild(null)
            }}
          />
        )
      }
      invitations={
        <>
          <AccessEnded />
          <MyInvitations />
        </>
      }
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

/** docs/decisions/072: invitations waiting for this account (my-invitations.machine.ts); accepted, the children load again. */
function MyInvitations() {
  const router = useRouter()
  const actorRef = useActorRef(myInvitationsMachine.provide({ actions: { childrenChanged: () => void router.invalidate() } }))
  const snapshot = useSelector(actorRef, (s) => s)
  const { context } = snapshot
  if (snapshot.matches('loading') || snapshot.matches('absent')) return null
  return (
    <MyInvitationsPanel
      invitations={context.invitations}
      answering={context.answering?.id ?? null}
      refusal={context.refusal}
      accepted={context.accepted}
      onAccept={(invitation) => actorRef.send({ type: 'accept', invitation })}
      onDecline={(invitation) => actorRef.send({ type: 'decline', invitation })}
    />
  )
}

/** docs/decisions/094: children no longer shared with this account, said once (access-ended.machine.ts). */
function AccessEnded() {
  const actorRef = useActorRef(accessEndedMachine)
  const shown = useSelector(actorRef, (s) => s.matches('telling') || s.matches('told'))
  const notices = useSelector(actorRef, (s) => s.context.notices)
  if (!shown) return null
  return <AccessEndedNotices notices={notices} onClose={() => actorRef.send({ type: 'close' })} />
}

/** The results of the answers just sent (docs/decisions/054), until the parent closes them. */
function FinishResultsPanel({ child, onClosed }: { child: Child; onClosed: () => void }) {
  const [snapshot, send] = useMachine(finishResultsMachine, { input: { childId: child.id } })
  const closed = snapshot.matches('closed')
  useEffect(() => {
    if (closed) onClosed()
  }, [closed, onClosed])
  if (closed) return null
  return (
    <ResultsPanel
      childId={child.id}
      name={child.first_name}
      state={snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'shown'}
      results={snapshot.context.results}
      onClose={() => send({ type: 'close' })}
      onRetry={() => send({ type: 'retry' })}
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
