import { describe, expect, it } from 'vitest'
import { measureCoverage } from './lib/coverage'
import { pathsOf } from './lib/model-registry'
import { coveringPaths } from './lib/select-paths'
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
})
