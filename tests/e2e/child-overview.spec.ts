import { expect, test, type Page } from '@playwright/test'
import { seedEarlyChild, seedUsers } from '@/mock-server/seed/users'
import { getJson, openApp, signInThroughApi } from './support/demo'

/*
 * docs/decisions/037: the child's page, complete. The summary for the doctor, the
 * weekly checklist, the reminders and the corrected age of a premature baby,
 * in Chromium against the demo build.
 */

async function childId(page: Page, firstName: string): Promise<number> {
  const [status, children] = await getJson<{ id: number; first_name: string }[]>(page, '/api/children/profiles/')
  expect(status).toBe(200)
  return children.find((child) => child.first_name === firstName)!.id
}

test.describe('a parent with answers (Olivia, 9 months)', () => {
  test.beforeEach(async ({ page }) => {
    await openApp(page)
    await signInThroughApi(page, seedUsers.parent)
  })

  test('the summary for the doctor lists each area, every milestone with its answer, the ones to talk about, and prints without the app around it', async ({ page }) => {
    const olivia = await childId(page, 'Olivia')
    await page.goto(`/child/${olivia}`)
    await page.getByRole('link', { name: 'Share with your doctor' }).click()
    await expect(page).toHaveURL(`/child/${olivia}/summary`)

    await expect(page.getByRole('heading', { name: 'Olivia Carter: milestones summary' })).toBeVisible()
    await expect(page.getByText('6-12 Months', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Movement: 38%' })).toBeVisible()
    // docs/decisions/054: "Not yet" first, under "To talk about"; the area's table keeps the other answers; unanswered ones under one heading.
    await expect(page.getByRole('table', { name: /to talk about/ }).getByRole('row', { name: /pull themselves up to stand/ })).toContainText('Not yet')
    const sitting = page.getByRole('table', { name: /Movement/ }).getByRole('row', { name: /sit on the floor/ })
    await expect(sitting).toContainText('Yes')
    await expect(page.getByRole('heading', { name: /^Not answered yet \(\d+\)$/ }).locator('..')).toContainText('babble')
    await expect(page.getByRole('heading', { name: 'Health notes' })).toBeVisible()

    // The button opens the browser's print dialog.
    await page.evaluate(() => {
      ;(window as unknown as { printed: number }).printed = 0
      window.print = () => {
        ;(window as unknown as { printed: number }).printed += 1
      }
    })
    await page.getByRole('button', { name: 'Print or save as PDF' }).click()
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)

    // Printed: the summary only, without the app's header, the demo button or the print button.
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('heading', { name: 'Olivia Carter: milestones summary' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'First 1,000 Days' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Demo data', exact: true })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden()
    const pdf = await page.pdf({ format: 'A4' })
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length
    expect(pages).toBeGreaterThan(0)
    expect(pages).toBeLessThanOrEqual(3)
  })

  test('the weekly checklist puts "Not yet" first and its link opens the questionnaire at that question', async ({ page }) => {
    const olivia = await childId(page, 'Olivia')
    await page.goto(`/weekly-checklist/${olivia}`)
    await expect(page.getByRole('heading', { name: 'This week with Olivia' })).toBeVisible()
    const goals = page.getByRole('list').first().getByRole('listitem')
    await expect(goals).toHaveCount(5)
    await expect(goals.nth(0)).toContainText('pull themselves up to stand')
    await expect(goals.nth(0)).toContainText('Not yet')
    await expect(goals.nth(2)).toContainText('Sometimes')
    await expect(goals.nth(4)).toContainText('Not answered')

    await goals.nth(4).getByRole('link', { name: /Answer this question/ }).click()
    await expect(page).toHaveURL(new RegExp(`/child/${olivia}/milestones-status#question-\\d+$`))
    const target = new URL(page.url()).hash.slice(1)
    await expect(page.locator(`#${target}`)).toBeInViewport()
    await expect(page.getByText("For Olivia's age, 0 years 9 months")).toBeVisible()
  })

  test('reminders: the questions to answer, the next band and when, and the doctor when something is "Not yet"', async ({ page }) => {
    const liam = await childId(page, 'Liam')
    await page.goto(`/alerts-reminders/${liam}`)
    await expect(page.getByRole('heading', { name: '16 questions of 0-6 Months to answer' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /^From \d+ \w+, Liam moves to 6-12 Months$/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: /If you are concerned, talk with/ })).toHaveCount(0)

    const olivia = await childId(page, 'Olivia')
    await page.goto(`/alerts-reminders/${olivia}`)
    await expect(page.getByRole('heading', { name: "If you are concerned, talk with Olivia's doctor" })).toBeVisible()
    await page.getByRole('link', { name: 'Open the summary for the doctor' }).click()
    await expect(page).toHaveURL(`/child/${olivia}/summary`)
  })
})

test('a baby born 10 weeks early: the profile and the dashboard show the corrected age, and the questionnaire uses it', async ({ page }) => {
  await openApp(page)
  await signInThroughApi(page, seedUsers.early)
  const ama = await childId(page, seedEarlyChild.first_name)

  await page.goto('/client-dashboard')
  await expect(page.getByText(/0 years 4 months \(corrected: 0 years \d months?\)/)).toBeVisible()

  await page.goto(`/child/${ama}`)
  await expect(page.getByText('Ama was born 10 weeks early, so milestones are checked at the corrected age of', { exact: false })).toBeVisible()

  await page.goto(`/child/${ama}/milestones-status`)
  await expect(page.getByText('0-6 Months', { exact: true })).toBeVisible()
  await expect(page.getByText(/^For Ama's corrected age, 0 years \d months? \(born 10 weeks early\)$/)).toBeVisible()
})
