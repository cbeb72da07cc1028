import { revalidateLogic } from '@tanstack/react-form'
import { useState } from 'react'
import styled from 'styled-components'
import type { SharedRole } from '@/contract/child-access'
import type { ChildAccessList, ChildMember, CreatedInvitation, Invitation } from '@/contract/sharing'
import { roleLabels, roleSummaries } from '@/domain/child-access'
import { longDateOfInstant } from '@/domain/format'
import { inviteFormDefaults, inviteFormSchema, sharedRoles, type InviteFormField, type InviteFormValues } from '@/domain/sharing'
import { KitForm, useAppForm } from '@/ui/forms/form-kit'
import { Button } from '@/ui/primitives/button'
import { RecordConflictPanel, type ConflictField, type RecordConflict } from '@/ui/primitives/conflict-panel'
import { ConfirmDialog } from '@/ui/primitives/dialog'
import { Cluster, Stack, termList } from '@/ui/primitives/layout'
import { LoadingState } from '@/ui/primitives/states'
import { Notice } from '@/ui/primitives/notice'
import { SelectField } from '@/ui/primitives/select-field'
import { TextField } from '@/ui/primitives/text-field'
import { notAvailableText } from '@/ui/screens/account/account-screen'
import { DashboardOrRetry, OverviewLayout } from '@/ui/primitives/child-page'
import { ItemCard, ItemList, Lead, Section, SectionHeading } from '@/ui/primitives/section'
import { SmallText } from '@/ui/primitives/text'

/** The screen's title. */
export const sharingTitle = 'Share'

/** The profile's link that leads here (an owner's only). */
export const shareLinkText = 'Share with family'

/** What a server without the sharing calls shows, where the controls would be (docs/decisions/076). */
export const sharingUnavailableText = notAvailableText('Sharing')

export type SharingReady = {
  access: ChildAccessList
  busy: boolean
  fieldErrors: Partial<Record<InviteFormField, string>>
  failed: 'invite' | 'role' | 'remove' | 'revoke' | null
  done: 'invited' | 'roleChanged' | 'removed' | 'revoked' | null
  /** The invitation just made, and the full address of its link when the server answered one (the demo). */
  created: (CreatedInvitation & { url: string | null }) | null
  /** The member whose removal is being confirmed or done. */
  removing: ChildMember | null
  /** Someone else changed the access of the member whose role was changing or who was being removed (docs/decisions/086). */
  conflict: RecordConflict<ChildMember> | null
}

export type SharingState =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'notOwner' }
  | { status: 'loadFailed'; onRetry: () => void }
  | ({ status: 'ready' } & SharingReady)

export type SharingScreenProps = {
  childId: number
  /** The child's first name, as the profile shows it. */
  name: string
  state: SharingState
  onInvite: (values: InviteFormValues) => void
  onChangeRole: (member: ChildMember, role: SharedRole) => void
  onRemove: (member: ChildMember) => void
  onConfirmRemove: () => void
  onCancelRemove: () => void
  onRevoke: (invitation: Invitation) => void
  /** In a conflict: keep mine (or remove anyway), or use theirs (or keep it). */
  onKeepMine: () => void
  onUseTheirs: () => void
}

const doneText = {
  roleChanged: 'Role changed. It applies from their next step in the app.',
  removed: 'Access removed.',
  revoked: 'Invitation withdrawn. Its link no longer works.',
} as const

const failedText = {
  invite: 'Could not send the invitation. Please try again.',
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

const Form = styled(Stack).attrs({ as: 'form' as const, $gap: 2 })`
  max-width: 32rem;
`

const Roles = styled.dl`
  ${termList}
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`

const LinkRow = styled(Cluster).attrs({ $gap: 1, $align: 'end' as const, $wrap: true })`
  > :first-child {
    flex: 1 1 16rem;
    min-width: 0;
  }
`

/** docs/decisions/076: the owner's Share screen, /child/{id}/sharing. */
export function SharingScreen({ childId, name, state, ...actions }: SharingScreenProps) {
  return (
    <OverviewLayout title={sharingTitle} childId={childId}>
      <SharingBody name={name} state={state} {...actions} />
    </OverviewLayout>
  )
}

function SharingBody({ name, state, ...actions }: Omit<SharingScreenProps, 'childId'>) {
  if (state.status === 'loading') return <LoadingState label="Loading who has access…" />
  if (state.status === 'unavailable')
    return (
      <Section $padding="lg">
        <SectionHeading>Share {name}&rsquo;s progress</SectionHeading>
        <Notice tone="warning">{sharingUnavailableText}</Notice>
      </Section>
    )
  if (state.status === 'notOwner')
    return (
      <Section $padding="lg">
        <SectionHeading>Share {name}&rsquo;s progress</SectionHeading>
        <Lead>Only the parent who made {name}&rsquo;s profile can invite others or change who has access.</Lead>
      </Section>
    )
  if (state.status === 'loadFailed')
    return (
      <Section $padding="lg" role="alert">
        <SectionHeading>Error fetching data. Please try again later.</SectionHeading>
        <Cluster $wrap>
          <DashboardOrRetry onRetry={state.onRetry} />
        </Cluster>
      </Section>
    )
  return <SharingReadyBody name={name} state={state} {...actions} />
}

function SharingReadyBody({
  name,
  state,
  onInvite,
  onChangeRole,
  onRemove,
  onConfirmRemove,
  onCancelRemove,
  onRevoke,
  onKeepMine,
  onUseTheirs,
}: Omit<SharingScreenProps, 'childId' | 'state'> & { state: SharingReady }) {
  const { access, failed, done, removing, conflict } = state
  // Nothing else starts while the owner chooses in a conflict.
  const busy = state.busy || conflict !== null
  return (
    <>
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
                  <RecordConflictPanel conflict={conflict} fields={memberConflictFields} busy={state.busy} onKeepMine={onKeepMine} onUseTheirs={onUseTheirs} />
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

      <Section $padding="lg" aria-labelledby="sharing-invite">
        <SectionHeading id="sharing-invite">Invite someone</SectionHeading>
        <Lead>They sign in (or sign up) with the email you invite, and accept. An invitation can be used once, within 7 days.</Lead>
        {state.created && <CreatedNotice created={state.created} />}
        <InviteForm key={state.created?.id ?? 0} state={state} onSubmit={onInvite} />
      </Section>

      <ConfirmDialog
        open={removing !== null}
        danger
        title={removing ? `Remove ${removing.full_name}?` : ''}
        confirmLabel="Remove access"
        busy={busy}
        onCancel={onCancelRemove}
        onConfirm={onConfirmRemove}
        message={<p>{removing?.full_name} will no longer see {name}&rsquo;s profile, answers or progress. What they added stays.</p>}
      />
    </>
  )
}

function InviteForm({ state, onSubmit }: { state: SharingReady; onSubmit: (values: InviteFormValues) => void }) {
  const form = useAppForm({
    defaultValues: inviteFormDefaults,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: inviteFormSchema },
    onSubmit: ({ value }) => onSubmit(value),
  })
  return (
    <KitForm form={form} as={Form} serverErrors={state.fieldErrors} blocked={state.busy} aria-label="Invite someone">
      <form.AppField name="email">{(field) => <field.TextField label="Email" type="email" autoComplete="off" />}</form.AppField>
      <form.AppField name="role">
        {(field) => <field.ChoiceField legend="Role" options={sharedRoles.map((role) => ({ value: role, label: roleLabels[role] }))} />}
      </form.AppField>
      <Roles aria-label="What each role can do">
        {sharedRoles.map((role) => (
          <div key={role}>
            <dt>{roleLabels[role]}</dt>
            <dd>{roleSummaries[role]}</dd>
          </div>
        ))}
      </Roles>
      {state.failed === 'invite' && <Notice tone="error">{failedText.invite}</Notice>}
      <div>
        <Button type="submit" loading={state.busy}>
          Send invitation
        </Button>
      </div>
    </KitForm>
  )
}

/** The invitation just made; in the demo, its link to pass on (no email is sent). */
function CreatedNotice({ created }: { created: NonNullable<SharingReady['created']> }) {
  const [copied, setCopied] = useState(false)
  const url = created.url
  return (
    <Notice tone="success" title={`Invitation ready for ${created.email} (${roleLabels[created.role]})`}>
      {url ? (
        <Stack $gap={1}>
          <p>This demo sends no email: copy the link and send it to them yourself.</p>
          <LinkRow>
            <TextField label="Invitation link" value={url} readOnly onFocus={(event) => event.target.select()} />
            <Button
              variant="secondary"
              onClick={() => {
                void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => setCopied(false))
              }}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </LinkRow>
        </Stack>
      ) : (
        <p>We emailed them a link. It works once, for 7 days.</p>
      )}
    </Notice>
  )
}
