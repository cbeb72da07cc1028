import { expect, test } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { axeViolations, formatFindings } from './support/axe'
import { childIdNamed, openApp, signInThroughApi } from './support/demo'

/*
 * docs/decisions/093: the health record is long on a phone (about 3,600 px at 390 px wide); "On this page" takes the
 * reader to each section. Only a browser shows that the page scrolls there and the focus ring is seen.
 */

// axe-core is injected into the page, which the app's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true, reducedMotion: 'reduce', viewport: { width: 390, height: 844 } })

test.beforeEach(async ({ page }) => {
  await openApp(page)
  await signInThroughApi(page, seedUsers.parent)
})

test('at 390 px, "On this page" takes the keyboard to Documents (scrolled into view, focus on its heading, ring shown) and back up to Vaccines', async ({ page }) => {
  const olivia = await childIdNamed(page, 'Olivia')
  await page.goto(`/health/${olivia}`)
  const nav = page.getByRole('navigation', { name: 'On this page' })
  const documentsHeading = page.getByRole('heading', { level: 2, name: 'Documents' })
  // The sections are loaded: the page is as long as a parent sees it.
  await expect(page.getByRole('region', { name: 'Documents' }).getByRole('button', { name: 'Upload a document' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Vaccines' }).getByRole('list').first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2 * 844)
  await expect(documentsHeading).not.toBeInViewport()

  await nav.getByRole('link', { name: 'Documents' }).focus()
  await page.keyboard.press('Enter')
  await expect(documentsHeading).toBeFocused()
  await expect(documentsHeading).toBeInViewport()
  expect(await documentsHeading.evaluate((heading) => getComputedStyle(heading).outlineStyle)).toBe('solid')
  // The URL stays the page's: the focus, not a fragment, marks where the reader is.
  expect(new URL(page.url()).hash).toBe('')
  // Reading goes on from the section: the next Tab is inside Documents.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('section')?.getAttribute('aria-labelledby'))).toBe('health-documents')

  await page.evaluate(() => window.scrollTo(0, 0))
  await nav.getByRole('link', { name: 'Vaccines' }).click()
  const vaccinesHeading = page.getByRole('heading', { level: 2, name: 'Vaccines' })
  await expect(vaccinesHeading).toBeFocused()
  const top = await page.getByRole('region', { name: 'Vaccines' }).evaluate((section) => section.getBoundingClientRect().top)
  expect(Math.abs(top)).toBeLessThan(2)

  expect(formatFindings(await axeViolations(page, '/health/{id} after a jump'))).toBe('')
})
