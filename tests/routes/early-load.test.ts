import { describe, expect, it, vi } from 'vitest'
import { EARLY_LOAD_FRESH_MS, startEarly } from '@/routes/-lib/early-load'

describe('startEarly (issue #25 point 3: a page\'s data started by its loader, taken by its machine)', () => {
  it('starts the load at once, and the first take answers that load without a second call', async () => {
    const load = vi.fn(() => Promise.resolve('first'))
    const early = startEarly(load)
    expect(load).toHaveBeenCalledTimes(1)
    await expect(early.take()).resolves.toBe('first')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads anew on every later take (a retry, a reload after a save)', async () => {
    let calls = 0
    const early = startEarly(() => Promise.resolve(++calls))
    await early.take()
    await expect(early.take()).resolves.toBe(2)
    await expect(early.take()).resolves.toBe(3)
  })

  it('loads anew when what was started is older than the fresh window (a hover long before the tap)', async () => {
    let clock = 0
    let calls = 0
    const early = startEarly(() => Promise.resolve(++calls), () => clock)
    clock = EARLY_LOAD_FRESH_MS + 1
    await expect(early.take()).resolves.toBe(2)
  })

  it('answers a failed early load to the taker, and leaves no unhandled rejection when nobody takes it', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      startEarly(() => Promise.reject(new Error('never taken')))
      const taken = startEarly(() => Promise.reject(new Error('down')))
      await expect(taken.take()).rejects.toThrow('down')
      await new Promise((settled) => setTimeout(settled, 0))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})
