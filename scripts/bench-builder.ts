/**
 * Milestone Builder benchmark (not a test): how the builder behaves with large
 * content, 50 bands x 4 question sets x 10 questions x 4 options (10,250 rows).
 *
 * Build and serve the demo, then run the benchmark against it:
 *
 *     node_modules/.bin/vite build --outDir /tmp/dist-bench --emptyOutDir
 *     node_modules/.bin/vite preview --outDir /tmp/dist-bench --port 4482 --strictPort &
 *     npx tsx scripts/bench-builder.ts [http://localhost:4482] [--runs 3]
 *     kill <the preview's PID>
 *
 * In a real Chromium page (Debian's, as the end-to-end tests use) it signs in
 * as the seed admin, replaces the seed bands with the large content through
 * the import endpoint, sets the demo backend's latency to 0 ms (so network
 * waits are not counted), and measures with performance.now() in the page:
 * render, expanding (one band, then every band, set and question), toggling
 * one band and one keyboard reorder, each with everything collapsed and with
 * everything expanded. Every figure is the time until the next frame after
 * the DOM shows the result. Prints a table of the median (and worst) of the runs.
 */
import { chromium, type Page } from '@playwright/test'

const BANDS = 50
const SETS = 4
const QUESTIONS = 10
const OPTIONS = 4

const args = process.argv.slice(2)
const baseUrl = args.find((arg) => arg.startsWith('http')) ?? 'http://localhost:4482'
const runsFlag = args.indexOf('--runs')
const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 3

/** The import file: the export's shape (PRODUCT.md), codes that do not clash with the seed. */
function largeContent() {
  const optionLabels = ['Yes', 'Mostly', 'Sometimes', 'Not yet']
  return Array.from({ length: BANDS }, (_, b) => ({
    code: `BN${String(b + 1).padStart(3, '0')}`,
    title: `Band ${b + 1}`,
    age_min_months: b,
    age_max_months: b + 1,
    is_active: true,
    milestone_image: null,
    goal_image: null,
    order: b,
    sets: Array.from({ length: SETS }, (_, s) => ({
      title: `Set ${b + 1}.${s + 1}`,
      slug: `set-${b + 1}-${s + 1}`,
      is_active: true,
      order: s,
      questions: Array.from({ length: QUESTIONS }, (_, q) => ({
        text: `Question ${b + 1}.${s + 1}.${q + 1}: does your child do this yet?`,
        help_text: 'A short hint for the parent.',
        multi_select: q % 5 === 0,
        is_active: true,
        order: q,
        options: Array.from({ length: OPTIONS }, (_, o) => ({
          label: optionLabels[o]!,
          value_int: OPTIONS - 1 - o,
          value_str: '',
          is_active: true,
          order: o,
        })),
      })),
    })),
  }))
}

async function signInAndLoad(page: Page) {
  await page.goto(baseUrl)
  await page.getByRole('button', { name: 'Demo data' }).waitFor()
  const content = JSON.stringify(largeContent())
  const result = await page.evaluate(async (file) => {
    sessionStorage.setItem('demo:latency-ms', '0')
    const login = await fetch('/api/accounts/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin1234' }),
    })
    const answer = await login.json()
    localStorage.setItem('access', answer.tokens.access)
    localStorage.setItem('refreshToken', answer.tokens.refresh)
    localStorage.setItem('user', JSON.stringify(answer.user))
    const auth = { Authorization: `Bearer ${answer.tokens.access}` }
    const bands = (await (await fetch('/api/children/global-bands/', { headers: auth })).json()) as { id: number }[]
    for (const band of bands) await fetch(`/api/children/global-bands/${band.id}/`, { method: 'DELETE', headers: auth })
    const form = new FormData()
    form.append('file', new File([file], 'large.json', { type: 'application/json' }))
    const imported = await fetch('/api/children/global-bands/import_milestones/', { method: 'POST', headers: auth, body: form })
    const after = (await (await fetch('/api/children/global-bands/', { headers: auth })).json()) as { sets: { questions: { options: unknown[] }[] }[] }[]
    const rows = after.reduce((sum, band) => sum + 1 + band.sets.reduce((s, set) => s + 1 + set.questions.reduce((q, question) => q + 1 + question.options.length, 0), 0), 0)
    return { status: imported.status, bands: after.length, rows }
  }, content)
  if (result.status !== 200 || result.bands !== BANDS) throw new Error(`Import failed: ${JSON.stringify(result)}`)
  return result.rows
}

/** In the page: runs `act`, then resolves with the ms until the frame after `done()` first holds. */
async function timeInPage(page: Page, act: string, done: string): Promise<number> {
  return page.evaluate(
    ({ act, done }) =>
      new Promise<number>((resolve, reject) => {
        const check = new Function(`return (${done})`) as () => boolean
        const start = performance.now()
        new Function(act)()
        const deadline = start + 60_000
        const poll = () => {
          if (check()) {
            // The frame that shows it.
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
          } else if (performance.now() > deadline) {
            reject(new Error(`timed out waiting for ${done}`))
          } else {
            setTimeout(poll, 0)
          }
        }
        poll()
      }),
    { act, done },
  )
}

const expandButtons = (prefix: string) =>
  `[...document.querySelectorAll('button[aria-expanded="false"]')].filter((b) => (b.getAttribute('aria-label') ?? '').startsWith('${prefix}'))`
const expandedCount = (prefix: string) =>
  `[...document.querySelectorAll('button[aria-expanded="true"]')].filter((b) => (b.getAttribute('aria-label') ?? '').startsWith('${prefix}')).length`

async function openBuilder(page: Page): Promise<{ load: number; render: number; afterAnswer: number }> {
  await page.goto(`${baseUrl}/admin-dashboard/milestones`)
  await page.locator('[aria-label="Bands"]').waitFor({ timeout: 60_000 })
  await page.waitForFunction((n) => document.querySelectorAll('[aria-label="Bands"] > li').length === n, BANDS)
  // From navigation start: boot (scripts, in-browser backend), fetch and first render of the list.
  const load = await page.evaluate(() => performance.now())
  // The list again with the app booted: leave for Users and come back (the machine loads again; latency is 0).
  await page.getByRole('link', { name: 'Users' }).first().click()
  await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor()
  await page.evaluate(() => performance.clearResourceTimings())
  const render = await timeInPage(
    page,
    `window.benchStart = performance.now(); document.querySelector('a[href="/admin-dashboard/milestones"]').click()`,
    `document.querySelectorAll('[aria-label="Bands"] > li').length === ${BANDS}`,
  )
  // The part after the backend's answer: parsing it (zod, 10,250 items) and rendering the rows.
  const answered = await page.evaluate(() => {
    const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.endsWith('/api/children/global-bands/')).at(-1)
    return entry ? entry.responseEnd - (window as unknown as { benchStart: number }).benchStart : Number.NaN
  })
  return { load, render, afterAnswer: render - answered }
}

async function keyboardReorder(page: Page, handleName: string): Promise<number> {
  // A CSS query: a role query computes the names of all 10,000 rows' buttons.
  const handle = page.locator(`button[aria-label="${handleName}"]`)
  await handle.scrollIntoViewIfNeeded()
  await handle.focus()
  await page.waitForTimeout(100)
  await page.keyboard.press('Space')
  await page.waitForTimeout(150)
  await page.keyboard.press('ArrowDown')
  await page.waitForTimeout(150)
  const before = await page.evaluate(() => document.querySelector('[aria-label="Bands"] h3')?.textContent ?? '')
  // Measured from the drop (Space) to the frame that shows the new order.
  await page.evaluate((title) => {
    const w = window as unknown as { reorderDone: Promise<number> }
    w.reorderDone = new Promise<number>((resolve) => {
      let start = 0
      document.addEventListener('keydown', () => (start = performance.now()), { capture: true, once: true })
      const poll = () => {
        if (start > 0 && document.querySelector('[aria-label="Bands"] h3')?.textContent !== title) {
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
        } else setTimeout(poll, 0)
      }
      poll()
    })
  }, before)
  await page.keyboard.press('Space')
  const ms = await page.evaluate(() => (window as unknown as { reorderDone: Promise<number> }).reorderDone)
  // Let the save finish before the next measure.
  await page.waitForTimeout(500)
  return ms
}

async function toggleBand(page: Page, title: string): Promise<number> {
  const ms = await timeInPage(
    page,
    `document.querySelector('[role="group"][aria-labelledby="' + [...document.querySelectorAll('[aria-label="Bands"] h3')].find((h) => h.textContent === '${title}').id + '"] [role="switch"]').click()`,
    `[...document.querySelectorAll('[aria-label="Bands"] h3')].find((h) => h.textContent === '${title}').closest('[role="group"]').querySelector('[role="switch"]').getAttribute('aria-checked') === 'false'`,
  )
  await page.waitForTimeout(300)
  // Toggle back so the next run starts the same.
  await page.evaluate(
    (name) =>
      [...document.querySelectorAll('[aria-label="Bands"] h3')]
        .find((h) => h.textContent === name)!
        .closest('[role="group"]')!
        .querySelector<HTMLElement>('[role="switch"]')!
        .click(),
    title,
  )
  await page.waitForTimeout(300)
  return ms
}

type Figures = Record<string, number>

/** Figures as they come, so a long run shows progress. */
function recorder(figures: Figures) {
  return (name: string, value: number) => {
    figures[name] = value
    console.info(`  ${name}: ${name.startsWith('rows') ? value : `${value.toFixed(0)} ms`}`)
  }
}

async function oneRun(page: Page): Promise<Figures> {
  const figures: Figures = {}
  const record = recorder(figures)
  const { load, render, afterAnswer } = await openBuilder(page)
  record('first load: boot + fetch + render 50 bands (from navigation)', load)
  record('open the builder in the app: fetch + parse + render', render)
  record('  of which after the answer: parse + render 50 bands', afterAnswer)
  record('toggle one band (collapsed)', await toggleBand(page, 'Band 25'))
  const first = await page.evaluate(() => document.querySelector('[aria-label="Bands"] h3')?.textContent ?? '')
  record('keyboard reorder of a band (collapsed)', await keyboardReorder(page, `Drag to reorder ${first}`))
  record('expand one band', await timeInPage(
    page,
    `${expandButtons('Question sets of ')}[0].click()`,
    `${expandedCount('Question sets of ')} === 1`,
  ))
  record('expand the other 49 bands (200 sets shown)', await timeInPage(
    page,
    `${expandButtons('Question sets of ')}.forEach((b) => b.click())`,
    `${expandedCount('Question sets of ')} === ${BANDS}`,
  ))
  record('expand all 200 sets (2,000 questions shown)', await timeInPage(
    page,
    `${expandButtons('Questions of ')}.forEach((b) => b.click())`,
    `${expandedCount('Questions of ')} === ${BANDS * SETS}`,
  ))
  record('expand all 2,000 questions (8,000 options shown)', await timeInPage(
    page,
    `${expandButtons('Answer options of ')}.forEach((b) => b.click())`,
    `${expandedCount('Answer options of ')} === ${BANDS * SETS * QUESTIONS}`,
  ))
  record('rows in the page, all expanded', await page.evaluate(() => document.querySelectorAll('[role="group"][aria-labelledby]').length))
  record('toggle one band (all expanded)', await toggleBand(page, 'Band 25'))
  const top = await page.evaluate(() => document.querySelector('[aria-label="Bands"] h3')?.textContent ?? '')
  await page.evaluate(() => window.scrollTo(0, 0))
  record('keyboard reorder of a band (all expanded)', await keyboardReorder(page, `Drag to reorder ${top}`))
  return figures
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    // tsx keeps function names with a __name helper that the page does not have.
    await context.addInitScript('window.__name = (fn) => fn')
    const page = await context.newPage()
    const rows = await signInAndLoad(page)
    console.info(`Content: ${BANDS} bands x ${SETS} sets x ${QUESTIONS} questions x ${OPTIONS} options = ${rows} rows; ${runs} runs at 1280x900, latency 0 ms\n`)
    const all: Figures[] = []
    for (let run = 0; run < runs; run += 1) all.push(await oneRun(page))
    const names = Object.keys(all[0]!)
    const width = Math.max(...names.map((name) => name.length))
    console.info(`${'measure'.padEnd(width)}  ${'median'.padStart(9)}  ${'worst'.padStart(9)}`)
    console.info(`${'-'.repeat(width)}  ${'-'.repeat(9)}  ${'-'.repeat(9)}`)
    for (const name of names) {
      const values = all.map((figures) => figures[name]!)
      const isCount = name.startsWith('rows')
      const fmt = (value: number) => (isCount ? String(value) : `${value.toFixed(0)} ms`).padStart(9)
      console.info(`${name.padEnd(width)}  ${fmt(median(values))}  ${fmt(Math.max(...values))}`)
    }
  } finally {
    await browser.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
