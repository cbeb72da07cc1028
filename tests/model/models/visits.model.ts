import { ApiError } from '@/api/api-error'
import { visitsMachine } from '@/machines/visits.machine'
import { makeVisit, makeWellChildVisit } from '../../support/health-factories'
import type { FlowModel } from '../lib/model-registry'
import { serverFailure } from './accounts.fixtures'
import { conflictWith } from './conflict.fixtures'

const visit = makeVisit({ id: 7, child: 2, date: '2026-03-01', clinician: 'Dr. Lewis' })
const schedule = { source: { name: 'Periodicity schedule', date: '2025' }, visits: [makeWellChildVisit({ id: 1 }), makeWellChildVisit({ id: 2, age_months: 4 })] }
const notFound = new ApiError('http', 404, { detail: 'Not found.' })
const values = { date: '2026-09-01', kind: 'well_child' as const, clinician: 'Dr. Lewis', notes: '', questions: 'Sleep?' }

/**
 * The Visits section of a child's health record (docs/decisions/080): loaded, not available (404), failed; a visit
 * added or edited, refused, failed, or gone (removed in another tab: 404); a removal confirmed, cancelled, failed
 * or already gone; the visits loaded again when the page is back in view; a save or removal of a visit changed
 * elsewhere (412): keep mine or use theirs.
 */
export const visitsModel: FlowModel<typeof visitsMachine> = {
  name: 'visits',
  machine: visitsMachine,
  input: { childId: 2 },
  simplePaths: false,
  // Add, edit and remove in any order: too many cycle-free routes to enumerate; shortest paths and pairs cover it.
  simplePathsTractable: false,
  // A state is its value and what the screen shows of the context (the ids and what a conflict changes, not the whole visits).
  serializeState: ({ value, context: c }) =>
    JSON.stringify([value, c.visits?.map((v) => [v.id, v.clinician]) ?? null, c.editing?.id ?? null, c.removing?.id ?? null, c.done, c.failed, Object.keys(c.fieldErrors), c.conflict?.clinician ?? null]),
  events: [
    { type: 'done.loadVisits', output: { schedule, visits: [visit], doctorQuestions: 'Is her sleep usual?' } },
    { type: 'error.loadVisits', error: notFound },
    { type: 'error.loadVisits', error: serverFailure },
    { type: 'retry' },
    { type: 'add' },
    { type: 'edit', visit },
    { type: 'submit', values },
    { type: 'cancel' },
    { type: 'done.saveVisit', output: { ...visit, ...values, id: 8 } },
    { type: 'error.saveVisit', error: new ApiError('http', 400, { date: ['Plan a visit at most a year ahead.'] }) },
    { type: 'error.saveVisit', error: serverFailure },
    { type: 'error.saveVisit', error: notFound },
    { type: 'remove', visit },
    { type: 'confirm' },
    { type: 'done.removeVisit', output: undefined },
    { type: 'error.removeVisit', error: serverFailure },
    { type: 'error.removeVisit', error: notFound },
    { type: 'error.saveVisit', error: conflictWith({ ...visit, clinician: 'Dr. Okafor' }) },
    { type: 'error.removeVisit', error: conflictWith({ ...visit, clinician: 'Dr. Okafor' }) },
    { type: 'keepMine' },
    { type: 'useTheirs' },
    { type: 'refresh' },
  ],
}
