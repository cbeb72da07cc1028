import type { SharedRole } from '@/contract/child-access'
import type { ChildAccessList, ChildMember, Invitation } from '@/contract/sharing'
import type { InviteFormField, InviteFormValues } from '@/domain/sharing'
import { OverviewFailed, OverviewLayout, OverviewLoading } from '@/ui/primitives/child-page'
import type { RecordConflict } from '@/ui/primitives/conflict-panel'
import { ConfirmDialog } from '@/ui/primitives/dialog'
import { Lead, Section, SectionHeading } from '@/ui/primitives/section'
import { UnavailableState } from '@/ui/primitives/states'
import { AccessSection, type SharingDone, type SharingFailed } from '@/ui/screens/sharing/sharing-access-section'
import { InviteSection, type CreatedLink } from '@/ui/screens/sharing/sharing-invite-section'

/** The screen's title. */
export const sharingTitle = 'Share'

/** The profile's link that leads here (an owner's only). */
export const shareLinkText = 'Share with family'

export type SharingReady = {
  access: ChildAccessList
  busy: boolean
  fieldErrors: Partial<Record<InviteFormField, string>>
  failed: SharingFailed | null
  done: SharingDone | null
  /** The invitation just made, and the full address of its link when the server answered one (the demo). */
  created: CreatedLink | null
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

/**
 * docs/decisions/076: the owner's Share screen, /child/{id}/sharing. Its loading, failed and "not on this server"
 * states are the child pages' own (CONTRIBUTING.md "Page chrome").
 */
export function SharingScreen({ childId, name, state, ...actions }: SharingScreenProps) {
  if (state.status === 'loading') return <OverviewLoading title={sharingTitle} childId={childId} label="Loading who has access…" />
  if (state.status === 'loadFailed') return <OverviewFailed title={sharingTitle} childId={childId} onRetry={state.onRetry} />
  return (
    <OverviewLayout title={sharingTitle} childId={childId}>
      {state.status === 'unavailable' ? (
        // docs/decisions/076: said where the controls would be; the rest of the app works as usual.
        <UnavailableState feature="Sharing" text={`Nobody else can be invited to follow ${name} here. Everything else in the app works as usual.`} />
      ) : state.status === 'notOwner' ? (
        <Section $padding="lg">
          <SectionHeading>Share {name}&rsquo;s progress</SectionHeading>
          <Lead>Only the parent who made {name}&rsquo;s profile can invite others or change who has access.</Lead>
        </Section>
      ) : (
        <SharingReadyBody name={name} state={state} {...actions} />
      )}
    </OverviewLayout>
  )
}

function SharingReadyBody({
  name,
  state,
  onInvite,
  onConfirmRemove,
  onCancelRemove,
  ...changes
}: Omit<SharingScreenProps, 'childId' | 'state'> & { state: SharingReady }) {
  const { removing, conflict } = state
  // Nothing else starts while the owner chooses in a conflict.
  const busy = state.busy || conflict !== null
  return (
    <>
      <AccessSection
        name={name}
        access={state.access}
        done={state.done}
        failed={state.failed}
        conflict={conflict}
        saving={state.busy}
        busy={busy}
        {...changes}
      />
      <InviteSection created={state.created} busy={state.busy} fieldErrors={state.fieldErrors} failed={state.failed === 'invite'} onInvite={onInvite} />
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
