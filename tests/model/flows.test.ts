import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMachine } from 'xstate'
import { loginMachine } from '@/machines/login.machine'
import { formatCoverage } from './lib/coverage'
import { pathTitle } from './lib/describe-path'
import { coverageOf, pathsOf, type PathKind } from './lib/model-registry'
import { measurePairCoverage, pairPaths } from './lib/pairs'
import { runPathOnMachine } from './lib/run-on-machine'
import { flowModels } from './models/index'

/**
 * Every generated path of every flow model, replayed on the REAL production
 * machine (its invocations made controllable, its delays on fake timers):
 * each step must land in the state and context the model predicted.
 */
beforeEach(() => {
  vi.useFakeTimers()
  // The machines log on purpose (resend, onboarding failure); the paths are about states.
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => vi.useRealTimers())

const kinds: PathKind[] = ['shortest', 'simple']

describe.each(Object.entries(flowModels))('the %s machine', (name, model) => {
  describe.each(kinds.filter((kind) => kind === 'shortest' || model.simplePathsTractable !== false))('%s paths', (kind) => {
    const paths = pathsOf(model, kind)

    it('cover 100% of its states and transitions', () => {
      const coverage = coverageOf(model, kind, paths)
      console.warn(formatCoverage(`${name} (${kind} paths: ${paths.length})`, coverage))
      // Only what the model's input cannot reach (another model of the machine covers it).
      expect(coverage.states.missing).toEqual(model.unreachable?.states ?? [])
      expect(coverage.transitions.missing).toEqual(model.unreachable?.transitions ?? [])
    })

    it(`replay on the production machine (${paths.length} paths)`, async () => {
      expect(paths.length).toBeGreaterThan(0)
      for (const path of paths) {
        await runPathOnMachine(model.machine, path, { input: model.input, description: `${name}: ${pathTitle(path)}` })
      }
    }, 120_000)
  })
})

describe.each(Object.entries(flowModels).filter(([, model]) => model.pairPathsTractable !== false))('the %s machine, transition-pair paths', (name, model) => {
  const paths = pairPaths(model)

  it('take every transition pair of the model', () => {
    expect(measurePairCoverage(model, paths).missing).toEqual([])
  })

  it('replay on the production machine', async () => {
    for (const path of paths) await runPathOnMachine(model.machine, path, { input: model.input, description: `${name} (pairs): ${pathTitle(path)}` })
  }, 60_000)
})

describe('paths follow the production machine', () => {
  it('changing the login machine (a new "help" step from idle) changes its generated paths', () => {
    const config = loginMachine.config as { states: Record<string, { on?: Record<string, unknown> }> }
    const changed = createMachine(
      {
        ...loginMachine.config,
        states: {
          ...config.states,
          idle: { ...config.states.idle, on: { ...config.states.idle!.on, help: 'helping' } },
          helping: { on: { back: 'idle' } },
        },
      } as typeof loginMachine.config,
      loginMachine.implementations,
    )
    const before = pathsOf(flowModels.login!).map((path) => path.steps.map((step) => step.event.type).join(' > '))
    const after = pathsOf({ ...flowModels.login!, machine: changed }).map((path) => path.steps.map((step) => step.event.type).join(' > '))

    expect(after).not.toEqual(before)
    expect(after.some((steps) => steps.includes('help'))).toBe(true)
    expect(before.some((steps) => steps.includes('help'))).toBe(false)
    expect(coverageOf({ ...flowModels.login!, machine: changed }).states.total).toBe(coverageOf(flowModels.login!).states.total + 1)
  })
})
