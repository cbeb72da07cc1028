import { ApiError } from '@/api/api-error'
import { visitsMachine, type Visits } from '@/machines/visits.machine'
import { makeVisit, makeWellChildVisit } from '../../support/health-factories'
import { recordListModel } from './record-list.fixtures'

const visit = makeVisit({ id: 7, child: 2, date: '2026-03-01', clinician: 'Dr. Lewis' })
const schedule = { source: { name: 'Periodicity schedule', date: '2025' }, visits: [makeWellChildVisit({ id: 1 }), makeWellChildVisit({ id: 2, age_months: 4 })] }
const values = { date: '2026-09-01', time: '', kind: 'well_child' as const, clinician: 'Dr. Lewis', notes: '', questions: 'Sleep?' }

/**
 * The Visits section of a child's health record (docs/features/health-record.md), a record list: the kit's paths
 * (record-list.fixtures.ts), with the schedule and the doctor's questions loaded beside.
 */
export const visitsModel = recordListModel<Visits, typeof visitsMachine>('visits', visitsMachine, (v) => v.clinician, {
  loaded: { records: [visit], extra: { schedule, doctorQuestions: 'Is her sleep usual?' } },
  record: visit,
  values,
  saved: { ...visit, ...values, id: 8 },
  theirs: { ...visit, clinician: 'Dr. Okafor' },
  refused: new ApiError('http', 400, { date: ['Plan a visit at most a year ahead.'] }),
})
