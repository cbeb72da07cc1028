import type { SnapshotFrom } from 'xstate'
import { doseName } from '@/domain/health-record'
import { doseTimings } from '@/domain/vaccines'
import type { HealthRecordActor, healthRecordMachine } from '@/machines/health-record.machine'
import { mapReady, recordListView } from '@/machines/record-list/record-list-view'

/**
 * The Vaccines section's props from its flow (docs/decisions/095): the kit's view in the section's names, the
 * statuses worked out for the child's age (src/domain/vaccines.ts), and the vaccination card (docs/decisions/090).
 */
export function vaccinesView(snapshot: SnapshotFrom<typeof healthRecordMachine>, actor: Pick<HealthRecordActor, 'send'>, child: { dob: string; today: string }) {
  const { own } = snapshot.context
  return mapReady(recordListView(snapshot, () => actor.send({ type: 'retry' })), ({ records, extra, form, failed, ...view }) =>
    extra && {
      ...view,
      schedule: extra.schedule,
      timings: doseTimings(extra.schedule.doses, records, child.dob, child.today, { complete: extra.recordState.complete }),
      form: form?.about ? { doseId: form.about.id, doseName: doseName(form.about), record: form.editing, busy: form.busy, fieldErrors: form.fieldErrors, failed: form.failed } : null,
      removeFailed: failed === 'remove',
      card: {
        recordState: extra.recordState,
        form: snapshot.matches('card') || snapshot.matches('savingCard') ? { values: own.card?.values ?? null, errors: own.cardErrors, failed: own.cardFailed === 'card' } : null,
        stateFailed: own.cardFailed === 'state',
        busy: snapshot.hasTag('busy'),
        blocked: !(['list', 'refreshing', 'card', 'savingCard'] as const).some((state) => snapshot.matches(state)),
      },
    },
  )
}
