import type { ParentReminder } from '@/contract/reminders'
import type { MayDelete } from '@/domain/child-access'
import { longDate } from '@/domain/format'
import { reminderWhen, repeatLabels, type ReminderFormValues } from '@/domain/reminders'
import type { remindersView } from '@/machines/reminders.view'
import { Button } from '@/ui/primitives/button'
import { RecordConflictPanel, type ConflictField } from '@/ui/primitives/conflict-panel'
import { ItemList, Lead } from '@/ui/primitives/section'
import { SmallText } from '@/ui/primitives/text'
import { RecordControls, RecordListSection, type RecordEvents } from '@/ui/record-list/record-list-section'
import { ItemTitle, RecordCard, Row } from '@/ui/record-list/record-parts'
import { ReminderForm } from '@/ui/screens/child-overview/reminder-form'

/** The section's view from its flow (docs/decisions/095): the kit's, in the section's names. */
export type ParentRemindersState = ReturnType<typeof remindersView>

export type ParentRemindersProps = RecordEvents<ParentReminder, ReminderFormValues> & {
  name: string
  state: ParentRemindersState
  /** The next milestone check: its day, and the band it starts when it does. */
  nextCheck: { date: string; band: string | null }
  /** Delete is offered only where the server allows it (docs/decisions/089: a caregiver deletes what they added). */
  mayDelete: MayDelete
  /** Downloads an .ics file: one reminder, the next check, or every reminder and the check. */
  onDownload: (what: ParentReminder | 'check' | 'all') => void
}

const done = { added: 'Reminder added.', saved: 'Reminder saved.', removed: 'Reminder deleted.', gone: 'That reminder had been deleted in another tab or on another device, so it was not saved.' }
const words = { loading: 'Loading your reminders…', unavailable: 'Reminders you set are not available on this server. The alerts below are as usual.', failed: 'Your reminders could not be loaded.', done }

const fields: readonly ConflictField<ReminderFormValues>[] = [
  ['Remind me to', (r) => r.text], ['Date', (r) => longDate(r.date)], ['Time', (r) => r.time], ['Repeat', (r) => repeatLabels[r.repeat]],
]

/**
 * Reminders a parent sets (docs/decisions/059) on the record-list frame (docs/decisions/095), each downloadable as a
 * calendar file. Their own shape: the form opens under the list (an edit open in one tab outlives the reminder's
 * removal in another, and says so on saving), with a change's conflict beside it.
 */
export function ParentReminders(props: ParentRemindersProps) {
  const { name, nextCheck, onDownload } = props
  return (
    <RecordListSection
      id="your-reminders"
      title="Your reminders"
      view={props.state}
      words={words}
      intro={<Lead>How reminders reach you: the app sends no notifications. Add a reminder to your phone&apos;s calendar with its calendar file (.ics), and your calendar reminds you.</Lead>}
      failure={(state) => state.deleteFailed && 'The reminder could not be deleted. Please try again.'}
      empty={(state) => state.reminders.length === 0 && `No reminders yet. Add one for anything you want to remember for ${name}: tummy time, a check-up, a vaccination.`}
      addLast
      add={(state) => (state.form ? null : { label: 'Add a reminder', onAdd: props.onAdd, primary: true })}
      form={(state) => (
        <>
          {state.conflict?.write === 'change' && <RecordConflictPanel conflict={state.conflict} fields={fields} busy={state.busy} onKeepMine={props.onKeepMine} onUseTheirs={props.onUseTheirs} />}
          {state.form && <ReminderForm key={state.form.editing?.id ?? 'new'} {...state.form} onSubmit={props.onSubmit} onCancel={props.onCancel} />}
        </>
      )}
      footer={(state) => (
        <>
          <Lead>
            Next milestone check: {longDate(nextCheck.date)}
            {nextCheck.band ? `, when ${name} moves to ${nextCheck.band}` : ''}.
          </Lead>
          <Row>
            <Button variant="secondary" size="sm" onClick={() => onDownload('check')}>Add the next check to your calendar (.ics)</Button>
            {state && state.reminders.length > 0 && <Button variant="secondary" size="sm" onClick={() => onDownload('all')}>Download all (.ics)</Button>}
          </Row>
        </>
      )}
    >
      {(state) =>
        state.reminders.length > 0 && (
          <ItemList>
            {state.reminders.map((reminder) => (
              <RecordCard key={reminder.id}>
                <ItemTitle as="h3">{reminder.text}</ItemTitle>
                <SmallText>{reminderWhen(reminder)}</SmallText>
                <RecordControls {...props} canRecord record={reminder} ready={state} fields={fields} changeElsewhere namesInWords what={reminder.text} verb="Delete" confirm={{ text: 'Delete this reminder?', word: 'Delete' }}
                  after={<Button variant="ghost" size="sm" onClick={() => onDownload(reminder)}>Add to calendar (.ics)<span className="visually-hidden">: {reminder.text}</span></Button>}
                />
              </RecordCard>
            ))}
          </ItemList>
        )
      }
    </RecordListSection>
  )
}
