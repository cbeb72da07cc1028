import type { AnyMachineSnapshot } from 'xstate'
import { describeEvent, formatStateValue, type ModelPath } from './describe-path'

/**
 * The plain words of a flow's screens: what a tester does for each event and
 * what they see in each state. The Playwright model specs keep each check beside
 * its words (`{ says, check }`, `{ says, run }` in tests/e2e/screens/), the
 * test plan (`npm run test:plan`) prints the same words, so the plan and the
 * automated run cannot disagree. Nothing here needs a browser.
 */
export type Step = ModelPath['steps'][number]

/** Where an action happens in a path: the step it makes, the one after (the answer it leads to) and the one before. */
export interface StepPlace {
  step: Step
  next: Step | undefined
  previous: Step
  /** The whole path: an action may depend on an answer a few steps on (a toggle's save comes after its impact). */
  path: ModelPath
}

export type Words<A> = string | ((arg: A) => string)

export interface StateWords {
  /** What the tester sees in this state, as a sentence ("The message 'Login successful!' is shown."). */
  says: Words<AnyMachineSnapshot>
}

export interface EventWords {
  /** What the tester does (or what happens) for this event, as a sentence. */
  says: Words<StepPlace>
}

export interface FlowWords {
  /** By state key, matched like `snapshot.matches(key)`; every matching key's words apply. */
  states: Record<string, StateWords | ((...args: never[]) => unknown)>
  events: Record<string, EventWords | ((...args: never[]) => unknown)>
}

const hasWords = (entry: unknown): entry is { says: Words<never> } => typeof entry === 'object' && entry !== null && 'says' in entry

const say = <A>(words: Words<A>, arg: A): string => (typeof words === 'function' ? words(arg) : words)

/** The state keys of a map that a snapshot matches, in the map's order. */
export function matchingKeys(states: Record<string, unknown>, snapshot: AnyMachineSnapshot): string[] {
  return Object.keys(states).filter((key) => snapshot.matches(key as never))
}

/** What the tester sees in a snapshot: one sentence per matching state key (a fallback naming the state when the map has no words). */
export function expectedWords(flow: FlowWords | undefined, snapshot: AnyMachineSnapshot): string[] {
  const keys = flow ? matchingKeys(flow.states, snapshot) : []
  const said = keys.flatMap((key) => {
    const entry = flow!.states[key]
    return hasWords(entry) ? [say(entry.says as Words<AnyMachineSnapshot>, snapshot)] : []
  })
  if (said.length) return said
  return [`The screen is in state ${formatStateValue(snapshot.value)}.`]
}

/** What the tester does for a step (a fallback from the event when the map has no words). */
export function actionWords(flow: FlowWords | undefined, place: StepPlace): string {
  const entry = flow?.events[place.step.event.type]
  if (hasWords(entry)) return say(entry.says as Words<StepPlace>, place)
  return `${describeEvent(place.step.event, place.previous.state)}.`
}

/** A path as numbered manual steps: step 1 is the start (no action), each later step an action and what is then seen. */
export function manualSteps(flow: FlowWords | undefined, path: ModelPath, start: string): Array<{ action: string; expected: string[] }> {
  return path.steps.map((step, index) =>
    index === 0
      ? { action: start, expected: expectedWords(flow, step.state) }
      : {
          action: actionWords(flow, { step, next: path.steps[index + 1], previous: path.steps[index - 1]!, path }),
          expected: expectedWords(flow, step.state),
        },
  )
}
