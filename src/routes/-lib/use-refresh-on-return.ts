import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { onDataChanged } from '@/api/data-changes'

/** Focus and visibilitychange both fire on one return to the tab: one refresh for both. */
const coalesceMs = 1000

/**
 * "Nothing lost" (docs/decisions/031): a tab showing data another tab (or admin) may have
 * changed refreshes it when it is back in view (the document becomes visible,
 * the window gets focus), and, in the demo, when another tab commits a write
 * while this one is not the window in use (this tab's own writes also post).
 */
export function useRefreshOnReturn(refresh: () => void): void {
  const latest = useRef(refresh)
  useEffect(() => {
    latest.current = refresh
  }, [refresh])

  useEffect(() => {
    let last = -Infinity
    const run = () => {
      const now = Date.now()
      if (now - last < coalesceMs) return
      last = now
      latest.current()
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible') run()
    }
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('focus', run)
    const stopListening = onDataChanged(() => {
      if (!document.hasFocus()) run()
    })
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('focus', run)
      stopListening()
    }
  }, [])
}

/**
 * For read-only loader screens (dashboard, child profile): their loaders run
 * again on return, in the background (no pending screen: the match keeps its data).
 */
export function useReloadOnReturn(): void {
  const router = useRouter()
  useRefreshOnReturn(() => void router.invalidate())
}
