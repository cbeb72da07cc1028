import { revalidateLogic } from '@tanstack/react-form'
import styled from 'styled-components'
import type { ParentReminder, ReminderRepeat } from '@/contract/reminders'
import { reminderRepeats } from '@/contract/reminders'
import { longDate } from '@/domain/format'
import { reminderFormSchema, reminderFormValues, reminderWhen, repeatLabels, type ReminderFormField, type ReminderFormValues } from '@/domain/reminders'
import { KitForm, SubmitOrCancel, useAppForm } from '@/ui/forms/form-kit'
import { Button } from '@/ui/primitives/button'
import { ConflictPanel, conflictRows, type ConflictField, type RecordConflict } from '@/ui/primitives/conflict-panel'
import { Notice, RetryNotice } from '@/ui/primitives/notice'
import { ItemCard, ItemList, Lead, Section, SectionHeading } from '@/ui/primitives/section'
import { Cluster, Stack } from '@/ui/primitives/layout'
import type { MayDelete } from '@/domain/child-access'

const Form = styled(Stack).attrs({ as: 'form' as const, $gap: 2 })`
  max-width: 28rem;
`

const Row = styled(Cluster).attrs({ $align: 'stretch' as const, $wrap: true })``

const Item = styled(ItemCard)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.75)};
`

const ItemTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`

const When = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`

export type ReminderFormState = {
  editing: ParentReminder | null
  busy: boolean
  fieldErrors: Partial<Record<ReminderFormField, string>>
  failed: boolean
}

export type ParentRemindersState =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'failed'; onRetry: () => void }
  | {
      status: 'ready'
      reminders: readonly ParentReminder[]
      form: ReminderFormState | null
      confirming: ParentReminder | null
      busy: boolean
      deleteFailed: boolean
      done: 'added' | 'saved' | 'removed' | 'gone' | null
      /** Someone else changed the reminder being saved or deleted (docs/decisions/086): their version and this parent's. */
      conflict: RecordConflict<ParentReminder, ReminderFormValues> | null
    }

export type ParentRemindersProps = {
  name: string
  state: ParentRemindersState
  /** The next milestone check: its day, and the band it starts when it does. */
  nextCheck: { date: string; band: string | null }
  onAdd: () => void
  onEdit: (reminder: ParentReminder) => void
  onSubmit: (values: ReminderFormValues) => void
  onCancel: () => void
  onDelete: (reminder: ParentReminder) => void
  /** Delete is offered only where the server allows it (docs/decisions/089: a caregiver deletes what they added). */
  mayDelete: MayDelete
  onConfirmDelete: () => void
  /** In a conflict: keep mine (or delete anyway), or use theirs (or keep it). */
  onKeepMine: () => void
  onUseTheirs: () => void
  /** Downloads an .ics file: one reminder, the next check, or every reminder and the check. */
  onDownload: (what: ParentReminder | 'check' | 'all') => void
}

const doneText = {
  added: 'Reminder added.',
  saved: 'Reminder saved.',
  removed: 'Reminder deleted.',
  gone: 'That reminder had been deleted in another tab or on another device, so it was not saved.',
} as const

const reminderFields: readonly ConflictField<ReminderFormValues>[] = [
  ['Remind me to', (r) => r.text],
  ['Date', (r) => longDate(r.date)],
  ['Time', (r) => r.time],
  ['Repeat', (r) => repeatLabels[r.repeat]],
]

/** Reminders a parent sets (docs/decisions/059), each downloadable as a calendar file. */
export function ParentReminders(props: ParentRemindersProps) {
  const { name, state, nextCheck, onAdd, onEdit, onCancel, onDelete, mayDelete, onConfirmDelete, onDownload } = props
  const conflict =
    state.status === 'ready' && state.conflict ? (
      <ConflictPanel
        write={state.conflict.write}
        rows={conflictRows(reminderFields, state.conflict.theirs, state.conflict.mine)}
        busy={state.busy}
        onKeepMine={props.onKeepMine}
        onUseTheirs={props.onUseTheirs}
      />
    ) : null
  return (
    <Section $padding="lg" aria-labelledby="your-reminders">
      <SectionHeading id="your-reminders">Your reminders</SectionHeading>
      {state.status !== 'unavailable' && (
        <Lead>
          How reminders reach you: the app sends no notifications. Add a reminder to your phone&apos;s calendar with its calendar file (.ics), and
          your calendar reminds you.
        </Lead>
      )}
      {state.status === 'loading' && <Lead>Loading your reminders…</Lead>}
      {state.status === 'unavailable' && <Notice tone="info">Reminders you set are not available on this server. The alerts below are as usual.</Notice>}
      {state.status === 'failed' && (
        <RetryNotice onRetry={state.onRetry}>Your reminders could not be loaded.</RetryNotice>
      )}
      {state.status === 'ready' && (
        <>
          {state.done && <Notice tone={state.done === 'gone' ? 'warning' : 'success'}>{doneText[state.done]}</Notice>}
          {state.deleteFailed && <Notice tone="error">The reminder could not be deleted. Please try again.</Notice>}
          {state.reminders.length === 0 ? (
            <Lead>No reminders yet. Add one for anything you want to remember for {name}: tummy time, a check-up, a vaccination.</Lead>
          ) : (
            <ItemList>
              {state.reminders.map((reminder) => (
                <Item key={reminder.id}>
                  <ItemTitle>{reminder.text}</ItemTitle>
                  <When>{reminderWhen(reminder)}</When>
                  {state.conflict?.write === 'delete' && state.conflict.theirs.id === reminder.id ? (
                    conflict
                  ) : state.confirming?.id === reminder.id ? (
                    <div role="group" aria-label={`Delete "${reminder.text}"?`}>
                      <Lead>Delete this reminder?</Lead>
                      <Row>
                        <Button variant="danger" size="sm" loading={state.busy} onClick={onConfirmDelete}>
                          Delete
                        </Button>
                        <Button variant="secondary" size="sm" disabled={state.busy} onClick={onCancel}>
                          Keep it
                        </Button>
                      </Row>
                    </div>
                  ) : (
                    <Row>
                      <Button variant="secondary" size="sm" disabled={state.form !== null || state.busy} onClick={() => onEdit(reminder)}>
                        Edit<span className="visually-hidden"> {reminder.text}</span>
                      </Button>
                      {mayDelete(reminder) && (
                        <Button variant="ghost" size="sm" disabled={state.form !== null || state.busy} onClick={() => onDelete(reminder)}>
                          Delete<span className="visually-hidden"> {reminder.text}</span>
                        </Button>
                      )}
                      <Button variant="ghost" size="sm" onClick={() => onDownload(reminder)}>
                        Add to calendar (.ics)<span className="visually-hidden">: {reminder.text}</span>
                      </Button>
                    </Row>
                  )}
                </Item>
              ))}
            </ItemList>
          )}
          {state.conflict?.write === 'change' && conflict}
          {state.form ? (
            <ReminderForm key={state.form.editing?.id ?? 'new'} {...state.form} onSubmit={props.onSubmit} onCancel={onCancel} />
          ) : (
            <Row>
              <Button onClick={onAdd} disabled={state.busy || state.confirming !== null}>
                Add a reminder
              </Button>
            </Row>
          )}
        </>
      )}
      <Lead>
        Next milestone check: {longDate(nextCheck.date)}
        {nextCheck.band ? `, when ${name} moves to ${nextCheck.band}` : ''}.
      </Lead>
      <Row>
        <Button variant="secondary" size="sm" onClick={() => onDownload('check')}>
          Add the next check to your calendar (.ics)
        </Button>
        {state.status === 'ready' && state.reminders.length > 0 && (
          <Button variant="secondary" size="sm" onClick={() => onDownload('all')}>
            Download all (.ics)
          </Button>
        )}
      </Row>
    </Section>
  )
}

function ReminderForm({ editing, busy, fieldErrors, failed, onSubmit, onCancel }: ReminderFormState & { onSubmit: (values: ReminderFormValues) => void; onCancel: () => void }) {
  const form = useAppForm({
    defaultValues: reminderFormValues(editing),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: reminderFormSchema },
    onSubmit: ({ value }) => onSubmit(value),
  })
  return (
    <KitForm form={form} as={Form} serverErrors={fieldErrors} blocked={busy} aria-label={editing ? 'Edit the reminder' : 'Add a reminder'}>
      <form.AppField name="text">{(field) => <field.TextField label="Remind me to" autoComplete="off" placeholder="e.g. Tummy time after breakfast" />}</form.AppField>
      <form.AppField name="date">{(field) => <field.TextField label="Date" type="date" />}</form.AppField>
      <form.AppField name="time">{(field) => <field.TextField label="Time" type="time" />}</form.AppField>
      <form.AppField name="repeat">
        {(field) => (
          <field.SelectField
            label="Repeat"
            options={reminderRepeats.map((value) => ({ value, label: repeatLabels[value] }))}
            parse={(text) => (reminderRepeats.includes(text as ReminderRepeat) ? (text as ReminderRepeat) : 'none')}
          />
        )}
      </form.AppField>
      {failed && <Notice tone="error">Could not save the reminder. Please try again.</Notice>}
      <SubmitOrCancel label={editing ? 'Save reminder' : 'Add reminder'} busy={busy} onCancel={onCancel} />
    </KitForm>
  )
}
