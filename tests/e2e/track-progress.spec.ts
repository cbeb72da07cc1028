import { expect, test, type Page } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { failNext, getJson, openApp, patchJson, setDemoLatency, signInThroughApi } from './support/demo'

/*
 * docs/decisions/042: Track Progress and Recommended Activities in Chromium against
 * the demo build (the in-browser backend has the optional calls).
 */

async function childId(page: Page, firstName: string): Promise<number> {
  const [status, children] = await getJson<{ id: number; first_name: string }[]>(page, '/api/children/profiles/')
  expect(status).toBe(200)
  return children.find((child) => child.first_name === firstName)!.id
}

test.beforeEach(async ({ page }) => {
  await openApp(page)
  await setDemoLatency(page, 0)
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
    // Completion counts per band: the lines break at the new band, which the chart and its summary name.
    await expect(history).toHaveAccessibleDescription(/^0-6 Months, from .*: Movement from 38% to 63%.* Then the age band changed to 6-12 Months, .*Movement from 13% to 38%/)
    // Areas not answered in a submission are gaps, never 0 % (docs/decisions/054): only Movement was answered in 6-12 Months.
    await expect(history).toHaveAccessibleDescription(/Latest: Movement 38%\. Not answered in the latest answers: Language, Social & Emotional and Cognitive\.$/)
    await expect(history).not.toHaveAccessibleDescription(/Language 0%/)
    await expect(history.locator('[data-band-change="6-12 Months"]')).toHaveCount(1)
    // Movement: two segments, one "M" (move) per band; the others: only their 0-6 Months line.
    await expect(history.locator('[data-series="Movement"] path').first()).toHaveAttribute('d', /^M[^M]+M[^M]+$/)
    for (const name of ['Language', 'Social & Emotional', 'Cognitive']) {
      await expect(history.locator(`[data-series="${name}"] path`).first()).toHaveAttribute('d', /^M[^M]+$/)
    }
    const legend = page.getByRole('list', { name: /Lines of Milestones reached/ })
    await expect(legend.getByRole('listitem')).toHaveText(['Movement: 38% now', 'Language: Not answered now', 'Social & Emotional: Not answered now', 'Cognitive: Not answered now'])
    await expect(page.getByRole('img', { name: /Height by age/ })).toBeVisible()
    await expect(page.getByRole('img', { name: /Weight by age/ })).toBeVisible()
    await expect(page.getByRole('img', { name: /Head circumference by age/ })).toBeVisible()

    // The band along the time axis and, in the table, per date.
    await expect(history.getByText('0-6 Months', { exact: true })).toBeVisible()
    await page.getByText('Show the numbers as a table').first().click()
    await expect(page.getByText('Hide the table')).toHaveCount(1)
    const table = page.getByRole('table', { name: 'Milestones reached in each area, by date' })
    await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Band', 'Movement', 'Language', 'Social & Emotional', 'Cognitive'])
    await expect(table.getByRole('row')).toHaveCount(5)
    await expect(table.getByRole('row').nth(1)).toContainText('0-6 Months')
    await expect(table.getByRole('row').last()).toContainText('6-12 Months')
    // The latest submission: Language not answered reads so in its cell, never 0 %.
    await expect(table.getByRole('row').last()).toContainText(/38%(Not answered){3}$/)
    await expect(table.getByRole('row').last()).not.toContainText(/(^|\D)0%/)
    await page.getByText('Hide the table').click()
    await expect(table).toBeHidden()
    await expect(page.getByText('Hide the table')).toHaveCount(0)

    // The age at a measurement by the app's month rule, as the app writes ages (measured at 2, 4 and 6 months).
    await page.getByRole('figure', { name: 'Height (cm) by age' }).getByText('Show the numbers as a table').click()
    const heights = page.getByRole('table', { name: 'Height by age' })
    await expect(heights.getByRole('row').nth(2)).toContainText('0 years 2 months')
    await expect(heights.getByRole('row').nth(3)).toContainText('0 years 4 months')
    await expect(heights.getByRole('row').nth(4)).toContainText('0 years 6 months')
  })

  test('at 320 px the tables fit the screen (or say they scroll) and the chart text stays inside its card', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 })
    const olivia = await childId(page, 'Olivia')
    await page.goto(`/track-progress/${olivia}`)
    const figure = page.getByRole('figure', { name: 'Milestones reached in each area, over time' })
    await expect(figure).toBeVisible()
    const card = page.getByRole('region', { name: "Olivia's milestones over time" })
    const cardBox = (await card.boundingBox())!
    const axisNote = (await figure.getByText(/^Date of the answers/).boundingBox())!
    expect(axisNote.x + axisNote.width).toBeLessThanOrEqual(cardBox.x + cardBox.width)
    // Each opened toggle then says "Hide the table": open the first closed one, and wait for it to say so, until none is left.
    const closed = page.getByText('Show the numbers as a table')
    const toggles = await closed.count()
    expect(toggles).toBeGreaterThan(1)
    for (let left = toggles; left > 0; left--) {
      await closed.first().click()
      await expect(closed).toHaveCount(left - 1)
    }
    for (const region of await page.getByRole('region', { name: /by date|by age/ }).all()) {
      const fits = await region.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)
      if (!fits) await expect(region.locator('xpath=preceding-sibling::p[1]')).toHaveText(/Scroll the table sideways/)
    }
  })

  test('adds a measurement in feet, inches and pounds; the growth table shows it in cm and kg', async ({ page }) => {
    const liam = await childId(page, 'Liam')
    await page.goto(`/track-progress/${liam}`)
    await expect(page.getByRole('link', { name: 'Answer the milestone questions to start tracking' })).toBeVisible()
    // The empty growth state leads to the form: its first field gets the focus.
    await page.getByRole('link', { name: 'Add a first measurement' }).click()
    await expect(page.getByLabel('Date')).toBeFocused()

    // Nothing typed: the form says what it needs and sends nothing.
    await page.getByRole('button', { name: 'Save measurement' }).click()
    await expect(page.getByText('Enter at least one measurement: height, weight or head circumference.')).toBeVisible()

    await page.getByLabel('Height unit').selectOption('ftin')
    await page.getByLabel('Height (feet)').selectOption('2')
    await page.getByLabel('Inches').selectOption('0')
    await page.getByLabel('Weight', { exact: true }).fill('13.2')
    await page.getByLabel('Weight unit').selectOption('lb')
    await page.getByLabel('Head circumference', { exact: true }).fill('40.5')
    await page.getByRole('button', { name: 'Save measurement' }).click()

    await expect(page.getByText('Measurement saved. The charts show it.')).toBeVisible()
    // One measurement: the values in words, not a dot in an empty chart.
    await expect(page.getByRole('figure', { name: 'Height (cm) by age' })).toContainText('Height: 61 cm at 0 years')
    await expect(page.getByRole('figure', { name: 'Weight (kg) by age' })).toContainText('Weight: 5.99 kg at 0 years')
    await expect(page.getByRole('img', { name: /by age/ })).toHaveCount(0)
    // The fresh form is empty again.
    await expect(page.getByLabel('Head circumference', { exact: true })).toHaveValue('')
    // The child's profile shows the new height and weight (the latest measurement).
    await page.goto(`/child/${liam}`)
    await expect(page.getByText('61 Cm')).toBeVisible()
  })

  test('an imperial account reads the charts, the tables, the summary and the health record in inches and pounds', async ({ page }) => {
    const [, { id: _id, ...account }] = await getJson<Record<string, unknown>>(page, '/api/accounts/me/')
    expect(await patchJson(page, '/api/accounts/me/', { ...account, units: 'imperial' })).toBe(200)
    const olivia = await childId(page, 'Olivia')
    await page.goto(`/track-progress/${olivia}`)
    const weight = page.getByRole('figure', { name: 'Weight (lb) by age' })
    await expect(weight).toBeVisible()
    await expect(page.getByRole('figure', { name: 'Height (in) by age' })).toBeVisible()
    await weight.getByText('Show the numbers as a table').click()
    await expect(weight.getByRole('columnheader', { name: 'Weight (lb)' })).toBeVisible()
    // The form starts in feet and inches, pounds, and inches for the head.
    await expect(page.getByLabel('Weight unit')).toHaveValue('lb')
    await expect(page.getByLabel('Head circumference unit')).toHaveValue('in')

    await page.goto(`/child/${olivia}/summary`)
    await expect(page.locator('dd').filter({ hasText: / lb \(/ })).toHaveCount(1)
    await page.goto(`/health/${olivia}`)
    await expect(page.getByText(/^Last weight [\d.]+ lb \(/)).toBeVisible()
    // The profile's Kg and Cm are the spec's and stay.
    await page.goto(`/child/${olivia}`)
    await expect(page.getByText(/ Kg$/).first()).toBeVisible()
  })

  test('the empty milestone history links to the questionnaire', async ({ page }) => {
    const liam = await childId(page, 'Liam')
    await page.goto(`/track-progress/${liam}`)
    await page.getByRole('link', { name: 'Answer the milestone questions to start tracking' }).click()
    await expect(page).toHaveURL(`/child/${liam}/milestones-status`)
  })

  test('a save that fails keeps what was typed and says so; sending again works', async ({ page }) => {
    const liam = await childId(page, 'Liam')
    await page.goto(`/track-progress/${liam}`)
    await page.getByLabel('Weight', { exact: true }).fill('6')
    await failNext(page, 'createMeasurement')
    await page.getByRole('button', { name: 'Save measurement' }).click()
    await expect(page.getByText('Could not save the measurement. Please try again.')).toBeVisible()
    await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('6')
    await page.getByRole('button', { name: 'Save measurement' }).click()
    await expect(page.getByText('Measurement saved. The charts show it.')).toBeVisible()
  })
})

test.describe('Recommended Activities', () => {
  test('opens with the ideas for milestones answered "Not yet" or "Sometimes" across the areas, then the rest by area, each with its milestone', async ({ page }) => {
    const noah = await childId(page, 'Noah')
    await page.goto(`/child/${noah}`)
    await page.getByRole('link', { name: 'Recommended Activities' }).click()
    await expect(page).toHaveURL(`/recommended-activities/${noah}`)

    await expect(page.getByRole('heading', { name: 'Play ideas for Noah' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2 }).nth(1)).toHaveText('Start with these')
    const start = page.getByRole('region', { name: 'Start with these' }).getByRole('listitem')
    // Noah answered "Not yet" to a Language question: it opens the list, with its area and milestone.
    await expect(start.first()).toContainText('Not yet')
    await expect(start.first()).toContainText('Language')
    await expect(start.first()).toContainText('Helps with: Does your child put two words together')
    const statuses = await start.evaluateAll((items) => items.map((item) => (item.textContent?.includes('Not yet') ? 'notYet' : item.textContent?.includes('Sometimes') ? 'sometimes' : 'other')))
    expect(statuses.length).toBeGreaterThan(1)
    expect(statuses).toEqual([...statuses].sort((a, b) => ['notYet', 'sometimes', 'other'].indexOf(a) - ['notYet', 'sometimes', 'other'].indexOf(b)))
    expect(statuses).not.toContain('other')
    // The rest by area: no "Not yet" or "Sometimes" there.
    const language = page.getByRole('region', { name: 'Language', exact: true }).getByRole('listitem')
    await expect(language).toHaveCount(1)
    await expect(language.first()).toContainText('Yes')
  })
})
