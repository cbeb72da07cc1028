import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import type { Band } from '@/contract/content'

/** The builder's Export JSON, downloaded and read back as the admin's file. */
export async function exportFile(page: Page): Promise<Band[]> {
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export JSON' }).click()
  return JSON.parse(await readFile((await (await downloading).path())!, 'utf8')) as Band[]
}

/** Chooses a file for the builder's import, which opens its preview. */
export async function choose(page: Page, content: unknown) {
  await page
    .getByLabel('Milestones JSON file to import')
    .setInputFiles({ name: 'milestones.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(content, null, 2)) })
}
