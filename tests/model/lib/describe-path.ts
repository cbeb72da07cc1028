import type { AnyMachineSnapshot, EventObject, StateValue } from 'xstate'
import { delayMs, parseDerivedEvent } from './derive-test-machine'

/** A generated path: `createTestModel(..).getShortestPaths()` items, or any list of steps. */
export interface ModelPath {
  steps: ReadonlyArray<{ event: EventObject; state: AnyMachineSnapshot }>
  state?: AnyMachineSnapshot
  description?: string
}

const SECRET_KEY = /password|passcode|secret|token/i
const MAX_STRING = 40
const MAX_ITEMS = 4
const MAX_DEPTH = 2

function summariseValue(value: unknown, depth: number): string {
  if (typeof value === 'string') return JSON.stringify(value.length > MAX_STRING ? `${value.slice(0, MAX_STRING - 1)}…` : value)
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? '(function)' : String(value)
  if (value instanceof Error) return `${value.name}(${summariseValue(value.message, depth + 1)})`
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) {
    if (depth >= MAX_DEPTH) return `[${value.length} items]`
    const shown = value.slice(0, MAX_ITEMS).map((item) => summariseValue(item, depth + 1))
    return `[${shown.join(', ')}${value.length > MAX_ITEMS ? `, … ${value.length - MAX_ITEMS} more` : ''}]`
  }
  return summariseObject(value as Record<string, unknown>, depth)
}

function summariseObject(value: Record<string, unknown>, depth: number): string {
  const entries = Object.entries(value).filter(([, v]) => v !== undefined)
  if (depth >= MAX_DEPTH) return entries.length ? '{…}' : '{}'
  const shown = entries.slice(0, MAX_ITEMS).map(([key, v]) => `${key}: ${SECRET_KEY.test(key) ? '***' : summariseValue(v, depth + 1)}`)
  return `{${shown.join(', ')}${entries.length > MAX_ITEMS ? `, … ${entries.length - MAX_ITEMS} more` : ''}}`
}

/** A short, one-line summary of a payload: long strings cut, passwords and tokens shown as ***. */
export function summarisePayload(payload: unknown): string {
  return summariseValue(payload, 0)
}

/** `"idle"`, `"form.editing"`, or `"upload.sending" + "form.idle"` for parallel states. */
export function formatStateValue(value: StateValue): string {
  const leaves: string[] = []
  const visit = (v: StateValue, prefix: string[]): void => {
    if (typeof v === 'string') {
      leaves.push([...prefix, v].join('.'))
      return
    }
    const keys = Object.keys(v)
    if (!keys.length) leaves.push(prefix.join('.'))
    for (const key of keys) {
      const child = v[key]
      if (child === undefined) leaves.push([...prefix, key].join('.'))
      else visit(child, [...prefix, key])
    }
  }
  visit(value, [])
  return leaves.map((leaf) => `"${leaf}"`).join(' + ')
}

export function describeEvent(event: EventObject, previous: AnyMachineSnapshot | undefined): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>
  const derived = parseDerivedEvent(type)
  if (derived?.kind === 'done') {
    return `server answers ${derived.name} (done)${payload.output === undefined ? '' : ` ${summarisePayload(payload.output)}`}`
  }
  if (derived?.kind === 'error') {
    return `server fails ${derived.name} (error)${payload.error === undefined ? '' : ` ${summarisePayload(payload.error)}`}`
  }
  if (derived?.kind === 'after') {
    if (!previous) return `time passes (${derived.name})`
    try {
      return `${delayMs(previous.machine, derived.name, previous.context, event)} ms pass (${derived.name})`
    } catch {
      return `time passes (${derived.name})`
    }
  }
  return Object.keys(payload).length ? `${type} ${summarisePayload(payload)}` : type
}

/**
 * Readable numbered steps of a generated path:
 *
 *     1. start in "idle"
 *     2. submit {email: "admin@example.com", password: ***} → "submitting"
 *     3. server answers login (done) {role: "ADMIN"} → "success"
 *     4. 1500 ms pass (redirect) → "done"
 */
export function describePathSteps(path: ModelPath): string[] {
  return path.steps.map((step, index) => {
    const previous = index > 0 ? path.steps[index - 1]?.state : undefined
    const target = formatStateValue(step.state.value)
    const line = index === 0 || step.event.type === 'xstate.init' ? `start in ${target}` : `${describeEvent(step.event, previous)} → ${target}`
    return `${index + 1}. ${line}`
  })
}

/** A one-line title: `reaches "done" in 3 steps`. */
export function pathTitle(path: ModelPath): string {
  const end = path.state ?? path.steps[path.steps.length - 1]?.state
  const events = Math.max(path.steps.length - 1, 0)
  return `reaches ${end ? formatStateValue(end.value) : 'nothing'} in ${events} step${events === 1 ? '' : 's'}`
}

/** `describePathSteps` joined into one multi-line string. */
export function describePath(path: ModelPath): string {
  return describePathSteps(path).join('\n')
}
