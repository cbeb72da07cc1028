import { expect, test, type Page } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { axeAtWidths, formatFindings, type AxeFinding } from '../e2e/support/axe'
import { apiGet, injectFault, resetBeforeEach, setExtensions, signedIn } from './support/real-api'

/*
 * docs/decisions/042 over real HTTP: Track Progress and Recommended Activities against
 * a server with the optional extensions, and against one without them
 * (`npm run api -- --without-extensions`, switched on in test mode): those two
 * screens say the feature is not available, and everything else works.
 */
resetBeforeEach()

async function childId(page: Page, firstName: string): Promise<number> {
  const [status, children] = await apiGet<{ id: number; first_name: string }[]>(page, '/children/profiles/')
  expect(status).toBe(200)
  return children.find((child) => child.first_name === firstName)!.id
}

test.describe('a server with the extensions', () => {
  test('Track Progress charts the history and growth, and a measurement added over HTTP shows', async ({ page }) => {
    await signedIn(page, seedUsers.parent, '/client-dashboard')
    const olivia = await childId(page, 'Olivia')
    await page.goto(`/track-progress/${olivia}`)
    await expect(page.getByRole('img', { name: /Milestones reached in each area, over time/ })).toBeVisible()
    await expect(page.getByRole('img', { name: /Weight by age/ })).toBeVisible()

    await page.getByLabel('Weight', { exact: true }).fill('8.9')
    await page.getByRole('button', { name: 'Save measurement' }).click()
    await expect(page.getByText('Measurement saved. The charts show it.')).toBeVisible()
    const [, rows] = await apiGet<{ weight_kg: number | null }[]>(page, `/children/measurements/?child=${olivia}`)
    expect(rows.at(-1)?.weight_kg).toBe(8.9)
  })

  test('a failed load of the history offers "Try again", which recovers', async ({ page }) => {
    await signedIn(page, seedUsers.parent, '/client-dashboard')
    const noah = await childId(page, 'Noah')
    await injectFault('listMilestoneHistory', 'status500')
    await page.goto(`/track-progress/${noah}`)
    await expect(page.getByText('Error fetching data. Please try again later.')).toBeVisible()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { name: "Noah's milestones over time" })).toBeVisible()
  })

  test('Recommended Activities lists the play ideas', async ({ page }) => {
    await signedIn(page, seedUsers.parent, '/client-dashboard')
    const noah = await childId(page, 'Noah')
    await page.goto(`/recommended-activities/${noah}`)
    await expect(page.getByRole('heading', { name: 'Play ideas for Noah' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Start with these' })).toBeVisible()
  })
})

test.describe('a server without the extensions', () => {
  test.beforeEach(() => setExtensions(false))

  test('Track Progress and Recommended Activities say they are not available; the profile, the questionnaire and the builder work', async ({ page }) => {
    await signedIn(page, seedUsers.parent, '/client-dashboard')
    const olivia = await childId(page, 'Olivia')

    await page.goto(`/track-progress/${olivia}`)
    await expect(page.getByRole('heading', { name: 'Track Progress is not available on this server' })).toBeVisible()
    // It leads on: to the weekly checklist (docs/decisions/037) and to the profile.
    await page.getByRole('link', { name: 'Go to the weekly checklist' }).click()
    await expect(page.getByRole('heading', { name: 'This week with Olivia' })).toBeVisible()
    await page.goto(`/recommended-activities/${olivia}`)
    await expect(page.getByRole('heading', { name: 'Recommended Activities is not available on this server' })).toBeVisible()
    await page.getByRole('link', { name: "Open the child's profile" }).click()
    await expect(page.getByRole('heading', { name: 'Olivia Carter' })).toBeVisible()
    await page.goto(`/recommended-activities/${olivia}`)

    await page.getByRole('link', { name: "Back to the child's profile" }).click()
    await expect(page.getByRole('heading', { name: 'Olivia Carter' })).toBeVisible()
    await page.getByRole('link', { name: 'Weekly Checklist' }).click()
    await expect(page.getByRole('heading', { name: 'This week with Olivia' })).toBeVisible()
    await page.goto(`/child/${olivia}/milestones-status`)
    await expect(page.getByRole('radiogroup').first()).toBeVisible()
  })

  test('the summary for the doctor hides only its questions box, "not available on this server" (issue #24)', async ({ page }) => {
    await signedIn(page, seedUsers.parent, '/client-dashboard')
    const olivia = await childId(page, 'Olivia')
    await page.goto(`/child/${olivia}/summary`)
    await expect(page.getByRole('heading', { name: 'Olivia Carter: milestones summary' })).toBeVisible()
    await expect(page.getByText('Questions for the doctor are not available on this server.')).toBeVisible()
    await expect(page.getByRole('textbox')).toHaveCount(0)
    // The rest is there: the answers, and the child's own height and weight (no measurement dates without the call).
    await expect(page.getByRole('table', { name: /to talk about/ })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Olivia Carter: milestones summary' })).toContainText(/Height\s*70 cm/)
  })

  test('the checklist, reminders, the account page, deleting a child and the admin overview: only those parts say so (issues #24, #26)', async ({ page }) => {
    await signedIn(page, seedUsers.parent, '/client-dashboard')
    const olivia = await childId(page, 'Olivia')
    await page.goto(`/weekly-checklist/${olivia}`)
    await expect(page.getByRole('heading', { name: 'This week with Olivia' })).toBeVisible()
    await expect(page.getByText('Ticking goals as practised is not available on this server.')).toBeVisible()
    await page.goto(`/alerts-reminders/${olivia}`)
    await expect(page.getByText('Reminders you set are not available on this server. The alerts below are as usual.')).toBeVisible()
    await page.goto('/account')
    await expect(page.getByText('Editing your account is not available on this server.')).toBeVisible()

    await page.goto(`/edit-child-profile/${olivia}`)
    await page.getByRole('button', { name: 'Delete profile' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete Olivia Carter?' })
    await dialog.getByRole('button', { name: 'Delete profile' }).click()
    await expect(dialog).toContainText('Deleting a child is not available on this server.')
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    const panel = page.getByRole('region', { name: 'Delete this profile' })
    await expect(panel).toContainText('Deleting a child is not available on this server.')
    await expect(panel.getByRole('button')).toHaveCount(0)
    expect((await apiGet(page, `/children/profiles/${olivia}/`))[0]).toBe(200)

    await page.evaluate(() => localStorage.clear())
    await signedIn(page, seedUsers.admin, '/admin-dashboard')
    await expect(page.getByRole('region', { name: 'Dashboard Content' })).toHaveText('Dashboard Content')
    await expect(page.getByRole('term')).toHaveCount(0)
  })

  test.describe('axe', () => {
    // axe-core is injected as a script, which the app's Content-Security-Policy rightly refuses.
    test.use({ bypassCSP: true })

    test('the two "not available" screens with their links: no violations at 320 and 1280 px', async ({ page }) => {
      await signedIn(page, seedUsers.parent, '/client-dashboard')
      const olivia = await childId(page, 'Olivia')
      const findings: AxeFinding[] = []
      for (const [path, title] of [
        [`/track-progress/${olivia}`, 'Track Progress'],
        [`/recommended-activities/${olivia}`, 'Recommended Activities'],
      ] as const) {
        await page.goto(path)
        await expect(page.getByRole('heading', { name: `${title} is not available on this server` })).toBeVisible()
        await expect(page.getByRole('link', { name: 'Go to the weekly checklist' })).toBeVisible()
        await axeAtWidths(page, `${title} not available`, findings)
      }
      expect(findings, formatFindings(findings)).toEqual([])
    })
  })

  test('the Milestone Builder still loads its content', async ({ page }) => {
    await signedIn(page, seedUsers.admin, '/admin-dashboard/milestones')
    await expect(page.getByRole('heading', { name: 'Milestone Builder' })).toBeVisible()
    await expect(page.getByText('0-6 Months').first()).toBeVisible()
  })
})
