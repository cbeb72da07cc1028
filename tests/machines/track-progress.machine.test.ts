import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { TrackProgressLoad } from '@/domain/track-progress'
import { trackProgressMachine } from '@/machines/track-progress.machine'

const unavailable = { status: 'unavailable', child: { first_name: 'Olivia' } } as unknown as TrackProgressLoad

function start(load: (childId: number) => Promise<TrackProgressLoad>) {
  const spy = vi.fn(load)
  const machine = trackProgressMachine.provide({
    actors: { loadTrackProgress: fromPromise<TrackProgressLoad, { childId: number }>(({ input }) => spy(input.childId)) },
  })
  return { actor: createActor(machine, { input: { childId: 2 } }).start(), spy }
}

describe('trackProgressMachine (docs/product-rules.md#decisions-track-progress)', () => {
  it('loads the child page and keeps what it answered, found or not available on this server', async () => {
    const { actor, spy } = start(async () => unavailable)
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))
    expect(spy).toHaveBeenCalledWith(2)
    expect(actor.getSnapshot().context.load).toBe(unavailable)
  })

  it('Try again after a failure, and a reload after a saved measurement, load again and keep the last page meanwhile', async () => {
    const { actor, spy } = start(vi.fn().mockRejectedValueOnce(new Error('bug')).mockResolvedValue(unavailable))
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))
    expect(actor.getSnapshot().context.load).toEqual({ status: 'notFound', retryable: true })
    actor.send({ type: 'retry' })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded') && snapshot.context.load === unavailable)
    actor.send({ type: 'reload' })
    expect(actor.getSnapshot().context.load).toBe(unavailable)
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))
    expect(spy).toHaveBeenCalledTimes(3)
  })
})
