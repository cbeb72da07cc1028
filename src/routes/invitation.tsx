import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { INVITATION_TOKEN_MAX_CHARS } from '@/contract/invitation-link'
import { invitationLinkMachine, unknownInvitationText } from '@/machines/invitation-link.machine'
import { invitationView } from '@/machines/invitation-link.view'
import { InvitationScreen } from '@/ui/screens/sharing/invitation-screen'

type InvitationSearch = { token?: string }

/**
 * docs/decisions/076: the invitation's link. Outside the parent layout (docs/decisions/094): signed
 * out it says who invites and leads to sign up or log in, with the invited address filled in and back here after;
 * signed in, invitation-link.machine.ts accepts it.
 */
export const Route = createFileRoute('/invitation')({
  validateSearch: (search: Record<string, unknown>): InvitationSearch => {
    const { token } = search
    return typeof token === 'string' && token.length > 0 && token.length <= INVITATION_TOKEN_MAX_CHARS ? { token } : {}
  },
  component: InvitationPage,
})

function InvitationPage() {
  const { token } = Route.useSearch()
  const signedIn = Route.useRouteContext({ select: (context) => context.session() !== null })
  if (!token) return <InvitationScreen state={{ status: 'refused', message: unknownInvitationText }} />
  return <AnswerInvitation key={token} token={token} signedIn={signedIn} />
}

function AnswerInvitation({ token, signedIn }: { token: string; signedIn: boolean }) {
  const actorRef = useActorRef(invitationLinkMachine, { input: { token, signedIn } })
  const state = useSelector(actorRef, (snapshot) => invitationView(snapshot, actorRef.send))
  return <InvitationScreen state={state} />
}
