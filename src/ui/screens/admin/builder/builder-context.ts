import { createContext, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { builderMachine } from '@/machines/builder.machine'

export type BuilderRef = ActorRefFrom<typeof builderMachine>
export type BuilderSnapshot = ReturnType<BuilderRef['getSnapshot']>

/**
 * The builder actor for the rows deep in the tree. ui may not import routes
 * (STYLE.md layers), so the route hands its actor to BuilderScreen, which shares
 * it here; every row then selects only the slice it shows (useSelector).
 */
export const BuilderRefContext = createContext<BuilderRef | null>(null)

export function useBuilderRef(): BuilderRef {
  const ref = useContext(BuilderRefContext)
  if (!ref) throw new Error('useBuilderRef must be used inside <BuilderScreen>')
  return ref
}

/** One Set per `expanded` array, so each row's "am I open?" selector is O(1) (50 x 4 x 10 x 4 content). */
const expandedSets = new WeakMap<readonly string[], ReadonlySet<string>>()
export function expandedSet(expanded: readonly string[]): ReadonlySet<string> {
  let set = expandedSets.get(expanded)
  if (!set) {
    set = new Set(expanded)
    expandedSets.set(expanded, set)
  }
  return set
}

type BuilderEvent = Parameters<BuilderRef['send']>[0]
export type BuilderSend = (event: BuilderEvent) => void

/** The events the machine takes only in ready.idle; the others it takes in any ready state. */
const idleOnly = new Set<BuilderEvent['type']>(['form.open', 'form.cancel', 'form.submit', 'item.toggle', 'item.move', 'item.delete', 'export', 'import'])

/** Held back while a save runs (busy) or the list reloads in the background (refreshing, whose controls stay enabled). */
const isWaiting = (ref: BuilderRef) => ref.getSnapshot().hasTag('busy') || ref.getSnapshot().hasTag('refreshing')

/**
 * Sends builder events, holding back the ones the machine takes only when idle
 * while it is busy saving (it would drop them): a Delete clicked while a toggle
 * is being saved opens its dialog as soon as the save is done, instead of
 * being lost. Held events go in the order they were made.
 */
export function createBuilderSender(ref: BuilderRef): { send: BuilderSend; stop: () => void } {
  const queue: BuilderEvent[] = []
  let subscription: { unsubscribe: () => void } | null = null
  let flushing = false

  const flush = () => {
    if (flushing) return
    flushing = true
    while (queue.length > 0 && ref.getSnapshot().matches({ ready: 'idle' })) ref.send(queue.shift()!)
    flushing = false
    if (queue.length === 0) {
      subscription?.unsubscribe()
      subscription = null
    }
  }

  return {
    send: (event) => {
      if (!idleOnly.has(event.type) || (queue.length === 0 && !isWaiting(ref))) {
        ref.send(event)
        return
      }
      queue.push(event)
      subscription ??= ref.subscribe(flush)
      flush()
    },
    stop: () => {
      queue.length = 0
      subscription?.unsubscribe()
      subscription = null
    },
  }
}

export const BuilderSendContext = createContext<BuilderSend | null>(null)

/** The builder's send, through the idle queue (createBuilderSender). */
export function useBuilderSend(): BuilderSend {
  const send = useContext(BuilderSendContext)
  if (!send) throw new Error('useBuilderSend must be used inside <BuilderScreen>')
  return send
}
