import type { AnyStateMachine } from 'xstate'
import { measureCoverage } from './coverage'
import type { ModelPath } from './describe-path'

/**
 * A small set of paths that together still cover every state and transition
 * the whole set covers, and every event variant the model offers (a login
 * answered for an admin, a parent and a new parent are one transition, but the
 * app goes three ways): greedy set cover, longest gain first. Used for the
 * browser runs of large models, where each path costs seconds; the machine
 * replay keeps running every path.
 */
export function coveringPaths<P extends ModelPath>(machine: AnyStateMachine, paths: readonly P[], options: { input?: unknown } = {}): P[] {
  const everything = measureCoverage(machine, paths, options)
  const coveredBy = paths.map((path) => {
    const coverage = measureCoverage(machine, [path], options)
    const missingStates = new Set(coverage.states.missing)
    const missingTransitions = new Set(coverage.transitions.missing)
    const all = measureCoverage(machine, [], options)
    return new Set([
      ...all.states.missing.filter((id) => !missingStates.has(id)).map((id) => `state ${id}`),
      ...all.transitions.missing.filter((label) => !missingTransitions.has(label)).map((label) => `transition ${label}`),
      ...eventVariants(path),
    ])
  })
  const wanted = everything.states.covered + everything.transitions.covered + new Set(paths.flatMap(eventVariants)).size
  const chosen: P[] = []
  const covered = new Set<string>()
  while (covered.size < wanted) {
    let best = -1
    let bestGain = 0
    coveredBy.forEach((items, index) => {
      let gain = 0
      for (const item of items) if (!covered.has(item)) gain += 1
      if (gain > bestGain) {
        best = index
        bestGain = gain
      }
    })
    if (best < 0) break
    chosen.push(paths[best]!)
    for (const item of coveredBy[best]!) covered.add(item)
  }
  return chosen
}

/** Each event a path sends, with its payload, in the state it is sent in: the model lists variants because they matter. */
function eventVariants(path: ModelPath): string[] {
  return path.steps.slice(1).map((step, i) => `event ${JSON.stringify(path.steps[i]!.state.value)} ${JSON.stringify(step.event)}`)
}
