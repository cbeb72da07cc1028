import { trackProgressMachine } from '@/machines/track-progress.machine'
import type { FlowModel } from '../lib/model-registry'
import { child } from './questionnaire.fixtures'

/**
 * The Track Progress page (docs/product-rules.md#decisions-track-progress): it loads the child's
 * history and measurements, or learns the server has not got them, or that the child is not found;
 * it loads again on "Try again" and after a saved measurement.
 */
export const trackProgressModel: FlowModel<typeof trackProgressMachine> = {
  name: 'track-progress',
  machine: trackProgressMachine,
  input: { childId: child.id },
  simplePaths: true,
  events: [
    { type: 'done.loadTrackProgress', output: { status: 'found', child, history: [], measurements: [], today: '2026-01-15' } },
    { type: 'done.loadTrackProgress', output: { status: 'unavailable', child } },
    { type: 'done.loadTrackProgress', output: { status: 'notFound', retryable: true } },
    { type: 'error.loadTrackProgress', error: new Error('the loader failed') },
    { type: 'retry' },
    { type: 'reload' },
  ],
}
