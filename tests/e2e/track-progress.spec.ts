import { expect, test, type Page } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { getJson, openApp, signInThroughApi } from './support/demo'

/*
 * Issue #15: Track Progress and Recommended Activities in Chromium against
 * the demo build (the in-browser backend has the optional calls).
 */

async function childId(page: Page, firstName: string): Promise<number> {
  const [status, children] = await getJson<{ id: number; first_name: string }[]>(page, '/api/children/profiles/')
  expect(status).toBe(200)
  return children.find((child) => child.first_name === firstName)!.id
}

test.beforeEach(async ({ page }) => {
  await openApp(page)
  await page.evaluate(() => sessionStorage.setItem('demo:latency-ms', '0'))
  await signInThroughApi(page, seedUsers.parent)
})

test.describe('Track Progress', () => {
  test("charts Olivia's answers over time and her growth by age, each with a table of the same numbers", async ({ page }) => {
    const olivia = await childId(page, 'Olivia')
    await page.goto(`/child/${olivia}`)
    await page.getByRole('link', { name: 'Track Progress' }).click()
    await expect(page).toHaveURL(`/track-progress/${olivia}`)

    await expect(page.getByRole('heading', { name: "Olivia's milestones over time" })).toBeVisible()
    const history = page.getByRole('img', { name: /Milestones reached in each area, over time/ })
    await expect(history).toBeVisible()
    await expect(history).toHaveAccessibleDescription(/Movement: 38% on .*, 38% on/)
    await expect(page.getByRole('img', { name: /Height by age/ })).toBeVisible()
    await expect(page.getByRole('img', { name: /Weight by age/ })).toBeVisible()
    await expect(page.getByRole('img', { name: /Head circumference by age/ })).toBeVisible()

    // The band along the time axis and, in the table, per date.
    await expect(history.getByText('0-6 Months', { exact: true })).toBeVisible()
    await page.getByText('Show the numbers as a table').first().click()
    const table = page.getByRole('table', { name: 'Milestones reached in each area, by date' })
    await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Band', 'Movement', 'Language', 'Social & Emotional', 'Cognitive'])
    await expect(table.getByRole('row')).toHaveCount(5)
    await expect(table.getByRole('row').nth(1)).toContainText('0-6 Months')
    await expect(table.getByRole('row').last()).toContainText('6-12 Months')
  })

  test('adds a measurement in feet, inches and pounds; the growth table shows it in cm and kg', async ({ page }) => {
    const liam = await childId(page, 'Liam')
    await page.goto(`/track-progress/${liam}`)
    await expect(page.getByText('Answer the milestone questions to start tracking')).toBeVisible()
    await expect(page.getByText('Add a first measurement')).toBeVisible()

    // Nothing typed: the form says what it needs and sends nothing.
    await page.getByRole('button', { name: 'Save measurement' }).click()
    await expect(page.getByText('Enter at least one measurement: height, weight or head circumference.')).toBeVisible()

    await page.getByLabel('Height unit').selectOption('ftin')
    await page.getByLabel('Height (feet)').selectOption('2')
    await page.getByLabel('Inches').selectOption('0')
    await page.getByLabel('Weight', { exact: true }).fill('13.2')
    await page.getByLabel('Weight unit').selectOption('lb')
    await page.getByLabel('Head circumference (cm)').fill('40.5')
    await page.getByRole('button', { name: 'Save measurement' }).click()

    await expect(page.getByText('Measurement saved. The charts show it.')).toBeVisible()
    await expect(page.getByRole('img', { name: /Height by age/ })).toBeVisible()
    await page.getByText('Show the numbers as a table').first().click()
    await expect(page.getByRole('table', { name: 'Height by age' }).getByRole('row').last()).toContainText('61')
    await page.getByText('Show the numbers as a table').nth(1).click()
    await expect(page.getByRole('table', { name: 'Weight by age' }).getByRole('row').last()).toContainText('5.99')
    // The fresh form is empty again.
    await expect(page.getByLabel('Head circumference (cm)')).toHaveValue('')
    // The child's profile shows the new height and weight (the latest measurement).
    await page.goto(`/child/${liam}`)
    await expect(page.getByText('61 Cm')).toBeVisible()
  })

  test('a save that fails keeps what was typed and says so; sending again works', async ({ page }) => {
    const liam = await childId(page, 'Liam')
    await page.goto(`/track-progress/${liam}`)
    await page.getByLabel('Weight', { exact: true }).fill('6')
    await page.evaluate(() => sessionStorage.setItem('demo:fail-next', JSON.stringify(['createMeasurement'])))
    await page.getByRole('button', { name: 'Save measurement' }).click()
    await expect(page.getByText('Could not save the measurement. Please try again.')).toBeVisible()
    await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('6')
    await page.getByRole('button', { name: 'Save measurement' }).click()
    await expect(page.getByText('Measurement saved. The charts show it.')).toBeVisible()
  })
})

test.describe('Recommended Activities', () => {
  test('lists the play ideas of the current band by area, those answered "Not yet" or "Sometimes" first, each with its milestone', async ({ page }) => {
    const noah = await childId(page, 'Noah')
    await page.goto(`/child/${noah}`)
    await page.getByRole('link', { name: 'Recommended Activities' }).click()
    await expect(page).toHaveURL(`/recommended-activities/${noah}`)

    await expect(page.getByRole('heading', { name: 'Play ideas for Noah' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Play ideas for Noah', 'Movement', 'Language', 'Social & Emotional', 'Cognitive'])
    const language = page.getByRole('region', { name: 'Language' })
    const items = language.getByRole('listitem')
    await expect(items).toHaveCount(4)
    // Noah's language answers: Yes, Sometimes, Sometimes, Not yet -> Not yet first, then the two Sometimes, then Yes.
    await expect(items.nth(0)).toContainText('Not yet')
    await expect(items.nth(0)).toContainText('Try this first')
    await expect(items.nth(0)).toContainText('Helps with: Does your child put two words together')
    await expect(items.nth(1)).toContainText('Sometimes')
    await expect(items.nth(3)).toContainText('Yes')
    await expect(items.nth(3)).not.toContainText('Try this first')
  })
})
