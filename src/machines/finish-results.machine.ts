import { assign, fromPromise, setup } from 'xstate'
import { isNotFoundError } from '@/api/api-error'
import { getChild, listMilestoneHistory, listResponses } from '@/api/children.api'
import { listBands } from '@/api/content.api'
import { childOverview } from '@/domain/child-overview'
import { finishResults, type FinishResults } from '@/domain/finish-results'

/**
 * The overview's calls, and the optional answer history for "what changed" (null
 * when the server lacks it, a 404: that part only says so). Fails as a whole when
 * the child, the content or the answers cannot be loaded.
 */
async function loadFinishResults(childId: number): Promise<FinishResults> {
  const [child, bands, responses, history] = await Promise.all([
    getChild(childId),
    listBands(),
    listResponses(childId),
    listMilestoneHistory(childId).catch((error: unknown) => {
      if (isNotFoundError(error)) return null
      throw error
    }),
  ])
  const today = new Date()
  return finishResults(childOverview(child, bands, responses, today), history, today)
}

export interface FinishResultsContext {
  childId: number
  results: FinishResults | null
}

export type FinishResultsEvent = { type: 'retry' } | { type: 'close' }

/**
 * The results panel on the dashboard after Finish (docs/decisions/054): it loads
 * the child's results, shows them (or a failure with Try again) until the parent
 * closes it; closed, it does not come back for that submission (the route forgets it).
 */
export const finishResultsMachine = setup({
  types: {
    context: {} as FinishResultsContext,
    events: {} as FinishResultsEvent,
    input: {} as { childId: number },
  },
  actors: {
    loadResults: fromPromise<FinishResults, { childId: number }>(({ input }) => loadFinishResults(input.childId)),
  },
  actions: {
    storeResults: assign((_, params: { results: FinishResults }) => ({ results: params.results })),
  },
}).createMachine({
  id: 'finishResults',
  context: ({ input }) => ({ childId: input.childId, results: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadResults',
        input: ({ context }) => ({ childId: context.childId }),
        onDone: { target: 'shown', actions: { type: 'storeResults', params: ({ event }) => ({ results: event.output }) } },
        onError: 'failed',
      },
      on: { close: 'closed' },
    },
    shown: { on: { close: 'closed' } },
    failed: { on: { retry: 'loading', close: 'closed' } },
    closed: { type: 'final' },
  },
})
