import { expect, test, type Page } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { resetBeforeEach, signedIn } from './support/real-api'

/*
 * Stale lists (docs/decisions/029, docs/decisions/030) over real HTTP and CORS: two admins (two browser profiles) on one
 * API server. A write based on a list another admin has changed since is
 * refused (If-Match, 412) instead of overwriting, and a tab back in view shows
 * the other admin's change.
 */
resetBeforeEach()
test.use({ viewport: { width: 1280, height: 900 } })

const stale = 'This item was changed in another tab or by another admin. The list has been reloaded: check it and try again.'
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text).first()

async function openBuilder(page: Page) {
  await signedIn(page, seedUsers.admin, '/admin-dashboard/milestones')
  await expect(page.getByRole('group', { name: '0-6 Months', exact: true })).toBeVisible()
}

test('Milestone Builder, two admins: a toggle on a band the other renamed is refused and reloaded; the other tab shows it on return', async ({ page, browser }) => {
  test.setTimeout(60_000)
  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const second = await other.newPage()
  try {
    await openBuilder(page)
    await openBuilder(second)

    // The second admin renames the band in their builder.
    await second.getByRole('button', { name: 'Edit band 0-6 Months' }).click()
    const form = second.getByRole('form', { name: 'Edit Band' })
    await form.getByLabel('Title', { exact: true }).fill('Newborn')
    await form.getByRole('button', { name: 'Update' }).click()
    await expect(toast(second, 'Band updated successfully')).toBeVisible()

    // The first admin still sees the old list: their toggle is refused, not applied over the rename.
    await page.getByRole('group', { name: '0-6 Months', exact: true }).getByRole('switch', { name: 'Active' }).click()
    await expect(toast(page, stale)).toBeVisible()
    const renamed = page.getByRole('group', { name: 'Newborn', exact: true })
    await expect(renamed).toBeVisible()
    await expect(renamed.getByRole('switch', { name: 'Active' })).toBeChecked()

    // Now the first admin deactivates it; the second admin's tab shows that when it is back in view.
    await renamed.getByRole('switch', { name: 'Active' }).click()
    await expect(toast(page, 'Band status toggled')).toBeVisible()
    await expect(page.getByText('Checking for changes…')).toHaveCount(0)
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('[aria-busy="true"]').length)).toBe(0)
    await second.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await expect(second.getByRole('group', { name: 'Newborn', exact: true }).getByRole('switch', { name: 'Active' })).not.toBeChecked()
  } finally {
    await other.close()
  }
})
