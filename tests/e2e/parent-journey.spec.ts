import { expect, test } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { getJson, openApp, signInThroughApi } from './support/demo'

/** A date of birth 14 months ago (band 12-24 Months), as the selects show it. */
function dob14MonthsAgo() {
  const now = new Date()
  const dob = new Date(now.getFullYear(), now.getMonth() - 14, 10)
  return { day: String(dob.getDate()), month: String(dob.getMonth() + 1), year: String(dob.getFullYear()) }
}

test('a parent registers a child, edits it, answers its questionnaire and sees the progress change, all kept after a reload', async ({ page }) => {
  // Eleven screens and two demo starts: about 20 s on CI, 31 s on a two-core machine at load 17, over the default 30 s.
  test.setTimeout(90_000)
  await openApp(page, '/')
  await signInThroughApi(page, seedUsers.parent)

  // Register a child from the dashboard.
  await page.goto('/client-dashboard')
  await page.getByRole('button', { name: 'Register New Child' }).first().click()
  await expect(page).toHaveURL(/\/create-child-profile$/)
  const dob = dob14MonthsAgo()
  const dobGroup = page.getByRole('group', { name: 'Date of birth' })
  await page.getByLabel('Full name').fill('Ella Rose Brown')
  await page.getByRole('radio', { name: 'Female' }).check()
  await dobGroup.getByLabel('Day').selectOption(dob.day)
  await dobGroup.getByLabel('Month').selectOption(dob.month)
  await dobGroup.getByLabel('Year').selectOption(dob.year)
  await page.getByLabel('Weight', { exact: true }).fill('9.4')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/congrats$/)
  await expect(page.getByText('Congratulations!')).toBeVisible()

  // It is on the dashboard.
  await page.getByRole('button', { name: 'Go to Dashboard' }).click()
  await expect(page).toHaveURL(/\/client-dashboard$/)
  await expect(page.getByRole('button', { name: "Edit Ella Rose Brown's profile" })).toBeAttached()
  const [, children] = await getJson<{ id: number; name: string }[]>(page, '/api/children/profiles/')
  const ella = children.find((child) => child.name === 'Ella Rose Brown')!

  // Edit it; Update Profile goes back one page, to the dashboard.
  await page.getByRole('button', { name: "Edit Ella Rose Brown's profile" }).click()
  await expect(page).toHaveURL(new RegExp(`/edit-child-profile/${ella.id}$`))
  await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('9.4')
  await page.getByLabel('Weight', { exact: true }).fill('10.1')
  await page.getByRole('button', { name: 'Update Profile' }).click()
  await expect(page).toHaveURL(/\/client-dashboard$/)

  // The profile: no answers yet, so every area reads 'Not answered yet' (docs/decisions/032), not 0%.
  await page.goto(`/child/${ella.id}`)
  await expect(page.getByText('10.1 Kg')).toBeVisible()
  await expect(page.getByText('Not answered yet')).toHaveCount(4)
  await expect(page.getByRole('progressbar')).toHaveCount(0)

  // Answer the first Movement question "Yes" and finish.
  await page.getByRole('link', { name: 'Development Milestones' }).click()
  await expect(page).toHaveURL(new RegExp(`/child/${ella.id}/milestones-status$`))
  await expect(page.getByText('12-24 Months', { exact: true })).toBeVisible()
  await page.getByRole('radiogroup').first().getByRole('radio', { name: 'Yes' }).click()
  await page.getByRole('button', { name: 'Finish' }).click()
  await expect(page).toHaveURL(/\/client-dashboard$/)

  // The server's progress changed: one of four questions at its highest value is 25% (docs/product-rules.md#decisions formula).
  await page.goto(`/child/${ella.id}`)
  await expect(page.getByRole('progressbar', { name: 'Movement: 25% complete' })).toBeVisible()

  // Everything is still there after a reload.
  await page.reload()
  await expect(page.getByRole('progressbar', { name: 'Movement: 25% complete' })).toBeVisible()
  await expect(page.getByText('10.1 Kg')).toBeVisible()
  await page.goto(`/child/${ella.id}/milestones-status`)
  await expect(page.getByRole('radiogroup').first().getByRole('radio', { name: 'Yes' })).toHaveAttribute('aria-checked', 'true')
})
