import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { Snapshot, Subscribable } from 'xstate'

/** Where a flow ends: an address, or back one page (`fallback` when there is no page to go back to, e.g. a fresh tab). */
type FlowOutput = { to: string; fallback?: string }
type FlowSnapshot<Output extends FlowOutput> = Snapshot<unknown> & { output?: Output }
type AppRouter = ReturnType<typeof useRouter>

/** Back one page; with nothing to go back to, the fallback address. */
export function goBack(router: AppRouter, fallback: string) {
  if (router.history.canGoBack()) router.history.back()
  else void router.navigate({ href: fallback })
}

export type NavigateOnDoneOptions<Output> = {
  /** Acts on the rest of the output first (a toast, the selected child). */
  onDone?: (output: Output) => void
  /** Replaces the current history entry (a page Back should not return to, e.g. the splash). */
  replace?: boolean
}

/**
 * Machines decide, routes navigate (STYLE.md): a flow ends in a final state
 * whose output names the destination (`to`, or 'back' with a `fallback`), and
 * the route goes there. The one way every route follows a flow's end.
 */
export function useNavigateOnDone<Output extends FlowOutput>(
  actorRef: Subscribable<FlowSnapshot<Output>>,
  options: NavigateOnDoneOptions<Output> = {},
) {
  const router = useRouter()
  const optionsRef = useRef(options)
  useEffect(() => {
    optionsRef.current = options
  })
  useEffect(() => {
    const subscription = actorRef.subscribe((snapshot) => {
      if (snapshot.status !== 'done' || !snapshot.output) return
      const { onDone, replace } = optionsRef.current
      onDone?.(snapshot.output)
      const { to, fallback } = snapshot.output
      if (to === 'back') goBack(router, fallback ?? '/')
      else void router.navigate({ href: to, replace })
    })
    return () => subscription.unsubscribe()
  }, [actorRef, router])
}
