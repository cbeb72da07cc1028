import type { SnapshotFrom } from 'xstate'
import { accountMessages } from '@/contract/accounts'
import type { ConfirmEmailEvent, confirmEmailMachine } from '@/machines/confirm-email.machine'

/** A link without a token (or a damaged one) says what the server says of an unknown one. */
export const noTokenText = accountMessages.confirmationUnknown

export type ConfirmEmailView = { status: 'confirming' } | { status: 'confirmed'; email: string } | { status: 'refused'; message: string } | { status: 'failed'; onRetry: () => void }

/** The confirmation page's state from its flow (docs/decisions/096-routes-bind.md). */
export function confirmEmailView(snapshot: SnapshotFrom<typeof confirmEmailMachine>, send: (event: ConfirmEmailEvent) => void): ConfirmEmailView {
  const { email, refusal } = snapshot.context
  if (snapshot.matches('confirmed') && email) return { status: 'confirmed', email }
  if (snapshot.matches('refused')) return { status: 'refused', message: refusal ?? noTokenText }
  if (snapshot.matches('failed')) return { status: 'failed', onRetry: () => send({ type: 'retry' }) }
  return { status: 'confirming' }
}
