import { expect, test, type Page } from '@playwright/test'
import { openApp } from './support/demo'

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

test.describe('landing page (spec 2 "/")', () => {
  for (const width of [320, 1280]) {
    test(`renders at ${width} px without horizontal scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await openApp(page, '/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
      // Also once the page has been scrolled through, so late layout cannot widen it.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    })
  }

  test('the navigation anchors scroll to their sections', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openApp(page, '/')
    for (const [name, id] of [
      ['Features', 'features'],
      ['Milestones', 'milestones'],
      ['Goals', 'goals'],
      ['Community', 'community'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click()
      await expect(page).toHaveURL(new RegExp(`#${id}$`))
      await expect(page.locator(`#${id}`)).toBeInViewport()
    }
  })

  test('a direct visit to /#goals shows the goals section, which loads after the first render', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openApp(page, '/#goals')
    await expect(page.locator('#goals')).toBeInViewport()
  })

  test('on a phone the menu button reveals the links and Get Started', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    await openApp(page, '/')
    const menu = page.getByRole('button', { name: 'Menu' })
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeHidden()
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' })).toBeVisible()
    await page.getByRole('link', { name: 'Get Started' }).click()
    await expect(page).toHaveURL(/\/splash$/)
  })
})

test.describe('splash (spec 2 "/splash", spec 9 "Splash delay 2.5 s")', () => {
  test('Get Started goes to /splash, which goes on to /auth after 2.5 s', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openApp(page, '/')
    await page.getByRole('link', { name: 'Get Started' }).click()
    await expect(page).toHaveURL(/\/splash$/)
    const arrivedAt = Date.now()
    await expect(page.getByRole('heading', { level: 1, name: 'First 1,000 Days' })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/splash')

    await expect(page).toHaveURL(/\/auth$/, { timeout: 6_000 })
    // Measured from when the test saw /splash, so a little under 2.5 s.
    expect(Date.now() - arrivedAt).toBeGreaterThanOrEqual(2_000)
    await expect(page.getByRole('heading', { name: 'Hey Welcome!' })).toBeVisible()
  })

  test('opened directly, it shows the logo and then redirects to /auth', async ({ page }) => {
    await openApp(page, '/splash')
    await expect(page.getByRole('heading', { level: 1, name: 'First 1,000 Days' })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/splash')
    await expect(page).toHaveURL(/\/auth$/, { timeout: 6_000 })
  })
})
