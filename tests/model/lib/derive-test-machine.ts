import { createEmptyActor, createMachine, type AnyActorScope, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate'

/**
 * The derived test model: the production machine's own config with every effect
 * turned into a plain event, so `createTestModel` (xstate/graph) accepts it and the
 * generated paths cannot drift from the app (STYLE.md "Model-based tests").
 *
 * - `invoke: { src: 'login', onDone, onError }` -> `on: { 'done.login': onDone, 'error.login': onError }`
 * - `after: { redirect: ... }`                    -> `on: { 'after.redirect': ... }` ("time passes")
 *
 * Everything else (ids, context, guards, actions, always, entry/exit, meta, tags,
 * output, nesting) is kept as it is, so a `done.login` event carrying `output`
 * runs the same assign actions that `xstate.done.actor.*` runs in the app.
 */

type Config = Record<string, unknown>

/** Event type prefixes of the derived events. */
export const DONE_PREFIX = 'done.'
export const ERROR_PREFIX = 'error.'
export const AFTER_PREFIX = 'after.'

export type DerivedEventKind = 'done' | 'error' | 'after'

/** Splits a derived event type (`done.login`, `error.login`, `after.redirect`) into kind and name. */
export function parseDerivedEvent(type: string): { kind: DerivedEventKind; name: string } | undefined {
  for (const [kind, prefix] of [
    ['done', DONE_PREFIX],
    ['error', ERROR_PREFIX],
    ['after', AFTER_PREFIX],
  ] as const) {
    if (type.startsWith(prefix) && type.length > prefix.length) return { kind, name: type.slice(prefix.length) }
  }
  return undefined
}

const isObject = (value: unknown): value is Config => typeof value === 'object' && value !== null && !Array.isArray(value)

const toArray = <T>(value: T | readonly T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? [...(value as readonly T[])] : [value as T]

function describeState(path: string[]): string {
  return path.length ? `"${path.join('.')}"` : 'the root'
}

/**
 * Throws when an action delays itself (`raise(e, { delay })`, `sendTo(.., { delay })`):
 * time inside an action is invisible to the model, so the flow should use a named
 * `after` delay instead. Named actions are looked up in the machine's implementations.
 */
function assertNoDelayedActions(actions: unknown, where: string, implementations: Record<string, unknown>): void {
  for (const action of toArray(actions)) {
    const resolved =
      typeof action === 'string' ? implementations[action] : isObject(action) && typeof action.type === 'string' && !('delay' in action) ? implementations[action.type] : action
    const delay = (typeof resolved === 'function' || isObject(resolved)) && 'delay' in resolved ? (resolved as { delay?: unknown }).delay : undefined
    if (delay !== undefined) {
      const name = typeof action === 'string' ? `"${action}"` : isObject(action) && typeof action.type === 'string' ? `"${action.type}"` : 'an inline action'
      throw new Error(
        `deriveTestMachine: ${where} has a delayed action (${name}, delay ${String(delay)}). ` +
          'Delayed actions cannot be modelled; use a named `after` delay (delays: { name: ms }) instead.',
      )
    }
  }
}

function assertNoDelayedActionsInTransitions(transitions: unknown, where: string, implementations: Record<string, unknown>): void {
  for (const transition of toArray(transitions)) {
    if (isObject(transition)) assertNoDelayedActions(transition.actions, where, implementations)
  }
}

function deriveNode(node: Config, path: string[], implementations: Record<string, unknown>): Config {
  const { invoke, after, on, states, ...rest } = node
  const where = `state ${describeState(path)}`

  assertNoDelayedActions(rest.entry, `${where} (entry)`, implementations)
  assertNoDelayedActions(rest.exit, `${where} (exit)`, implementations)
  if (isObject(rest.initial)) assertNoDelayedActions(rest.initial.actions, `${where} (initial)`, implementations)
  assertNoDelayedActionsInTransitions(rest.always, `${where} (always)`, implementations)

  if (on !== undefined && !isObject(on)) throw new Error(`deriveTestMachine: ${where} has an \`on\` that is not an object.`)
  const derivedOn: Config = { ...(on ?? {}) }
  for (const [eventType, transitions] of Object.entries(derivedOn)) {
    assertNoDelayedActionsInTransitions(transitions, `${where} (on "${eventType}")`, implementations)
  }

  const addTransition = (eventType: string, transitions: unknown, origin: string): void => {
    if (eventType in derivedOn) {
      throw new Error(`deriveTestMachine: ${where} already has a transition on "${eventType}" and ${origin} would derive another one.`)
    }
    assertNoDelayedActionsInTransitions(transitions, `${where} (${origin})`, implementations)
    derivedOn[eventType] = transitions
  }

  for (const invocation of toArray(invoke)) {
    if (!isObject(invocation) || typeof invocation.src !== 'string') {
      throw new Error(
        `deriveTestMachine: ${where} invokes an inline actor. Name it in setup({ actors }) and invoke it by its string src, ` +
          'so the model can turn its answer into a done/error event and tests can swap it.',
      )
    }
    const src = invocation.src
    if (invocation.onSnapshot !== undefined) {
      throw new Error(`deriveTestMachine: ${where} listens to snapshots of "${src}" (onSnapshot), which the derived model does not support.`)
    }
    if (invocation.onDone !== undefined) addTransition(`${DONE_PREFIX}${src}`, invocation.onDone, `invoke "${src}" onDone`)
    if (invocation.onError !== undefined) addTransition(`${ERROR_PREFIX}${src}`, invocation.onError, `invoke "${src}" onError`)
  }

  if (after !== undefined) {
    if (!isObject(after)) throw new Error(`deriveTestMachine: ${where} has an \`after\` that is not an object of delays.`)
    for (const [delay, transitions] of Object.entries(after)) addTransition(`${AFTER_PREFIX}${delay}`, transitions, `after "${delay}"`)
  }

  const derived: Config = { ...rest }
  if (Object.keys(derivedOn).length) derived.on = derivedOn
  if (states !== undefined) {
    if (!isObject(states)) throw new Error(`deriveTestMachine: ${where} has \`states\` that is not an object.`)
    derived.states = Object.fromEntries(
      Object.entries(states).map(([key, child]) => [key, isObject(child) ? deriveNode(child, [...path, key], implementations) : child]),
    )
  }
  return derived
}

/**
 * Derives the effect-free test model of a production machine: same state ids, context,
 * guards and actions; invokes and delays become the plain events `done.<src>`,
 * `error.<src>` and `after.<delay>`. Throws, naming the state, on an inline invoked
 * actor or a delayed action.
 */
export function deriveTestMachine(machine: AnyStateMachine): AnyStateMachine {
  const actions = (machine.implementations.actions ?? {}) as Record<string, unknown>
  const config = deriveNode(machine.config as Config, [], actions)
  // delays are kept only so helpers (delayMs, describePath) can read them from the derived machine
  const implementations = {
    actions: machine.implementations.actions,
    guards: machine.implementations.guards,
    delays: machine.implementations.delays,
  }
  return createMachine(config as Parameters<typeof createMachine>[0], implementations as Parameters<typeof createMachine>[1]) as unknown as AnyStateMachine
}

/** Every state node of a machine, root first, in document order. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = []
  const visit = (node: AnyStateNode): void => {
    nodes.push(node)
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child)
  }
  visit(machine.root)
  return nodes
}

/**
 * The event types each state node of the derived model answers to (its own `on`,
 * including the derived `done.*`, `error.*` and `after.*`), keyed by state id.
 * Nodes without transitions are left out.
 */
export function modelEventsOf(machine: AnyStateMachine): Record<string, string[]> {
  const derived = deriveTestMachine(machine)
  const events: Record<string, string[]> = {}
  for (const node of allStateNodes(derived)) {
    const types = [...node.transitions.keys()]
    if (types.length) events[node.id] = types
  }
  return events
}

/** The string src of every invoke in a machine's config, in document order, without repeats. */
export function invokedSources(machine: AnyStateMachine): string[] {
  const sources = new Set<string>()
  const visit = (node: Config): void => {
    for (const invocation of toArray(node.invoke)) {
      if (isObject(invocation) && typeof invocation.src === 'string') sources.add(invocation.src)
    }
    if (isObject(node.states)) for (const child of Object.values(node.states)) if (isObject(child)) visit(child)
  }
  visit(machine.config as Config)
  return [...sources]
}

/** A scope for pure `getInitialSnapshot` / `transition` calls: actions are not executed. */
export function inertActorScope(): AnyActorScope {
  const self = createEmptyActor()
  return {
    self,
    id: '',
    sessionId: '',
    logger: () => undefined,
    defer: () => undefined,
    emit: () => undefined,
    system: self.system,
    stopChild: () => undefined,
    actionExecutor: () => undefined,
  }
}

/**
 * Milliseconds of a delay: a numeric name (`after: { 1500: .. }`) or a named delay
 * from `machine.implementations.delays` (a number, or a function of context and event;
 * called with `context` when given, otherwise the machine's initial context).
 */
export function delayMs(machine: AnyStateMachine, name: string, context?: unknown, event?: EventObject): number {
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>
  const delay = delays[name]
  if (delay === undefined) {
    const numeric = Number(name)
    if (name.trim() !== '' && Number.isFinite(numeric)) return numeric
    throw new Error(`delayMs: delay "${name}" is neither a number nor a named delay of machine "${machine.id}" (delays: ${Object.keys(delays).join(', ') || 'none'}).`)
  }
  if (typeof delay === 'number') return delay
  if (typeof delay === 'function') {
    const ctx = context === undefined ? deriveTestMachine(machine).getInitialSnapshot(inertActorScope(), undefined).context : context
    const value: unknown = delay({ context: ctx, event: event ?? { type: `${AFTER_PREFIX}${name}` } }, undefined)
    if (typeof value === 'number' && Number.isFinite(value)) return value
    throw new Error(`delayMs: delay "${name}" of machine "${machine.id}" returned ${String(value)}, not a number.`)
  }
  throw new Error(`delayMs: delay "${name}" of machine "${machine.id}" is neither a number nor a function.`)
}
