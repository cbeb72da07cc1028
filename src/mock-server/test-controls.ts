import { z } from 'zod'
import { endpoints, type EndpointName } from '@/contract/endpoints'

/*
 * The test mode of the API server on Node (node-server.ts, `/__control/...`): faults injected by operation name, the
 * answers held until a release, and the settings a test may change.
 */

export const faultKinds = ['status500', 'drop', 'slow', 'hold'] as const
export type FaultKind = (typeof faultKinds)[number]

const operationNames = Object.keys(endpoints) as EndpointName[]

export const faultSchema = z.object({
  /** An operation name of src/contract/endpoints.ts, as in the in-browser `demo:fail-next`. */
  operation: z.enum(operationNames as [EndpointName, ...EndpointName[]]),
  kind: z.enum(faultKinds),
  /** For 'slow': how long to delay the answer (default 3000 ms). 'hold' keeps it until `POST /__control/release`. */
  ms: z.number().int().min(0).max(120_000).optional(),
  /** How many of the next calls it hits (default 1). */
  times: z.number().int().min(1).max(100).optional(),
})
export type Fault = z.infer<typeof faultSchema>

export const latencySchema = z.object({ ms: z.number().int().min(0).max(120_000) })
export const extensionsSchema = z.object({ enabled: z.boolean() })

/** Endpoint-table operation of a request, for fault injection; literal paths win over `:id` ones. */
export function operationMatcher(prefix: string) {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const routes = operationNames
    .map((name) => {
      const { method, path } = endpoints[name]
      const pattern = escape(`${prefix}${path}`).replace(/:[A-Za-z]+/g, '[^/]+')
      return { name, method: method as string, regex: new RegExp(`^${pattern}$`), params: (path.match(/:/g) ?? []).length }
    })
    .sort((a, b) => a.params - b.params)
  return (method: string, pathname: string): EndpointName | null =>
    routes.find((route) => route.method === method && route.regex.test(pathname))?.name ?? null
}

export function faultQueue() {
  let queue: (Fault & { left: number })[] = []
  return {
    add(fault: Fault) {
      queue.push({ ...fault, left: fault.times ?? 1 })
    },
    /**
     * The faults for this call: the first waiting 500, drop or slow, and whether a 'hold' waits too (a test may
     * hold the answer of a call it also makes fail, as in the demo). Each hit uses one of a fault's `times`.
     */
    take(operation: EndpointName): { fault: Fault | null; hold: boolean } {
      const spend = (fault: (Fault & { left: number }) | undefined) => {
        if (!fault) return null
        fault.left -= 1
        if (fault.left <= 0) queue = queue.filter((entry) => entry !== fault)
        return fault
      }
      const fault = spend(queue.find((entry) => entry.operation === operation && entry.kind !== 'hold'))
      const hold = spend(queue.find((entry) => entry.operation === operation && entry.kind === 'hold')) !== null
      return { fault, hold }
    },
    list: () => queue.map(({ left, ...fault }) => ({ ...fault, left })),
    /** Whether a fault of this kind still waits for its call. */
    waiting: (kind: FaultKind) => queue.some((entry) => entry.kind === kind),
    clear() {
      queue = []
    },
  }
}

/** How long `POST /__control/release` waits for a held answer to arrive before it says none came. */
export const releaseWaitMs = 20_000

/**
 * The 'hold' fault's answers: computed (the change saved), then kept back until `POST /__control/release`,
 * so a test checks a busy state at leisure instead of racing a latency (the demo's `holdNext`, src/mock-server/browser.ts).
 * A call counts as held from the moment it takes the fault, before its answer is computed: a release that comes
 * while the server still reads the body or saves lets it go too (it waited forever when it was counted only once
 * computed, a test's release having come in between on a loaded machine).
 */
export function heldAnswers() {
  let held: (() => void)[] = []
  return {
    /** Counts the call as held now; the promise settles at the release. */
    hold: () => new Promise<void>((resolve) => held.push(resolve)),
    get count() {
      return held.length
    },
    releaseAll() {
      for (const release of held) release()
      held = []
    },
  }
}
