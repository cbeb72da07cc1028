import { describe, expect, it } from 'vitest'
import { measureCoverage } from './lib/coverage'
import { pathsOf } from './lib/model-registry'
import { coveringPaths } from './lib/select-paths'
import { loginAnswers } from './models/accounts.fixtures'
import { flowModels } from './models/index'

describe('coveringPaths', () => {
  it.each(['builder', 'questionnaire'])('keeps full coverage of the %s model with far fewer paths', (name) => {
    const model = flowModels[name]!
    const all = pathsOf(model, 'shortest')
    const chosen = coveringPaths(model.machine, all, { input: model.input })
    const coverage = measureCoverage(model.machine, chosen, { input: model.input })
    console.warn(`${name}: ${chosen.length} of ${all.length} paths cover everything`)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
    expect(chosen.length).toBeLessThan(all.length)
  }, 120_000)

  it('keeps a path for every answer the model offers in a state, not only every transition', () => {
    // login's admin, parent and new-parent answers are one transition, but the app goes three ways
    const model = flowModels.login!
    const chosen = coveringPaths(model.machine, pathsOf(model, 'shortest'), { input: model.input })
    const answers = chosen.flatMap((path) => path.steps.map((step) => step.event)).filter((event) => event.type === 'done.login')
    expect(answers.map((event) => (event as { output: unknown }).output)).toEqual(
      expect.arrayContaining([loginAnswers.admin, loginAnswers.parent, loginAnswers.newParent]),
    )
  })
})
