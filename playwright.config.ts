import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { realApiPorts } from './tests/e2e-real-api/support/ports'

const { mockPort: port, appPort: realPort, apiPort, apiOrigin, apiBase } = realApiPorts()
/** Where the app under test is built; separate folders let parallel runs not overwrite each other. */
const outDir = process.env.E2E_OUT_DIR ?? 'dist'

/**
 * Real-API mode: the app built with VITE_API_BASE_URL (no MSW shipped) against
 * the mock backend served over HTTP by `scripts/api-server.ts` in test mode.
 */
const realOutDir = `${outDir}-real-api`

/**
 * Each project needs its own build and servers. Playwright starts every
 * webServer whatever is selected, so a run that can only reach one project
 * (`--project real-api`, or only files under tests/e2e/) skips the other's
 * build; anything else starts both.
 */
function selectedProjects(argv: string[]): Set<'mock' | 'real-api'> {
  const all = new Set<'mock' | 'real-api'>(['mock', 'real-api'])
  const args = argv.slice(argv.indexOf('test') + 1)
  const projects = args.flatMap((arg, i) =>
    arg.startsWith('--project=') ? [arg.slice('--project='.length)] : arg === '--project' && args[i + 1] ? [args[i + 1]!] : [],
  )
  if (projects.length) return new Set(projects.filter((name): name is 'mock' | 'real-api' => all.has(name as never)))
  const files = args.filter((arg, i) => !arg.startsWith('-') && !args[i - 1]?.match(/^-(-[a-z-]+|[a-zA-Z])$/))
  const under = (dir: string) => files.length > 0 && files.every((file) => file.replace(/^\.\//, '').startsWith(dir))
  if (under('tests/e2e/')) return new Set(['mock'])
  if (under('tests/e2e-real-api/')) return new Set(['real-api'])
  return all
}
const argv = process.argv
const selected = argv.includes('test') ? selectedProjects(argv) : new Set(['mock', 'real-api'])

const mockServers = [
  {
    command: `node_modules/.bin/vite build --outDir ${outDir} --emptyOutDir && node_modules/.bin/vite preview --outDir ${outDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
]
const realApiServers = [
  {
    command: `node_modules/.bin/tsx scripts/api-server.ts --test-mode --port ${apiPort} --cors-origins http://localhost:${realPort}`,
    url: `${apiOrigin}/__health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
  {
    command: `node_modules/.bin/vite build --outDir ${realOutDir} --emptyOutDir && node_modules/.bin/vite preview --outDir ${realOutDir} --port ${realPort} --strictPort`,
    // The stand-in server supports the builder's conditional writes (If-Match), so this build sends them.
    env: { VITE_API_BASE_URL: apiBase, VITE_API_CONDITIONAL_WRITES: '1' },
    url: `http://localhost:${realPort}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
]

/**
 * Debian's Chromium: tools' own browser downloads fail on these machines (TOOLCHAIN.md). Its headless shell
 * (package chromium-headless-shell, the same Blink and V8 without the browser's UI layers; Playwright's own
 * choice for headless runs) when installed: the suite is CPU-bound and the shell costs less per page
 * (decision 075); else the full browser. CHROMIUM_PATH chooses either.
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell'
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium')

export default defineConfig({
  // Each run's own artefacts folder when E2E_OUT_DIR is set: Playwright empties it at the start of a run.
  outputDir: process.env.E2E_OUT_DIR ? `${outDir}-results` : 'test-results',
  // The two cores, a test at a time per worker. The demo's tests each have their own browser context (their own
  // IndexedDB and service worker), so any two run side by side, also two of one file: the last minutes are not
  // one long file on one worker while the other waits (decision 075). A file whose tests share a page runs in
  // order on one worker (`test.describe.configure({ mode: 'default' })`, tests/e2e/a11y.spec.ts); see the
  // real-API project below.
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // One worker: these tests share one test-mode API server, whose switches (the next call fails, the
    // extensions off) and data are global, so two of them at once take each other's faults. Listed first, so
    // their one-at-a-time run starts at once beside the demo's tests instead of trailing alone at the end.
    { name: 'real-api', testDir: './tests/e2e-real-api', workers: 1, use: { baseURL: `http://localhost:${realPort}` } },
    { name: 'mock', testDir: './tests/e2e', use: { baseURL: `http://localhost:${port}` } },
  ],
  webServer: [...(selected.has('mock') ? mockServers : []), ...(selected.has('real-api') ? realApiServers : [])],
})
