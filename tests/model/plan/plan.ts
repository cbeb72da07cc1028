import type { AnyStateMachine } from 'xstate'
import { coverageOf, pathsOf, type FlowModel } from '../lib/model-registry'
import type { CoverageCount } from '../lib/coverage'
import { pathTitle, type ModelPath } from '../lib/describe-path'
import { pairPaths, measurePairCoverage } from '../lib/pairs'
import { manualSteps, type FlowWords, type Words } from '../lib/plain-words'
import { coveringPaths } from '../lib/select-paths'

/** How deep the plan's paths go: shortest paths (every state and transition) or every transition pair. */
export type PlanCover = 'transitions' | 'pairs'

export interface PlanStep {
  number: number
  action: string
  expected: string[]
}

export interface PlanPath {
  title: string
  steps: PlanStep[]
}

export interface FlowPlan {
  name: string
  machineId: string
  cover: PlanCover
  /** Whether the steps' words come from the flow's screen map (else from event and state names). */
  worded: boolean
  paths: PlanPath[]
  coverage: { states: CoverageCount; transitions: CoverageCount; pairs: CoverageCount }
}

/**
 * The paths a tester walks, in the plan and in Chromium alike: every transition pair, or (the default)
 * the fewest shortest paths that still take every state and transition (each browser path costs seconds;
 * tests/model/flows.test.ts replays every shortest path on the machine).
 */
export function pathsAt(model: FlowModel<AnyStateMachine>, cover: PlanCover): ModelPath[] {
  if (cover === 'pairs') return pairPaths(model)
  return coveringPaths(model.machine, pathsOf(model, 'shortest'), { input: model.input })
}

/** A flow's plan: its paths as numbered manual steps in the screen map's words, and their coverage. */
export function flowPlan(
  model: FlowModel<AnyStateMachine>,
  screens: (FlowWords & { start?: Words<ModelPath> }) | undefined,
  cover: PlanCover = 'transitions',
): FlowPlan {
  const paths = pathsAt(model, cover)
  const coverage = coverageOf(model, 'shortest', paths)
  return {
    name: model.name,
    machineId: model.machine.id,
    cover,
    worded: screens !== undefined,
    paths: paths.map((path) => ({
      title: pathTitle(path),
      steps: manualSteps(screens, path, startWords(screens?.start, path, model.name)).map((step, index) => ({ number: index + 1, ...step })),
    })),
    coverage: { ...coverage, pairs: measurePairCoverage(model, paths) },
  }
}

/** Step 1 of a path: the map's start, which may depend on the path (the account or data its answers need). */
function startWords(start: Words<ModelPath> | undefined, path: ModelPath, flow: string): string {
  if (start === undefined) return `Open the ${flow} screen.`
  return typeof start === 'function' ? start(path) : start
}
