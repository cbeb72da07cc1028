import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { CONFIRM_EMAIL_TOKEN_MAX_CHARS } from '@/contract/confirm-email-link'
import { confirmEmailMachine } from '@/machines/confirm-email.machine'
import { confirmEmailView, noTokenText } from '@/machines/confirm-email.view'
import { ConfirmEmailScreen } from '@/ui/screens/account/confirm-email-screen'

type ConfirmEmailSearch = { token?: string }

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
  const state = useSelector(actorRef, (snapshot) => confirmEmailView(snapshot, actorRef.send), (a, b) => a.status === b.status)
  return <ConfirmEmailScreen state={state} />
}
