import styled from 'styled-components'
import type { Child } from '@/contract/children'
import type { MyInvitation } from '@/contract/sharing'
import { roleLabels } from '@/domain/child-access'
import { longDateOfInstant } from '@/domain/format'
import { Button } from '@/ui/primitives/button'
import { Card } from '@/ui/primitives/card'
import { Cluster, plainList, Stack } from '@/ui/primitives/layout'
import { Notice } from '@/ui/primitives/notice'

export type MyInvitationsPanelProps = {
  invitations: readonly MyInvitation[]
  /** The invitation being answered. */
  answering: number | null
  refusal: { id: number; message: string } | null
  accepted: Child | null
  onAccept: (invitation: MyInvitation) => void
  onDecline: (invitation: MyInvitation) => void
}

const Panel = styled(Card).attrs({ as: 'section' as const })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
`

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const List = styled(Stack).attrs({ as: 'ul' as const, $gap: 1.5 })`
  ${plainList}
`

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`

const Text = styled(Stack).attrs({ $gap: 0.25 })`
  flex: 1 1 16rem;
  min-width: 0;

  p:last-child {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

/**
 * docs/decisions/076: on the invitee's dashboard, the invitations waiting for their email,
 * each with Accept and Decline; nothing at all when there are none (or the server has no sharing).
 */
export function MyInvitationsPanel({ invitations, answering, refusal, accepted, onAccept, onDecline }: MyInvitationsPanelProps) {
  if (invitations.length === 0 && !refusal && !accepted) return null
  return (
    <Panel $padding="md" aria-labelledby="my-invitations">
      <Heading id="my-invitations">Invitations</Heading>
      {accepted && (
        <Notice tone="success">
          You now follow {accepted.first_name}
          {accepted.access ? `, shared by ${accepted.access.owner_name}` : ''}. {accepted.first_name} is among your children below.
        </Notice>
      )}
      {refusal && <Notice tone="error">{refusal.message}</Notice>}
      {invitations.length > 0 && (
        <List>
          {invitations.map((invitation) => (
            <Item key={invitation.id}>
              <Text>
                <p>
                  <strong>{invitation.owner_name}</strong> invites you to follow <strong>{invitation.child.name}</strong> as {roleLabels[invitation.role]}.
                </p>
                <p>Expires {longDateOfInstant(invitation.expires_at)}</p>
              </Text>
              <Cluster $gap={1} $wrap>
                <Button size="sm" loading={answering === invitation.id} disabled={answering !== null} onClick={() => onAccept(invitation)} aria-label={`Accept the invitation to follow ${invitation.child.name}`}>
                  Accept
                </Button>
                <Button size="sm" variant="secondary" disabled={answering !== null} onClick={() => onDecline(invitation)} aria-label={`Decline the invitation to follow ${invitation.child.name}`}>
                  Decline
                </Button>
              </Cluster>
            </Item>
          ))}
        </List>
      )}
    </Panel>
  )
}
