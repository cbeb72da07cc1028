import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { accountMessages } from '@/contract/accounts'
import { CONFIRM_EMAIL_TOKEN_MAX_CHARS } from '@/contract/confirm-email-link'
import { confirmEmailMachine } from '@/machines/confirm-email.machine'
import { ConfirmEmailScreen, type ConfirmEmailScreenState } from '@/ui/screens/account/confirm-email-screen'

type ConfirmEmailSearch = { token?: string }

/** A link without a token (or a damaged one) says what the server says of an unknown one. */
const noTokenText = accountMessages.confirmationUnknown

/**
 * docs/decisions/084: the confirmation link mailed to an address (the demo shows it on the account page). Outside
 * the parent layout: it works signed out too, as the link may be opened in another browser.
 */
export const Route = createFileRoute('/confirm-email')({
  validateSearch: (search: Record<string, unknown>): ConfirmEmailSearch => {
    const { token } = search
    return typeof token === 'string' && token.length > 0 && token.length <= CONFIRM_EMAIL_TOKEN_MAX_CHARS ? { token } : {}
  },
  component: ConfirmEmailPage,
})

function ConfirmEmailPage() {
  const { token } = Route.useSearch()
  if (!token) return <ConfirmEmailScreen state={{ status: 'refused', message: noTokenText }} />
  return <ConfirmByToken key={token} token={token} />
}

function ConfirmByToken({ token }: { token: string }) {
  const actorRef = useActorRef(confirmEmailMachine, { input: { token } })
  const state = useSelector(actorRef, (snapshot): ConfirmEmailScreenState => {
    const { email, refusal } = snapshot.context
    if (snapshot.matches('confirmed') && email) return { status: 'confirmed', email }
    if (snapshot.matches('refused')) return { status: 'refused', message: refusal ?? noTokenText }
    if (snapshot.matches('failed')) return { status: 'failed', onRetry: () => actorRef.send({ type: 'retry' }) }
    return { status: 'confirming' }
  }, (a, b) => a.status === b.status)
  return <ConfirmEmailScreen state={state} />
}
