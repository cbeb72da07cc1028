import { expect, test, type Page } from '@playwright/test'
import { seedClients, seedUsers } from '@/mock-server/seed/users'
import { getJson, openApp, signInThroughApi } from './support/demo'

/** Every CLIENT account of the seed: the seed parents and the dozen more clients. */
const clientCount = Object.values(seedUsers).filter((user) => user.user_type === 'CLIENT').length + seedClients.length

const amara = seedClients[0]

async function openUsersAsAdmin(page: Page) {
  await openApp(page)
  await signInThroughApi(page, seedUsers.admin)
  await page.goto('/admin-dashboard/users')
  await expect(page.getByRole('table', { name: 'Clients' })).toBeVisible()
}

const table = (page: Page, name: 'Administrators' | 'Clients') => page.getByRole('table', { name })
/** Body rows only: the header row holds column headers, not cells. */
const bodyRows = (page: Page, name: 'Administrators' | 'Clients') =>
  table(page, name).getByRole('row').filter({ has: page.getByRole('cell') })

test.describe('User Management in Chromium (SPEC 2)', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('an admin searches, filters, opens a user from the keyboard, edits and saves; Escape returns focus to the row', async ({ page }) => {
    await openUsersAsAdmin(page)
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible()
    await expect(bodyRows(page, 'Clients')).toHaveCount(clientCount)
    await expect(bodyRows(page, 'Administrators')).toHaveCount(1)

    // Search by name or email, case-insensitive.
    const search = page.getByRole('searchbox', { name: 'Search users' })
    await search.fill('OKAFOR')
    await expect(bodyRows(page, 'Clients')).toHaveCount(1)
    await expect(bodyRows(page, 'Clients').first()).toContainText(amara.email)
    await expect(table(page, 'Administrators')).toContainText('No users match your search.')
    await search.fill('zebra')
    await expect(page.getByText('No users match your search.')).toBeVisible()
    await search.fill('')

    // Filter: Clients hides the Administrators table.
    await page.getByRole('button', { name: 'Clients', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Clients', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(table(page, 'Administrators')).toHaveCount(0)
    await expect(bodyRows(page, 'Clients')).toHaveCount(clientCount)

    // From the filter, Tab reaches the first client's row, then the second (Amara); Enter opens her details.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: seedUsers.parent.full_name })).toBeFocused()
    await page.keyboard.press('Tab')
    const amaraRow = page.getByRole('button', { name: amara.full_name })
    await expect(amaraRow).toBeFocused()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: amara.full_name })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(amara.email)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(amaraRow).toBeFocused()

    // Edit and save.
    await page.keyboard.press('Enter')
    await dialog.getByRole('button', { name: 'Edit Profile' }).click()
    const editor = page.getByRole('dialog', { name: `Edit ${amara.full_name}` })
    await expect(editor.getByLabel('Full name')).toBeFocused()
    await editor.getByLabel('Full name').fill('')
    await editor.getByLabel('Email').fill('amara@nowhere')
    await editor.getByRole('button', { name: 'Save Changes' }).click()
    await expect(editor.getByText('Name is required')).toBeVisible()
    await expect(editor.getByText('Invalid email address')).toBeVisible()

    await editor.getByLabel('Full name').fill('Amara Okafor-Bello')
    await editor.getByLabel('Email').fill(amara.email)
    await editor.getByLabel('Number of children').fill('2')
    await editor.getByRole('button', { name: 'Save Changes' }).click()

    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByText('User updated successfully')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Amara Okafor-Bello' })).toBeFocused()
    const [status, users] = await getJson<{ email: string; full_name: string; profile: { number_of_children: number } }[]>(
      page,
      '/api/accounts/admin/users/',
    )
    expect(status).toBe(200)
    expect(users.find((u) => u.email === amara.email)).toMatchObject({
      full_name: 'Amara Okafor-Bello',
      profile: { number_of_children: 2 },
    })
  })

  test('shows the sidebar as a fixed column at 1280 px, with Users as the current page', async ({ page }) => {
    await openUsersAsAdmin(page)

    const nav = page.getByRole('navigation', { name: 'Admin' })
    await expect(nav).toBeVisible()
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden()
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()

    await nav.getByRole('link', { name: 'Dashboard' }).click()
    await expect(page).toHaveURL(/\/admin-dashboard$/)
    await expect(page.getByText('Dashboard Content')).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  })

  test('Logout goes to /auth with local storage cleared', async ({ page }) => {
    await openUsersAsAdmin(page)

    await page.getByRole('button', { name: 'Logout' }).click()

    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByRole('heading', { name: 'Hey Welcome!' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
  })
})

test.describe('the admin sidebar on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 700 } })

  test('is collapsed behind the Menu button, which opens and closes it', async ({ page }) => {
    await openUsersAsAdmin(page)
    const menu = page.getByRole('button', { name: 'Menu', exact: true })
    const nav = page.getByRole('navigation', { name: 'Admin' })

    await expect(menu).toBeVisible()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(nav).toBeHidden()

    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(nav).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeFocused()

    // The backdrop (the dimmed page beside the drawer) closes it too.
    await menu.click()
    await expect(nav).toBeVisible()
    await page.mouse.click(310, 400)
    await expect(nav).toBeHidden()

    // Following a link closes it.
    await menu.click()
    await nav.getByRole('link', { name: 'Dashboard' }).click()
    await expect(page).toHaveURL(/\/admin-dashboard$/)
    await expect(page.getByText('Dashboard Content')).toBeVisible()
    await expect(nav).toBeHidden()
  })

  test('shows the users as readable stacked rows without sideways scrolling', async ({ page }) => {
    await openUsersAsAdmin(page)

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expect(bodyRows(page, 'Clients').first()).toContainText('Active')
  })

  test('Logout from the drawer goes to /auth', async ({ page }) => {
    await openUsersAsAdmin(page)

    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('button', { name: 'Logout' }).click()

    await expect(page).toHaveURL(/\/auth$/)
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
  })
})
