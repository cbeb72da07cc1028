import { expect, test, type Page } from '@playwright/test'
import { seedChildren, seedUsers } from '@/mock-server/seed/users'
import { demoStarted, openApp, setDemoLatency, signInThroughApi } from './support/demo'

/*
 * Nothing lost (docs/decisions/025): two tabs of one browser share one demo database
 * (two pages of one Playwright context share IndexedDB, the service worker,
 * Web Locks and BroadcastChannel, like two tabs of one profile), and a reload
 * while a save is on its way never drops it silently.
 */

interface Answer {
  status: number
  body: unknown
}

/**
 * One call from inside a tab, with an explicit token: the session keys in
 * localStorage are shared by the tabs of a profile (docs/product-rules.md#4), so an
 * admin and a parent at once are kept in the test's hands, not the app's.
 */
function callIn(page: Page, method: string, path: string, options: { token?: string; json?: unknown; form?: Record<string, string> } = {}): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, token, json, form }) => {
      const headers: Record<string, string> = {}
      if (token) headers.Authorization = `Bearer ${token}`
      let body: BodyInit | undefined
      if (json !== undefined) {
        headers['Content-Type'] = 'application/json'
        body = JSON.stringify(json)
      } else if (form) {
        const data = new FormData()
        for (const [key, value] of Object.entries(form)) data.append(key, value)
        body = data
      }
      const res = await fetch(`/api${path}`, { method, headers, body })
      const text = await res.text()
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null }
    },
    { method, path, token: options.token, json: options.json, form: options.form },
  )
}

async function loginIn(page: Page, account: { email: string; password: string }): Promise<string> {
  const answer = await callIn(page, 'POST', '/accounts/login/', { json: { email: account.email, password: account.password } })
  expect(answer.status).toBe(200)
  return (answer.body as { tokens: { access: string } }).tokens.access
}

interface ListedBand {
  id: number
  code: string
  is_active: boolean
  sets: { questions: { id: number; options: { id: number; label: string }[] }[] }[]
}

async function bandsIn(page: Page, token: string): Promise<ListedBand[]> {
  const answer = await callIn(page, 'GET', '/children/global-bands/', { token })
  expect(answer.status).toBe(200)
  return answer.body as ListedBand[]
}

test.describe('two tabs, one truth (issue #11.1)', () => {
  test('a band created in the admin tab and an answer given in the parent tab are both kept after reloading both', async ({ context }) => {
    const adminTab = await context.newPage()
    const parentTab = await context.newPage()
    await openApp(adminTab)
    await openApp(parentTab)
    const admin = await loginIn(adminTab, seedUsers.admin)
    const parent = await loginIn(parentTab, seedUsers.parent)

    const created = await callIn(adminTab, 'POST', '/children/global-bands/', {
      token: admin,
      form: { code: 'B3648', title: '3-4 Years', age_min_months: '36', age_max_months: '48' },
    })
    expect(created.status).toBe(201)

    const children = (await callIn(parentTab, 'GET', '/children/profiles/', { token: parent })).body as { id: number; name: string }[]
    const olivia = children.find((child) => child.name.startsWith(seedChildren.olivia.first_name))!
    const question = (await bandsIn(parentTab, parent))[1]!.sets[0]!.questions[0]!
    const yes = question.options.find((option) => option.label === 'Yes')!
    const answered = await callIn(parentTab, 'POST', '/children/global-responses/bulk_create/', {
      token: parent,
      json: { child: olivia.id, responses: [{ question: question.id, options: [yes.id] }] },
    })
    expect(answered.status).toBe(201)

    await adminTab.reload()
    await parentTab.reload()
    await demoStarted(adminTab)
    await demoStarted(parentTab)

    expect((await bandsIn(parentTab, parent)).map((band) => band.code)).toContain('B3648')
    const responses = await callIn(adminTab, 'GET', `/children/global-responses/?child=${olivia.id}`, { token: parent })
    expect(responses.status).toBe(200)
    expect(responses.body).toEqual(expect.arrayContaining([expect.objectContaining({ question: expect.objectContaining({ id: question.id }) })]))
  })

  test('logging in in one tab keeps the session of the other tab valid, and the other tab uses the new session at once', async ({ context }) => {
    const first = await context.newPage()
    const second = await context.newPage()
    await openApp(first, '/auth')
    await openApp(second, '/auth')

    // A real login through the form in the first tab stores the session for the profile (docs/product-rules.md#4).
    await first.getByLabel('Email', { exact: true }).fill(seedUsers.parent.email)
    await first.getByLabel('Password', { exact: true }).fill(seedUsers.parent.password)
    await first.getByRole('button', { name: 'Log In' }).click()
    await expect(first).toHaveURL(/\/client-dashboard$/, { timeout: 10_000 })

    // The second tab was loaded before that login; its requests carry the shared token.
    const token = await second.evaluate(() => localStorage.getItem('access'))
    expect(token).toBeTruthy()
    expect((await callIn(second, 'GET', '/children/profiles/', { token: token! })).status).toBe(200)

    // A login in the second tab (another session of the same profile) leaves the first one valid.
    const other = await loginIn(second, seedUsers.admin)
    expect((await callIn(first, 'GET', '/children/profiles/', { token: token! })).status).toBe(200)
    expect((await callIn(first, 'GET', '/accounts/admin/users/', { token: other })).status).toBe(200)
  })

  test('an admin signed in in one tab and a parent in another both stay signed in, across reloads; a logout signs both out', async ({ context }) => {
    test.setTimeout(60_000)
    const admin = await context.newPage()
    const parent = await context.newPage()
    const logIn = async (page: Page, account: { email: string; password: string }, landing: RegExp) => {
      await openApp(page, '/auth')
      await page.getByLabel('Email', { exact: true }).fill(account.email)
      await page.getByLabel('Password', { exact: true }).fill(account.password)
      await page.getByRole('button', { name: 'Log In' }).click()
      await expect(page).toHaveURL(landing, { timeout: 10_000 })
    }
    await logIn(admin, seedUsers.admin, /\/admin-dashboard/)
    await logIn(parent, seedUsers.parent, /\/client-dashboard$/)

    // The admin tab still works as the admin: its next screen loads with the admin's account.
    await admin.goto('/admin-dashboard/users')
    await expect(admin.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible()
    await admin.reload()
    await expect(admin.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible()
    await parent.reload()
    await expect(parent).toHaveURL(/\/client-dashboard$/)
    await expect(parent.getByText(`Signed in as ${seedUsers.parent.full_name}`)).toBeVisible()

    // A tab opened now takes the latest login (the shared keys of SPEC section 3).
    const third = await context.newPage()
    await openApp(third, '/client-dashboard')
    await expect(third).toHaveURL(/\/client-dashboard$/)

    // Logout clears local storage (SPEC): every tab of the profile is signed out.
    await parent.bringToFront()
    await parent.getByRole('button', { name: /account menu/ }).click()
    await parent.getByRole('button', { name: 'Log out', exact: true }).click()
    await expect(parent).toHaveURL(/\/auth/)
    await admin.reload()
    await expect(admin).toHaveURL(/\/auth/)
  })

  test('keeps all of 20 writes sent at once from two tabs', async ({ context }) => {
    const first = await context.newPage()
    const second = await context.newPage()
    await openApp(first)
    await openApp(second)
    const admin = await loginIn(first, seedUsers.admin)

    const writes = Array.from({ length: 20 }, (_, i) =>
      callIn(i % 2 === 0 ? first : second, 'POST', '/children/global-bands/', {
        token: admin,
        form: { code: `T${String(i).padStart(2, '0')}`, title: `Tab write ${i}`, age_min_months: String(40 + i), age_max_months: String(41 + i) },
      }),
    )
    expect((await Promise.all(writes)).map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 201))

    await first.reload()
    await demoStarted(first)
    const codes = (await bandsIn(first, admin)).map((band) => band.code)
    for (let i = 0; i < 20; i++) expect(codes).toContain(`T${String(i).padStart(2, '0')}`)
    const ids = (await bandsIn(second, admin)).map((band) => band.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
  test("a measurement added in each of two tabs open on the same child, the same day: the day's row keeps both", async ({ context }) => {
    const first = await context.newPage()
    const second = await context.newPage()
    await openApp(first)
    await openApp(second)
    // One sign-in for the profile: both tabs share it (docs/product-rules.md#4).
    await signInThroughApi(first, seedUsers.parent)
    const parent = await first.evaluate(() => localStorage.getItem('access'))
    const children = (await callIn(first, 'GET', '/children/profiles/', { token: parent! })).body as { id: number; first_name: string }[]
    const liam = children.find((child) => child.first_name === 'Liam')!.id
    // Both screens open before either saves: the second knows nothing of the first's weight.
    for (const tab of [first, second]) {
      await tab.goto(`/track-progress/${liam}`)
      await expect(tab.getByText('Add a first measurement')).toBeVisible()
    }
    const save = async (tab: Page) => {
      await tab.getByRole('button', { name: 'Save measurement' }).click()
      await expect(tab.getByText('Measurement saved. The charts show it.')).toBeVisible()
    }
    await first.getByLabel('Weight', { exact: true }).fill('6.1')
    await save(first)
    await second.getByLabel('Height (cm)').fill('60')
    await save(second)

    // The second tab's save (height only) leaves the first tab's weight of the same day alone, and loads it
    // (one measurement of each: its value in words).
    const single = (tab: Page, chart: 'Height' | 'Weight') => tab.getByRole('figure', { name: new RegExp(`^${chart} \\(\\w+\\) by age$`) })
    await expect(single(second, 'Weight')).toContainText('Weight: 6.1 kg')
    await expect(single(second, 'Height')).toContainText('Height: 60 cm')
    // The server holds both: the first tab, reloaded, shows them.
    await first.reload()
    await expect(single(first, 'Height')).toContainText('Height: 60 cm')
    await expect(single(first, 'Weight')).toContainText('Weight: 6.1 kg')
  })
})

test.describe('a reload right after a change (issue #11.2)', () => {
  async function openBuilderWithSlowSaves(page: Page) {
    await openApp(page)
    await signInThroughApi(page, seedUsers.admin)
    await page.goto('/admin-dashboard/milestones')
    await expect(page.getByRole('list', { name: 'Bands' })).toBeVisible()
    // Every answer of this tab now takes 2 s, so the reload surely comes while the toggle's answer is on its way.
    await setDemoLatency(page, 2000)
    return (await page.evaluate(() => localStorage.getItem('access')))!
  }

  const firstBandSwitch = (page: Page) => page.getByRole('list', { name: 'Bands' }).getByRole('switch').first()
  /**
   * The first band (nobody answered it) switched off: the builder first asks what it touches (docs/decisions/066,
   * a read, one slow answer), then shows the change and sends its save, which is what these tests leave behind.
   */
  async function switchOffFirstBand(page: Page) {
    await firstBandSwitch(page).click()
    await expect(firstBandSwitch(page)).not.toBeChecked({ timeout: 10_000 })
  }

  test('the page asks before leaving while the save is on its way; staying lets the save finish', async ({ page }) => {
    const admin = await openBuilderWithSlowSaves(page)
    await switchOffFirstBand(page)
    const dialog = page.waitForEvent('dialog')
    void page.evaluate(() => location.reload()).catch(() => undefined)
    const asked = await dialog
    expect(asked.type()).toBe('beforeunload')
    await asked.dismiss()

    await expect(firstBandSwitch(page)).not.toBeChecked()
    await expect.poll(async () => (await bandsIn(page, admin))[0]!.is_active, { timeout: 10_000 }).toBe(false)
    // The tab that stayed is still served by the demo backend: the next change saves too.
    await setDemoLatency(page, 0)
    await firstBandSwitch(page).click()
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Band status toggled').first()).toBeVisible()
    await expect.poll(async () => (await bandsIn(page, admin))[0]!.is_active, { timeout: 10_000 }).toBe(true)
  })

  test('a tab that stayed keeps its demo backend, even when the worker is slow to take its messages', async ({ page, context }) => {
    const admin = await openBuilderWithSlowSaves(page)
    // A busy machine: the service worker takes 300 ms to look a tab up, which it does before acting on a tab's message.
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
    await worker.evaluate(() => {
      const clients = (self as unknown as { clients: { get(id: string): Promise<unknown> } }).clients
      const get = clients.get.bind(clients)
      clients.get = (id) => new Promise((resolve) => setTimeout(resolve, 300)).then(() => get(id))
    })
    await switchOffFirstBand(page)
    const dialog = page.waitForEvent('dialog')
    void page.evaluate(() => location.reload()).catch(() => undefined)
    await (await dialog).dismiss()

    // The first request after staying is answered by the demo backend, not passed on to the network (the app's HTML page).
    const answer = await page.evaluate(async () => {
      const res = await fetch('/api/children/global-bands/', { headers: { Authorization: `Bearer ${localStorage.getItem('access')}` } })
      return `${res.status} ${res.headers.get('content-type')}`
    })
    expect(answer).toMatch(/^200 application\/json/)
    // The worker stays registered, so it keeps serving this tab and the tabs opened after it.
    expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(true)
    await expect.poll(async () => (await bandsIn(page, admin))[0]!.is_active, { timeout: 10_000 }).toBe(false)
  })

  test('leaving anyway keeps the change: the demo saves it before its answer is on the way back', async ({ page, context }) => {
    const admin = await openBuilderWithSlowSaves(page)
    const watcher = await context.newPage()
    await openApp(watcher)

    await switchOffFirstBand(page)
    // Another tab (no added latency) sees the change saved while this tab still waits for the answer.
    await expect.poll(async () => (await bandsIn(watcher, admin))[0]!.is_active, { timeout: 1500, intervals: [50] }).toBe(false)
    page.once('dialog', (dialog) => void dialog.accept())
    await page.reload()
    await demoStarted(page)

    await expect(firstBandSwitch(page)).not.toBeChecked({ timeout: 10_000 })
    expect((await bandsIn(watcher, admin))[0]!.is_active).toBe(false)
  })
})
