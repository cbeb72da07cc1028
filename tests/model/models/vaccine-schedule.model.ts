import { ApiError } from '@/api/api-error'
import { vaccineScheduleMachine } from '@/machines/vaccine-schedule.machine'
import { makeVaccineDose } from '../../support/health-factories'
import type { FlowModel } from '../lib/model-registry'
import { serverFailure } from './accounts.fixtures'
import { conflictWith } from './conflict.fixtures'

const dose = makeVaccineDose({ id: 1, vaccine: 'Hepatitis B', short_name: 'HepB' })
const schedule = { source: { name: 'CDC schedule', date: '2025' }, doses: [dose, makeVaccineDose({ id: 2 })] }
const values = { key: 'mena-1', vaccine: 'Meningococcal', short_name: 'MenACWY', dose: '1', from_months: '2', to_months: '2', min_age_days: '', min_interval_days: '', note: '' }

/**
 * The admin's vaccine schedule (docs/decisions/073): loaded, not available (404), failed; a dose added or edited, refused
 * or failed, or another admin's newer version shown (412: keep mine or use theirs); a row deactivated or moved, or the
 * change failed; the list loaded again after each write.
 */
export const vaccineScheduleModel: FlowModel<typeof vaccineScheduleMachine> = {
  name: 'vaccine-schedule',
  machine: vaccineScheduleMachine,
  simplePaths: false,
  simplePathsTractable: false,
  serializeState: ({ value, context: c }) =>
    JSON.stringify([value, c.schedule?.doses.length ?? null, c.editing ? (c.editing.dose?.id ?? 'new') : null, c.done, c.failed, Object.keys(c.fieldErrors), c.conflict?.id ?? null]),
  events: [
    { type: 'done.loadSchedule', output: schedule },
    { type: 'error.loadSchedule', error: new ApiError('http', 404, { detail: 'Not found.' }) },
    { type: 'error.loadSchedule', error: serverFailure },
    { type: 'retry' },
    { type: 'add' },
    { type: 'edit', dose },
    { type: 'submit', values },
    { type: 'cancel' },
    { type: 'done.saveDose', output: { ...dose, id: 3 } },
    { type: 'error.saveDose', error: new ApiError('http', 400, { key: ['Another dose has this key.'] }) },
    { type: 'error.saveDose', error: serverFailure },
    { type: 'error.saveDose', error: conflictWith({ ...dose, note: 'Given in hospital.' }) },
    { type: 'keepMine' },
    { type: 'useTheirs' },
    { type: 'change', change: { id: 1, is_active: false } },
    { type: 'done.changeDose', output: { ...dose, is_active: false } },
    { type: 'error.changeDose', error: serverFailure },
  ],
}
