/**
 * Prints a flow's generated model paths and their coverage, for testers:
 *
 *     npm run test:paths                  lists the models
 *     npm run test:paths -- login         shortest paths of the login model
 *     npm run test:paths -- login --simple   all simple paths
 *     npm run test:paths -- login --cover pairs   paths that take every transition pair (1-switch)
 *
 * See docs/model-based-testing.md.
 */
import { formatCoverage } from '../tests/model/lib/coverage'
import { describePathSteps, pathTitle } from '../tests/model/lib/describe-path'
import { coverageOf, pathsOf, type PathKind } from '../tests/model/lib/model-registry'
import { flowModels } from '../tests/model/models/index'
import { measurePairCoverage, pairPaths } from '../tests/model/lib/pairs'
import type { CoverageCount } from '../tests/model/lib/coverage'

const pairLines = ({ covered, total, missing }: CoverageCount) => [
  `  transition pairs: ${covered}/${total} (${total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10}%)`,
  ...missing.map((pair) => `    missing: ${pair}`),
]

function main(argv: string[]): number {
  const coverAt = argv.indexOf('--cover')
  const cover = coverAt >= 0 ? argv[coverAt + 1] : undefined
  if (coverAt >= 0 && cover !== 'pairs' && cover !== 'transitions') {
    console.error(`--cover is "transitions" (shortest paths, the default) or "pairs" (every transition pair), not "${cover ?? ''}".`)
    return 1
  }
  const args = coverAt >= 0 ? argv.filter((_, i) => i !== coverAt && i !== coverAt + 1) : argv
  const flags = args.filter((arg) => arg.startsWith('-'))
  const names = args.filter((arg) => !arg.startsWith('-'))
  const unknownFlags = flags.filter((flag) => flag !== '--simple')
  const available = Object.keys(flowModels).sort()

  if (unknownFlags.length || names.length > 1) {
    console.error(`Usage: npm run test:paths -- [<model>] [--simple | --cover pairs]  (unknown: ${[...unknownFlags, ...names.slice(1)].join(' ')})`)
    return 1
  }

  const [name] = names
  if (!name) {
    console.info(available.length ? `Models:\n${available.map((n) => `  ${n}`).join('\n')}` : 'No models registered yet (tests/model/models/index.ts).')
    console.info('\nUsage: npm run test:paths -- <model> [--simple | --cover pairs]')
    return 0
  }

  const model = flowModels[name]
  if (!model) {
    console.error(`Unknown model "${name}". Available: ${available.join(', ') || 'none (tests/model/models/index.ts is empty)'}.`)
    return 1
  }

  const kind: PathKind = flags.includes('--simple') ? 'simple' : 'shortest'
  const paths = cover === 'pairs' ? pairPaths(model) : pathsOf(model, kind)
  const described = cover === 'pairs' ? 'transition-pair' : kind
  console.info(`${paths.length} ${described} path${paths.length === 1 ? '' : 's'} of "${model.name}" (machine "${model.machine.id}")\n`)
  paths.forEach((path, index) => {
    console.info(`Path ${index + 1}: ${pathTitle(path)}`)
    console.info(describePathSteps(path).map((line) => `  ${line}`).join('\n'))
    console.info('')
  })
  console.info([formatCoverage(model.name, coverageOf(model, kind, paths)), ...pairLines(measurePairCoverage(model, paths))].join('\n'))
  return 0
}

process.exitCode = main(process.argv.slice(2))
