/**
 * Writes the test plan for testers to test-plan/ (git-ignored):
 *
 *     npm run test:plan                       every flow
 *     npm run test:plan -- login signup       some flows
 *     npm run test:plan -- --cover pairs      paths that take every transition pair
 *
 * index.html, and per flow <flow>.html (state chart, coverage, numbered steps) and
 * <flow>.md. See docs/model-based-testing.md, "For testers".
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { flowScreens } from '../tests/e2e/screens/index'
import { chartSvg } from '../tests/model/plan/chart'
import { flowPlan, type FlowPlan, type PlanCover } from '../tests/model/plan/plan'
import { flowHtml, flowMarkdown, indexHtml } from '../tests/model/plan/render'
import { flowModels } from '../tests/model/models/index'

async function main(argv: string[]): Promise<number> {
  const started = performance.now()
  const option = (flag: string) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined)
  const cover = option('--cover') ?? 'transitions'
  const out = option('--out') ?? 'test-plan'
  const names = argv.filter((arg, i) => !arg.startsWith('--') && !['--cover', '--out'].includes(argv[i - 1] ?? ''))
  const available = Object.keys(flowModels).sort()
  const unknown = names.filter((name) => !flowModels[name])
  if (cover !== 'transitions' && cover !== 'pairs') {
    console.error(`--cover is "transitions" (the default) or "pairs", not "${cover ?? ''}".`)
    return 1
  }
  if (unknown.length) {
    console.error(`Unknown flow ${unknown.join(', ')}. Flows: ${available.join(', ')}.`)
    return 1
  }
  mkdirSync(out, { recursive: true })
  const plans: FlowPlan[] = []
  for (const name of names.length ? names : available) {
    const screens = flowScreens[name]
    const model = screens?.model ?? flowModels[name]!
    const plan = flowPlan(model, screens?.bindings, cover as PlanCover)
    writeFileSync(join(out, `${name}.html`), flowHtml(plan, await chartSvg(model.machine)))
    writeFileSync(join(out, `${name}.md`), flowMarkdown(plan))
    plans.push(plan)
    const { states, transitions, pairs } = plan.coverage
    console.info(
      `${name}: ${plan.paths.length} paths; states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}, pairs ${pairs.covered}/${pairs.total}`,
    )
  }
  writeFileSync(join(out, 'index.html'), indexHtml(plans))
  console.info(`Wrote ${join(out, 'index.html')} in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
  return 0
}

process.exitCode = await main(process.argv.slice(2))
