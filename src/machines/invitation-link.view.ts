import type { SnapshotFrom } from 'xstate'
import { invitationPath } from '@/domain/redirect'
import { unknownInvitationText, type InvitationLinkEvent, type invitationLinkMachine } from '@/machines/invitation-link.machine'

/** The invitation page's state from its flow (docs/decisions/096-routes-bind.md); `back` is this link, to come back to. */
export function invitationView(snapshot: SnapshotFrom<typeof invitationLinkMachine>, send: (event: InvitationLinkEvent) => void) {
  const { child, refusal, preview, token } = snapshot.context
  if (snapshot.matches('accepted') && child) return { status: 'accepted', child } as const
  if (snapshot.matches('invited') && preview) return { status: 'invited', preview, back: invitationPath(token) } as const
  if (snapshot.matches('refused')) return { status: 'refused', message: refusal ?? unknownInvitationText } as const
  if (snapshot.matches('failed')) return { status: 'failed', onRetry: () => send({ type: 'retry' }) } as const
  return snapshot.matches('accepting') ? ({ status: 'accepting' } as const) : ({ status: 'opening' } as const)
}
