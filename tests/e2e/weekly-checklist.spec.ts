import { expect, test, type Page } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { failNext, getJson, openApp, signInThroughApi } from './support/demo'

/*
 * docs/decisions/055: the Weekly Checklist a parent ticks, in Chromium against
 * the demo build. A tick is kept after a reload and in another tab, and never
 * changes the milestone's answer.
 */

async function oliviaId(page: Page): Promise<number> {
  const [status, children] = await getJson<{ id: number; first_name: string }[]>(page, '/api/children/profiles/')
  expect(status).toBe(200)
  return children.find((child) => child.first_name === 'Olivia')!.id
}

/**
 * The tick's save has its answer (no box busy). A reload or close by Playwright does not ask
 * `beforeunload` as a person's would, so leaving earlier would drop the save in flight.
 */
const tickSaved = (page: Page) => expect(page.locator('input[type="checkbox"][aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 })

test.beforeEach(async ({ page }) => {
  await openApp(page)
  await signInThroughApi(page, seedUsers.parent)
})

test("a tick is kept after a reload and in another tab, and the answer stays as it was", async ({ page, context }) => {
  const olivia = await oliviaId(page)
  await page.goto(`/weekly-checklist/${olivia}`)
  await expect(page.getByText(/^Week of \d+/)).toBeVisible()
  // The seed: Olivia's first goal is ticked.
  await expect(page.getByText('1 of 5 this week')).toBeVisible()
  const goals = page.getByRole('list').first().getByRole('listitem')
  await expect(goals.nth(0).getByRole('checkbox', { name: /^Practised this week/ })).toBeChecked()

  const second = goals.nth(1)
  await expect(second).toContainText('Not yet')
  await second.getByRole('checkbox', { name: /^Practised this week/ }).check()
  await expect(page.getByText('2 of 5 this week')).toBeVisible()
  await expect(second).toContainText('A tick does not change the answer')
  await expect(second.getByRole('link', { name: /^Update the answer/ })).toBeVisible()
  await tickSaved(page)

  await page.reload()
  await expect(page.getByText('2 of 5 this week')).toBeVisible()
  await expect(goals.nth(1).getByRole('checkbox', { name: /^Practised this week/ })).toBeChecked()
  // Ticking is not answering: the milestone is still "Not yet".
  await expect(goals.nth(1)).toContainText('Not yet')

  const other = await context.newPage()
  await other.goto(`/weekly-checklist/${olivia}`)
  await expect(other.getByText('2 of 5 this week')).toBeVisible()
  await other.getByRole('list').first().getByRole('listitem').nth(0).getByRole('checkbox', { name: /^Practised this week/ }).uncheck()
  await expect(other.getByText('1 of 5 this week')).toBeVisible()
  await tickSaved(other)
  await other.close()

  await page.reload()
  await expect(page.getByText('1 of 5 this week')).toBeVisible()
  await expect(goals.nth(0).getByRole('checkbox', { name: /^Practised this week/ })).not.toBeChecked()
})

test('a tick that cannot be saved says so and shows what is stored; ticking again works', async ({ page }) => {
  const olivia = await oliviaId(page)
  await page.goto(`/weekly-checklist/${olivia}`)
  await expect(page.getByText('1 of 5 this week')).toBeVisible()
  const box = page.getByRole('list').first().getByRole('listitem').nth(2).getByRole('checkbox', { name: /^Practised this week/ })
  await failNext(page, 'setPractice')
  await box.click()
  await expect(page.getByText('The tick could not be saved. Please try again.')).toBeVisible()
  await expect(box).not.toBeChecked()
  await expect(page.getByText('1 of 5 this week')).toBeVisible()
  await box.check()
  await expect(page.getByText('2 of 5 this week')).toBeVisible()
  await expect(page.getByText('The tick could not be saved. Please try again.')).toHaveCount(0)
})
