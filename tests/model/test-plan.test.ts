import { describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { flowScreens } from '../e2e/screens/index'
import { loginScreens } from '../e2e/screens/login.screens'
import { allStateNodes } from './lib/derive-test-machine'
import { flowModels } from './models/index'
import { chartDot, chartSvg } from './plan/chart'
import { flowPlan, pathsAt } from './plan/plan'
import { flowHtml, flowMarkdown } from './plan/render'

const stateIds = (name: string) =>
  allStateNodes(flowModels[name]!.machine)
    .slice(1)
    .map((node) => node.id)

describe('the test plan (npm run test:plan)', () => {
  it.each(Object.keys(flowModels))("lists every state of the %s machine in its coverage, and its paths reach them", (name) => {
    // what `npm run test:plan` prints: the browser's model and paths where they differ (the builder's)
    const screens = flowScreens[name]
    const model = screens?.model ?? flowModels[name]!
    const plan = flowPlan(model, undefined, 'transitions')
    const markdown = flowMarkdown(plan)
    expect(plan.coverage.states.total).toBe(stateIds(name).length)
    expect(plan.coverage.states.missing).toEqual(model.unreachable?.states ?? [])
    // every state the paths reach is named in the steps' expected results (no screen map: the fallback names states)
    for (const id of stateIds(name).filter((id) => !(model.unreachable?.states ?? []).includes(id))) {
      const node = allStateNodes(model.machine).find((candidate) => candidate.id === id)!
      if (Object.keys(node.states).length || node.always?.length) continue // named by their children / left at once
      expect(markdown, `${name}: state ${id}`).toContain(node.path.join('.'))
    }
  }, 60_000)

  it("login's plan says, at each step, exactly what the Playwright screen map says", () => {
    const plan = flowPlan(flowModels.login!, loginScreens)
    const paths = pathsAt(flowModels.login!, 'transitions')
    const says = (key: string, snapshot: AnyMachineSnapshot) => {
      const entry = loginScreens.states[key]!
      if (typeof entry === 'function') throw new Error(`no words for ${key}`)
      return typeof entry.says === 'function' ? entry.says(snapshot) : entry.says
    }
    paths.forEach((path, p) => {
      path.steps.forEach((step, s) => {
        const keys = Object.keys(loginScreens.states).filter((key) => step.state.matches(key as never))
        expect(plan.paths[p]!.steps[s]!.expected).toEqual(keys.map((key) => says(key, step.state)))
      })
    })
    // a concrete one: the admin's path, after the server's answer
    expect(plan.paths[0]!.steps[2]).toEqual({ number: 3, action: 'Wait for the server to sign in an admin.', expected: ["The message 'Login successful!' is shown, still on /auth."] })
    expect(plan.paths[0]!.steps[1]!.action).toBe('Type admin@example.com in Email and admin1234 in Password, and press Log In.')
    // every state of the map is in the plan
    const markdown = flowMarkdown(plan)
    for (const words of ['Log In shows that it is busy.', "The message 'Login successful!' is shown, still on /auth.", 'The app is on /admin-dashboard.', 'No active account found']) {
      expect(markdown).toContain(words)
    }
  })

  const mapped = Object.entries(flowScreens).filter(([, screens]) => screens.bindings)
  it.each(mapped.map(([name]) => name))('words every step of the %s plan from its screen map, none from the fallback', (name) => {
    const { bindings, model = flowModels[name]! } = flowScreens[name]!
    const plan = flowPlan(model, bindings, 'transitions')
    const worded = (entry: unknown) => typeof entry === 'object' && entry !== null && 'says' in entry
    for (const path of pathsAt(model, 'transitions')) {
      for (const step of path.steps.slice(1)) expect(worded(bindings!.events[step.event.type]), `${name}: event ${step.event.type}`).toBe(true)
      for (const step of path.steps) {
        const keys = Object.keys(bindings!.states).filter((key) => step.state.matches(key as never))
        expect(keys.length && keys.every((key) => worded(bindings!.states[key])), `${name}: state ${JSON.stringify(step.state.value)}`).toBeTruthy()
      }
    }
    expect(flowMarkdown(plan)).not.toContain('The screen is in state')
  })

  it.each(['login', 'password-reset', 'child-form'])('draws a node per state of the %s machine in the SVG', async (name) => {
    const svg = await chartSvg(flowModels[name]!.machine)
    const titles = [...svg.matchAll(/<g id="node\d+" class="node">\s*<title>([^<]*)<\/title>/g)].map((match) => match[1])
    expect(titles.sort()).toEqual([...stateIds(name), '__start'].sort())
    expect(flowHtml(flowPlan(flowModels[name]!, undefined), svg)).toContain('<svg')
  })

  it('labels transitions with their events and guards', () => {
    const dot = chartDot(flowModels['child-form']!.machine)
    expect(dot).toContain('"childForm.starting" -> "childForm.loading" [label="always [isEditMode]"]')
    expect(dot).toContain('"childForm.loading" -> "childForm.loaded" [label="loadChild answers"]')
    expect(dot).toContain('"childForm.saving" -> "childForm.saveFailed" [label="saveChild fails"]')
  })
})
