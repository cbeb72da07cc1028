/**
 * Prints a flow's generated model paths and their coverage, for testers:
 *
 *     npm run test:paths                  lists the models
 *     npm run test:paths -- login         shortest paths of the login model
 *     npm run test:paths -- login --simple   all simple paths
 *
 * See docs/model-based-testing.md.
 */
import { formatCoverage } from '../tests/model/lib/coverage'
import { describePathSteps, pathTitle } from '../tests/model/lib/describe-path'
import { coverageOf, pathsOf, type PathKind } from '../tests/model/lib/model-registry'
import { flowModels } from '../tests/model/models/index'

function main(argv: string[]): number {
  const flags = argv.filter((arg) => arg.startsWith('-'))
  const names = argv.filter((arg) => !arg.startsWith('-'))
  const unknownFlags = flags.filter((flag) => flag !== '--simple')
  const available = Object.keys(flowModels).sort()

  if (unknownFlags.length || names.length > 1) {
    console.error(`Usage: npm run test:paths -- [<model>] [--simple]  (unknown: ${[...unknownFlags, ...names.slice(1)].join(' ')})`)
    return 1
  }

  const [name] = names
  if (!name) {
    console.info(available.length ? `Models:\n${available.map((n) => `  ${n}`).join('\n')}` : 'No models registered yet (tests/model/models/index.ts).')
    console.info('\nUsage: npm run test:paths -- <model> [--simple]')
    return 0
  }

  const model = flowModels[name]
  if (!model) {
    console.error(`Unknown model "${name}". Available: ${available.join(', ') || 'none (tests/model/models/index.ts is empty)'}.`)
    return 1
  }

  const kind: PathKind = flags.includes('--simple') ? 'simple' : 'shortest'
  const paths = pathsOf(model, kind)
  console.info(`${paths.length} ${kind} path${paths.length === 1 ? '' : 's'} of "${model.name}" (machine "${model.machine.id}")\n`)
  paths.forEach((path, index) => {
    console.info(`Path ${index + 1}: ${pathTitle(path)}`)
    console.info(describePathSteps(path).map((line) => `  ${line}`).join('\n'))
    console.info('')
  })
  console.info(formatCoverage(model.name, coverageOf(model, kind, paths)))
  return 0
}

process.exitCode = main(process.argv.slice(2))
