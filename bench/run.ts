/**
 * `npm run bench`: the performance figures of issue #6 (a benchmark that
 * measures and prints, not a test). It builds the app twice (mock demo, and
 * real-API with VITE_API_BASE_URL set), serves both with `vite preview`, and
 * reports:
 *
 * (a) initial JS and CSS per entry route, gzip (node:zlib), both modes. The
 *     figure is computed from the build manifest: the entry's static import
 *     closure (for /, the landing page's own entry) and the route's lazy
 *     chunks with their static imports (bench/lib/bundle-graph.ts); the demo's
 *     backend starts after the first render and is not counted. As a check,
 *     headless Chromium opens each route and sums the /assets files it actually
 *     downloaded until the network is idle, which includes what loads after the
 *     first render (the demo backend, prefetches) (mock mode signed in through the
 *     demo backend; real-API mode with a planted session, its API calls
 *     refused: the route's code still loads, its data does not).
 * (b) first contentful paint and largest contentful paint, cold cache, median
 *     of the runs: / in both modes, unthrottled and with the slow profile of
 *     issue #17 (CPU 4x, 1.6 Mbps down, 750 kbps up, 150 ms RTT, by CDP); and
 *     /client-dashboard (mock mode, signed in as the seed parent, demo latency
 *     0 ms so the figure is the app's, not the simulated network's).
 * (c) the Milestone Builder with 50 bands x 4 sets x 10 questions x 4 options,
 *     by scripts/bench-builder.ts --json, twice: against the mock build (the
 *     demo: the in-browser backend works on the page's main thread), and
 *     against the real-API build talking to `npm run api`'s server
 *     (scripts/api-server.ts, started here on its own port): production's shape.
 * (d) the mock backend's answer time for the large content: GET
 *     global-bands, export and import (bench/mock-handlers.ts, in-process).
 * (e) a parent's and an admin's paths (issue #25): login to the children, deep links and reloads, moves between
 *     screens, at 1x and 4x CPU, in both modes with the demo's latency (350 ms; the real-API build against
 *     `npm run api`'s server in test mode, its latency set the same): bench/user-paths.ts.
 *
 * (f) with `--peer DIR` (a peer app's build, e.g. bulletproof-react's apps/react-vite `dist`): FCP and LCP of `/`,
 *     the real-API build's and the peer's, run alternately, at base CPU and at 4x CPU (no network throttling), and
 *     their ratio (issue #25 point 5). Both are served by the same plain static server (the peer on BENCH_PORT + 3,
 *     ours on BENCH_PORT + 4), so that the server is not part of the difference.
 *
 * Writes bench/results.json (git-ignored: one machine's run; compare runs made
 * side by side) and prints a table.
 *
 *     npm run bench [-- --runs 5] [-- --skip builder,paths]
 *
 * Environment: BENCH_DIR (build folders `<dir>-mock`, `<dir>-real`; default
 * dist-bench), BENCH_PORT (mock build; default 4680), BENCH_REAL_PORT (default BENCH_PORT + 1),
 * BENCH_API_PORT (the API server of the real-API build; default BENCH_PORT + 2), CHROMIUM_PATH.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, resolve } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { entryRoutes, gzipSize, initialChunks, readManifest, sizeOf, type EntryRoute } from './lib/bundle-graph'
import { benchMockHandlers, type MockTiming } from './mock-handlers'
import { signInInPage } from './lib/sign-in'
import { benchUserPaths, DEMO_LATENCY_MS, type PathTiming } from './user-paths'

const root = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const flag = (name: string) => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}
const runs = Number(flag('--runs') ?? 3)
const peerDir = flag('--peer')
const skip = new Set((flag('--skip') ?? '').split(',').filter(Boolean))
const benchDir = process.env.BENCH_DIR ?? join(root, 'dist-bench')
const basePort = Number(process.env.BENCH_PORT ?? 4680)
const realPort = Number(process.env.BENCH_REAL_PORT ?? basePort + 1)
const apiPort = Number(process.env.BENCH_API_PORT ?? basePort + 2)
const peerPort = basePort + 3
const oursStaticPort = basePort + 4
/** The real-API build's API: refused for (a) (only the code is measured), served by scripts/api-server.ts for (c). */
const REAL_API_URL = `http://localhost:${apiPort}/api`
const modes = ['mock', 'real'] as const
type Mode = (typeof modes)[number]

// Debian's chromium and the flags of playwright.config.ts (TOOLCHAIN.md: Playwright's own download fails here).
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const kB = (bytes: number) => (bytes / 1000).toFixed(1)

function build(mode: Mode): string {
  const outDir = `${benchDir}-${mode}`
  const env: NodeJS.ProcessEnv = { ...process.env, VITE_API_BASE_URL: mode === 'real' ? REAL_API_URL : '' }
  delete env.NODE_ENV
  const result = spawnSync(join(root, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    env,
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`vite build (${mode}) failed:\n${result.stdout}\n${result.stderr}`)
  return outDir
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

/** Starts `command` in the project and waits until `url` answers; stopped when the bench exits. */
async function startServer(command: string, args: string[], url: string, what: string, portVariable: string): Promise<ChildProcess> {
  if (await answers(url)) throw new Error(`${what}: its port is already serving something: set ${portVariable}`)
  const server = spawn(join(root, command), args, { cwd: root, stdio: 'ignore' })
  // Stopped even when the bench dies on an error.
  process.on('exit', () => server.kill())
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`${what} exited (${server.exitCode})`)
    if (await answers(url)) return server
    await new Promise((done) => setTimeout(done, 200))
  }
  server.kill()
  throw new Error(`${what} did not answer`)
}

/** A plain static server for a build (f): its files, and its index.html for any other path (a single-page app). */
function serveStatic(dir: string, port: number): Promise<Server> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.json': 'application/json', '.woff2': 'font/woff2' }
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://peer').pathname)
    const file = join(dir, path)
    const found = file.startsWith(dir) && existsSync(file) && extname(file) !== '' ? file : join(dir, 'index.html')
    response.writeHead(200, { 'Content-Type': types[extname(found)] ?? 'application/octet-stream' })
    response.end(readFileSync(found))
  })
  process.on('exit', () => server.close())
  return new Promise((done) => server.listen(port, () => done(server)))
}

const serve = (outDir: string, port: number) =>
  startServer('node_modules/.bin/vite', ['preview', '--outDir', outDir, '--port', String(port), '--strictPort'], `http://localhost:${port}/`, `vite preview on ${port}`, 'BENCH_PORT / BENCH_REAL_PORT')

/**
 * `npm run api`'s server (seeded, in memory, no latency) for the real-API build's builder bench, in test mode so that
 * the user paths (e) can set the demo's latency (POST /__control/latency) and reset the data between runs.
 */
const serveApi = () =>
  startServer(
    'node_modules/.bin/tsx',
    ['scripts/api-server.ts', '--test-mode', '--port', String(apiPort), '--cors-origins', `http://localhost:${realPort}`],
    `http://localhost:${apiPort}/__health`,
    `the API server on ${apiPort}`,
    'BENCH_API_PORT',
  )

async function setApiLatency(ms: number) {
  const answer = await fetch(`http://localhost:${apiPort}/__control/latency`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ms }) })
  if (!answer.ok) throw new Error(`the API server's latency control answered ${answer.status}`)
}

/** scripts/bench-builder.ts against one build: its figures, or what went wrong. */
function benchBuilder(mode: Mode, baseUrl: string): unknown {
  const jsonFile = join(`${benchDir}-${mode}`, 'builder-bench.json')
  const api = mode === 'real' ? ['--api', REAL_API_URL] : []
  const builder = spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/bench-builder.ts', '--runs', String(runs), '--json', jsonFile, ...api, baseUrl], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  return builder.status === 0 && existsSync(jsonFile)
    ? JSON.parse(readFileSync(jsonFile, 'utf8'))
    : { error: `scripts/bench-builder.ts (${mode}) exited with ${builder.status}${existsSync(jsonFile) ? '' : ' and wrote no --json file'}` }
}

/** A session the guards accept; in real-API mode its calls fail (refused), which is fine: only the code is measured. */
const plantedSession = (userType: 'CLIENT' | 'ADMIN') => ({
  access: 'bench-token',
  refreshToken: 'bench-refresh',
  user: JSON.stringify({ id: 1, email: 'bench@example.com', full_name: 'Bench User', user_type: userType, profile: { is_onboarding_complete: true } }),
})

const accountFor = (route: EntryRoute) =>
  route === '/admin-dashboard/milestones' ? seedUsers.admin : route === '/client-dashboard' ? seedUsers.parent : null

/** Opens the app's home in mock mode until the in-browser backend is up (the demo control marks it). */
async function bootMock(page: Page, baseUrl: string) {
  await page.goto(baseUrl)
  await page.getByRole('button', { name: 'Demo data' }).waitFor()
}

/** What the browser downloads from /assets until the route's first render settles (network idle), gzip-summed. */
async function observedInitial(browser: Browser, mode: Mode, baseUrl: string, route: EntryRoute) {
  const context = await browser.newContext()
  try {
    const account = accountFor(route)
    if (mode === 'mock' && account) {
      const setup = await context.newPage()
      await bootMock(setup, baseUrl)
      await signInInPage(setup, account)
      await setup.close()
    }
    if (mode === 'real') {
      const session = route === '/admin-dashboard/milestones' ? plantedSession('ADMIN') : route === '/client-dashboard' ? plantedSession('CLIENT') : null
      if (session) await context.addInitScript((values) => Object.entries(values).forEach(([k, v]) => localStorage.setItem(k, v)), session)
      await context.route(`${new URL(REAL_API_URL).origin}/**`, (call) => call.abort())
    }
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    const bodies: Promise<{ path: string; gzip: number } | null>[] = []
    const onResponse = (response: Response) => {
      const path = new URL(response.url()).pathname
      if (!/^\/assets\/.+\.(js|css)$/.test(path)) return
      bodies.push(
        response.body().then(
          (body) => ({ path, gzip: gzipSize(body) }),
          () => null,
        ),
      )
    }
    page.on('response', onResponse)
    await page.goto(new URL(route, baseUrl).href, { waitUntil: 'networkidle' })
    // A lazy chunk can start after the idle mark on a busy machine: wait for a quiet second.
    for (let count = -1; count !== bodies.length; ) {
      count = bodies.length
      await page.waitForTimeout(1000)
    }
    page.off('response', onResponse)
    const files = (await Promise.all(bodies)).filter((file) => file !== null)
    const sum = (ext: string) => files.filter((f) => f.path.endsWith(ext)).reduce((total, f) => total + f.gzip, 0)
    return { jsGzip: sum('.js'), cssGzip: sum('.css'), files: files.length, landedOn: new URL(page.url()).pathname }
  } finally {
    await context.close()
  }
}

const paintObserver = () => {
  const paint = { fcp: -1, lcp: -1 }
  ;(window as unknown as { __paint: typeof paint }).__paint = paint
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') paint.fcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => {
    const entries = list.getEntries()
    paint.lcp = entries[entries.length - 1]!.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
}

/**
 * The slow profile of issue #17: a mid-range phone on a poor mobile network. CPU 4x slower
 * (Emulation.setCPUThrottlingRate), 1.6 Mbps down, 750 kbps up, 150 ms round trip
 * (Network.emulateNetworkConditions; Chromium adds the latency to each request).
 */
const slowProfile = {
  cpuRate: 4,
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1_000_000) / 8, uploadThroughput: (750 * 1000) / 8 },
}
type PaintRoute = '/' | '/client-dashboard'
/** fast: unthrottled; slow: the slow profile; cpu4: the slow profile's CPU only (the peer comparison, f). */
type Profile = 'fast' | 'slow' | 'cpu4'

/**
 * FCP and LCP of one cold load. `/` is opened signed out, in either mode; the dashboard (mock only) signed in,
 * in a second page, so the backend is already up. `slow` applies the slow profile to the measured page only.
 */
async function paintOnce(browser: Browser, baseUrl: string, route: PaintRoute, profile: Profile = 'fast', peer = false) {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    if (route === '/client-dashboard') {
      const setup = await context.newPage()
      await bootMock(setup, baseUrl)
      await signInInPage(setup, seedUsers.parent)
      await setup.close()
    }
    const page = await context.newPage()
    await page.addInitScript(paintObserver)
    if (route === '/client-dashboard') await page.addInitScript(() => sessionStorage.setItem('demo:latency-ms', '0'))
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    if (profile !== 'fast') await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowProfile.cpuRate })
    if (profile === 'slow') await cdp.send('Network.emulateNetworkConditions', slowProfile.network)
    await page.goto(new URL(route, baseUrl).href, { timeout: 120_000 })
    // A peer's page is whatever it is: the load event, then the same wait for late candidates.
    if (peer) await page.waitForLoadState('load')
    else if (route === '/') await page.locator('#hero-heading').waitFor({ timeout: 120_000 })
    else await page.getByRole('region', { name: 'Your children' }).waitFor()
    // LCP candidates keep coming while images decode; give the page a moment, then read the last one.
    await page.waitForTimeout(profile === 'fast' ? 1000 : 3000)
    return await page.evaluate(() => (window as unknown as { __paint: { fcp: number; lcp: number } }).__paint)
  } finally {
    await context.close()
  }
}

/** The paint cases: `/` in both modes, unthrottled and slow; the signed-in dashboard on the demo, unthrottled. */
const paintCases: { mode: Mode; route: PaintRoute; profile: Profile }[] = [
  ...modes.flatMap((mode) => (['fast', 'slow'] as const).map((profile) => ({ mode, route: '/' as const, profile }))),
  { mode: 'mock', route: '/client-dashboard', profile: 'fast' },
]

async function main() {
  const results: Record<string, unknown> = { date: new Date().toISOString(), runs, node: process.version }
  const out = (line = '') => console.info(line)

  out('Building (mock and real-API)…')
  const dirs = { mock: build('mock'), real: build('real') } satisfies Record<Mode, string>

  // (a) from the manifest
  const sizes: Record<string, Record<string, unknown>> = {}
  for (const mode of modes) {
    const manifest = readManifest(dirs[mode])
    for (const route of Object.keys(entryRoutes) as EntryRoute[]) {
      const size = sizeOf(dirs[mode], manifest, initialChunks(manifest, route))
      sizes[`${mode} ${route}`] = { mode, route, jsGzip: size.jsGzip, cssGzip: size.cssGzip, jsFiles: size.jsFiles.length }
    }
  }

  const servers: ChildProcess[] = []
  const browser = await chromium.launch(launchOptions)
  try {
    servers.push(await serve(dirs.mock, basePort), await serve(dirs.real, realPort))
    const baseUrl = { mock: `http://localhost:${basePort}/`, real: `http://localhost:${realPort}/` }

    // (a) check: what Chromium downloads
    for (const mode of modes) {
      for (const route of Object.keys(entryRoutes) as EntryRoute[]) {
        const seen = await observedInitial(browser, mode, baseUrl[mode], route)
        Object.assign(sizes[`${mode} ${route}`]!, { observedJsGzip: seen.jsGzip, observedCssGzip: seen.cssGzip, observedFiles: seen.files, landedOn: seen.landedOn })
      }
    }
    results.initialSize = Object.values(sizes)

    // (b)
    if (!skip.has('paint')) {
      const paints: Record<string, unknown>[] = []
      for (const { mode, route, profile } of paintCases) {
        const samples = []
        for (let run = 0; run < runs; run += 1) {
          try {
            samples.push(await paintOnce(browser, baseUrl[mode], route, profile))
          } catch (error) {
            console.warn(`paint of ${route} (${mode}, ${profile}), run ${run + 1}, failed (left out):`, error instanceof Error ? error.message : error)
          }
        }
        paints.push({ mode, route, profile, fcpMs: median(samples.map((s) => s.fcp)), lcpMs: median(samples.map((s) => s.lcp)), samples })
      }
      results.paint = paints
    }

    // (f) issue #25 point 5: ours and the peer's `/`, alternately, so that the machine's load falls on both alike.
    if (peerDir) {
      const peer = await serveStatic(resolve(peerDir), peerPort)
      const ours = await serveStatic(dirs.real, oursStaticPort)
      const comparisons: Record<string, unknown>[] = []
      for (const profile of ['fast', 'cpu4'] as const) {
        const samples: Record<'ours' | 'peer', { fcp: number; lcp: number }[]> = { ours: [], peer: [] }
        for (let run = 0; run < runs; run += 1) {
          samples.ours.push(await paintOnce(browser, `http://localhost:${oursStaticPort}/`, '/', profile))
          samples.peer.push(await paintOnce(browser, `http://localhost:${peerPort}/`, '/', profile, true))
        }
        const of = (side: 'ours' | 'peer', key: 'fcp' | 'lcp') => median(samples[side].map((sample) => sample[key]))
        comparisons.push({ profile, ours: { fcpMs: of('ours', 'fcp'), lcpMs: of('ours', 'lcp') }, peer: { fcpMs: of('peer', 'fcp'), lcpMs: of('peer', 'lcp') }, samples })
      }
      peer.close()
      ours.close()
      results.peerPaint = comparisons
    }

    // (e)
    servers.push(await serveApi())
    if (!skip.has('paths')) {
      out('\nUser paths (e)…')
      const mockPaths = await benchUserPaths(browser, 'mock', { base: baseUrl.mock, apiBase: '/api' }, runs)
      await setApiLatency(DEMO_LATENCY_MS)
      const realPaths = await benchUserPaths(browser, 'real', { base: baseUrl.real, apiBase: REAL_API_URL }, runs)
      await setApiLatency(0)
      results.userPaths = [...mockPaths, ...realPaths]
    }
    await browser.close()

    // (c)
    if (!skip.has('builder')) {
      out('\nMilestone Builder, demo build (in-browser backend)…')
      const mock = benchBuilder('mock', baseUrl.mock)
      out('\nMilestone Builder, real-API build against scripts/api-server.ts…')
      results.builder = { mock, realApi: benchBuilder('real', baseUrl.real) }
    }
  } finally {
    if (browser.isConnected()) await browser.close()
    for (const server of servers) server.kill()
  }

  // (d)
  let mock: MockTiming[] = []
  if (!skip.has('mock')) {
    mock = await benchMockHandlers(Math.max(runs, 5))
    results.mockBackend = mock
  }

  mkdirSync(join(root, 'bench'), { recursive: true })
  writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`)

  out('\n(a) Initial JS / CSS to first render, gzip kB (1 kB = 1,000 B). manifest = entry closure + route chunks; chromium = downloaded')
  out(`${'mode'.padEnd(5)} ${'route'.padEnd(28)} ${'JS'.padStart(7)} ${'CSS'.padStart(6)} ${'chromium JS'.padStart(12)}  landed on`)
  for (const row of Object.values(sizes) as { mode: string; route: string; jsGzip: number; cssGzip: number; observedJsGzip: number; landedOn: string }[]) {
    out(`${row.mode.padEnd(5)} ${row.route.padEnd(28)} ${kB(row.jsGzip).padStart(7)} ${kB(row.cssGzip).padStart(6)} ${kB(row.observedJsGzip).padStart(12)}  ${row.landedOn}`)
  }
  if (results.paint) {
    out(`\n(b) Paint, cold cache, median of ${runs}. slow = CPU ${slowProfile.cpuRate}x, 1.6 Mbps down, 750 kbps up, 150 ms RTT`)
    for (const p of results.paint as { mode: Mode; route: string; profile: Profile; fcpMs: number; lcpMs: number }[]) {
      out(`${p.mode.padEnd(5)} ${p.route.padEnd(20)} ${p.profile.padEnd(5)} FCP ${p.fcpMs.toFixed(0).padStart(6)} ms   LCP ${p.lcpMs.toFixed(0).padStart(6)} ms`)
    }
  }
  if (results.peerPaint) {
    out(`\n(f) / side by side with the peer (${peerDir}), real-API build, cold cache, median of ${runs}, run alternately; cpu4 = CPU 4x`)
    type Side = { fcpMs: number; lcpMs: number }
    for (const row of results.peerPaint as { profile: Profile; ours: Side; peer: Side }[]) {
      const ratio = (key: keyof Side) => (row.ours[key] / row.peer[key]).toFixed(2)
      out(`${row.profile.padEnd(5)} FCP ours ${row.ours.fcpMs.toFixed(0).padStart(5)} peer ${row.peer.fcpMs.toFixed(0).padStart(5)} ms (${ratio('fcpMs')})   LCP ours ${row.ours.lcpMs.toFixed(0).padStart(5)} peer ${row.peer.lcpMs.toFixed(0).padStart(5)} ms (${ratio('lcpMs')})`)
    }
  }
  if (results.builder) {
    const { mock, realApi } = results.builder as Record<'mock' | 'realApi', Record<string, { ms?: number; worst?: number }>>
    out('\n(c) Milestone Builder, 50 x 4 x 10 x 4 (scripts/bench-builder.ts; its tables are above). Median (worst) ms')
    out(`${'measure'.padEnd(60)} ${'demo'.padStart(14)} ${'real API'.padStart(14)}`)
    const cell = (row: { ms?: number; worst?: number } | undefined) => (row?.ms === undefined ? '–' : `${row.ms.toFixed(0)} (${row.worst?.toFixed(0)})`).padStart(14)
    if ('error' in mock) out(`demo: ${JSON.stringify(mock)}`)
    if ('error' in realApi) out(`real API: ${JSON.stringify(realApi)}`)
    for (const name of new Set([...Object.keys(mock), ...Object.keys(realApi)].filter((key) => key !== 'error'))) {
      out(`${name.padEnd(60)} ${cell(mock[name])} ${cell(realApi[name])}`)
    }
  }
  if (results.userPaths) {
    const rows = results.userPaths as PathTiming[]
    out(`\n(e) User paths, ms from the action to the content: median [min-max] of ${runs}; latency ${DEMO_LATENCY_MS} ms in both modes`)
    out(`${'path'.padEnd(40)} ${'demo 1x'.padStart(18)} ${'demo 4x'.padStart(18)} ${'real API 1x'.padStart(18)} ${'real API 4x'.padStart(18)}`)
    const cell = (mode: string, cpu: number, path: string) => {
      const row = rows.find((r) => r.mode === mode && r.cpu === cpu && r.path === path)
      return (row ? `${row.medianMs.toFixed(0)} [${row.minMs}-${row.maxMs}]` : '–').padStart(18)
    }
    for (const path of new Set(rows.map((row) => row.path))) {
      out(`${path.padEnd(40)} ${cell('mock', 1, path)} ${cell('mock', 4, path)} ${cell('real', 1, path)} ${cell('real', 4, path)}`)
    }
    out('login -> children includes the spec\'s 1.5 s before the redirect.')
  }
  if (mock.length > 0) {
    out('\n(d) Mock backend, large content, in-process')
    for (const m of mock) out(`${m.operation.padEnd(32)} median ${m.medianMs.toFixed(0).padStart(6)} ms   max ${m.maxMs.toFixed(0).padStart(6)} ms   (${m.runs} runs)`)
  }
  out('\nWrote bench/results.json')
}

await main()
