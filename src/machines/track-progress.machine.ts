import { assign, fromPromise, setup } from 'xstate'
import type { TrackProgressLoad } from '@/domain/track-progress'

export type TrackProgressEvent = { type: 'retry' } | { type: 'reload' }

/**
 * The Track Progress page (docs/product-rules.md#decisions-track-progress) loads inside its
 * machine (STYLE.md: a screen with a flow), so its route adds only the lazy component
 * to the route tree (docs/decisions/042: the landing budget). The route's `loadTrackProgress`
 * answers every outcome as a value (found, not available on this server, not found);
 * `loaded` keeps the last one on screen while `retry` or `reload` (after a saved
 * measurement) loads again.
 */
export const trackProgressMachine = setup({
  types: {
    context: {} as { childId: number; load: TrackProgressLoad | null },
    events: {} as TrackProgressEvent,
    input: {} as { childId: number },
  },
  actors: {
    // The route provides the loader (src/routes/-lib/child-overview-loader.ts loadTrackProgress), beside the other child pages' loaders.
    loadTrackProgress: fromPromise<TrackProgressLoad, { childId: number }>(() => Promise.reject(new Error('loadTrackProgress is provided by the route'))),
  },
  actions: {
    storeLoad: assign((_, params: { load: TrackProgressLoad }) => ({ load: params.load })),
  },
}).createMachine({
  id: 'trackProgress',
  context: ({ input }) => ({ childId: input.childId, load: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadTrackProgress',
        input: ({ context }) => ({ childId: context.childId }),
        onDone: { target: 'loaded', actions: { type: 'storeLoad', params: ({ event }) => ({ load: event.output }) } },
        // A throw would be a bug in the loader: shown as a failure that may pass.
        onError: { target: 'loaded', actions: { type: 'storeLoad', params: () => ({ load: { status: 'notFound', retryable: true } as const }) } },
      },
    },
    loaded: {
      on: { retry: 'loading', reload: 'loading' },
    },
  },
})
