import styled from 'styled-components'
import type { SharedRole } from '@/contract/child-access'
import type { ChildAccessList, ChildMember, Invitation } from '@/contract/sharing'
import { roleLabels } from '@/domain/child-access'
import { longDateOfInstant } from '@/domain/format'
import { sharedRoles } from '@/domain/sharing'
import { Button } from '@/ui/primitives/button'
import { RecordConflictPanel, type ConflictField, type RecordConflict } from '@/ui/primitives/conflict-panel'
import { Cluster, Stack } from '@/ui/primitives/layout'
import { Notice } from '@/ui/primitives/notice'
import { ItemCard, ItemList, Lead, Section, SectionHeading } from '@/ui/primitives/section'
import { SelectField } from '@/ui/primitives/select-field'
import { SmallText } from '@/ui/primitives/text'

/** The last change that went through, or that failed, said above the list (the invitation's own under its form). */
export type SharingDone = 'invited' | 'roleChanged' | 'removed' | 'revoked'
export type SharingFailed = 'invite' | 'role' | 'remove' | 'revoke'

const doneText = {
  roleChanged: 'Role changed. It applies from their next step in the app.',
  removed: 'Access removed.',
  revoked: 'Invitation withdrawn. Its link no longer works.',
} as const

const failedText = {
  role: 'Could not change the role. Please try again.',
  remove: 'Could not remove the access. Please try again.',
  revoke: 'Could not withdraw the invitation. Please try again.',
} as const

/** What a conflict compares of a member's access: who they are (the same on both sides), and their role. */
const memberConflictFields: readonly ConflictField<ChildMember>[] = [
  ['Person', (m) => `${m.full_name} (${m.email})`],
  ['Role', (m) => roleLabels[m.role]],
]

/** The conflict takes the card's whole width, under the person and their controls. */
const PersonConflict = styled.div`
  flex: 1 1 100%;
  min-width: 0;
`

const Person = styled(ItemCard)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1.5)};
`

const Who = styled(Stack).attrs({ $gap: 0.25 })`
  min-width: 0;
  flex: 1 1 14rem;
`

const WhoName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`

const RoleBadge = styled.span`
  display: inline-block;
  padding: ${({ theme }) => theme.space(0.25)} ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const Controls = styled(Cluster).attrs({ $gap: 1, $align: 'end' as const, $wrap: true })``

const RoleSelect = styled(SelectField)`
  min-width: 9rem;
`

export type AccessSectionProps = {
  name: string
  access: ChildAccessList
  done: SharingDone | null
  failed: SharingFailed | null
  conflict: RecordConflict<ChildMember> | null
  /** A change is on its way (the conflict's buttons wait for it). */
  saving: boolean
  /** Nothing else starts while a change is on its way or the owner chooses in a conflict. */
  busy: boolean
  onChangeRole: (member: ChildMember, role: SharedRole) => void
  onRemove: (member: ChildMember) => void
  onRevoke: (invitation: Invitation) => void
  onKeepMine: () => void
  onUseTheirs: () => void
}

/** docs/decisions/076: who can see the child (the owner, each member with their role) and the waiting invitations. */
export function AccessSection({ name, access, done, failed, conflict, saving, busy, onChangeRole, onRemove, onRevoke, onKeepMine, onUseTheirs }: AccessSectionProps) {
  return (
    <Section $padding="lg" aria-labelledby="sharing-access">
      <SectionHeading id="sharing-access">Who can see {name}</SectionHeading>
      {done && done !== 'invited' && <Notice tone="success">{doneText[done]}</Notice>}
      {failed && failed !== 'invite' && <Notice tone="error">{failedText[failed]}</Notice>}
      <ItemList aria-label="People with access">
        <Person>
          <Who>
            <WhoName>{access.owner.full_name} (you)</WhoName>
            <SmallText>{access.owner.email}</SmallText>
          </Who>
          <RoleBadge>{roleLabels.owner}</RoleBadge>
        </Person>
        {access.members.map((member) => (
          <Person key={member.id}>
            <Who>
              <WhoName>{member.full_name}</WhoName>
              <SmallText>
                {member.email} · since {longDateOfInstant(member.since)}
              </SmallText>
            </Who>
            <Controls>
              <RoleSelect
                label={`Role of ${member.full_name}`}
                value={member.role}
                disabled={busy}
                options={sharedRoles.map((role) => ({ value: role, label: roleLabels[role] }))}
                onChange={(event) => onChangeRole(member, event.target.value === 'viewer' ? 'viewer' : 'caregiver')}
              />
              <Button variant="secondary" disabled={busy} onClick={() => onRemove(member)} aria-label={`Remove access of ${member.full_name}`}>
                Remove
              </Button>
            </Controls>
            {conflict?.theirs.id === member.id && (
              <PersonConflict>
                <RecordConflictPanel conflict={conflict} fields={memberConflictFields} busy={saving} onKeepMine={onKeepMine} onUseTheirs={onUseTheirs} />
              </PersonConflict>
            )}
          </Person>
        ))}
      </ItemList>
      {access.members.length === 0 && <Lead>Nobody else can see {name}&rsquo;s progress yet.</Lead>}
      {access.invitations.length > 0 && (
        <>
          <SectionHeading as="h3">Waiting invitations</SectionHeading>
          <ItemList aria-label="Waiting invitations">
            {access.invitations.map((invitation) => (
              <Person key={invitation.id}>
                <Who>
                  <WhoName>{invitation.email}</WhoName>
                  <SmallText>
                    {roleLabels[invitation.role]} · expires {longDateOfInstant(invitation.expires_at)}
                  </SmallText>
                </Who>
                <Button variant="secondary" disabled={busy} onClick={() => onRevoke(invitation)} aria-label={`Withdraw the invitation to ${invitation.email}`}>
                  Withdraw
                </Button>
              </Person>
            ))}
          </ItemList>
        </>
      )}
    </Section>
  )
}
