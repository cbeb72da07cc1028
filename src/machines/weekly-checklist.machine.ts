import { assign, fromPromise, setup } from 'xstate'
import { isNotFoundError } from '@/api/api-error'
import { getPracticeWeek, setPractice } from '@/api/checklist.api'
import type { PracticeWeek } from '@/contract/practice'

export interface WeeklyChecklistContext {
  childId: number
  /** The week's Monday. */
  week: string
  /** The questions ticked as practised, as the server last answered; null until loaded. */
  practised: number[] | null
  /** The tick being saved: the box shows it until the server answers. */
  pending: { question: number; practised: boolean } | null
  /** The last tick could not be saved: the boxes show what is stored, and a message says so. */
  saveFailed: boolean
}

export type WeeklyChecklistEvent = { type: 'toggle'; question: number; practised: boolean } | { type: 'retry' }

/**
 * Ticking the Weekly Checklist's goals as practised (docs/decisions/055): the week's
 * ticks load (a 404, the server lacks the optional call: only the ticking says
 * "not available on this server"), then each tick is saved one at a time; a
 * failed save keeps what is stored and the parent may tick again. A tick never
 * changes a milestone answer.
 */
export const weeklyChecklistMachine = setup({
  types: {
    context: {} as WeeklyChecklistContext,
    events: {} as WeeklyChecklistEvent,
    input: {} as { childId: number; week: string },
  },
  actors: {
    loadPracticeWeek: fromPromise<PracticeWeek, { childId: number; week: string }>(({ input }) => getPracticeWeek(input.childId, input.week)),
    savePractice: fromPromise<PracticeWeek, { childId: number; week: string; question: number; practised: boolean }>(({ input }) =>
      setPractice({ child: input.childId, week: input.week, question: input.question, practised: input.practised }),
    ),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error),
  },
  actions: {
    storeWeek: assign((_, params: { week: PracticeWeek }) => ({ practised: params.week.practised, pending: null, saveFailed: false })),
    storePending: assign((_, params: { question: number; practised: boolean }) => ({ pending: params, saveFailed: false })),
    storeSaveFailed: assign({ pending: null, saveFailed: true }),
  },
}).createMachine({
  id: 'weeklyChecklist',
  context: ({ input }) => ({ childId: input.childId, week: input.week, practised: null, pending: null, saveFailed: false }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadPracticeWeek',
        input: ({ context }) => ({ childId: context.childId, week: context.week }),
        onDone: { target: 'ready', actions: { type: 'storeWeek', params: ({ event }) => ({ week: event.output }) } },
        onError: [{ guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'unavailable' }, { target: 'loadFailed' }],
      },
    },
    loadFailed: {
      on: { retry: 'loading' },
    },
    /** The server has not got the optional call: the goals show without boxes. */
    unavailable: {},
    ready: {
      on: {
        toggle: { target: 'saving', actions: { type: 'storePending', params: ({ event }) => ({ question: event.question, practised: event.practised }) } },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'savePractice',
        input: ({ context }) => ({
          childId: context.childId,
          week: context.week,
          question: context.pending?.question ?? 0,
          practised: context.pending?.practised ?? false,
        }),
        onDone: { target: 'ready', actions: { type: 'storeWeek', params: ({ event }) => ({ week: event.output }) } },
        onError: { target: 'ready', actions: 'storeSaveFailed' },
      },
    },
  },
})
