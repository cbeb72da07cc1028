import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint } from '@/app/after-first-paint'
import { APP_FILES_META, prefetchAppFiles } from '@/app/landing-head'

/*
 * docs/decisions/083: the landing page's head loads a small boot; the hydration's code loads once the first paint is on
 * the screen, and the app's files for Get Started are prefetched after it, not beside the first paint.
 */

/** A browser's paint timing as far as afterFirstPaint reads it: the observers it made, and a way to report a paint. */
function paintTiming(supported: readonly string[] = ['paint']) {
  const observers: { callback: PerformanceObserverCallback; options?: PerformanceObserverInit; disconnected: boolean }[] = []
  class FakeObserver {
    static supportedEntryTypes = supported
    private readonly record: (typeof observers)[number]
    constructor(callback: PerformanceObserverCallback) {
      this.record = { callback, disconnected: false }
      observers.push(this.record)
    }
    observe(options: PerformanceObserverInit) {
      this.record.options = options
    }
    disconnect() {
      this.record.disconnected = true
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  const report = (name: string) => {
    for (const observer of observers.filter((entry) => !entry.disconnected)) {
      const list = { getEntries: () => [{ name, entryType: 'paint' }] } as unknown as PerformanceObserverEntryList
      observer.callback(list, observer as unknown as PerformanceObserver)
    }
  }
  return { observers, report }
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('runs once the first contentful paint is reported, in a task of its own, and only once', () => {
    const timing = paintTiming()
    const then = vi.fn()
    afterFirstPaint(then)
    expect(timing.observers[0]?.options).toEqual({ type: 'paint', buffered: true })
    timing.report('first-paint')
    vi.advanceTimersByTime(10)
    expect(then).not.toHaveBeenCalled()
    timing.report('first-contentful-paint')
    expect(then, 'not inside the observer\'s callback').not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(then).toHaveBeenCalledTimes(1)
    expect(timing.observers[0]?.disconnected).toBe(true)
    vi.advanceTimersByTime(5000)
    expect(then, 'the limit does not run it again').toHaveBeenCalledTimes(1)
  })

  it('runs by the limit when no paint is reported (a tab opened in the background)', () => {
    paintTiming()
    const then = vi.fn()
    afterFirstPaint(then, 2000)
    vi.advanceTimersByTime(1999)
    expect(then).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(then, 'in a task of its own').not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(then).toHaveBeenCalledTimes(1)
  })

  it('waits for the next frame where the browser has no paint timing', () => {
    const timing = paintTiming([])
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    const then = vi.fn()
    afterFirstPaint(then)
    expect(timing.observers).toHaveLength(0)
    vi.advanceTimersByTime(100)
    expect(then).not.toHaveBeenCalled()
    frames.forEach((frame) => frame(16))
    vi.advanceTimersByTime(1)
    expect(then).toHaveBeenCalledTimes(1)
  })
})

describe('prefetchAppFiles', () => {
  afterEach(() => {
    document.head.querySelectorAll(`meta[name="${APP_FILES_META}"], link[rel="prefetch"]`).forEach((element) => element.remove())
  })

  it('adds a low-priority prefetch, with the module scripts\' CORS mode, for each file the build listed', () => {
    const meta = document.createElement('meta')
    meta.name = APP_FILES_META
    meta.content = '/assets/index-a.js /assets/b.js'
    document.head.append(meta)
    prefetchAppFiles()
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/index-a.js', '/assets/b.js'])
    for (const link of links) expect(link.getAttribute('crossorigin')).toBe('')
  })

  it('adds nothing on a page without the list', () => {
    prefetchAppFiles()
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0)
  })
})
