import { ApiError } from '@/api/api-error'
import { healthRecordMachine } from '@/machines/health-record.machine'
import { makeDoseRecord, makeVaccineDose } from '../../support/health-factories'
import type { FlowModel } from '../lib/model-registry'
import { serverFailure } from './accounts.fixtures'
import { conflictWith } from './conflict.fixtures'

const dose = makeVaccineDose({ id: 3, vaccine: 'Rotavirus', short_name: 'RV', dose: 3, from_months: 6, to_months: 6 })
const record = makeDoseRecord({ id: 7, child: 2, dose: 1, date: '2026-03-01' })
const schedule = { source: { name: 'CDC schedule', date: '2025' }, doses: [makeVaccineDose({ id: 1 }), dose] }
const notFound = new ApiError('http', 404, { detail: 'Not found.' })
const values = { status: 'given' as const, date: '2026-09-01', clinic: 'Riverside Clinic', lot: '', note: '' }
// docs/decisions/090: the vaccination card (one dose ticked, date not known) and the record said complete.
const cardValues = { [dose.id]: { given: true, date: '', unknown: true } }
const cardBody = { child: 2, doses: [{ dose: dose.id, date_unknown: true }] }

/**
 * The Vaccines section of a child's health record (docs/decisions/073): loaded, not available (404), failed; a dose
 * recorded or a record edited, refused, failed, or gone (removed in another tab: 404); a record's removal
 * confirmed, cancelled, failed or already gone; the records loaded again when the page is back in view; a save or
 * removal of a record changed elsewhere (412): keep mine or use theirs; the vaccination card added (refused, failed)
 * and the record said complete (or the saying failed), docs/decisions/090.
 */
export const healthRecordModel: FlowModel<typeof healthRecordMachine> = {
  name: 'health-record',
  machine: healthRecordMachine,
  input: { childId: 2 },
  simplePaths: false,
  // Record, edit and remove in any order: too many cycle-free routes to enumerate; shortest paths and pairs cover it.
  simplePathsTractable: false,
  // A state is its value and what the screen shows of the context (the ids and what a conflict changes, not the whole records).
  serializeState: ({ value, context: c }) =>
    JSON.stringify([
      value,
      c.records?.map((r) => [r.id, r.clinic]) ?? null,
      c.editing?.dose.id ?? null,
      c.editing?.record?.id ?? null,
      c.removing?.id ?? null,
      c.done,
      c.failed,
      Object.keys(c.fieldErrors),
      c.conflict?.clinic ?? null,
      c.recordState?.complete ?? null,
      c.card !== null,
      Object.keys(c.cardErrors),
      c.cardFailed,
    ]),
  events: [
    { type: 'done.loadHealth', output: { schedule, records: [record], recordState: { complete: false, available: true } } },
    { type: 'error.loadHealth', error: notFound },
    { type: 'error.loadHealth', error: serverFailure },
    { type: 'retry' },
    { type: 'record', dose },
    { type: 'edit', dose: schedule.doses[0]!, record },
    { type: 'submit', values },
    { type: 'cancel' },
    { type: 'done.saveDoseRecord', output: { ...record, ...values, id: 8, dose: dose.id } },
    { type: 'error.saveDoseRecord', error: new ApiError('http', 400, { date: ['The date cannot be in the future.'] }) },
    { type: 'error.saveDoseRecord', error: serverFailure },
    { type: 'error.saveDoseRecord', error: notFound },
    { type: 'remove', record },
    { type: 'confirm' },
    { type: 'done.removeDoseRecord', output: undefined },
    { type: 'error.removeDoseRecord', error: serverFailure },
    { type: 'error.removeDoseRecord', error: notFound },
    { type: 'error.saveDoseRecord', error: conflictWith({ ...record, clinic: 'Harbour Health' }) },
    { type: 'error.removeDoseRecord', error: conflictWith({ ...record, clinic: 'Harbour Health' }) },
    { type: 'keepMine' },
    { type: 'useTheirs' },
    { type: 'refresh' },
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
