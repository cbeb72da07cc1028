import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject, InspectionEvent } from 'xstate'
import { getAdjacencyMap, serializeSnapshot } from 'xstate/graph'
import { transitionLabel, type CoverageCount } from './coverage'
import { deriveTestMachine, inertActorScope } from './derive-test-machine'
import type { ModelPath } from './describe-path'
import type { FlowModel } from './model-registry'

/**
 * Transition pairs (1-switch coverage): every two transitions of the derived
 * model that can follow each other, `<first> ⟶ <second>`, where each is a
 * transition label of coverage.ts (an event that also runs `always`
 * transitions is one step, its labels joined with " + "). The pairs that can
 * happen are read from the model's state graph (its events and payloads), so a
 * guard that never lets a pair happen does not count as missing.
 */
export const PAIR_ARROW = ' ⟶ '

type Edge = { from: string; to: string; event: AnyEventObject; state: AnyMachineSnapshot; label: string }

interface PairGraph {
  start: string
  startState: AnyMachineSnapshot
  /** Edges that take a transition, by source vertex. */
  out: Map<string, Edge[]>
  /** The label of a step: what the derived model does for `event` in `snapshot` ('' when it ignores it). */
  labelOf: (snapshot: AnyMachineSnapshot, event: EventObject) => string
}

function stepLabeller(machine: AnyStateMachine) {
  const derived = deriveTestMachine(machine)
  const scope = inertActorScope()
  let taken: string[] | null = null
  scope.system.inspect((event: InspectionEvent) => {
    if (taken && event.type === '@xstate.microstep') for (const transition of event._transitions) taken.push(transitionLabel(transition))
  })
  const cache = new WeakMap<object, WeakMap<object, string>>()
  return (snapshot: AnyMachineSnapshot, event: EventObject): string => {
    const known = cache.get(snapshot)?.get(event)
    if (known !== undefined) return known
    taken = []
    try {
      derived.transition(snapshot, event, scope)
    } finally {
      const label = taken.join(' + ')
      taken = null
      const bySnapshot = cache.get(snapshot) ?? new WeakMap<object, string>()
      cache.set(snapshot, bySnapshot)
      bySnapshot.set(event, label)
    }
    return cache.get(snapshot)!.get(event)!
  }
}

function pairGraph(model: FlowModel<AnyStateMachine>): PairGraph {
  const serialize = (snapshot: AnyMachineSnapshot) =>
    model.serializeState ? model.serializeState(snapshot as never) : serializeSnapshot(snapshot)
  const { events, filterEvents } = model
  const options = {
    // as createTestModel does: each event the state answers to, with the model's payloads for it or bare
    events: (snapshot: AnyMachineSnapshot) => {
      const offered = typeof events === 'function' ? events(snapshot as never) : events
      const types = new Set((snapshot as unknown as { _nodes: AnyStateNode[] })._nodes.flatMap((node) => [...node.ownEvents]))
      return [...types].flatMap((type) => {
        const matching = offered.filter((event) => event.type === type)
        return matching.length ? matching : [{ type }]
      })
    },
    ...(filterEvents ? { filterEvents } : {}),
    input: model.input,
    serializeState: (snapshot: AnyMachineSnapshot) => serialize(snapshot),
  }
  const adjacency = getAdjacencyMap(deriveTestMachine(model.machine), options as never) as unknown as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }> }
  >
  const labelOf = stepLabeller(model.machine)
  const keys = Object.keys(adjacency)
  const start = keys[0]!
  const out = new Map<string, Edge[]>()
  for (const key of keys) {
    const vertex = adjacency[key]!
    const edges = Object.values(vertex.transitions)
      .map(({ event, state }) => ({ from: key, to: serialize(state), event, state, label: labelOf(vertex.state, event) }))
      .filter((edge) => edge.label !== '')
    out.set(key, edges)
  }
  return { start, startState: adjacency[start]!.state, out, labelOf }
}

const pairOf = (first: string, second: string) => `${first}${PAIR_ARROW}${second}`

/** Every transition pair the model's graph can take, sorted. */
function allPairs(graph: PairGraph): string[] {
  const incoming = new Map<string, Set<string>>()
  for (const edges of graph.out.values()) {
    for (const edge of edges) {
      const labels = incoming.get(edge.to) ?? new Set<string>()
      labels.add(edge.label)
      incoming.set(edge.to, labels)
    }
  }
  const pairs = new Set<string>()
  for (const [vertex, labels] of incoming) {
    for (const first of labels) for (const next of graph.out.get(vertex) ?? []) pairs.add(pairOf(first, next.label))
  }
  return [...pairs].sort()
}

/** The transition pairs a list of paths takes, in order of first use. */
function pairsTaken(labelOf: PairGraph['labelOf'], paths: readonly ModelPath[]): Set<string> {
  const taken = new Set<string>()
  for (const path of paths) {
    let before = ''
    path.steps.forEach((step, index) => {
      if (index === 0) return
      const label = labelOf(path.steps[index - 1]!.state, step.event)
      if (label === '') return
      if (before !== '') taken.add(pairOf(before, label))
      before = label
    })
  }
  return taken
}

/** How many of the model's transition pairs the paths take, with the missing ones named. */
export function measurePairCoverage(model: FlowModel<AnyStateMachine>, paths: readonly ModelPath[]): CoverageCount {
  const graph = pairGraph(model)
  const all = allPairs(graph)
  const taken = pairsTaken(graph.labelOf, paths)
  const missing = all.filter((pair) => !taken.has(pair))
  return { covered: all.length - missing.length, total: all.length, missing }
}

/**
 * Paths that together take every transition pair (and so every transition): for
 * each pair, the shortest way to its first transition's source, then the two
 * transitions. Paths that another path starts with are left out.
 */
export function pairPaths(model: FlowModel<AnyStateMachine>): ModelPath[] {
  const graph = pairGraph(model)
  // breadth-first: the shortest way (as edges) to each vertex
  const way = new Map<string, Edge[]>([[graph.start, []]])
  const queue = [graph.start]
  while (queue.length) {
    const vertex = queue.shift()!
    for (const edge of graph.out.get(vertex) ?? []) {
      if (way.has(edge.to)) continue
      way.set(edge.to, [...way.get(vertex)!, edge])
      queue.push(edge.to)
    }
  }
  const candidates: Edge[][] = []
  const wanted = new Set<string>()
  for (const [vertex, edges] of graph.out) {
    const prefix = way.get(vertex)
    if (!prefix) continue
    for (const edge of edges) {
      const last = prefix.at(-1)
      const key = last ? pairOf(last.label, edge.label) : edge.label
      if (!wanted.has(key)) {
        wanted.add(key)
        candidates.push([...prefix, edge])
      }
      // the pairs that end in this edge but start with another way into the vertex
      for (const [, into] of graph.out) {
        for (const before of into) {
          if (before.to !== vertex || (last && before.label === last.label)) continue
          const pairKey = pairOf(before.label, edge.label)
          const beforeWay = way.get(before.from)
          if (wanted.has(pairKey) || !beforeWay) continue
          wanted.add(pairKey)
          candidates.push([...beforeWay, before, edge])
        }
      }
    }
  }
  const signature = (edges: Edge[]) => edges.map((edge) => `${edge.from}|${JSON.stringify(edge.event)}`).join('\n')
  const signatures = candidates.map(signature)
  const kept = candidates.filter((_edges, index) => {
    const mine = signatures[index]!
    return !signatures.some((other, j) => j !== index && other.length > mine.length && other.startsWith(`${mine}\n`)) &&
      signatures.indexOf(mine) === index
  })
  return kept.map((edges) => ({
    steps: [{ event: { type: 'xstate.init' }, state: graph.startState }, ...edges.map((edge) => ({ event: edge.event, state: edge.state }))],
    state: edges.at(-1)?.state ?? graph.startState,
  }))
}
