import { revalidateLogic } from '@tanstack/react-form'
import styled from 'styled-components'
import {
  choiceOptions,
  deletionFormSchema,
  deletionSummary,
  emptyDeletionValues,
  sharedOwned,
  type DeletionPlan,
  type DeletionValues,
} from '@/domain/account-deletion'
import { KitForm, useAppForm } from '@/ui/forms/form-kit'
import { notAvailableText } from '@/ui/screens/account/account-screen'
import { Button } from '@/ui/primitives/button'
import { MutedText } from '@/ui/primitives/text'
import { ConfirmDialog } from '@/ui/primitives/dialog'
import { Cluster, Stack } from '@/ui/primitives/layout'
import { Notice } from '@/ui/primitives/notice'
import { LoadingState } from '@/ui/primitives/states'

const List = styled.ul`
  margin: ${({ theme }) => theme.space(1)} 0;
  padding-left: ${({ theme }) => theme.space(2.5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
`

const Fields = styled(Stack).attrs({ $gap: 2 })`
  max-width: 32rem;
`

export type DataExportPhase = 'idle' | 'exporting' | 'ready' | 'failed' | 'unavailable'

/** "Download my data" (docs/decisions/077): one ZIP of a JSON file and a CSV per table. */
export function DataExportPart({ phase, fileName, onDownload }: { phase: DataExportPhase; fileName: string | null; onDownload: () => void }) {
  if (phase === 'unavailable') return <Notice tone="warning">{notAvailableText('Export')}</Notice>
  return (
    <>
      <MutedText>
        A copy of everything you gave: your details, your children&rsquo;s profiles, answers with their questions, progress history, measurements,
        checklist ticks, reminders, questions for the doctor, vaccine records, visits, and health documents with their files. For a child shared
        with you, what you added there. One ZIP file: the data as JSON, a CSV file per table for a spreadsheet, and the documents&rsquo; files in
        a folder of their own.
      </MutedText>
      {phase === 'ready' && fileName && <Notice tone="success">Your data is downloaded as {fileName}.</Notice>}
      {phase === 'failed' && <Notice tone="error">Could not make the download. Please try again.</Notice>}
      <Cluster>
        <Button variant="secondary" onClick={onDownload} loading={phase === 'exporting'}>
          Download my data
        </Button>
      </Cluster>
    </>
  )
}

export type DeleteAccountPhase = 'idle' | 'loading' | 'loadFailed' | 'choosing' | 'confirming' | 'deleting' | 'failed' | 'unavailable'

export type DeleteAccountPartProps = {
  phase: DeleteAccountPhase
  plan: DeletionPlan | null
  values: DeletionValues | null
  fieldErrors: Record<string, string>
  failure: string | null
  onAsk: () => void
  onRetry: () => void
  onCancel: () => void
  onSubmit: (values: DeletionValues) => void
  onBack: () => void
  onConfirm: () => void
}

/** "Delete my account" (docs/decisions/077): the password, a choice per shared child, then a confirmation naming what goes. */
export function DeleteAccountPart(props: DeleteAccountPartProps) {
  const { phase, plan, onAsk, onRetry, onCancel } = props
  switch (phase) {
    case 'unavailable':
      return <Notice tone="warning">{notAvailableText('Deleting your account')}</Notice>
    case 'idle':
      return (
        <>
          <MutedText>
            Deleting your account removes your details and your children&rsquo;s profiles with everything kept for them, on every device. A profile you
            share can first be handed to someone it is shared with. It cannot be undone: download your data first if you want a copy.
          </MutedText>
          <Cluster>
            <Button variant="danger" onClick={onAsk}>
              Delete my account
            </Button>
          </Cluster>
        </>
      )
    case 'loading':
      return <LoadingState inline label="Loading what your account holds…" />
    case 'loadFailed':
      return (
        <Notice tone="error" title="Could not load what your account holds.">
          <Cluster>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Try again
            </Button>
            <Button variant="ghost" size="sm" onClick={onCancel}>
              Cancel
            </Button>
          </Cluster>
        </Notice>
      )
    default:
      return plan && <DeletionForm {...props} plan={plan} />
  }
}

function DeletionForm({ phase, plan, values, fieldErrors, failure, onCancel, onSubmit, onBack, onConfirm }: DeleteAccountPartProps & { plan: DeletionPlan }) {
  const shared = sharedOwned(plan)
  const form = useAppForm({
    defaultValues: values ?? emptyDeletionValues(plan),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: deletionFormSchema },
    onSubmit: ({ value }) => onSubmit(value),
  })
  const summary = deletionSummary(plan, values ?? emptyDeletionValues(plan))
  const busy = phase === 'deleting'
  return (
    <KitForm form={form} serverErrors={fieldErrors} blocked={phase !== 'choosing'} aria-label="Delete my account">
      <Fields>
        <MutedText>{shared.length > 0 ? 'Choose what happens to each profile you share, then enter your password.' : 'Enter your password to go on.'}</MutedText>
        {failure && phase === 'choosing' && <Notice tone="error">{failure}</Notice>}
        {fieldErrors.children && <Notice tone="error">{fieldErrors.children}</Notice>}
        {shared.map((child, index) => (
          <form.AppField key={child.id} name={`choices[${index}]`}>
            {(field) => <field.ChoiceField legend={`What happens to ${child.name}?`} hint={`Shared with ${child.members.map((member) => member.full_name).join(', ')}.`} options={choiceOptions(child)} />}
          </form.AppField>
        ))}
        <form.AppField name="password">
          {(field) => <field.PasswordField label="Your password" hint="To be sure it is you." autoComplete="current-password" />}
        </form.AppField>
        <Cluster>
          <Button type="submit" variant="danger">
            Continue
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </Cluster>
      </Fields>
      <ConfirmDialog
        open={phase === 'confirming' || phase === 'deleting' || phase === 'failed'}
        danger
        title="Delete your account?"
        confirmLabel={phase === 'failed' ? 'Try again' : 'Delete my account'}
        cancelLabel="Go back"
        busy={busy}
        onCancel={onBack}
        onConfirm={onConfirm}
        message={
          <>
            <p>This deletes, on every device:</p>
            <List>
              {summary.goes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </List>
            {summary.stays.length > 0 && (
              <List aria-label="What stays">
                {summary.stays.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </List>
            )}
            <p>It cannot be undone.</p>
          </>
        }
      >
        {phase === 'failed' && failure && <Notice tone="error">{failure}</Notice>}
      </ConfirmDialog>
    </KitForm>
  )
}
