import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { getChild } from '@/api/children.api'
import { sharingMachine } from '@/machines/sharing.machine'
import { sharingView } from '@/machines/sharing.view'
import { ChildOverviewError, ChildOverviewNotFound, ChildOverviewPending } from '@/routes/-lib/child-overview-page'
import { childIdParams } from '@/routes/-lib/guards'
import { throwLoadFailure } from '@/routes/-lib/load-failure'
import { SharingScreen, sharingTitle } from '@/ui/screens/sharing/sharing-screen'

/** docs/decisions/076: the owner's Share screen; sharing.machine.ts loads who has access and makes every change. */
export const Route = createFileRoute('/_parent/child/$childId/sharing')({
  params: childIdParams,
  loader: ({ params }) => getChild(params.childId).catch((error: unknown) => throwLoadFailure(`The child ${params.childId} for sharing`, error)),
  pendingComponent: () => <ChildOverviewPending title={sharingTitle} label="Loading who has access…" />,
  notFoundComponent: () => <ChildOverviewNotFound title={sharingTitle} />,
  errorComponent: () => <ChildOverviewError title={sharingTitle} />,
  component: SharingPage,
})

function SharingPage() {
  const { childId } = Route.useParams()
  const child = Route.useLoaderData()
  return <Sharing key={childId} childId={childId} name={child.first_name} />
}

function Sharing({ childId, name }: { childId: number; name: string }) {
  const actorRef = useActorRef(sharingMachine, { input: { childId } })
  const state = useSelector(actorRef, (snapshot) => sharingView(snapshot, actorRef.send, window.location.origin))
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
