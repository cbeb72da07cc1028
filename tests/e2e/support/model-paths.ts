import { test, type Page } from '@playwright/test'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { formatCoverage } from '../../model/lib/coverage'
import { describePathSteps, pathTitle, type ModelPath } from '../../model/lib/describe-path'
import { coverageOf, type FlowModel } from '../../model/lib/model-registry'
import { actionWords, expectedWords, matchingKeys, type StateWords, type EventWords, type Words } from '../../model/lib/plain-words'
import { pathsAt } from '../../model/plan/plan'

export type Step = ModelPath['steps'][number]

type StateCheck = (page: Page, snapshot: AnyMachineSnapshot) => Promise<void>
type EventRun = (ui: UiStep) => Promise<void>

/** A screen assertion with its plain words (the test plan prints the words; tests/e2e/screens/). */
export interface ScreenState extends StateWords {
  check: StateCheck
}
/** A user action, server answer or passage of time with its plain words. */
export interface ScreenEvent extends EventWords {
  run: EventRun
}

export interface UiStep {
  page: Page
  step: Step
  /** The step after this one: a user action may need to know which server answer the path expects next. */
  next: Step | undefined
  /** The step before this one (its state is where the action starts). */
  previous: Step
  /** The whole path being walked. */
  path: ModelPath
}

export interface UiBindings {
  /** The first step in plain words, for the test plan ("Open /auth as a visitor."); per path when it depends on the path's answers. */
  start?: Words<ModelPath>
  /** Before the first step: open the screen, prepare accounts and data for the path's answers. */
  setup: (page: Page, path: ModelPath) => Promise<void>
  /** A screen assertion per state, with its words or bare; every key the snapshot matches runs (`snapshot.matches(key)`). */
  states: Record<string, ScreenState | StateCheck>
  /** A user action, a server answer (the mock, or a forced failure) or the passage of time, per event type, with its words or bare. */
  events: Record<string, ScreenEvent | EventRun>
}

const checkOf = (entry: ScreenState | StateCheck): StateCheck => (typeof entry === 'function' ? entry : entry.check)
const runOf = (entry: ScreenEvent | EventRun): EventRun => (typeof entry === 'function' ? entry : entry.run)

async function assertState(page: Page, snapshot: AnyMachineSnapshot, bindings: UiBindings, label: string) {
  const keys = matchingKeys(bindings.states, snapshot)
  if (keys.length === 0) throw new Error(`No screen assertion for state ${JSON.stringify(snapshot.value)} (${label})`)
  for (const key of keys) await checkOf(bindings.states[key]!)(page, snapshot)
}

/**
 * Generates a Playwright test per model path and walks it in the real app: the
 * paths the test plan prints (tests/model/plan/plan.ts, `pathsAt`), every
 * transition pair with MODEL_COVER=pairs (npm run test:e2e:pairs) except for
 * models too large for that (`pairs: false`, the builder's 358 pair paths).
 */
export function describeModelPaths(model: FlowModel<AnyStateMachine>, bindings: UiBindings, options: { pairs?: boolean; walks?: (path: ModelPath) => boolean } = {}) {
  const pairs = process.env.MODEL_COVER === 'pairs' && options.pairs !== false
  const paths = pathsAt(model, pairs ? 'pairs' : 'transitions')
  // A run may walk only some of the plan's paths (`walks`); each keeps its number in the plan.
  const walked = [...paths.entries()].filter(([, path]) => options.walks?.(path) ?? true)
  test.describe(`${model.name} paths in the UI`, () => {
    test.beforeAll(() => {
      const of = walked.length < paths.length ? `${walked.length} of ` : ''
      console.info(formatCoverage(`${model.name} (${of}${paths.length} ${pairs ? 'transition-pair' : 'shortest'} paths)`, coverageOf(model, 'shortest', walked.map(([, path]) => path))))
    })
    for (const [index, path] of walked) {
      const chain = path.steps.slice(1).map((step) => step.event.type).join(' > ')
      test(`path ${index + 1}: ${pathTitle(path)} (${chain})`, async ({ page }) => {
        test.info().annotations.push({ type: 'steps', description: describePathSteps(path).join('\n') })
        await bindings.setup(page, path)
        const [first, ...rest] = path.steps
        if (first) await assertState(page, first.state, bindings, 'start')
        for (const [i, step] of rest.entries()) {
          const place = { step, next: rest[i + 1], previous: path.steps[i]!, path }
          // The test plan's words for this step (tests/model/lib/plain-words.ts), so a failing step reads as the plan does.
          const label = `step ${i + 2}: ${actionWords(bindings, place)} Expected: ${expectedWords(bindings, step.state).join(' ')}`
          const entry = bindings.events[step.event.type]
          if (!entry) throw new Error(`No UI action for event "${step.event.type}" (${label})`)
          await test.step(label, async () => {
            await runOf(entry)({ page, ...place })
            await assertState(page, step.state, bindings, label)
          })
        }
      })
    }
  })
}

/** Whether the server answers anything after the path's first load: what a build against another server can change. */
export const serverAnswersAfterLoad = (path: ModelPath) => path.steps.slice(2).some((step) => /^(done|error)\./.test(step.event.type))

/** Time passes: the next state's assertion waits for it, so the action itself does nothing. */
export const timePasses = async () => undefined
/** The mock answers on its own; the next state's assertion waits for the answer. */
export const serverAnswers = async () => undefined

export function eventOf<E extends EventObject>(step: Step | undefined): E | undefined {
  return step?.event as E | undefined
}
