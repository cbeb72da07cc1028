import styled from 'styled-components'
import { Button } from '@/ui/primitives/button'
import { MutedText } from '@/ui/primitives/text'
import { ConfirmDialog, Dialog } from '@/ui/primitives/dialog'
import { Notice } from '@/ui/primitives/notice'
import { ChildFormSection, ChildFormSectionHeading } from '@/ui/screens/child-form/child-form-parts'

/** What a deletion removes, in the order a parent thinks of it (the mock deletes the same rows: deleteChildRecords in mock-server/handlers/children.handlers.ts). */
export const deletedWithTheChild = [
  'milestone answers and their history',
  'measurements',
  'weekly checklist ticks',
  'reminders',
  'questions for the doctor',
  'the photo',
] as const

/** The text of the part a server without DELETE /children/profiles/{id}/ cannot do. */
export const deleteChildUnavailableText = 'Deleting a child is not available on this server.'

export type DeleteChildPhase = 'idle' | 'confirming' | 'deleting' | 'failed' | 'unavailable' | 'notOffered'

export type DeleteChildPanelProps = {
  /** The child's first and last name, as the profile shows them. */
  childName: string
  phase: DeleteChildPhase
  onAsk: () => void
  onCancel: () => void
  onConfirm: () => void
}

const List = styled.ul`
  margin: ${({ theme }) => theme.space(1)} 0;
  padding-left: ${({ theme }) => theme.space(2.5)};
`

const Actions = styled.div`
  display: flex;
`

/**
 * The end of the edit page (docs/decisions/062, the owner only): delete the child, after a confirmation
 * that names the child and lists everything that goes with them.
 */
export function DeleteChildPanel({ childName, phase, onAsk, onCancel, onConfirm }: DeleteChildPanelProps) {
  const open = phase === 'confirming' || phase === 'deleting' || phase === 'failed'
  const title = `Delete ${childName}?`
  return (
    <ChildFormSection aria-labelledby="delete-child-heading">
      <ChildFormSectionHeading id="delete-child-heading">Delete this profile</ChildFormSectionHeading>
      {phase === 'notOffered' ? (
        <Notice tone="warning">{deleteChildUnavailableText}</Notice>
      ) : (
        <>
          <MutedText>Deleting {childName}&rsquo;s profile removes everything kept for them, on every device. It cannot be undone.</MutedText>
          <Actions>
            <Button variant="danger" onClick={onAsk}>
              Delete profile
            </Button>
          </Actions>
        </>
      )}
      <ConfirmDialog
        open={open}
        danger
        title={title}
        confirmLabel={phase === 'failed' ? 'Try again' : 'Delete profile'}
        busy={phase === 'deleting'}
        onCancel={onCancel}
        onConfirm={onConfirm}
        message={
          <>
            <p>This deletes {childName}&rsquo;s profile and with it:</p>
            <List>
              {deletedWithTheChild.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </List>
            <p>It cannot be undone.</p>
          </>
        }
      >
        {phase === 'failed' && <Notice tone="error">Could not delete the profile. Please try again.</Notice>}
      </ConfirmDialog>
      <Dialog
        open={phase === 'unavailable'}
        size="sm"
        title={title}
        onClose={onCancel}
        footer={
          <Button variant="secondary" onClick={onCancel}>
            Close
          </Button>
        }
      >
        <Notice tone="warning">{deleteChildUnavailableText}</Notice>
      </Dialog>
    </ChildFormSection>
  )
}
