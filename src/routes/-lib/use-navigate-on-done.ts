import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { Snapshot, Subscribable } from 'xstate'

type FlowOutput = { to: string }
type FlowSnapshot<Output extends FlowOutput> = Snapshot<unknown> & { output?: Output }

/**
 * Machines decide, routes navigate (STYLE.md): a flow ends in a final state
 * whose output names the destination, and the route goes there. `onDone` lets
 * the route act on the rest of the output first (a toast, the selected child).
 */
export function useNavigateOnDone<Output extends FlowOutput>(
  actorRef: Subscribable<FlowSnapshot<Output>>,
  onDone?: (output: Output) => void,
) {
  const navigate = useNavigate()
  const onDoneRef = useRef(onDone)
  useEffect(() => {
    onDoneRef.current = onDone
  })
  useEffect(() => {
    const subscription = actorRef.subscribe((snapshot) => {
      if (snapshot.status !== 'done' || !snapshot.output) return
      onDoneRef.current?.(snapshot.output)
      void navigate({ href: snapshot.output.to })
    })
    return () => subscription.unsubscribe()
  }, [actorRef, navigate])
}
