import { expect, test } from '@playwright/test'
import type { AdminOverview } from '@/contract/admin-overview'
import type { Band } from '@/contract/content'
import { seedUsers } from '@/mock-server/seed/users'
import { axeAtWidths, formatFindings, type AxeFinding } from './support/axe'
import { getJson, openApp, patchJson, signInThroughApi } from './support/demo'

/*
 * The admin overview (docs/decisions/061), in Chromium against the demo build: under the spec's 'Dashboard Content',
 * the overview's counts are the API's; content made unhealthy shows, with a link that opens the
 * builder down to the row and focuses it.
 */

// axe-core is injected into the page, which the app's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true })

test('the overview shows the API\'s counts, and a question parents cannot answer links to its row in the builder', async ({ page }) => {
  await openApp(page)
  await signInThroughApi(page, seedUsers.admin)
  await page.goto('/admin-dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Content' })).toBeVisible()

  const [status, overview] = await getJson<AdminOverview>(page, '/api/accounts/admin/overview/')
  expect(status).toBe(200)
  const use = page.getByRole('definition')
  await expect(use).toHaveText([String(overview.parents), String(overview.children), String(overview.answers_this_week)])
  await expect(page.getByText('Every active question has at least two active options.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Most often answered “Not yet”' }).getByRole('listitem')).toHaveCount(overview.most_not_yet.length)

  // Two of a question's three options switched off: parents can no longer answer it.
  const [, bands] = await getJson<Band[]>(page, '/api/children/global-bands/')
  const question = bands[1]!.sets[0]!.questions[0]!
  for (const option of question.options.slice(0, 2)) expect(await patchJson(page, `/api/children/global-answer-options/${option.id}/`, { is_active: false })).toBe(200)
  await page.reload()
  const health = page.getByRole('region', { name: 'Content health' })
  await expect(health.getByRole('heading', { name: 'Questions parents cannot answer (1)' })).toBeVisible()
  await expect(health.getByRole('listitem')).toContainText([question.text])

  const findings: AxeFinding[] = []
  await axeAtWidths(page, 'admin overview', findings)
  expect(formatFindings(findings)).toBe('')

  await health.getByRole('link', { name: 'Show in the builder' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/admin-dashboard/milestones' && url.searchParams.get('show') === `question:${question.id}`)
  const row = page.locator(`[data-row-key="question:${question.id}"]`)
  await expect(row).toBeFocused({ timeout: 10_000 })
  await expect(row).toBeInViewport()
})
