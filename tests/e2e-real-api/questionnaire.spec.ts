import { expect, test, type Page } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { apiGet, expectFaultsUsed, injectFault, resetBeforeEach, signedIn } from './support/real-api'

/*
 * The questionnaire over real HTTP: answers saved by the API change the
 * server-computed progress; load and submit failures (docs/product-rules.md#8
 * docs/product-rules.md#decisions: a failed submit keeps every choice and offers Retry).
 */
resetBeforeEach()

async function liamId(page: Page) {
  const [, children] = await apiGet<{ id: number; first_name: string }[]>(page, '/children/profiles/')
  return children.find((child) => child.first_name === 'Liam')!.id
}

/** The sum of the profile's progress bars, as the server computed them. */
async function totalProgress(page: Page, childId: number) {
  await page.goto(`/child/${childId}`)
  // An area without answers has no bar (it reads 'Not answered yet'), so wait for the list itself.
  await expect(page.getByRole('region', { name: 'Milestones' }).getByRole('listitem').first()).toBeVisible()
  const bars = page.getByRole('progressbar')
  const values = await bars.evaluateAll((all) => all.map((bar) => Number(bar.getAttribute('aria-valuenow'))))
  return values.reduce((sum, value) => sum + value, 0)
}

const group = (page: Page, index: number) => page.getByRole('radiogroup').nth(index)

test('a parent answers, finishes, and the progress changes; a failed load and a failed submit recover, keeping every choice', async ({ page }) => {
  await signedIn(page, seedUsers.parent, '/auth')
  const id = await liamId(page)
  const before = await totalProgress(page, id)

  // Load failure: 500 on one of the parallel loads, then (on Try again) a dropped connection on another.
  const loadFailed = page.getByText('Failed to load milestone data. Please try again later.')
  await injectFault('listBands', 'status500')
  await page.goto(`/child/${id}/milestones-status`)
  await expect(loadFailed).toBeVisible()
  await injectFault('listResponses', 'drop')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expectFaultsUsed()
  await expect(loadFailed).toBeVisible()
  await injectFault('getChild', 'slow', { ms: 1500 })
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByText('Loading milestones…')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Developmental Milestones' })).toBeVisible()

  await group(page, 0).getByRole('radio', { name: 'Yes' }).click()
  await group(page, 1).getByRole('radio', { name: 'Sometimes' }).click()

  // Submit failure: 500, then a dropped connection; the choices stay and Retry resends.
  await injectFault('bulkCreateResponses', 'status500')
  await page.getByRole('button', { name: 'Finish' }).click()
  await expect(page.getByText('Could not save your answers. Please try again.')).toBeVisible()
  await injectFault('bulkCreateResponses', 'drop')
  await page.getByRole('button', { name: 'Retry' }).click()
  await expectFaultsUsed()
  await expect(page.getByText('Could not save your answers. Please try again.')).toBeVisible()
  await expect(group(page, 0).getByRole('radio', { name: 'Yes' })).toHaveAttribute('aria-checked', 'true')
  await expect(group(page, 1).getByRole('radio', { name: 'Sometimes' })).toHaveAttribute('aria-checked', 'true')

  await injectFault('bulkCreateResponses', 'slow', { ms: 1500 })
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('button', { name: 'Finish' })).toHaveAttribute('aria-busy', 'true')
  await expect(page).toHaveURL(/\/client-dashboard$/)
  expect(await totalProgress(page, id)).toBeGreaterThan(before)

  // The answers are on the server: the questionnaire opens with them.
  await page.goto(`/child/${id}/milestones-status`)
  await expect(group(page, 0).getByRole('radio', { name: 'Yes' })).toHaveAttribute('aria-checked', 'true')
  await expect(group(page, 1).getByRole('radio', { name: 'Sometimes' })).toHaveAttribute('aria-checked', 'true')
})
