import { useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { getNextSnapshot, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate'

/** The `path` in the active state's meta (STYLE.md: each step's URL lives in its state's meta). */
export function stepPath(snapshot: AnyMachineSnapshot): string | null {
  for (const meta of Object.values(snapshot.getMeta() as Record<string, { path?: string } | undefined>)) {
    if (meta?.path) return meta.path
  }
  return null
}

/**
 * Keeps the address bar in step with a multi-screen flow. The machine leads:
 * a new step pushes its URL. The browser's Back button to the previous step's
 * URL becomes the flow's `back` event; any other address (a deep link, a
 * reload mid-flow) is replaced by the step the machine is on.
 */
export function useStepUrl(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  send: (event: { type: 'back' }) => void,
  /** The steps' URLs in flow order: moving forward adds a history entry, anything else replaces it. */
  order: readonly string[],
) {
  const navigate = useNavigate()
  const pathname = useLocation({ select: (location) => location.pathname })
  const wanted = stepPath(snapshot)
  const last = useRef({ wanted, pathname })

  useEffect(() => {
    const before = last.current
    last.current = { wanted, pathname }
    if (!wanted || wanted === pathname) return
    // Only an address that moved on its own (the browser's Back) is the user's back;
    // when the machine moved, the old address is simply behind and must follow.
    const addressMoved = pathname !== before.pathname && wanted === before.wanted
    if (addressMoved && snapshot.can({ type: 'back' })) {
      const previous = stepPath(getNextSnapshot(machine, snapshot, { type: 'back' }))
      if (previous === pathname) {
        send({ type: 'back' })
        return
      }
    }
    const forward = order.indexOf(wanted) > order.indexOf(pathname)
    void navigate({ to: wanted, replace: !forward })
    // Only a change of step or address matters; the snapshot object changes on every event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, pathname])
}
