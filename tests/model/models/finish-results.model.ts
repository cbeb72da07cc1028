import type { FinishResults } from '@/domain/finish-results'
import { finishResultsMachine } from '@/machines/finish-results.machine'
import type { FlowModel } from '../lib/model-registry'
import { serverFailure } from './accounts.fixtures'

const results: FinishResults = {
  name: 'Olivia',
  band: '6-12 Months',
  areas: [{ id: 21, title: 'Movement', tally: { total: 4, seen: 1, sometimes: 3, notYet: 0, notAnswered: 0 }, percent: 63 }],
  changes: { kind: 'first' },
  forDoctor: 2,
  checkAgain: { date: '2026-12-27', band: null },
  noLongerCounted: [],
}

/** The results panel after Finish (docs/decisions/054): loaded or failed, Try again, closed from any state. */
export const finishResultsModel: FlowModel<typeof finishResultsMachine> = {
  name: 'finish-results',
  machine: finishResultsMachine,
  input: { childId: 2 },
  simplePaths: true,
  events: [
    { type: 'done.loadResults', output: results },
    { type: 'error.loadResults', error: serverFailure },
  ],
}
