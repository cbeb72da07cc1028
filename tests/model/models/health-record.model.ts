import { ApiError } from '@/api/api-error'
import { healthRecordMachine, type Doses } from '@/machines/health-record.machine'
import { makeDoseRecord, makeVaccineDose } from '../../support/health-factories'
import type { FlowModel } from '../lib/model-registry'
import { serverFailure } from './accounts.fixtures'
import { recordListEvents, recordListState } from './record-list.fixtures'

const dose = makeVaccineDose({ id: 3, vaccine: 'Rotavirus', short_name: 'RV', dose: 3, from_months: 6, to_months: 6 })
const record = makeDoseRecord({ id: 7, child: 2, dose: 1, date: '2026-03-01' })
const schedule = { source: { name: 'CDC schedule', date: '2025' }, doses: [makeVaccineDose({ id: 1 }), dose] }
const values = { status: 'given' as const, date: '2026-09-01', clinic: 'Riverside Clinic', lot: '', note: '' }
// docs/decisions/090: the vaccination card (one dose ticked, date not known) and the record said complete.
const cardValues = { [dose.id]: { given: true, date: '', unknown: true } }
const cardBody = { child: 2, doses: [{ dose: dose.id, date_unknown: true }] }

/**
 * The Vaccines section of a child's health record (docs/features/health-record.md), a record list: the kit's paths
 * (tests/model/models/record-list.fixtures.ts; a dose recorded is `add` about the dose), and its own: the
 * vaccination card added (refused, failed) and the record said complete (or the saying failed), docs/decisions/090.
 */
export const healthRecordModel: FlowModel<typeof healthRecordMachine> = {
  name: 'health-record',
  machine: healthRecordMachine,
  input: { childId: 2 },
  simplePaths: false,
  // Record, edit and remove in any order: too many cycle-free routes to enumerate; shortest paths and pairs cover it.
  simplePathsTractable: false,
  pairPathsTractable: false,
  serializeState: ({ value, context: c }) =>
    JSON.stringify([
      value,
      ...recordListState(c, (r) => r.clinic),
      c.about?.id ?? null,
      c.extra?.recordState.complete ?? null,
      c.own.card !== null,
      Object.keys(c.own.cardErrors),
      c.own.cardFailed,
    ]),
  events: [
    ...recordListEvents<Doses>({
      loaded: { records: [record], extra: { schedule, recordState: { complete: false, available: true } } },
      record,
      add: { about: dose },
      edit: { about: schedule.doses[0]! },
      values,
      saved: { ...record, ...values, id: 8, dose: dose.id },
      theirs: { ...record, clinic: 'Harbour Health' },
      refused: new ApiError('http', 400, { date: ['The date cannot be in the future.'] }),
    }),
    { type: 'openCard' },
    { type: 'submitCard', values: cardValues, body: cardBody },
    { type: 'done.saveCard', output: [makeDoseRecord({ id: 9, child: 2, dose: dose.id, date: '2026-09-02', date_unknown: true })] },
    { type: 'error.saveCard', error: new ApiError('http', 400, { 'doses.0.dose': ['This dose is already recorded for this child.'] }) },
    { type: 'error.saveCard', error: serverFailure },
    { type: 'setComplete', complete: true },
    { type: 'done.saveRecordState', output: true },
    { type: 'error.saveRecordState', error: serverFailure },
  ],
}
