import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventObject, InspectionEvent, StateValue } from 'xstate'
import { allStateNodes, deriveTestMachine, inertActorScope } from './derive-test-machine'
import type { ModelPath } from './describe-path'

export interface CoverageCount {
  covered: number
  total: number
  missing: string[]
}

export interface Coverage {
  /** State nodes of the derived model (ids, root excluded) entered by some path. */
  states: CoverageCount
  /** Transition candidates `<sourceId> --<event>[<index>]--> <targets>` taken by some path. */
  transitions: CoverageCount
}

export interface CoverageOptions {
  /** Input the paths were generated with (needed only for `always` transitions taken on start). */
  input?: unknown
}

const ALWAYS = 'always'

/** The stable label of a transition candidate: `login.idle --submit[0]--> login.submitting`. */
export function transitionLabel(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode
  const eventType = transition.eventType === '' ? ALWAYS : transition.eventType
  const candidates: readonly AnyTransitionDefinition[] =
    transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? [])
  const index = candidates.indexOf(transition)
  const targets = transition.target?.length ? (transition.target as AnyStateNode[]).map((node) => node.id).join(', ') : '(no target)'
  return `${source.id} --${eventType}[${index}]--> ${targets}`
}

/** Every transition candidate of a machine in document order, `always` ones included. */
export function transitionCandidates(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return allStateNodes(machine).flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])])
}

/** Ids of the state nodes active in a state value (root excluded). */
export function activeStateIds(machine: AnyStateMachine, value: StateValue): string[] {
  const ids: string[] = []
  const visit = (node: AnyStateNode, v: StateValue | undefined): void => {
    if (v === undefined) return
    const keys = typeof v === 'string' ? [v] : Object.keys(v)
    for (const key of keys) {
      const child = (node.states as Record<string, AnyStateNode | undefined>)[key]
      if (!child) continue
      ids.push(child.id)
      visit(child, typeof v === 'string' ? undefined : v[key])
    }
  }
  visit(machine.root, value)
  return ids
}

/**
 * Which states and transitions of the derived model the paths exercise. Each step is
 * replayed on the derived model and XState's own selection is recorded (through its
 * `@xstate.microstep` inspection events), so guarded arrays resolve exactly as in the
 * app: the first candidate in document order whose guard passes, followed by any
 * `always` transitions it leads to.
 */
export function measureCoverage(machine: AnyStateMachine, paths: readonly ModelPath[], options: CoverageOptions = {}): Coverage {
  const derived = deriveTestMachine(machine)
  const stateIds = allStateNodes(derived)
    .slice(1)
    .map((node) => node.id)
  const labels = transitionCandidates(derived).map(transitionLabel)

  const coveredStates = new Set<string>()
  const coveredTransitions = new Set<string>()

  const scope = inertActorScope()
  let recording = false
  scope.system.inspect((event: InspectionEvent) => {
    if (!recording || event.type !== '@xstate.microstep') return
    for (const transition of event._transitions) {
      coveredTransitions.add(transitionLabel(transition))
      // a transient state (left at once by `always`) is never active in a snapshot: leaving it shows it was entered
      if (transition.eventType === '') coveredStates.add((transition.source as AnyStateNode).id)
    }
    for (const id of activeStateIds(derived, (event.snapshot as AnyMachineSnapshot).value)) coveredStates.add(id)
  })
  const record = <T>(run: () => T): T => {
    recording = true
    try {
      return run()
    } finally {
      recording = false
    }
  }

  // `always` transitions taken while starting
  if (paths.length) record(() => derived.getInitialSnapshot(scope, options.input))

  // paths share their snapshot and event objects: replay each (snapshot, event) pair once
  const seenSnapshots = new WeakSet<object>()
  const replayed = new WeakMap<object, WeakSet<object>>()
  for (const path of paths) {
    path.steps.forEach((step, index) => {
      if (!seenSnapshots.has(step.state)) {
        seenSnapshots.add(step.state)
        for (const id of activeStateIds(derived, step.state.value)) coveredStates.add(id)
      }
      const previous = path.steps[index - 1]?.state
      if (index === 0 || !previous) return
      const events = replayed.get(previous) ?? new WeakSet<object>()
      replayed.set(previous, events)
      if (events.has(step.event)) return
      events.add(step.event)
      record(() => derived.transition(previous, step.event as EventObject, scope))
    })
  }

  const count = (all: string[], covered: Set<string>): CoverageCount => {
    const missing = all.filter((item) => !covered.has(item))
    return { covered: all.length - missing.length, total: all.length, missing }
  }
  return { states: count(stateIds, coveredStates), transitions: count(labels, coveredTransitions) }
}

const percent = ({ covered, total }: CoverageCount): string => (total === 0 ? '100%' : `${Math.floor((covered / total) * 1000) / 10}%`)

/** A printable report: percentages, then what is missing. */
export function formatCoverage(name: string, coverage: Coverage): string {
  const section = (title: string, count: CoverageCount): string[] => [
    `  ${title}: ${count.covered}/${count.total} (${percent(count)})`,
    ...count.missing.map((item) => `    missing: ${item}`),
  ]
  return [`Coverage of ${name}`, ...section('states', coverage.states), ...section('transitions', coverage.transitions)].join('\n')
}
