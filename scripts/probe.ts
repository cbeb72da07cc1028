/**
 * Checks a live backend against the app's contract (docs/conformance.md):
 *
 *     npm run probe -- --base-url http://localhost:8000/api --admin admin@example.com:admin1234 --parent parent@example.com:parent1234
 *     npm run probe -- --base-url https://api.example.com/api --parent EMAIL:PASSWORD --read-only --origin https://app.example.com
 *
 * One line per endpoint; exit code 1 when any fails.
 */
import { parseArgs } from 'node:util'
import { formatResult, runProbe } from './probe/probe'

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    admin: { type: 'string' },
    parent: { type: 'string' },
    origin: { type: 'string' },
    'read-only': { type: 'boolean', default: false },
    seed: { type: 'string', default: '1' },
    'invalid-bodies': { type: 'string', default: '3' },
    'timeout-s': { type: 'string', default: '120' },
  },
})

const account = (text: string | undefined, flag: string) => {
  if (!text) return undefined
  const at = text.indexOf(':')
  if (at < 1) throw new Error(`${flag} is EMAIL:PASSWORD`)
  return { email: text.slice(0, at), password: text.slice(at + 1) }
}

if (!values['base-url']) {
  console.error('Usage: npm run probe -- --base-url URL [--admin EMAIL:PASSWORD] [--parent EMAIL:PASSWORD] [--origin URL] [--read-only] [--seed N] [--invalid-bodies N] [--timeout-s N]')
  process.exit(2)
}

const report = await runProbe({
  baseUrl: values['base-url'],
  admin: account(values.admin, '--admin'),
  parent: account(values.parent, '--parent'),
  origin: values.origin,
  readOnly: values['read-only'],
  seed: Number(values.seed),
  invalidBodies: Number(values['invalid-bodies']),
  timeoutMs: Number(values['timeout-s']) * 1000,
})
for (const result of report.results) console.info(formatResult(result))
const count = (verdict: string) => report.results.filter((result) => result.verdict === verdict).length
console.info(`\n${count('pass')} passed, ${count('fail')} failed, ${count('not implemented')} not implemented, in ${(report.ms / 1000).toFixed(1)} s`)
process.exitCode = report.failed ? 1 : 0
