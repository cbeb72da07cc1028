import { createLink } from '@tanstack/react-router'
import styled from 'styled-components'
import type { Child } from '@/contract/children'
import type { InvitationPreview } from '@/contract/sharing'
import { roleLabels } from '@/domain/child-access'
import { invitationAddressText, invitationRoleText, invitationTitle } from '@/domain/sharing'
import { Button } from '@/ui/primitives/button'
import { IconBubble } from '@/ui/primitives/icon-bubble'
import { ExclamationIcon, UsersIcon } from '@/ui/primitives/icons'
import { PageContainer } from '@/ui/primitives/card'
import { Cluster } from '@/ui/primitives/layout'
import { Notice } from '@/ui/primitives/notice'
import { LoadingState } from '@/ui/primitives/states'
import { StateCard } from '@/ui/primitives/state-card'
import { primaryLinkStyles, roundLinkStyles } from '@/ui/primitives/link-styles'

export type InvitationScreenState =
  | { status: 'opening' }
  | { status: 'accepting' }
  /** Signed out (docs/decisions/094): who invites; `back` is this link, to come back to after signing up or logging in. */
  | { status: 'invited'; preview: InvitationPreview; back: string }
  | { status: 'accepted'; child: Child }
  | { status: 'refused'; message: string }
  | { status: 'failed'; onRetry: () => void }

/** The pages a mailed link opens (this one, /confirm-email) share their links and their picture of trouble. */
export const PrimaryLink = createLink(styled.a`
  ${primaryLinkStyles}
`)

export const SecondaryLink = createLink(styled.a`
  ${roundLinkStyles}
`)

/**
 * /invitation?token=... (docs/decisions/076 and 094): an invitation's link. Signed out it says who
 * invites, to follow whom and as what, and leads to sign up or log in with the invited address filled in; signed in
 * it is accepted for the account.
 */
export function InvitationScreen({ state }: { state: InvitationScreenState }) {
  return (
    // Outside the parent layout (docs/decisions/094): the page is its own main landmark, as /confirm-email.
    <PageContainer as="main" $width="narrow">
      <InvitationBody state={state} />
    </PageContainer>
  )
}

const AddressNote = styled.p`
  max-width: 38ch;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`

const welcome = (
  <IconBubble $size={88} $tone="primary">
    <UsersIcon size={40} />
  </IconBubble>
)

export const trouble = (
  <IconBubble $size={88} $tone="accent">
    <ExclamationIcon size={40} />
  </IconBubble>
)

function InvitationBody({ state }: { state: InvitationScreenState }) {
  if (state.status === 'opening') return <LoadingState label="Opening the invitation…" />
  if (state.status === 'accepting') return <LoadingState label="Accepting the invitation…" />
  if (state.status === 'invited') {
    const { preview, back } = state
    return (
      <StateCard
        picture={welcome}
        titleLevel="h1"
        title={invitationTitle(preview)}
        text={invitationRoleText(preview.role)}
        actions={
          <Cluster $gap={1} $wrap $justify="center">
            <PrimaryLink to="/signup" search={{ redirect: back, email: preview.email }}>
              Sign up to accept
            </PrimaryLink>
            <SecondaryLink to="/auth" search={{ redirect: back, email: preview.email }}>
              Log in to accept
            </SecondaryLink>
          </Cluster>
        }
      >
        <AddressNote>{invitationAddressText(preview.email)}</AddressNote>
      </StateCard>
    )
  }
  if (state.status === 'accepted') {
    const { child } = state
    return (
      <StateCard
        picture={welcome}
        titleLevel="h1"
        title={`You now follow ${child.first_name}`}
        text={
          child.access
            ? `Shared by ${child.access.owner_name}, as ${roleLabels[child.access.role]}. ${child.first_name} is on your dashboard now.`
            : `${child.first_name} is on your dashboard now.`
        }
        actions={
          <Cluster $gap={1} $wrap $justify="center">
            <PrimaryLink to="/child/$childId" params={{ childId: child.id }}>
              Open {child.first_name}&rsquo;s profile
            </PrimaryLink>
            <SecondaryLink to="/client-dashboard">Go to your dashboard</SecondaryLink>
          </Cluster>
        }
      />
    )
  }
  if (state.status === 'refused')
    return (
      <StateCard
        picture={trouble}
        titleLevel="h1"
        title="This invitation cannot be accepted"
        actions={<SecondaryLink to="/client-dashboard">Go to your dashboard</SecondaryLink>}
      >
        <Notice tone="error">{state.message}</Notice>
      </StateCard>
    )
  return <FailedLinkCard title="The invitation could not be accepted" onRetry={state.onRetry} />
}

/** A mailed link whose call failed (network, server): the spec's fetch-error words and Try again. */
export function FailedLinkCard({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <StateCard picture={trouble} titleLevel="h1" title={title} actions={<Button onClick={onRetry}>Try again</Button>}>
      <Notice tone="error">Error fetching data. Please try again later.</Notice>
    </StateCard>
  )
}
