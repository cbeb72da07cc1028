import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { Snapshot, Subscribable } from 'xstate'

type FlowSnapshot = Snapshot<unknown> & { output?: { to: string } }

/**
 * Machines decide, routes navigate (STYLE.md): a flow ends in a final state
 * whose output names the destination, and the route goes there.
 */
export function useNavigateOnDone(actorRef: Subscribable<FlowSnapshot>) {
  const navigate = useNavigate()
  useEffect(() => {
    const subscription = actorRef.subscribe((snapshot) => {
      if (snapshot.status === 'done' && snapshot.output) void navigate({ href: snapshot.output.to })
    })
    return () => subscription.unsubscribe()
  }, [actorRef, navigate])
}
