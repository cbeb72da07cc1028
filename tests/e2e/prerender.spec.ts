import { expect, test } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { consoleProblems, prerenderedPages, reactOwnsRoot } from './support/prerendered'
import { demoStarted } from './support/demo'

/*
 * docs/decisions/041: the public pages come prerendered from the build and the app hydrates them.
 * No page may log any error or warning (a hydration mismatch is reported as an error).
 */

test.describe('prerendered pages (issue #17)', () => {
  for (const { path, heading } of prerenderedPages) {
    test(`${path} is hydrated with no hydration warning or error in the console`, async ({ page }) => {
      const problems = consoleProblems(page)
      const response = await page.goto(path)
      // The page came with its content: the heading is in the HTML the server sent, before any script.
      expect(await response!.text()).toContain(`data-prerendered="${path}"`)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await reactOwnsRoot(page)
      // The demo backend is up, the demo's bar is in: hydration and everything after it are done.
      await demoStarted(page)
      // /splash moves on to /auth 2.5 s after it is shown (docs/product-rules.md#4-splash).
      if (path !== '/splash') expect(new URL(page.url()).pathname).toBe(path)
      expect(problems).toEqual([])
    })
  }

  for (const width of [320, 1280]) {
    test(`/auth at ${width} px: the login card and the demo accounts are where the HTML put them before any script ran`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } })
      try {
        const page = await context.newPage()
        const problems = consoleProblems(page)
        await page.addInitScript(() => {
          const shifts: { value: number; at: number }[] = []
          Object.assign(window, { layoutShifts: shifts })
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) shifts.push({ value: (entry as PerformanceEntry & { value: number }).value, at: entry.startTime })
          }).observe({ type: 'layout-shift', buffered: true })
        })
        // The scripts wait until the prerendered paint is measured.
        let allowScripts = () => undefined as void
        const scriptsAllowed = new Promise<void>((resolve) => {
          allowScripts = resolve
        })
        await page.route('**/assets/**', async (route) => {
          await scriptsAllowed
          await route.continue()
        })
        await page.goto('/auth', { waitUntil: 'commit' })
        const card = page.getByRole('form', { name: 'Log in' })
        const hint = page.getByRole('complementary', { name: 'Demo accounts (in-browser demo only)' })
        await expect(card).toBeVisible()
        await expect(hint).toBeVisible()
        const layout = async () => ({ card: await card.boundingBox(), hint: await hint.boundingBox() })
        const prerendered = await layout()
        expect(await page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer$')))).toBe(false)
        // Shifts from here on are the scripts' doing. Before it, on a busy machine, Chromium may paint the
        // HTML while still parsing it (the card first 150 px tall, then whole): no script has run then.
        const scriptsAllowedAt = await page.evaluate(() => performance.now())
        allowScripts()
        await reactOwnsRoot(page)
        // The demo backend is up and its bar is in: everything that comes after hydration has come.
        await demoStarted(page)
        expect(await layout()).toEqual(prerendered)
        const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: { value: number; at: number }[] }).layoutShifts)
        expect(shifts.filter((shift) => shift.at >= scriptsAllowedAt).map((shift) => shift.value)).toEqual([])
        expect(problems).toEqual([])
      } finally {
        await context.close()
      }
    })
  }

  test('with JavaScript off, / shows its whole first screen: navigation, hero and the email field; its phone menu opens', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 700 } })
    try {
      const page = await context.newPage()
      await page.goto('/')
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('link', { name: 'First 1,000 Days, back to top' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name: "Nurture every step of your child's first 1,000 days" })).toBeInViewport()
      await expect(page.getByRole('textbox', { name: 'Email address' })).toBeInViewport()
      await expect(page.getByRole('button', { name: 'Start Free Trial' })).toBeVisible()
      // The sections below the hero are in the page too, so the anchors work without the app.
      await expect(page.locator('#features')).toBeAttached()
      // The phone menu opens without the app too: Log in, Get Started and the section links are reachable.
      const links = ['Features', 'Milestones', 'Goals', 'Community', 'Log in', 'Get Started']
      const navigation = page.getByRole('banner')
      for (const name of links) await expect(navigation.getByRole('link', { name, exact: true })).toBeHidden()
      await navigation.getByRole('link', { name: 'Menu', exact: true }).click()
      for (const name of links) await expect(navigation.getByRole('link', { name, exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
      await navigation.getByRole('link', { name: 'Close menu' }).click()
      await expect(navigation.getByRole('link', { name: 'Log in', exact: true })).toBeHidden()
      await navigation.getByRole('link', { name: 'Menu', exact: true }).click()
      await navigation.getByRole('link', { name: 'Log in', exact: true }).click()
      await expect(page).toHaveURL(/\/auth$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Hey Welcome!' })).toBeVisible()
    } finally {
      await context.close()
    }
  })

  test('another address gets the plain shell, not the landing page', async ({ page }) => {
    const response = await page.goto('/client-dashboard')
    const html = await response!.text()
    expect(html).toContain('<div id="root"></div>')
    expect(html).not.toContain('Nurture every step')
  })

  test('the demo backend answers the first call, however early it is made (docs/product-rules.md#4 login)', async ({ page }) => {
    const problems = consoleProblems(page)
    await page.goto('/auth')
    await reactOwnsRoot(page)
    // No wait for the demo's bar: the call waits for the backend instead of escaping to the server.
    await page.getByLabel('Email').fill(seedUsers.parent.email)
    await page.getByLabel('Password', { exact: true }).fill(seedUsers.parent.password)
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect(page).toHaveURL(/\/client-dashboard$/, { timeout: 10_000 })
    expect(problems).toEqual([])
  })

  test('what a visitor types before the app runs is kept, and the form takes it', async ({ page }) => {
    // The scripts arrive late, as on a slow network: the prerendered form is there first.
    await page.route('**/assets/**', async (route) => {
      await new Promise((done) => setTimeout(done, 1500))
      await route.continue()
    })
    await page.goto('/auth', { waitUntil: 'commit' })
    await page.getByLabel('Email').fill(seedUsers.parent.email)
    await page.getByLabel('Password', { exact: true }).fill(seedUsers.parent.password)
    await reactOwnsRoot(page)
    await expect(page.getByRole('button', { name: 'Log In', exact: true })).toBeEnabled()
    await expect(page.getByLabel('Email')).toHaveValue(seedUsers.parent.email)
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect(page).toHaveURL(/\/client-dashboard$/, { timeout: 15_000 })
  })

  test('/auth with a search parameter renders its own first view over the prerendered one', async ({ page }) => {
    const problems = consoleProblems(page)
    await page.goto('/auth?expired=true')
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Hey Welcome!' })).toHaveCount(1)
    expect(problems).toEqual([])
  })
})
