import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { INVITATION_TOKEN_MAX_CHARS } from '@/contract/invitation-link'
import { invitationLinkMachine, unknownInvitationText } from '@/machines/invitation-link.machine'
import { InvitationScreen, type InvitationScreenState } from '@/ui/screens/sharing/invitation-screen'

type InvitationSearch = { token?: string }

/**
 * Issue #26 point 2 (docs/decisions/076): the invitation's link. Signed out, the parent layout's guard sends the
 * visitor to log in and back here (`?redirect=`); signed in, invitation-link.machine.ts accepts it.
 */
export const Route = createFileRoute('/_parent/invitation')({
  validateSearch: (search: Record<string, unknown>): InvitationSearch => {
    const { token } = search
    return typeof token === 'string' && token.length > 0 && token.length <= INVITATION_TOKEN_MAX_CHARS ? { token } : {}
  },
  component: InvitationPage,
})

function InvitationPage() {
  const { token } = Route.useSearch()
  if (!token) return <InvitationScreen state={{ status: 'refused', message: unknownInvitationText }} />
  return <AcceptInvitation key={token} token={token} />
}

function AcceptInvitation({ token }: { token: string }) {
  const actorRef = useActorRef(invitationLinkMachine, { input: { token } })
  const snapshot = useSelector(actorRef, (s) => s)
  const { child, refusal } = snapshot.context
  const state: InvitationScreenState = snapshot.matches('accepted') && child
    ? { status: 'accepted', child }
    : snapshot.matches('refused')
      ? { status: 'refused', message: refusal ?? unknownInvitationText }
      : snapshot.matches('failed')
        ? { status: 'failed', onRetry: () => actorRef.send({ type: 'retry' }) }
        : { status: 'accepting' }
  return <InvitationScreen state={state} />
}
