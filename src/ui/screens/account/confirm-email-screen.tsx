import { PageContainer } from '@/ui/primitives/card'
import { IconBubble } from '@/ui/primitives/icon-bubble'
import { CheckIcon } from '@/ui/primitives/icons'
import { Cluster } from '@/ui/primitives/layout'
import { Notice } from '@/ui/primitives/notice'
import { LoadingState } from '@/ui/primitives/states'
import { StateCard } from '@/ui/primitives/state-card'
import { FailedLinkCard, PrimaryLink, SecondaryLink, trouble } from '@/ui/screens/sharing/invitation-screen'

export type ConfirmEmailScreenState =
  | { status: 'confirming' }
  | { status: 'confirmed'; email: string }
  | { status: 'refused'; message: string }
  | { status: 'failed'; onRetry: () => void }

const done = (
  <IconBubble $size={88} $tone="primary">
    <CheckIcon size={40} />
  </IconBubble>
)

/** /confirm-email?token=... (docs/decisions/084): the link mailed to an address, opened signed in or out. */
export function ConfirmEmailScreen({ state }: { state: ConfirmEmailScreenState }) {
  return (
    <PageContainer as="main" $width="narrow">
      <ConfirmEmailBody state={state} />
    </PageContainer>
  )
}

function ConfirmEmailBody({ state }: { state: ConfirmEmailScreenState }) {
  if (state.status === 'confirming') return <LoadingState label="Confirming your email address…" />
  if (state.status === 'confirmed')
    return (
      <StateCard
        picture={done}
        titleLevel="h1"
        title="Your email address is confirmed"
        text={`${state.email} is your account’s email now: log in with it, and invitations sent to it wait on your dashboard.`}
        actions={
          <Cluster $gap={1} $wrap $justify="center">
            <PrimaryLink to="/client-dashboard">Go to your dashboard</PrimaryLink>
            <SecondaryLink to="/account">Your account</SecondaryLink>
          </Cluster>
        }
      />
    )
  if (state.status === 'refused')
    return (
      <StateCard picture={trouble} titleLevel="h1" title="This link cannot confirm your address" actions={<SecondaryLink to="/account">Your account</SecondaryLink>}>
        <Notice tone="error">{state.message}</Notice>
      </StateCard>
    )
  return <FailedLinkCard title="Your address could not be confirmed" onRetry={state.onRetry} />
}
