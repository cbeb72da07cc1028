import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { Snapshot, Subscribable } from 'xstate'

/** Where a flow ends: an address, or back one page (`fallback` when there is no page to go back to, e.g. a fresh tab). */
type FlowOutput = { to: string; fallback?: string }
type FlowSnapshot<Output extends FlowOutput> = Snapshot<unknown> & { output?: Output; hasTag?: (tag: string) => boolean }
type FlowActor<Snap> = Subscribable<Snap> & { getSnapshot(): Snap }
type AppRouter = ReturnType<typeof useRouter>

/** Back one page; with nothing to go back to, the fallback address. */
export function goBack(router: AppRouter, fallback: string) {
  if (router.history.canGoBack()) router.history.back()
  else void router.navigate({ href: fallback })
}

export type NavigateOnDoneOptions<Output, Snap = unknown> = {
  /** Acts on the rest of the output first (a toast, the selected child). */
  onDone?: (output: Output) => void
  /** Replaces the current history entry (a page Back should not return to, e.g. the splash). */
  replace?: boolean
  /**
   * docs/decisions/070: the flow's output, read while it waits out one of the spec's delays in a state tagged
   * 'leaving' (the 1.5 s after "Login successful!", the splash's 2.5 s). The next screen's code and loader data
   * are fetched during the wait, so it shows its content as soon as the delay ends. The delay itself is unchanged.
   */
  ahead?: (snapshot: Snap) => Output
}

/**
 * Machines decide, routes navigate (STYLE.md): a flow ends in a final state
 * whose output names the destination (`to`, or 'back' with a `fallback`), and
 * the route goes there. The one way every route follows a flow's end.
 */
export function useNavigateOnDone<Snap extends FlowSnapshot<FlowOutput>>(
  actorRef: FlowActor<Snap>,
  options: NavigateOnDoneOptions<NonNullable<Snap['output']>, Snap> = {},
) {
  const router = useRouter()
  const optionsRef = useRef(options)
  useEffect(() => {
    optionsRef.current = options
  })
  useEffect(() => {
    let preloaded: string | null = null
    const preloadAhead = (snapshot: Snap) => {
      const { ahead } = optionsRef.current
      if (!ahead || snapshot.status !== 'active' || !snapshot.hasTag?.('leaving')) return
      const { to } = ahead(snapshot)
      if (to === 'back' || to === preloaded) return
      preloaded = to
      // A failed preload costs nothing: the navigation loads again and shows the route's own error.
      // `href` as navigate takes it below (preloadRoute builds the location the same way; its type asks for `to`).
      router.preloadRoute({ href: to } as never).catch(() => undefined)
    }
    const subscription = actorRef.subscribe((snapshot) => {
      preloadAhead(snapshot)
      if (snapshot.status !== 'done' || !snapshot.output) return
      const { onDone, replace } = optionsRef.current
      onDone?.(snapshot.output)
      const { to, fallback } = snapshot.output
      if (to === 'back') goBack(router, fallback ?? '/')
      else void router.navigate({ href: to, replace })
    })
    // A flow may start in its waiting state (the splash), before this subscription.
    preloadAhead(actorRef.getSnapshot())
    return () => subscription.unsubscribe()
  }, [actorRef, router])
}
