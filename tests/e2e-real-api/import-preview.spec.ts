import { expect, test, type Page } from '@playwright/test'
import type { Band } from '@/contract/content'
import { seedUsers } from '@/mock-server/seed/users'
import { apiGet, resetBeforeEach, setExtensions, signedIn } from './support/real-api'

/*
 * docs/decisions/044 over real HTTP: the import preview is the server's
 * dry run; a server without dry runs (which would import the file at once) is
 * found out before the file is sent, and the admin may still import it.
 */
resetBeforeEach()

const stored = async (page: Page) => (await apiGet<Band[]>(page, '/children/global-bands/'))[1]

async function chooseEdited(page: Page, before: Band[]) {
  const file = structuredClone(before)
  file[0]!.title = 'Newborn'
  file[1]!.sets = file[1]!.sets.slice(1)
  await page
    .getByLabel('Milestones JSON file to import')
    .setInputFiles({ name: 'milestones.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) })
}

test('the preview comes from the server; Cancel leaves everything as it was', async ({ page }) => {
  await signedIn(page, seedUsers.admin, '/admin-dashboard/milestones')
  await expect(page.getByRole('list', { name: 'Bands' })).toBeVisible()
  const before = await stored(page)
  await chooseEdited(page, before)
  const dialog = page.getByRole('dialog', { name: 'Import preview' })
  await expect(dialog.getByRole('list', { name: 'Bands changed' })).toContainText(`Newborn (${before[0]!.code}) (title)`)
  await expect(dialog.getByRole('region', { name: 'Question sets' })).toContainText('1 removed')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  expect(await stored(page)).toEqual(before)
})

test('a server without dry runs: "not available", nothing imported until "Import without preview"', async ({ page }) => {
  await setExtensions(false)
  await signedIn(page, seedUsers.admin, '/admin-dashboard/milestones')
  await expect(page.getByRole('list', { name: 'Bands' })).toBeVisible()
  const before = await stored(page)
  await chooseEdited(page, before)
  const dialog = page.getByRole('dialog', { name: 'Import without preview?' })
  await expect(dialog).toContainText('The import preview is not available on this server.')
  await expect(dialog).toContainText('Nothing has been imported.')
  expect(await stored(page)).toEqual(before)

  await dialog.getByRole('button', { name: 'Import without preview' }).click()
  await expect(page.getByText('Milestones imported successfully').first()).toBeVisible()
  const after = await stored(page)
  expect(after[0]!.title).toBe('Newborn')
  expect(after[1]!.sets).toHaveLength(before[1]!.sets.length - 1)
})
