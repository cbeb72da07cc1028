import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { unexpectedErrorText } from '@/domain/error-text'
import { seedClients, seedUsers } from '@/mock-server/seed/users'
import { apiBase, apiGet, expectFaultsUsed, expectImageShown, injectFault, resetBeforeEach, signedIn } from './support/real-api'

/** Every CLIENT account of the seed: the seed parents and the dozen more clients. */
const clientCount = Object.values(seedUsers).filter((user) => user.user_type === 'CLIENT').length + seedClients.length

/*
 * The admin area over real HTTP: User Management (search, filter, edit;
 * SPEC 8 'Error: {message}') and the Milestone Builder (export, import,
 * multipart band images, error toasts with the form kept or the screen rolled back).
 */
resetBeforeEach()
test.use({ viewport: { width: 1280, height: 900 } })

const amara = seedClients[0]!
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text).first()
const clientRows = (page: Page) =>
  page.getByRole('table', { name: 'Clients' }).getByRole('row').filter({ has: page.getByRole('cell') })

test('User Management: a load failure (500, dropped) shows Error: {message} and Try again recovers; search, filter, edit; a failed save keeps the edits', async ({ page }) => {
  await injectFault('listUsers', 'status500')
  await signedIn(page, seedUsers.admin, '/admin-dashboard/users')
  await expect(page.getByText('Error: Simulated server failure.')).toBeVisible()
  await injectFault('listUsers', 'drop')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expectFaultsUsed()
  await expect(page.getByText(`Error: ${unexpectedErrorText}`)).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(clientRows(page)).toHaveCount(clientCount)

  await page.getByRole('searchbox', { name: 'Search users' }).fill('OKAFOR')
  await expect(clientRows(page)).toHaveCount(1)
  await page.getByRole('searchbox', { name: 'Search users' }).fill('')
  await page.getByRole('button', { name: 'Clients', exact: true }).click()
  await expect(page.getByRole('table', { name: 'Administrators' })).toHaveCount(0)
  await expect(clientRows(page)).toHaveCount(clientCount)

  await page.getByRole('button', { name: amara.full_name }).click()
  await page.getByRole('dialog', { name: amara.full_name }).getByRole('button', { name: 'Edit Profile' }).click()
  const editor = page.getByRole('dialog', { name: `Edit ${amara.full_name}` })
  await editor.getByLabel('Full name').fill('Amara Okafor-Bello')
  await editor.getByLabel('Number of children').fill('2')

  await injectFault('updateUser', 'drop')
  await editor.getByRole('button', { name: 'Save Changes' }).click()
  await expect(editor.getByText(`Error: ${unexpectedErrorText}`)).toBeVisible()
  await expect(editor.getByLabel('Full name')).toHaveValue('Amara Okafor-Bello')
  await expect(editor.getByLabel('Number of children')).toHaveValue('2')

  await editor.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('User updated successfully')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Amara Okafor-Bello' })).toBeVisible()
  const [, users] = await apiGet<{ email: string; full_name: string; profile: { number_of_children: number } }[]>(page, '/accounts/admin/users/')
  expect(users.find((user) => user.email === amara.email)).toMatchObject({ full_name: 'Amara Okafor-Bello', profile: { number_of_children: 2 } })
})

test('Milestone Builder: export then import round trip; a band with images saved after a dropped save; a failed toggle rolls back', async ({ page }) => {
  test.setTimeout(60_000)
  await signedIn(page, seedUsers.admin, '/admin-dashboard/milestones')
  await expect(page.getByRole('heading', { level: 1, name: 'Milestone Builder' })).toBeVisible()
  const bandsList = page.getByRole('list', { name: 'Bands' })
  await expect(bandsList).toBeVisible()
  const [, before] = await apiGet<{ code: string; title: string }[]>(page, '/children/global-bands/')

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export JSON' }).click()
  const content = await readFile((await (await downloading).path())!, 'utf8')
  expect(JSON.parse(content)).toEqual(before)
  await expect(toast(page, 'Milestones exported successfully')).toBeVisible()
  await page
    .getByLabel('Milestones JSON file to import')
    .setInputFiles({ name: 'milestones.json', mimeType: 'application/json', buffer: Buffer.from(content) })
  // docs/decisions/044: the server's dry run first, over HTTP; Apply imports.
  const preview = page.getByRole('dialog', { name: 'Import preview' })
  await expect(preview).toContainText('importing it changes nothing')
  await preview.getByRole('button', { name: 'Apply' }).click()
  await expect(toast(page, 'Milestones imported successfully')).toBeVisible()
  expect((await apiGet(page, '/children/global-bands/'))[1]).toEqual(before)

  // A band with both images (multipart across origins); the first save's connection drops.
  await page.getByRole('button', { name: 'Add Band' }).click()
  const form = page.getByRole('form', { name: 'Add Band' })
  await form.getByLabel('Code').fill('B3648')
  await form.getByLabel('Title', { exact: true }).fill('3-4 Years')
  await form.getByLabel('Min age (months)').fill('36')
  await form.getByLabel('Max age (months)').fill('48')
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
  await form.getByLabel('Milestone image').setInputFiles({ name: 'milestone.png', mimeType: 'image/png', buffer: png })
  await form.getByLabel('Goal image').setInputFiles({ name: 'goal.png', mimeType: 'image/png', buffer: png })
  await injectFault('createBand', 'drop')
  await form.getByRole('button', { name: 'Create' }).click()
  await expect(toast(page, 'Error saving band')).toBeVisible()
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('3-4 Years')
  await form.getByRole('button', { name: 'Create' }).click()
  await expect(toast(page, 'Band created successfully')).toBeVisible()
  const band = page.getByRole('group', { name: '3-4 Years', exact: true })
  await expectImageShown(page, 'Goal image of 3-4 Years')
  const [, after] = await apiGet<{ code: string; goal_image: string | null }[]>(page, '/children/global-bands/')
  expect(after.find((b) => b.code === 'B3648')?.goal_image?.startsWith(`${apiBase}/media/`)).toBe(true)

  // A toggle is shown at once, then saved; a 500 restores it with the error toast.
  const toggle = band.getByRole('switch', { name: 'Active' }).first()
  await expect(toggle).toBeChecked()
  await injectFault('updateBand', 'status500')
  await toggle.click()
  await expect(toast(page, 'Error saving band')).toBeVisible()
  await expect(toggle).toBeChecked()
  await toggle.click()
  await expect(toggle).not.toBeChecked()
  await expect
    .poll(async () => (await apiGet<{ code: string; is_active: boolean }[]>(page, '/children/global-bands/'))[1].find((b) => b.code === 'B3648')?.is_active)
    .toBe(false)
})
