/**
 * The mock backend as a real HTTP API on Node, the stand-in for the production
 * REST API (see docs/real-api-mode.md):
 *
 *     npm run api                                   http://localhost:8000/api, seeded, in memory, on 127.0.0.1 only
 *     npm run api -- --host 0.0.0.0                 reachable from other machines too (every interface)
 *     npm run api -- --port 9000 --latency 300
 *     npm run api -- --snapshot .api-data.json      keep the data in a JSON file across restarts
 *     API_TEST_MODE=1 npm run api                   also the /__control endpoints (faults, reset)
 *     npm run api -- --without-extensions           a backend without the optional calls and fields
 *                                                   (Track Progress answers 404, questions have no activity)
 *
 * Every flag has an environment variable: PORT, API_HOST (not HOST, which zsh and tcsh set to the machine's
 * name: a shell's own variable must not open the server to the network, docs/decisions/089), API_PREFIX, API_LATENCY_MS,
 * API_SNAPSHOT_FILE, API_CORS_ORIGINS, API_PUBLIC_URL, API_TEST_MODE, API_WITHOUT_EXTENSIONS.
 */
import { spawn } from 'node:child_process'
import { parseArgs } from 'node:util'
import { DEFAULT_HOST, originPolicy, startNodeApiServer, uploadFriendlyMalloc } from '@/mock-server/node-server'
import { seedUsers } from '@/mock-server/seed/users'

/**
 * docs/decisions/085: glibc keeps the pages of freed 10 MB uploads in the process unless its mmap threshold is fixed,
 * so a server that took and deleted 300 MB of documents stayed 300 MB larger. On Linux the server runs in a child
 * process started with that setting (the same program, the same arguments); the signals go on to it.
 */
function runWithUploadFriendlyMalloc(): boolean {
  const missing = Object.entries(uploadFriendlyMalloc).some(([name]) => process.env[name] === undefined)
  if (process.platform !== 'linux' || !missing) return false
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...uploadFriendlyMalloc, ...process.env } })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
  child.on('exit', (code) => process.exit(code ?? 1))
  return true
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '8000' },
      host: { type: 'string', default: process.env.API_HOST },
      prefix: { type: 'string', default: process.env.API_PREFIX ?? '/api' },
      latency: { type: 'string', default: process.env.API_LATENCY_MS ?? '0' },
      snapshot: { type: 'string', default: process.env.API_SNAPSHOT_FILE },
      'cors-origins': { type: 'string', default: process.env.API_CORS_ORIGINS },
      'public-url': { type: 'string', default: process.env.API_PUBLIC_URL },
      'test-mode': { type: 'boolean', default: ['1', 'true'].includes(process.env.API_TEST_MODE ?? '') },
      'without-extensions': { type: 'boolean', default: ['1', 'true'].includes(process.env.API_WITHOUT_EXTENSIONS ?? '') },
    },
  })

  function integer(name: string, text: string): number {
    const value = Number(text)
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${text}"`)
    return value
  }

  const prefix = `/${values.prefix.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '')
  const api = await startNodeApiServer({
    port: integer('port', values.port),
    host: values.host,
    prefix,
    publicBaseUrl: values['public-url']?.replace(/\/$/, ''),
    latencyMs: integer('latency', values.latency),
    allowOrigin: originPolicy(values['cors-origins']),
    testMode: values['test-mode'],
    snapshotFile: values.snapshot,
    withoutExtensions: values['without-extensions'],
  })

  console.info(`Mock API on ${api.origin}${prefix}  (build the app with VITE_API_BASE_URL=${api.origin}${prefix})`)
  console.info(`Listening on ${values.host ?? `${DEFAULT_HOST} only (--host 0.0.0.0 for every interface)`}`)
  console.info(`Data: ${values.snapshot ? `kept in ${values.snapshot}` : 'in memory, seeded at start'}; latency ${values.latency} ms`)
  console.info(`Accounts: ${seedUsers.admin.email} / ${seedUsers.admin.password}, ${seedUsers.parent.email} / ${seedUsers.parent.password}`)
  if (values['without-extensions']) console.info('Without the optional extensions: Track Progress calls answer 404, questions have no activity')
  if (values['test-mode']) console.info('Test mode: POST /__control/faults, /__control/reset, /__control/latency; GET /__control/outbox (the mail sent)')

  const stop = () => {
    void api.close().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (!runWithUploadFriendlyMalloc()) await main()
