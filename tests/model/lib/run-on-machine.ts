import { isDeepStrictEqual, inspect } from 'node:util'
import { vi } from 'vitest'
import { createActor, fromPromise, type AnyActorLogic, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate'
import { delayMs, invokedSources, parseDerivedEvent } from './derive-test-machine'
import { describePathSteps, formatStateValue, pathTitle, type ModelPath } from './describe-path'

export interface RunPathOptions {
  /** Input for the production machine (the same the model's paths were generated with). */
  input?: unknown
  /** Shown in failures; defaults to `pathTitle(path)` (the steps are always listed). */
  description?: string
}

export interface RunPathResult {
  /** The production actor's last snapshot (the actor is stopped). */
  snapshot: AnyMachineSnapshot
  /** Inputs each invoked src received, in order: what the machine asked the server. */
  invocations: Array<{ src: string; input: unknown }>
}

interface PendingInvocation {
  src: string
  input: unknown
  resolve: (output: unknown) => void
  reject: (error: unknown) => void
}

const show = (value: unknown): string => inspect(value, { depth: 6, breakLength: Infinity })

/** Lets promise callbacks (a resolved invocation reaching the machine) run. */
async function flush(): Promise<void> {
  for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(0)
}

/**
 * Replays a generated path of the derived model against the REAL production machine.
 * Every invoked src is replaced by a promise this runner settles: `done.<src>` resolves
 * the pending invocation with `event.output`, `error.<src>` rejects it with `event.error`;
 * `after.<delay>` advances Vitest's fake timers by the delay; any other event is sent.
 * After each step the actor's value and context must equal the model's, and at the end
 * its status and output too. The caller turns fake timers on (`vi.useFakeTimers()`).
 */
export async function runPathOnMachine(machine: AnyStateMachine, path: ModelPath, options: RunPathOptions = {}): Promise<RunPathResult> {
  if (!vi.isFakeTimers()) throw new Error('runPathOnMachine: call vi.useFakeTimers() first; `after.*` steps advance fake time.')

  const description = options.description ?? pathTitle(path)
  const lines = describePathSteps(path)
  const fail = (index: number, message: string): never => {
    throw new Error(
      `Path failed on the production machine "${machine.id}" at step ${index + 1} (${lines[index] ?? '?'}): ${message}\n` +
        `Path: ${description}\nSteps:\n${lines.map((line) => `  ${line}`).join('\n')}`,
    )
  }

  const pending: PendingInvocation[] = []
  const invocations: RunPathResult['invocations'] = []
  const controllable = (src: string): AnyActorLogic =>
    fromPromise<unknown, unknown>(
      ({ input, signal }) =>
        new Promise((resolve, reject) => {
          const entry: PendingInvocation = { src, input, resolve, reject }
          const remove = (): void => {
            const at = pending.indexOf(entry)
            if (at >= 0) pending.splice(at, 1)
          }
          entry.resolve = (output) => {
            remove()
            resolve(output)
          }
          entry.reject = (error) => {
            remove()
            reject(error)
          }
          pending.push(entry)
          invocations.push({ src, input })
          // the state that invoked it was left: the invocation is no longer answerable
          signal.addEventListener('abort', remove)
        }),
    )
  const sources = new Set([...invokedSources(machine), ...Object.keys(machine.implementations.actors ?? {})])
  const actors = Object.fromEntries([...sources].map((src) => [src, controllable(src)]))
  const provided = machine.provide({ actors } as Parameters<AnyStateMachine['provide']>[0])

  let actorError: unknown
  const actor = createActor(provided, { input: options.input } as Parameters<typeof createActor>[1])
  actor.subscribe({ error: (error) => (actorError = error) })
  actor.start()

  try {
    await flush()
    const first = path.steps[0]?.event.type
    if (first !== 'xstate.init') fail(0, `a generated path starts with the "xstate.init" step, this one with ${first ? `"${first}"` : 'nothing'}`)

    for (const [index, step] of path.steps.entries()) {
      const event = step.event as EventObject & { output?: unknown; error?: unknown }
      if (index > 0) {
        const derived = parseDerivedEvent(event.type)
        if (derived?.kind === 'done' || derived?.kind === 'error') {
          const invocation = pending.find((p) => p.src === derived.name)
          if (!invocation) fail(index, `no pending invocation of ${derived.name} (pending: ${pending.map((p) => p.src).join(', ') || 'none'})`)
          else if (derived.kind === 'done') invocation.resolve(event.output)
          else invocation.reject(event.error)
        } else if (derived?.kind === 'after') {
          const snapshot = actor.getSnapshot()
          await vi.advanceTimersByTimeAsync(delayMs(machine, derived.name, snapshot.context, event))
        } else {
          actor.send(event)
        }
        await flush()
      }

      const actual = actor.getSnapshot()
      const expected = step.state
      if (actorError !== undefined || actual.status === 'error') fail(index, `the machine failed with ${show(actorError ?? actual.error)}`)
      if (!isDeepStrictEqual(actual.value, expected.value)) {
        fail(index, `expected state ${formatStateValue(expected.value)} but the machine is in ${formatStateValue(actual.value)}`)
      }
      if (!isDeepStrictEqual(actual.context, expected.context)) {
        fail(index, `in state ${formatStateValue(actual.value)} expected context ${show(expected.context)} but the machine has ${show(actual.context)}`)
      }
      if (actual.status !== expected.status) fail(index, `expected status "${expected.status}" but the machine is "${actual.status}"`)
    }

    const last = path.steps.length - 1
    const expectedEnd = path.steps[last]?.state ?? path.state
    const actualEnd = actor.getSnapshot()
    if (expectedEnd && !isDeepStrictEqual(actualEnd.output, expectedEnd.output)) {
      fail(last, `expected output ${show(expectedEnd.output)} but the machine gave ${show(actualEnd.output)}`)
    }
    return { snapshot: actualEnd, invocations }
  } finally {
    actor.stop()
  }
}
