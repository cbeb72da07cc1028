/**
 * "Another tab wrote": the demo's in-browser backend posts `{type: 'changed'}` on
 * this BroadcastChannel after each committed write (README decision 2026-11-25).
 * Screens hear it only through here, never from the mock itself; against a
 * real API nothing is posted and screens rely on focus alone.
 */
export const dataChangesChannel = 'first-thousand-days-demo'

/** Calls `listener` when another tab's write is committed; answers the unsubscribe. */
export function onDataChanged(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(dataChangesChannel)
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null
    if (data?.type === 'changed') listener()
  }
  return () => channel.close()
}
