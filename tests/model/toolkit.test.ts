import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { assertEvent, assign, createMachine, fromPromise, raise, setup, type AnyStateMachine, type EventObject } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { formatCoverage, measureCoverage } from './lib/coverage'
import { delayMs, deriveTestMachine, modelEventsOf } from './lib/derive-test-machine'
import { describePath, describePathSteps } from './lib/describe-path'
import { coverageOf, pathsOf, type FlowModel } from './lib/model-registry'
import { measurePairCoverage, pairPaths } from './lib/pairs'
import { runPathOnMachine } from './lib/run-on-machine'

/*
 * Toy production machines, written the way STYLE.md asks flows to be written:
 * setup() first, named actors, guards and delays. The real actors must never run
 * in these tests (the runner swaps them), so they fail loudly if they do.
 */

interface Thing {
  id: string
  size: 'big' | 'small'
}

interface ThingOptions {
  /** Where the second (unguarded) onDone candidate goes: 'small' in the "app", something else in a broken build. */
  smallTarget?: 'small' | 'failed'
  /** Adds an `inspecting` state reached from `small` (a new feature in the flow). */
  withInspecting?: boolean
}

function buildThingMachine({ smallTarget = 'small', withInspecting = false }: ThingOptions = {}) {
  return setup({
    types: {
      context: {} as { thingId: string; thing: Thing | null; error: string | null },
      events: {} as { type: 'load' } | { type: 'retry' } | { type: 'reset' } | { type: 'inspect' } | { type: 'close' },
      input: {} as { thingId: string },
      output: {} as { to: string },
    },
    actors: {
      fetchThing: fromPromise<Thing, { id: string }>(async () => {
        throw new Error('the real fetchThing must not run in model tests')
      }),
    },
    delays: { redirect: 1500 },
    guards: {
      isBig: (_, params: { thing: Thing }) => params.thing.size === 'big',
    },
    actions: {
      forgetThing: assign({ thing: null, error: null }),
    },
  }).createMachine({
    id: 'thing',
    context: ({ input }) => ({ thingId: input.thingId, thing: null, error: null }),
    initial: 'idle',
    states: {
      idle: { on: { load: 'loading' } },
      loading: {
        tags: ['busy'],
        invoke: {
          src: 'fetchThing',
          input: ({ context }) => ({ id: context.thingId }),
          onDone: [
            {
              guard: { type: 'isBig', params: ({ event }) => ({ thing: event.output }) },
              target: 'big',
              actions: assign({ thing: ({ event }) => event.output, error: null }),
            },
            { target: smallTarget, actions: assign({ thing: ({ event }) => event.output, error: null }) },
          ],
          onError: { target: 'failed', actions: assign({ error: ({ event }) => (event.error as Error).message }) },
        },
      },
      failed: { on: { retry: 'loading', reset: { target: 'idle', actions: 'forgetThing' } } },
      big: { meta: { screen: 'big thing' }, after: { redirect: 'done' } },
      small: { on: { reset: { target: 'idle', actions: 'forgetThing' }, ...(withInspecting ? { inspect: 'inspecting' } : {}) } },
      ...(withInspecting ? { inspecting: { on: { close: 'small' } } } : {}),
      done: { type: 'final' },
    },
    output: ({ context }) => ({ to: `/things/${context.thing?.id ?? 'none'}` }),
  })
}

const thingMachine = buildThingMachine()
const thingInput = { thingId: 't-1' }
const bigThing: Thing = { id: 't-1', size: 'big' }
const smallThing: Thing = { id: 't-1', size: 'small' }
const thingEvents = [
  { type: 'done.fetchThing', output: bigThing },
  { type: 'done.fetchThing', output: smallThing },
  { type: 'error.fetchThing', error: new Error('Server unavailable') },
]

const thingModel: FlowModel<typeof thingMachine> = {
  name: 'thing',
  machine: thingMachine,
  input: thingInput,
  events: () => thingEvents,
}

type Role = 'ADMIN' | 'PARENT'

const loginMachine = setup({
  types: {
    context: {} as { email: string; role: Role | null; error: string | null },
    events: {} as { type: 'submit'; email: string; password: string },
    output: {} as { to: string },
  },
  actors: {
    login: fromPromise<{ role: Role }, { email: string; password: string }>(async () => {
      throw new Error('the real login must not run in model tests')
    }),
  },
  delays: { redirect: 1500 },
  guards: { isAdmin: ({ context }) => context.role === 'ADMIN' },
}).createMachine({
  id: 'login',
  context: { email: '', role: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: { submit: { target: 'submitting', actions: assign({ email: ({ event }) => event.email, error: null }) } } },
    submitting: {
      invoke: {
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'submit')
          return { email: event.email, password: event.password }
        },
        onDone: { target: 'checking', actions: assign({ role: ({ event }) => event.output.role }) },
        onError: { target: 'idle', actions: assign({ error: 'Invalid email or password' }) },
      },
    },
    checking: { always: [{ guard: 'isAdmin', target: 'welcomeAdmin' }, { target: 'welcomeParent' }] },
    welcomeAdmin: { after: { redirect: 'toAdmin' } },
    welcomeParent: { after: { redirect: 'toParent' } },
    toAdmin: { type: 'final' },
    toParent: { type: 'final' },
  },
  output: ({ context }) => ({ to: context.role === 'ADMIN' ? '/admin-dashboard' : '/onboarding' }),
})

const loginModel: FlowModel<typeof loginMachine> = {
  name: 'login',
  machine: loginMachine,
  events: (snapshot) =>
    snapshot.matches('idle')
      ? [{ type: 'submit', email: 'admin@example.com', password: 'Secret123!' }]
      : [
          { type: 'done.login', output: { role: 'ADMIN' } },
          { type: 'done.login', output: { role: 'PARENT' } },
          { type: 'error.login', error: new Error('401') },
        ],
}

/** Parallel regions, nesting, a numeric delay and two invokes that can be pending at once. */
const uploadMachine = setup({
  types: { context: {} as { saved: boolean; uploaded: string | null }, events: {} as { type: 'save' } | { type: 'pick' } },
  actors: {
    saveForm: fromPromise(async () => {
      throw new Error('the real saveForm must not run in model tests')
    }),
    uploadFile: fromPromise<{ url: string }>(async () => {
      throw new Error('the real uploadFile must not run in model tests')
    }),
  },
}).createMachine({
  id: 'upload',
  context: { saved: false, uploaded: null },
  type: 'parallel',
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: { on: { save: 'saving' } },
        saving: { invoke: { src: 'saveForm', onDone: { target: 'saved', actions: assign({ saved: true }) }, onError: 'editing' } },
        saved: {},
      },
    },
    file: {
      initial: 'empty',
      states: {
        empty: { on: { pick: 'sending' } },
        sending: {
          invoke: { src: 'uploadFile', onDone: { target: 'sent', actions: assign({ uploaded: ({ event }) => event.output.url }) } },
          after: { 3000: 'slow' },
        },
        slow: { on: { pick: 'sending' } },
        sent: {},
      },
    },
  },
})

const uploadModel: FlowModel<typeof uploadMachine> = {
  name: 'upload',
  machine: uploadMachine,
  events: [
    { type: 'done.uploadFile', output: { url: '/media/1.png' } },
    { type: 'error.saveForm', error: new Error('offline') },
  ],
}

/** Concrete models go into the registry's type without casts (tests/model/models/index.ts). */
const toyModels: Record<string, FlowModel<AnyStateMachine>> = { thing: thingModel, login: loginModel, upload: uploadModel }

const stateIdsOf = (machine: AnyStateMachine): string[] => {
  const ids: string[] = []
  const visit = (node: AnyStateMachine['root']): void => {
    ids.push(node.id)
    Object.values(node.states).forEach(visit)
  }
  visit(machine.root)
  return ids
}

/** Shortest paths are deduplicated (a path that is the start of a longer one is dropped), so look through the steps. */
const pathThrough = (paths: ReturnType<typeof pathsOf>, state: string) => {
  const path = paths.find((p) => p.steps.some((step) => step.state.matches(state)))
  if (!path) throw new Error(`no path goes through "${state}"`)
  return path
}

const reachedStates = (paths: ReturnType<typeof pathsOf>): Set<string> =>
  new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))))

describe('deriveTestMachine', () => {
  it('turns a machine that createTestModel refuses (invoke, after) into one it accepts', () => {
    expect(() => createTestModel(thingMachine)).toThrow(/not supported/)
    expect(() => createTestModel(loginMachine)).toThrow(/not supported/)
    expect(() => createTestModel(deriveTestMachine(thingMachine))).not.toThrow()
    expect(() => createTestModel(deriveTestMachine(loginMachine))).not.toThrow()
  })

  it('keeps the state ids and replaces invoke and after by done.<src>, error.<src> and after.<delay> with the same targets', () => {
    const derived = deriveTestMachine(thingMachine)
    expect(stateIdsOf(derived)).toEqual(stateIdsOf(thingMachine))

    const loading = derived.getStateNodeById('thing.loading')
    expect(loading.invoke).toEqual([])
    const targetsOf = (node: typeof loading, type: string) =>
      node.transitions.get(type)?.map((t) => t.target?.map((target) => target.id) ?? [])
    expect(targetsOf(loading, 'done.fetchThing')).toEqual([['thing.big'], ['thing.small']])
    expect(targetsOf(loading, 'error.fetchThing')).toEqual([['thing.failed']])
    expect(loading.tags).toEqual(['busy'])

    const big = derived.getStateNodeById('thing.big')
    expect(big.after).toEqual([])
    expect(targetsOf(big, 'after.redirect')).toEqual([['thing.done']])
    expect(big.meta).toEqual({ screen: 'big thing' })

    expect(modelEventsOf(thingMachine)).toEqual({
      'thing.idle': ['load'],
      'thing.loading': ['done.fetchThing', 'error.fetchThing'],
      'thing.failed': ['retry', 'reset'],
      'thing.big': ['after.redirect'],
      'thing.small': ['reset'],
    })
  })

  it('keeps context, guards, actions and output: a done event with output runs the same assign', () => {
    const derived = deriveTestMachine(thingMachine)
    const snapshots = createTestModel(derived, { events: thingEvents, input: thingInput })
      .getShortestPaths()
      .flatMap((path) => path.steps.map((step) => step.state))
    const done = snapshots.find((snapshot) => snapshot.status === 'done')
    expect(done?.context).toEqual({ thingId: 't-1', thing: bigThing, error: null })
    expect(done?.output).toEqual({ to: '/things/t-1' })
    const failed = snapshots.find((snapshot) => snapshot.matches('failed'))
    expect(failed?.context.error).toBe('Server unavailable')
  })

  it('names the state when an invoke has an inline actor', () => {
    const inline = createMachine({
      initial: 'a',
      states: { a: { states: { b: { invoke: { src: fromPromise(async () => 1), onDone: '#done' } } }, initial: 'b' }, c: { id: 'done' } },
    })
    expect(() => deriveTestMachine(inline)).toThrow(/state "a\.b" invokes an inline actor/)
  })

  it('names the state when an action is delayed', () => {
    const delayed = setup({ actions: { later: raise({ type: 'ping' }, { delay: 100 }) } }).createMachine({
      initial: 'a',
      states: { a: { on: { go: 'b' } }, b: { entry: 'later', on: { ping: 'a' } } },
    })
    expect(() => deriveTestMachine(delayed)).toThrow(/state "b" \(entry\) has a delayed action \("later", delay 100\)/)
    const inlineDelayed = createMachine({
      initial: 'a',
      states: { a: { on: { go: { target: 'a', actions: raise({ type: 'x' }, { delay: 5 }) } } } },
    })
    expect(() => deriveTestMachine(inlineDelayed)).toThrow(/state "a" \(on "go"\) has a delayed action/)
  })

  it('resolves named and numeric delays', () => {
    expect(delayMs(thingMachine, 'redirect')).toBe(1500)
    expect(delayMs(thingMachine, '250')).toBe(250)
    const byContext = setup({ types: { context: {} as { slow: boolean } }, delays: { wait: ({ context }) => (context.slow ? 3000 : 500) } }).createMachine({
      context: { slow: true },
      initial: 'a',
      states: { a: { after: { wait: 'b' } }, b: {} },
    })
    expect(delayMs(byContext, 'wait')).toBe(3000)
    expect(delayMs(byContext, 'wait', { slow: false })).toBe(500)
    expect(() => delayMs(thingMachine, 'forever')).toThrow(/delay "forever"/)
  })
})

describe('generated paths and coverage', () => {
  it('reaches every state by shortest and by simple paths', () => {
    for (const model of [toyModels.thing!, toyModels.login!]) {
      const atomic = stateIdsOf(model.machine)
        .map((id) => model.machine.getStateNodeById(id))
        .filter((node) => node.type === 'atomic' || node.type === 'final')
        .filter((node) => node.id !== 'login.checking') // transient: always left at once
        .map((node) => JSON.stringify(node.path.length === 1 ? node.path[0] : node.path))
      for (const kind of ['shortest', 'simple'] as const) {
        const reached = reachedStates(pathsOf(model, kind))
        expect([...reached].sort()).toEqual(expect.arrayContaining(atomic))
      }
    }
  })

  it('reports 100% of states and transitions for a complete events provider', () => {
    for (const model of Object.values(toyModels)) {
      for (const kind of ['shortest', 'simple'] as const) {
        const coverage = coverageOf(model, kind)
        expect(coverage.states.missing).toEqual([])
        expect(coverage.transitions.missing).toEqual([])
        expect(coverage.states.covered).toBe(coverage.states.total)
        expect(coverage.transitions.covered).toBe(coverage.transitions.total)
      }
    }
    const login = coverageOf(loginModel, 'shortest')
    expect(login.transitions.total).toBe(7) // submit, done, error, always x2, after x2
    expect(formatCoverage('login', login)).toContain('transitions: 7/7 (100%)')
  })

  it('names the exact transition left uncovered when the events provider omits a payload', () => {
    const withoutSmall: FlowModel<typeof thingMachine> = { ...thingModel, events: () => thingEvents.filter((e) => e.output !== smallThing) }
    const coverage = coverageOf(withoutSmall, 'shortest')
    expect(coverage.transitions.missing).toEqual(['thing.loading --done.fetchThing[1]--> thing.small', 'thing.small --reset[0]--> thing.idle'])
    expect(coverage.states.missing).toEqual(['thing.small'])
    const report = formatCoverage('thing', coverage)
    expect(report).toContain('states: 5/6 (83.3%)')
    expect(report).toContain('missing: thing.loading --done.fetchThing[1]--> thing.small')
  })

  it('counts an always candidate as covered only when its guard chose it', () => {
    const adminOnly: FlowModel<typeof loginMachine> = {
      ...loginModel,
      events: (snapshot) => loginModel.events instanceof Function ? loginModel.events(snapshot).filter((e) => !('output' in e) || (e.output as { role: Role }).role === 'ADMIN') : [],
    }
    const coverage = measureCoverage(loginMachine, pathsOf(adminOnly, 'simple'))
    expect(coverage.transitions.missing).toEqual([
      'login.checking --always[1]--> login.welcomeParent',
      'login.welcomeParent --after.redirect[0]--> login.toParent',
    ])
  })

  it('changes the generated paths when the production machine changes', () => {
    const before = pathsOf(thingModel, 'shortest')
    const variant = buildThingMachine({ withInspecting: true })
    const after = pathsOf({ ...thingModel, machine: variant }, 'shortest')
    const render = (paths: typeof before) => paths.map(describePath)
    expect(render(after)).not.toEqual(render(before))
    expect(reachedStates(before).has('"inspecting"')).toBe(false)
    expect(reachedStates(after).has('"inspecting"')).toBe(true)
    expect(render(after).join('\n')).toContain('inspect → "inspecting"')
  })
})

describe('runPathOnMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('replays every generated path of the toy machines on the real machines', async () => {
    for (const model of Object.values(toyModels)) {
      for (const kind of ['shortest', 'simple'] as const) {
        // parallel regions multiply simple paths (390 for upload): shortest paths there
        if (kind === 'simple' && model.name === 'upload') continue
        for (const path of pathsOf(model, kind)) {
          await runPathOnMachine(model.machine, path, { input: model.input })
        }
      }
    }
  })

  it('ends with the same status and output, and passes the invoke input the machine computes', async () => {
    const path = pathThrough(pathsOf(loginModel, 'shortest'), 'toAdmin')
    const { snapshot, invocations } = await runPathOnMachine(loginMachine, path)
    expect(snapshot.status).toBe('done')
    expect(snapshot.output).toEqual({ to: '/admin-dashboard' })
    expect(invocations).toEqual([{ src: 'login', input: { email: 'admin@example.com', password: 'Secret123!' } }])
  })

  it('waits the named delay on fake time: after.redirect is 1500 ms', async () => {
    const path = pathThrough(pathsOf(thingModel, 'shortest'), 'done')
    const start = Date.now()
    await runPathOnMachine(thingMachine, path, { input: thingInput })
    expect(Date.now() - start).toBe(1500)
  })

  it('fails, naming the step, when the production machine no longer does what the paths say', async () => {
    const broken = buildThingMachine({ smallTarget: 'failed' })
    const paths = pathsOf(thingModel, 'shortest')
    const toSmall = pathThrough(paths, 'small')
    await expect(runPathOnMachine(broken, toSmall, { input: thingInput })).rejects.toThrow(
      /at step 3 \(3\. server answers fetchThing \(done\) \{id: "t-1", size: "small"\} → "small"\): expected state "small" but the machine is in "failed"/,
    )
    // the other paths still hold on the broken machine: the check is per transition
    for (const path of paths.filter((p) => !JSON.stringify(p.steps.map((s) => s.state.value)).includes('small'))) {
      await runPathOnMachine(broken, path, { input: thingInput })
    }
  })

  it('fails when the context differs even though the state is the same', async () => {
    const path = pathThrough(pathsOf(thingModel, 'shortest'), 'failed')
    await expect(runPathOnMachine(thingMachine, path, { input: { thingId: 't-2' } })).rejects.toThrow(/expected context/)
  })

  it('refuses a server answer when no invocation of that src is pending', async () => {
    const [start] = pathsOf(thingModel, 'shortest')[0]!.steps
    const bogus = { steps: [start!, { event: { type: 'done.fetchThing', output: bigThing } as EventObject, state: start!.state }] }
    await expect(runPathOnMachine(thingMachine, bogus, { input: thingInput })).rejects.toThrow(/no pending invocation of fetchThing/)
  })

  it('needs fake timers', async () => {
    vi.useRealTimers()
    const [path] = pathsOf(thingModel, 'shortest')
    await expect(runPathOnMachine(thingMachine, path!, { input: thingInput })).rejects.toThrow(/vi\.useFakeTimers/)
  })
})

describe('describePath', () => {
  it('prints numbered readable steps and masks passwords', () => {
    const path = pathThrough(pathsOf(loginModel, 'shortest'), 'toAdmin')
    expect(describePathSteps(path)).toEqual([
      '1. start in "idle"',
      '2. submit {email: "admin@example.com", password: ***} → "submitting"',
      '3. server answers login (done) {role: "ADMIN"} → "welcomeAdmin"',
      '4. 1500 ms pass (redirect) → "toAdmin"',
    ])
    expect(describePath(path)).not.toContain('Secret123!')
  })

  it('names parallel states by region and numeric delays by their milliseconds', () => {
    const slow = pathThrough(pathsOf(uploadModel, 'shortest'), 'file.slow')
    expect(describePath(slow)).toMatch(/\d\. 3000 ms pass \(3000\) → "form\.\w+" \+ "file\.slow"/)
  })

  it('summarises errors and long values', () => {
    const failed = pathThrough(pathsOf(thingModel, 'shortest'), 'failed')
    expect(describePath(failed)).toContain('server fails fetchThing (error) Error("Server unavailable") → "failed"')
    const long = { steps: [failed.steps[0]!, { event: { type: 'note', text: 'x'.repeat(100) }, state: failed.steps[0]!.state }] }
    expect(describePath(long)).toContain(`2. note {text: "${'x'.repeat(39)}…"} → "idle"`)
  })
})

describe('transition pairs (1-switch coverage)', () => {
  // a --x--> b, b --y--> c, b --z--> a, c --w--> a: the pairs are x⟶y, x⟶z, y⟶w, z⟶x, w⟶x
  const loop = createMachine({
    id: 'loop',
    initial: 'a',
    states: { a: { on: { x: 'b' } }, b: { on: { y: 'c', z: 'a' } }, c: { on: { w: 'a' } } },
  })
  const model = { name: 'loop', machine: loop, events: [] }
  const t = (source: string, event: string, target: string) => `loop.${source} --${event}[0]--> loop.${target}`
  const known = [
    `${t('a', 'x', 'b')} ⟶ ${t('b', 'y', 'c')}`,
    `${t('a', 'x', 'b')} ⟶ ${t('b', 'z', 'a')}`,
    `${t('b', 'y', 'c')} ⟶ ${t('c', 'w', 'a')}`,
    `${t('b', 'z', 'a')} ⟶ ${t('a', 'x', 'b')}`,
    `${t('c', 'w', 'a')} ⟶ ${t('a', 'x', 'b')}`,
  ].sort()

  it('finds the five pairs; the shortest paths take only some, the pair paths all', () => {
    const shortest = measurePairCoverage(model, pathsOf(model, 'shortest'))
    expect(shortest.total).toBe(5)
    expect([...shortest.missing].sort()).toEqual(
      expect.arrayContaining([`${t('b', 'z', 'a')} ⟶ ${t('a', 'x', 'b')}`, `${t('c', 'w', 'a')} ⟶ ${t('a', 'x', 'b')}`]),
    )
    const paths = pairPaths(model)
    const pairs = measurePairCoverage(model, paths)
    expect(pairs).toEqual({ covered: 5, total: 5, missing: [] })
    expect(paths.map((path) => path.steps.slice(1).map((step) => step.event.type).join(' ')).sort()).toEqual(['x y w x', 'x z x'])
    expect(measurePairCoverage(model, []).missing).toEqual(known)
  })

  it('names a missing pair by its two transitions', () => {
    const onlyOne = pairPaths(model).filter((path) => path.steps.length === 4)
    expect(onlyOne.map((path) => path.steps.slice(1).map((step) => step.event.type).join(' '))).toEqual(['x z x'])
    expect(measurePairCoverage(model, onlyOne)).toEqual({
      covered: 2,
      total: 5,
      missing: [`${t('a', 'x', 'b')} ⟶ ${t('b', 'y', 'c')}`, `${t('b', 'y', 'c')} ⟶ ${t('c', 'w', 'a')}`, `${t('c', 'w', 'a')} ⟶ ${t('a', 'x', 'b')}`].sort(),
    })
  })
})
