import { fromPromise, setup } from 'xstate'
import { isNotFoundError } from '@/api/api-error'
import { deleteChild } from '@/api/children.api'

export type DeleteChildEvent = { type: 'ask' } | { type: 'cancel' } | { type: 'confirm' }

/**
 * Deleting a child (docs/decisions/062, the owner only): ask, confirm in a dialog that names the
 * child and what goes, delete. The child was just shown, so a 404 means the server has
 * not got the optional call: the dialog says so, and once it is closed the page offers the
 * deletion no more (`notOffered`). Any other failure keeps the dialog with Try again.
 */
export const deleteChildMachine = setup({
  types: {
    events: {} as DeleteChildEvent,
    input: {} as { childId: number },
    context: {} as { childId: number },
    output: {} as { to: string },
  },
  actors: {
    removeChild: fromPromise<void, { childId: number }>(({ input }) => deleteChild(input.childId)),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error),
  },
}).createMachine({
  id: 'deleteChild',
  context: ({ input }) => ({ childId: input.childId }),
  initial: 'idle',
  // The child is gone: the route leaves for the dashboard (useNavigateOnDone).
  output: () => ({ to: '/client-dashboard' }),
  states: {
    idle: { on: { ask: 'confirming' } },
    confirming: { on: { cancel: 'idle', confirm: 'deleting' } },
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'removeChild',
        input: ({ context }) => ({ childId: context.childId }),
        onDone: 'deleted',
        onError: [
          {
            guard: {
              type: 'isNotFound',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'unavailable',
          },
          { target: 'failed' },
        ],
      },
    },
    failed: { on: { cancel: 'idle', confirm: 'deleting' } },
    unavailable: { on: { cancel: 'notOffered' } },
    notOffered: {},
    deleted: { type: 'final' },
  },
})
