/**
 * Writes sent and not yet answered. While there is one, leaving or reloading
 * the page asks the browser to confirm (docs/decisions/026): a builder toggle shows
 * its toast at once and saves afterwards, so a quick reload would otherwise
 * drop the change silently. The guard is installed with the first write, so
 * pages that never write (the landing page) carry none of this.
 */
let inFlight = 0
let installed = false

function confirmLeaving(event: BeforeUnloadEvent) {
  if (inFlight === 0) return
  event.preventDefault()
  // Older Chromium versions still need returnValue set to show the dialog.
  event.returnValue = ''
}

export function hasPendingWrites(): boolean {
  return inFlight > 0
}

/** Counts `write` as in flight until it settles. */
export async function trackWrite<T>(write: () => Promise<T>): Promise<T> {
  if (!installed && typeof window !== 'undefined') {
    window.addEventListener('beforeunload', confirmLeaving)
    installed = true
  }
  inFlight += 1
  try {
    return await write()
  } finally {
    inFlight -= 1
  }
}
