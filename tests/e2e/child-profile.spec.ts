import { expect, test, type Page } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { createChildThroughApi, getJson, openApp, signInThroughApi, signUpThroughApi } from './support/demo'

async function childIdOf(page: Page, firstName: string): Promise<number> {
  const [status, children] = await getJson<{ id: number; first_name: string }[]>(page, '/api/children/profiles/')
  expect(status).toBe(200)
  const child = children.find((candidate) => candidate.first_name === firstName)
  if (!child) throw new Error(`No seed child called ${firstName}`)
  return child.id
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBe(0)
}

/** The value (<dd>) that follows a stat label (<dt>). */
const stat = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')

for (const width of [320, 1280]) {
  test.describe(`child profile at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    let noah = 0
    test.beforeEach(async ({ page }) => {
      await openApp(page)
      await signInThroughApi(page, seedUsers.parent)
      noah = await childIdOf(page, 'Noah')
    })

    test("shows Noah's details and the server's progress, with 'Excellent Progress!' from 75%", async ({ page }) => {
      await page.goto(`/child/${noah}`)

      await expect(page.getByRole('heading', { level: 1, name: "Child's Profile" })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Noah Carter' })).toBeVisible()
      await expect(stat(page, 'Weight')).toHaveText('11.2 Kg')
      await expect(stat(page, 'Age')).toHaveText('1 year 8 months')
      await expect(stat(page, 'Height')).toHaveText('84 Cm')

      const milestones = page.getByRole('region', { name: 'Milestones' })
      for (const [title, percent] of [
        ['Movement', 100],
        ['Language', 50],
        ['Social & Emotional', 88],
      ] as const) {
        // `has` is looked up inside each list item, so it starts from the page.
        const bar = page.getByRole('progressbar', { name: `${title}: ${percent}% complete` })
        const item = milestones.getByRole('listitem').filter({ has: bar })
        await expect(item.getByRole('heading', { name: title })).toBeVisible()
        await expect(item.getByText(`${percent}%`, { exact: true })).toBeVisible()
        await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent))
      }
      await expect(milestones.getByText('Excellent Progress!')).toHaveCount(2)
      // Decision 092: under each bar, the one measure of milestones.
      await expect(milestones.getByText('4 of 4 milestones seen', { exact: true })).toBeVisible()
      await expect(milestones.getByText('1 of 4 milestones seen, 2 sometimes, 1 not yet', { exact: true })).toBeVisible()
      await expect(milestones.getByText('3 of 4 milestones seen, 1 sometimes', { exact: true })).toBeVisible()
      // Cognitive has no answers: no 0 % score and no section label, a neutral bar (docs/decisions/032).
      const cognitive = milestones.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cognitive' }) })
      await expect(cognitive.getByText('Not answered yet')).toBeVisible()
      await expect(cognitive.getByRole('progressbar')).toHaveCount(0)
      await expect(cognitive.getByText('0%')).toHaveCount(0)

      // The marker sits at the percentage: Language's 50% is in the middle of its bar.
      const languageBar = milestones.getByRole('progressbar', { name: 'Language: 50% complete' })
      const barBox = await languageBar.boundingBox()
      const markerBox = await languageBar.getByTestId('progress-marker').boundingBox()
      expect(barBox && markerBox).toBeTruthy()
      if (barBox && markerBox) {
        expect(Math.abs(markerBox.x + markerBox.width / 2 - (barBox.x + barBox.width / 2))).toBeLessThanOrEqual(2)
      }
      await expectNoHorizontalOverflow(page)
    })

    test("shows Liam's missing measurements as 'N/A'", async ({ page }) => {
      const liam = await childIdOf(page, 'Liam')
      await page.goto(`/child/${liam}`)

      await expect(page.getByRole('heading', { name: 'Liam Carter' })).toBeVisible()
      await expect(stat(page, 'Weight')).toHaveText('N/A')
      await expect(stat(page, 'Age')).toHaveText('0 years 3 months')
      await expect(stat(page, 'Height')).toHaveText('N/A')
      await expectNoHorizontalOverflow(page)
    })

    // Every way out of the profile at this width, one after the other (the profile again after each Back).
    test('each tile, the back arrow and the edit button lead to their routes; the Weekly Checklist has a way back', async ({ page }) => {
      const backToTheProfile = async () => {
        await page.goBack()
        await expect(page).toHaveURL(`/child/${noah}`)
        await expect(page.getByRole('heading', { name: 'Noah Carter' })).toBeVisible()
      }
      await page.goto(`/child/${noah}`)
      await page.getByRole('link', { name: 'Development Milestones' }).click()
      await expect(page).toHaveURL(`/child/${noah}/milestones-status`)
      await backToTheProfile()

      await page.getByRole('link', { name: 'Weekly Checklist' }).click()
      await expect(page).toHaveURL(`/weekly-checklist/${noah}`)
      await expect(page.getByRole('heading', { name: 'This week with Noah' })).toBeVisible()
      await page.getByRole('link', { name: "Back to the child's profile" }).click()
      await expect(page).toHaveURL(`/child/${noah}`)
      await expect(page.getByRole('heading', { name: 'Noah Carter' })).toBeVisible()

      for (const [name, path, shows] of [
        ['Recommended Activities', `/recommended-activities/${noah}`, 'Play ideas for Noah'],
        ['Track Progress', `/track-progress/${noah}`, "Noah's milestones over time"],
        ['Alerts & Reminders', `/alerts-reminders/${noah}`, 'For Noah'],
      ] as const) {
        await page.getByRole('link', { name }).click()
        await expect(page).toHaveURL(path)
        await expect(page.getByText(shows, { exact: true })).toBeVisible()
        await backToTheProfile()
      }

      await page.getByRole('link', { name: 'Edit profile' }).click()
      await expect(page).toHaveURL(`/edit-child-profile/${noah}`)
      await backToTheProfile()
      await page.getByRole('link', { name: 'Back to dashboard' }).click()
      await expect(page).toHaveURL('/client-dashboard')
    })

    test("another parent's child shows 'Child not found' (the server answers 404)", async ({ page }) => {
      await signUpThroughApi(page, { email: 'other.parent@example.com', password: 'other1234', full_name: 'Other Parent' })
      const { status, child: theirs } = await createChildThroughApi(page, 'Mia')
      expect(status).toBe(201)
      await signInThroughApi(page, seedUsers.parent)

      await page.goto(`/child/${theirs.id}`)
      await expect(page.getByRole('heading', { name: 'Child not found' })).toBeVisible()
      await expect(page.getByText('Mia Tester')).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0)
      await expectNoHorizontalOverflow(page)
      await page.getByRole('link', { name: 'Go to dashboard' }).click()
      await expect(page).toHaveURL('/client-dashboard')
    })

    test("the bands page lists Noah's band and Done goes to /client-dashboard", async ({ page }) => {
      await page.goto(`/child/${noah}`)
      await page.getByRole('link', { name: 'View bands' }).click()
      await expect(page).toHaveURL(`/child/${noah}/bands`)
      await expect(page.getByRole('heading', { level: 1, name: 'Child Bands' })).toBeVisible()
      await expect(page.getByRole('listitem')).toHaveText(['12-24 Months'])
      await expectNoHorizontalOverflow(page)

      await page.getByRole('button', { name: 'Done' }).click()
      await expect(page).toHaveURL('/client-dashboard')
    })
  })
}
