/**
 * The demo's journal of writes sent and not yet answered (decision 087). The in-browser backend runs in the
 * page, so a reload while a write is on its way ends it: before the request reached the backend, while its
 * transaction ran, or after the save while the answer waited out the latency. Each write is noted here
 * (sessionStorage: written at once, kept across a reload of this tab) before it leaves, with its own key,
 * and crossed out when its answer arrives. What is left at the next start was not answered: the backend sends
 * it again with the same key and applies it only if it was not saved before. Only a demo build turns it on
 * (apiConfig.journalWrites); multipart writes (files cannot be stored at once) are not journaled.
 */
export interface JournaledWrite {
  key: string
  url: string
  method: string
  headers: Record<string, string>
  body?: string
}

const STORAGE_KEY = 'first-thousand-days:unanswered-writes'

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

function isJournaledWrite(value: unknown): value is JournaledWrite {
  const write = value as Partial<JournaledWrite> | null
  return typeof write?.key === 'string' && typeof write.url === 'string' && typeof write.method === 'string' && typeof write.headers === 'object' && write.headers !== null
}

/** The writes noted and not yet answered, oldest first. */
export function unansweredWrites(): JournaledWrite[] {
  try {
    const list: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(list) ? list.filter(isJournaledWrite) : []
  } catch {
    return []
  }
}

function save(list: JournaledWrite[]): boolean {
  try {
    const store = storage()
    if (!store) return false
    if (list.length === 0) store.removeItem(STORAGE_KEY)
    else store.setItem(STORAGE_KEY, JSON.stringify(list))
    return true
  } catch {
    // Full or unavailable: the write is sent unjournaled, as before (the leave-page guard still asks).
    return false
  }
}

/**
 * Whether the page is being left. Chromium fails the page's fetches on its way out: "Failed to fetch" reaches
 * the page's code during the 'pagehide' event, between its listeners; such a write was not answered and stays
 * noted (settleFailedWrite).
 */
let leaving = false
let watching = false

function watchLeaving() {
  if (watching || typeof window === 'undefined') return
  watching = true
  window.addEventListener('pagehide', () => {
    leaving = true
  })
  // Back from the back-forward cache: the page runs on.
  window.addEventListener('pageshow', () => {
    leaving = false
  })
}

/** Notes a write before it is sent; answers its key, or null when it could not be noted. */
export function recordWrite(write: Omit<JournaledWrite, 'key'>): string | null {
  if (typeof crypto?.randomUUID !== 'function') return null
  watchLeaving()
  const key = crypto.randomUUID()
  return save([...unansweredWrites(), { key, ...write }]) ? key : null
}

/**
 * The write's fetch failed: in a page that stays, the visitor is told and may try again, so it is crossed
 * out; a page being left keeps it noted. Decided a task later, once 'pagehide' has run all its listeners:
 * a page that is being left never runs that task.
 */
export function settleFailedWrite(key: string): void {
  setTimeout(() => {
    if (!leaving) settleWrite(key)
  }, 0)
}

/** The write's answer arrived (or it was sent again at a start): it is no longer unanswered. */
export function settleWrite(key: string): void {
  const list = unansweredWrites()
  if (list.some((write) => write.key === key)) save(list.filter((write) => write.key !== key))
}
