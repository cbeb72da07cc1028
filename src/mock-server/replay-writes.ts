import { getResponse, type HttpHandler } from 'msw'
import { alreadySavedDetail, IDEMPOTENCY_KEY_HEADER } from '@/contract/idempotency'

/** A write the page sent and got no answer for (the page was reloaded while it was on its way): src/api/write-journal.ts. */
export interface UnansweredWrite {
  key: string
  url: string
  method: string
  headers: Record<string, string>
  body?: string
}

export const unsavedReplayTitle = 'A change was not saved'

/** What the visitor is told when a write sent again could not be saved (any answer but a save or "saved already"). */
export function unsavedReplayNotice(count: number): string {
  return count === 1
    ? 'A change sent just before the page was reloaded could not be saved when it was sent again. Please make it once more.'
    : `${count} changes sent just before the page was reloaded could not be saved when they were sent again. Please make them once more.`
}

/**
 * Decision 087: the writes a reload cut off are sent again, in order and before any other request, straight
 * to the handlers (not through the service worker, which may not control this page yet), each with its own
 * idempotency key: one saved before the reload answers 409 and is not applied twice. Answers how many
 * could not be saved.
 */
export async function replayUnanswered(handlers: HttpHandler[], writes: readonly UnansweredWrite[], settle: (key: string) => void, base: string): Promise<number> {
  let unsaved = 0
  for (const write of writes) {
    const request = new Request(new URL(write.url, base), {
      method: write.method,
      headers: { ...write.headers, [IDEMPOTENCY_KEY_HEADER]: write.key },
      body: write.body,
    })
    const response = await getResponse(handlers, request).catch(() => undefined)
    const detail: unknown = response?.status === 409 ? ((await response.clone().json().catch(() => null)) as { detail?: unknown } | null)?.detail : null
    if (!response || (!response.ok && detail !== alreadySavedDetail)) {
      unsaved += 1
      console.warn(`A write sent again after a reload was not saved: ${write.method} ${write.url} answered ${response?.status ?? 'nothing'}`)
    }
    settle(write.key)
  }
  return unsaved
}
