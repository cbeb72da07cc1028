import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, EventObject, SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { measureCoverage, type Coverage } from './coverage'
import { deriveTestMachine } from './derive-test-machine'
import type { ModelPath } from './describe-path'

/**
 * One flow's model: the production machine plus the payloads of the events that need
 * them. Everything else (states, transitions, done/error/after events) is derived from
 * the machine, so it cannot drift from the app.
 */
export interface FlowModel<M extends AnyStateMachine> {
  /** Short name used on the command line: `npm run test:paths -- login`. */
  name: string
  /** The production machine, exactly as the app uses it. */
  machine: M
  /** Input the machine is started with, if it takes one. */
  input?: unknown
  /**
   * Events with payloads, by the state they are offered in: user events
   * (`{ type: 'submit', email, password }`), server answers
   * (`{ type: 'done.login', output }`, `{ type: 'error.login', error }`).
   * Event types not returned here are sent without payload; several events of one
   * type are each explored (e.g. an ADMIN and a PARENT login answer).
   */
  events: ((snapshot: SnapshotFrom<M>) => readonly AnyEventObject[]) | readonly AnyEventObject[]
  /** Also offer simple paths (every cycle-free route to every state) by default. */
  simplePaths?: boolean
  /** False when the model's simple paths are too many to enumerate (the machine replay then runs shortest paths only). */
  simplePathsTractable?: boolean
  /** False when the model's transition pairs take too long to list and replay in the machine test (the builder's 375). */
  pairPathsTractable?: boolean
  /** Leave events out in some states (e.g. a retry the UI does not offer). */
  filterEvents?: (snapshot: SnapshotFrom<M>, event: EventObject) => boolean
  /**
   * For a large or unbounded context: the key that identifies a state in the
   * graph. It is combined with the incoming event and source state, as the
   * default key is, so every transition still gets a path.
   */
  serializeState?: (snapshot: SnapshotFrom<M>) => string
  /**
   * States (ids) and transitions (coverage labels) this model's input cannot reach,
   * and why; another model of the same machine covers them (the child form's create
   * and edit modes). The model tests expect exactly these to be missing.
   */
  unreachable?: { states?: string[]; transitions?: string[]; why: string }
}

export type PathKind = 'shortest' | 'simple'

/** The test model of a flow: `createTestModel` over the derived machine with the model's payloads. */
export function testModelOf(model: FlowModel<AnyStateMachine>) {
  const { events, filterEvents, serializeState } = model
  return createTestModel(deriveTestMachine(model.machine), {
    events: typeof events === 'function' ? (snapshot: AnyMachineSnapshot) => [...events(snapshot)] : [...events],
    input: model.input,
    // A vertex is a snapshot plus the event and state it was reached by, so a
    // transition that lands on a snapshot seen before (slide.previous back to
    // slide 0, resend on the same step) still gets a path of its own.
    serializeTransition: (_snapshot: AnyMachineSnapshot, event: EventObject | undefined, previous?: AnyMachineSnapshot) =>
      event ? ` via ${event.type} from ${JSON.stringify(previous?.value ?? null)}` : '',
    ...(filterEvents ? { filterEvents } : {}),
    ...(serializeState
      ? {
          serializeState: (snapshot: AnyMachineSnapshot, event: EventObject | undefined, previous?: AnyMachineSnapshot) =>
            `${serializeState(snapshot)}${event ? ` via ${event.type} from ${JSON.stringify(previous?.value ?? null)}` : ''}`,
        }
      : {}),
  } as Parameters<typeof createTestModel>[1])
}

/** The generated paths of a flow: shortest paths to every state, or all simple paths. */
export function pathsOf(model: FlowModel<AnyStateMachine>, kind: PathKind = model.simplePaths ? 'simple' : 'shortest') {
  const testModel = testModelOf(model)
  return kind === 'simple' ? testModel.getSimplePaths() : testModel.getShortestPaths()
}

/** Coverage of the flow's derived model by its generated paths. */
export function coverageOf(model: FlowModel<AnyStateMachine>, kind?: PathKind, paths: readonly ModelPath[] = pathsOf(model, kind)): Coverage {
  return measureCoverage(model.machine, paths, { input: model.input })
}
