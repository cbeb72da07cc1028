/**
 * Runs `then` once the page's first contentful paint is on the screen (docs/decisions/083).
 *
 * A trace of `/` had the first frame painted at 244 ms and on the screen only at 401 ms: the landing page's modules,
 * preloaded from the head, were compiled and evaluated while that frame was rastered, on a machine with two cores.
 * So the landing page's script waits for the paint entry the browser reports once the frame is shown, then loads.
 *
 * Browsers without paint timing get the frame the page painted first (a rAF callback runs just before a paint, the task
 * it queues after it); and `fallbackMs` puts a limit on the wait, for a page that reports no paint (a tab opened in the
 * background paints when it is first shown: its script then loads by the limit at the latest).
 */
export function afterFirstPaint(then: () => void, fallbackMs = 2000): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    observer?.disconnect()
    clearTimeout(limit)
    // A task of its own, after the observer's callback.
    setTimeout(then, 0)
  }
  const limit = setTimeout(once, fallbackMs)
  const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) once()
      })
    : null
  if (observer) observer.observe({ type: 'paint', buffered: true })
  else requestAnimationFrame(once)
}
