import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { isApiError } from '@/api/api-error'
import { getChild } from '@/api/children.api'
import { sharingMachine } from '@/machines/sharing.machine'
import { conflictOf } from '@/routes/-lib/conflict-of'
import { childIdParams } from '@/routes/-lib/guards'
import { OverviewFailed, OverviewLoading } from '@/ui/primitives/child-page'
import { SharingScreen, sharingTitle, type SharingState } from '@/ui/screens/sharing/sharing-screen'

/** Issue #26 point 2 (docs/decisions/076): the owner's Share screen; sharing.machine.ts loads who has access and makes every change. */
export const Route = createFileRoute('/_parent/child/$childId/sharing')({
  params: childIdParams,
  loader: async ({ params }) => {
    try {
      return { status: 'found' as const, child: await getChild(params.childId) }
    } catch (error) {
      console.error(`The child ${params.childId} could not be loaded for sharing`, error)
      return { status: 'notFound' as const, retryable: !(isApiError(error) && error.kind === 'http' && error.status < 500) }
    }
  },
  pendingComponent: SharingPending,
  component: SharingPage,
})

function SharingPending() {
  const { childId } = Route.useParams()
  return <OverviewLoading title={sharingTitle} childId={childId} label="Loading who has access…" />
}

function SharingPage() {
  const { childId } = Route.useParams()
  const load = Route.useLoaderData()
  const router = useRouter()
  if (load.status === 'notFound') return <OverviewFailed title={sharingTitle} childId={childId} onRetry={load.retryable ? () => void router.invalidate() : undefined} />
  return <Sharing key={childId} childId={childId} name={load.child.first_name} />
}

function Sharing({ childId, name }: { childId: number; name: string }) {
  const actorRef = useActorRef(sharingMachine, { input: { childId } })
  const snapshot = useSelector(actorRef, (s) => s)
  const { context } = snapshot
  const state: SharingState = snapshot.matches('loading')
    ? { status: 'loading' }
    : snapshot.matches('unavailable')
      ? { status: 'unavailable' }
      : snapshot.matches('notOwner')
        ? { status: 'notOwner' }
        : snapshot.matches('loadFailed') || !context.access
          ? { status: 'loadFailed', onRetry: () => actorRef.send({ type: 'retry' }) }
          : {
              status: 'ready',
              access: context.access,
              busy: snapshot.hasTag('busy'),
              fieldErrors: context.fieldErrors,
              failed: context.failed,
              done: context.done,
              // The demo answers the link's path; the inviter copies the whole address.
              created: context.created && { ...context.created, url: context.created.link ? new URL(context.created.link, window.location.origin).href : null },
              removing: snapshot.matches('confirmingRemove') || snapshot.matches('removing') ? context.removing : null,
              conflict: conflictOf(
                snapshot.matches('roleConflict') ? 'change' : snapshot.matches('removeConflict') ? 'delete' : null,
                context.conflict,
                context.changing && { ...context.changing.member, role: context.changing.role },
                context.removing,
              ),
            }
  return (
    <SharingScreen
      childId={childId}
      name={name}
      state={state}
      onInvite={(values) => actorRef.send({ type: 'invite', values })}
      onChangeRole={(member, role) => actorRef.send({ type: 'role.change', member, role })}
      onRemove={(member) => actorRef.send({ type: 'remove', member })}
      onConfirmRemove={() => actorRef.send({ type: 'confirm' })}
      onCancelRemove={() => actorRef.send({ type: 'cancel' })}
      onRevoke={(invitation) => actorRef.send({ type: 'revoke', invitation })}
      onKeepMine={() => actorRef.send({ type: 'keepMine' })}
      onUseTheirs={() => actorRef.send({ type: 'useTheirs' })}
    />
  )
}
