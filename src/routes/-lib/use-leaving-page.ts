import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/** Within this the next page usually shows (its code and data preloaded): nothing flickers for such a move. */
const SHOW_AFTER_MS = 100

/**
 * docs/decisions/070: true while the router is on its way to another page (another path, not a reload of this one's data
 * or a change of its search), once that has taken longer than {@link SHOW_AFTER_MS}. The root route shows the
 * navigation bar and makes the old page inert meanwhile, so a second tap does not land on the page being left.
 */
export function useLeavingPage(): boolean {
  const leaving = useRouterState({
    select: (state) => state.status === 'pending' && state.location.pathname !== (state.resolvedLocation ?? state.location).pathname,
  })
  const [late, setLate] = useState(false)
  useEffect(() => {
    if (!leaving) return
    const timer = setTimeout(() => setLate(true), SHOW_AFTER_MS)
    return () => {
      clearTimeout(timer)
      setLate(false)
    }
  }, [leaving])
  return leaving && late
}
