import { expect, type Page, test } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { getJson, openApp, setDemoLatency, signInThroughApi } from './support/demo'

/** Issue #24 point 1: after Finish, the dashboard shows the results of the child just answered, until closed. */

async function childIdOf(page: Page, firstName: string): Promise<number> {
  const [, children] = await getJson<{ id: number; first_name: string }[]>(page, '/api/children/profiles/')
  return children.find((c) => c.first_name === firstName)!.id
}

const panel = (page: Page) => page.getByRole('region', { name: /^Olivia's results/ })

test.describe('results after Finish', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test.beforeEach(async ({ page }) => {
    await openApp(page)
    await setDemoLatency(page, 0)
    await signInThroughApi(page, seedUsers.parent)
  })

  test("Finish goes to /client-dashboard, which shows Olivia's results; closed, they do not come back for that submission", async ({ page }) => {
    const olivia = await childIdOf(page, 'Olivia')
    await page.goto(`/child/${olivia}/milestones-status`)
    // Language (the second set) had no answers: its first question answered "Yes".
    const language = page.getByRole('radiogroup').nth(4)
    await language.getByRole('radio', { name: 'Yes' }).click()
    await page.getByRole('button', { name: 'Finish' }).click()

    await expect(page).toHaveURL(/\/client-dashboard$/)
    await expect(page.getByText('Answers saved for Olivia')).toBeVisible()
    const results = panel(page)
    await expect(results.getByRole('heading', { name: "Olivia's results for 6-12 Months" })).toBeVisible()
    const area = (name: string) => results.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd')
    await expect(area('Movement')).toHaveText('4 of 4 answered, 1 reached')
    await expect(area('Language')).toHaveText('1 of 4 answered, 1 reached')
    await expect(area('Cognitive')).toHaveText('Not answered (4 questions)')
    // What changed since the last answers (the optional history): Language was a gap, now 25% (one "Yes" of four).
    await expect(results.getByRole('listitem')).toHaveText(['Language: Not answered → 25%'])
    await expect(results.getByText(/^2 milestones are answered "Not yet": the summary for the doctor lists them first/)).toBeVisible()
    await expect(results.getByText(/^Answer again in a month, around \d+ \w+/)).toBeVisible()
    await expect(results.getByRole('link', { name: 'Open the summary for the doctor' })).toHaveAttribute('href', `/child/${olivia}/summary`)
    await expect(results.getByRole('link', { name: 'See Recommended Activities' })).toHaveAttribute('href', `/recommended-activities/${olivia}`)

    await results.getByRole('button', { name: "Close Olivia's results" }).click()
    await expect(results).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('region', { name: 'Your children' })).toBeVisible()
    await expect(panel(page)).toHaveCount(0)
  })

  test('Finish with nothing to send shows no results', async ({ page }) => {
    // Liam has no answers: Finish sends nothing (SPEC) and there are no results to show.
    const liam = await childIdOf(page, 'Liam')
    await page.goto(`/child/${liam}/milestones-status`)
    await expect(page.getByRole('radiogroup').first()).toBeVisible()
    await page.getByRole('button', { name: 'Finish' }).click()
    await expect(page).toHaveURL(/\/client-dashboard$/)
    await expect(page.getByRole('region', { name: 'Your children' })).toBeVisible()
    await expect(page.getByRole('region', { name: /results/ })).toHaveCount(0)
  })
})
