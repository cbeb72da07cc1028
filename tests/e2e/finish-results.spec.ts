import { expect, type Page, test } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { getJson, openApp, setDemoLatency, signInThroughApi } from './support/demo'

/** docs/decisions/054: after Finish, the dashboard shows the results of the child just answered, until closed. */

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
    // Decision 092: the one measure of milestones; a skipped question is "not answered".
    await expect(area('Movement')).toHaveText('38%: 1 of 4 milestones seen, 1 sometimes, 2 not yet')
    await expect(area('Language')).toHaveText('25%: 1 of 4 milestones seen, 3 not answered')
    await expect(area('Cognitive')).toHaveText('Not answered yet')
    // What changed since the last answers (the optional history), naming the answer: Language was a gap, now 25% (one "Yes" of four).
    await expect(results.getByRole('listitem')).toHaveText(['Language Not answered → 25%: “Does your baby babble strings of sounds like "bababa" or "mamama"?” Not answered → Yes'])
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

  test('the results after Finish and the profile say the same thing in the same words, and a changed answer is named (decision 092)', async ({ page }) => {
    const olivia = await childIdOf(page, 'Olivia')
    await page.goto(`/child/${olivia}/milestones-status`)
    // Movement's first milestone goes from "Yes" to "Sometimes".
    await page.getByRole('radiogroup').first().getByRole('radio', { name: 'Sometimes' }).click()
    await page.getByRole('button', { name: 'Finish' }).click()
    await expect(page).toHaveURL(/\/client-dashboard$/)
    const results = panel(page)
    await expect(results.getByRole('listitem')).toHaveText(['Movement 38% → 25%: “Can your baby sit on the floor by themselves without needing support?” Yes → Sometimes'])
    const terms = results.getByRole('term')
    await expect(terms).toHaveText(['Movement', 'Language', 'Social & Emotional', 'Cognitive'])
    const said = await terms.evaluateAll((dts) => dts.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent] as const))
    expect(said).toEqual([
      ['Movement', '25%: 0 of 4 milestones seen, 2 sometimes, 2 not yet'],
      ['Language', 'Not answered yet'],
      ['Social & Emotional', 'Not answered yet'],
      ['Cognitive', 'Not answered yet'],
    ])

    await page.goto(`/child/${olivia}`)
    const milestones = page.getByRole('region', { name: 'Milestones' })
    for (const [title, text] of said) {
      const item = milestones.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title ?? '' }) })
      const [percent, measure] = text?.includes('%: ') ? text.split('%: ') : [null, text]
      // The profile shows the percentage beside its bar and the same words under it.
      if (percent !== null) await expect(item.getByText(`${percent}%`, { exact: true })).toBeVisible()
      await expect(item.getByText(measure ?? '', { exact: true })).toBeVisible()
    }
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
