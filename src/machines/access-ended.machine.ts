import { assign, fromPromise, setup } from 'xstate'
import { dismissAccessEnded, listAccessEnded } from '@/api/sharing.api'
import type { AccessEnded } from '@/contract/sharing'

export interface AccessEndedContext {
  /** The children whose sharing ended for this account, as the server listed them. */
  notices: AccessEnded[]
}

export type AccessEndedEvent = { type: 'close' }

/**
 * docs/decisions/094: a member whose access a child's owner ended is told so once, on the dashboard. The notices load
 * with the dashboard; shown, they are dismissed on the server at once (told once: the next visit has none), and Close
 * hides them now. A server without the call (404) or a failed load shows nothing; a failed dismissal leaves the
 * notice for the next visit, which is the kinder failure.
 */
export const accessEndedMachine = setup({
  types: {
    context: {} as AccessEndedContext,
    events: {} as AccessEndedEvent,
  },
  actors: {
    loadNotices: fromPromise<AccessEnded[]>(() => listAccessEnded()),
    markTold: fromPromise<void, { ids: number[] }>(async ({ input }) => {
      await Promise.all(input.ids.map((id) => dismissAccessEnded(id)))
    }),
  },
  guards: {
    hasNotices: (_, params: { notices: AccessEnded[] }) => params.notices.length > 0,
  },
  actions: {
    storeNotices: assign((_, params: { notices: AccessEnded[] }) => ({ notices: params.notices })),
  },
}).createMachine({
  id: 'accessEnded',
  context: { notices: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadNotices',
        onDone: [
          {
            guard: { type: 'hasNotices', params: ({ event }) => ({ notices: event.output }) },
            target: 'telling',
            actions: { type: 'storeNotices', params: ({ event }) => ({ notices: event.output }) },
          },
          { target: 'absent' },
        ],
        // Quietly absent: a server without the call, or a failed load, leaves the dashboard as it was.
        onError: 'absent',
      },
    },
    absent: { type: 'final' },
    /** Shown, and being marked as told on the server. */
    telling: {
      invoke: { src: 'markTold', input: ({ context }) => ({ ids: context.notices.map((notice) => notice.id) }), onDone: 'told', onError: 'told' },
      on: { close: 'closed' },
    },
    told: { on: { close: 'closed' } },
    closed: { type: 'final' },
  },
})
