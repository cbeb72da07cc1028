import styled from 'styled-components'
import type { ChildAccess } from '@/contract/child-access'
import { roleLabels } from '@/domain/child-access'
import { sharedByText } from '@/domain/sharing'
import { Button } from '@/ui/primitives/button'
import { ConfirmDialog } from '@/ui/primitives/dialog'
import { UsersIcon } from '@/ui/primitives/icons'
import { Notice } from '@/ui/primitives/notice'
import { SmallText } from '@/ui/primitives/text'

/*
 * docs/decisions/076: what a shared child's screens say to a caregiver or a viewer.
 * Which controls a role gets is the role table's (mayDo), read by each screen; these are the words.
 */

const Mark = styled.p`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(0.75)};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`

const Role = styled.span`
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

/** "Shared by Paula Carter · Caregiver" on a shared child; nothing for the caller's own. */
export function SharedMark({ access }: { access: ChildAccess | undefined }) {
  const text = sharedByText(access)
  if (!text || !access) return null
  return (
    <Mark>
      <UsersIcon size={16} />
      {text}
      <Role>{roleLabels[access.role]}</Role>
    </Mark>
  )
}

/** Where a write control would be, for a role without it: who can give the access. */
export function ViewOnlyNote({ name, access, what = 'add answers' }: { name: string; access: ChildAccess | undefined; what?: string }) {
  return (
    <SmallText>
      You can view {name}&rsquo;s progress; {access?.owner_name || 'the parent who shared it'} can give you caregiver access to {what}.
    </SmallText>
  )
}

export type LeavePhase = 'idle' | 'confirming' | 'leaving' | 'failed' | 'left'

/** A member's way out of a shared child (leave-child.machine.ts): a button, then a confirmation. */
export function LeaveChild({ name, phase, onAsk, onCancel, onConfirm }: { name: string; phase: LeavePhase; onAsk: () => void; onCancel: () => void; onConfirm: () => void }) {
  return (
    <>
      <Button variant="ghost" size="sm" onClick={onAsk}>
        Stop following {name}
      </Button>
      <ConfirmDialog
        open={phase === 'confirming' || phase === 'leaving' || phase === 'failed'}
        danger
        title={`Stop following ${name}?`}
        confirmLabel={phase === 'failed' ? 'Try again' : 'Stop following'}
        busy={phase === 'leaving'}
        onCancel={onCancel}
        onConfirm={onConfirm}
        message={<p>{name} leaves your dashboard. What you added stays with {name}&rsquo;s profile. To follow again you need a new invitation.</p>}
      >
        {phase === 'failed' && <Notice tone="error">Could not stop following. Please try again.</Notice>}
      </ConfirmDialog>
    </>
  )
}
