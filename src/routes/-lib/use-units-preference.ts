import { useEffect, useState } from 'react'
import { getUnitsPreference } from '@/api/accounts.api'
import type { Units } from '@/contract/accounts'

/**
 * docs/decisions/062: the account's units preference for a screen that loads in its machine (Track Progress,
 * docs/decisions/042: no route loader), asked for when the screen mounts, alongside its own load; metric until
 * it is known (and on a server without the account call).
 */
export function useUnitsPreference(): { units: Units } {
  const [units, setUnits] = useState<Units | null>(null)
  useEffect(() => {
    let live = true
    void getUnitsPreference().then((next) => {
      if (live) setUnits(next)
    })
    return () => {
      live = false
    }
  }, [])
  return { units: units ?? 'metric' }
}
