import { ApiError } from '@/api/api-error'
import { weeklyChecklistMachine } from '@/machines/weekly-checklist.machine'
import type { FlowModel } from '../lib/model-registry'
import { serverFailure } from './accounts.fixtures'

const week = { child: 2, week: '2026-11-23', practised: [7] }

/** Ticking the Weekly Checklist (docs/decisions/055): loaded, not available (404), failed and Try again; a tick saved or refused. */
export const weeklyChecklistModel: FlowModel<typeof weeklyChecklistMachine> = {
  name: 'weekly-checklist',
  machine: weeklyChecklistMachine,
  input: { childId: 2, week: '2026-11-23' },
  simplePaths: true,
  events: [
    { type: 'done.loadPracticeWeek', output: week },
    { type: 'error.loadPracticeWeek', error: new ApiError('http', 404, { detail: 'Not found.' }) },
    { type: 'error.loadPracticeWeek', error: serverFailure },
    { type: 'retry' },
    { type: 'toggle', question: 8, practised: true },
    { type: 'done.savePractice', output: { ...week, practised: [7, 8] } },
    { type: 'error.savePractice', error: serverFailure },
  ],
}
