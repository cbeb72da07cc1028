import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { splashMachine } from '@/machines/splash.machine'

describe('splashMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('is still showing the logo at 2499 ms', () => {
    const actor = createActor(splashMachine).start()
    vi.advanceTimersByTime(2499)
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('showing')
    expect(snapshot.status).toBe('active')
    actor.stop()
  })

  it('redirects to /auth after 2.5 s (spec 9 "Splash delay 2.5 s")', () => {
    const actor = createActor(splashMachine).start()
    vi.advanceTimersByTime(2500)
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('done')
    expect(snapshot.status).toBe('done')
    expect(snapshot.output).toEqual({ to: '/auth' })
  })

  it('names its delay so it can be swapped', () => {
    const actor = createActor(splashMachine.provide({ delays: { redirect: 10 } })).start()
    vi.advanceTimersByTime(10)
    expect(actor.getSnapshot().output).toEqual({ to: '/auth' })
  })
})
