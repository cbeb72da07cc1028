import { expect, test, type Locator, type Page, type Request } from '@playwright/test'
import { seedBands } from '@/mock-server/seed/milestone-content'
import { seedUsers } from '@/mock-server/seed/users'
import { axeAtWidths, formatFindings, type AxeFinding } from './support/axe'
import { getJson, openApp, signInThroughApi } from './support/demo'
import { switchOffAnswered } from './support/builder'

/*
 * The Milestone Builder's age coverage bar and preview as a parent (docs/product-rules.md#decisions-builder-extras,
 * docs/decisions/045), in Chromium
 * against the in-browser backend. Each test starts from the seed (a new browser context).
 * Run alone: E2E_OUT_DIR=/tmp/dist-e2e-coverage E2E_PORT=5200 npx playwright test tests/e2e/builder-coverage-preview.spec.ts
 */

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text).first()
const row = (scope: Page | Locator, name: string) => scope.getByRole('group', { name, exact: true })
const coverage = (page: Page) => page.getByRole('region', { name: 'Age coverage' })
const gapsAndOverlaps = (page: Page) => coverage(page).getByRole('list', { name: 'Gaps and overlaps' }).getByRole('listitem')

async function openBuilder(page: Page) {
  await openApp(page, '/')
  await signInThroughApi(page, seedUsers.admin)
  await page.goto('/admin-dashboard/milestones')
  await expect(page.getByRole('heading', { level: 1, name: 'Milestone Builder' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Bands' })).toBeVisible()
}

async function expand(page: Page, label: string) {
  await page.getByRole('button', { name: label, exact: true }).click()
  const region = page.getByRole('region', { name: label, exact: true })
  await expect(region).toBeVisible()
  return region
}

/** Every request the page makes to the API from now on (the in-browser backend answers them through its service worker). */
function recordApiCalls(page: Page) {
  const calls: string[] = []
  const listener = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(`${request.method()} ${new URL(request.url()).pathname}`)
  }
  page.on('request', listener)
  return { calls, stop: () => page.off('request', listener) }
}

test.describe('Milestone Builder: age coverage', () => {
  test('the bar shows a gap, in words too, after a band is switched off, and the band stays on the bar as inactive', async ({ page }) => {
    await openBuilder(page)
    await expect(coverage(page).getByText('Every age from 0 to 36 months has an active band.')).toBeVisible()
    for (const band of seedBands) {
      await expect(coverage(page).getByRole('button', { name: `Go to ${band.title} (${band.age_min_months}–${band.age_max_months} months, active)` })).toBeVisible()
    }

    await switchOffAnswered(page, row(page, '12-24 Months').getByRole('switch', { name: 'Active' }))
    await expect(toast(page, 'Band status toggled')).toBeVisible()
    await expect(gapsAndOverlaps(page)).toHaveText(['No active band covers 12–24 months'])
    await expect(coverage(page).getByRole('button', { name: 'Go to 12-24 Months (12–24 months, inactive)' })).toBeVisible()

    // The table, the bar's text alternative, says the same.
    await coverage(page).getByText('Bands by age, as a table').click()
    const table = coverage(page).getByRole('table')
    await expect(table.getByRole('row', { name: /12-24 Months/ })).toContainText('Inactive')
  })

  test('clicking a segment, or Enter on it, focuses its band row; a band the filter hides is shown first', async ({ page }) => {
    await openBuilder(page)
    await coverage(page).getByRole('button', { name: /^Go to 2-3 Years/ }).click()
    await expect(row(page, '2-3 Years')).toBeFocused()

    await coverage(page).getByRole('button', { name: /^Go to 0-6 Months/ }).focus()
    await page.keyboard.press('Enter')
    await expect(row(page, '0-6 Months')).toBeFocused()

    await page.getByRole('group', { name: 'Show bands' }).getByRole('button', { name: 'Inactive' }).click()
    await expect(row(page, '6-12 Months')).toBeHidden()
    await coverage(page).getByRole('button', { name: /^Go to 6-12 Months/ }).click()
    await expect(row(page, '6-12 Months')).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: '4 bands' })).toBeVisible()
  })

  test('saving a band that opens a gap saves it and says so', async ({ page }) => {
    await openBuilder(page)
    await page.getByRole('button', { name: 'Edit band 6-12 Months' }).click()
    const form = page.getByRole('form', { name: 'Edit Band' })
    await form.getByLabel('Max age (months)').fill('9')
    await form.getByRole('button', { name: 'Update' }).click()
    await expect(toast(page, 'Band updated successfully. No active band covers 9–12 months.')).toBeVisible()
    await expect(row(page, '6-12 Months').getByText('6–9 months')).toBeVisible()
    await expect(gapsAndOverlaps(page)).toHaveText(['No active band covers 9–12 months'])

    // An overlap is said the same way.
    await page.getByRole('button', { name: 'Edit band 0-6 Months' }).click()
    await page.getByRole('form', { name: 'Edit Band' }).getByLabel('Max age (months)').fill('8')
    await page.getByRole('form', { name: 'Edit Band' }).getByRole('button', { name: 'Update' }).click()
    await expect(toast(page, 'Band updated successfully. Bands 0-6 Months and 6-12 Months overlap from 6 to 8 months.')).toBeVisible()
  })
})

test.describe('Milestone Builder: preview as a parent', () => {
  test('Preview shows only the active sets, questions and options, in order, with images and help text, and sends no request', async ({ page }) => {
    await openBuilder(page)
    const [movement, language] = seedBands[0]!.sets
    const [firstQuestion, secondQuestion] = movement!.questions

    // Switch off a set, a question and an option of 0-6 Months.
    const sets = await expand(page, 'Question sets of 0-6 Months')
    await row(sets, language!.title).getByRole('switch', { name: 'Active' }).click()
    await expect(toast(page, 'Question Set status toggled')).toBeVisible()
    const questions = await expand(page, `Questions of ${movement!.title}`)
    await row(questions, secondQuestion!.text).getByRole('switch', { name: 'Active' }).click()
    await expect(row(questions, secondQuestion!.text).getByText('Inactive')).toBeVisible()
    const options = await expand(page, `Answer options of ${firstQuestion!.text}`)
    await row(options, 'Sometimes').getByRole('switch', { name: 'Active' }).click()
    await expect(row(options, 'Sometimes').getByText('Inactive')).toBeVisible()
    // The three switches are saved.
    type Stored = { title: string; sets: { title: string; is_active: boolean; questions: { text: string; is_active: boolean; options: { label: string; is_active: boolean }[] }[] }[] }
    await expect
      .poll(async () => {
        const [, bands] = await getJson<Stored[]>(page, '/api/children/global-bands/')
        const set = bands.find((b) => b.title === '0-6 Months')!.sets
        const questions = set.find((s) => s.title === movement!.title)!.questions
        return [
          set.find((s) => s.title === language!.title)!.is_active,
          questions.find((q) => q.text === secondQuestion!.text)!.is_active,
          questions.find((q) => q.text === firstQuestion!.text)!.options.find((o) => o.label === 'Sometimes')!.is_active,
        ]
      })
      .toEqual([false, false, false])

    // The recording works: a reload of the list is seen.
    const control = recordApiCalls(page)
    await page.reload()
    await expect(page.getByRole('list', { name: 'Bands' })).toBeVisible()
    await expect.poll(() => control.calls).toContain('GET /api/children/global-bands/')
    control.stop()

    await page.getByRole('searchbox', { name: 'Search bands' }).fill('months')
    await expect(page.getByRole('status').filter({ hasText: 'Showing 3 of 4 bands' })).toBeVisible()

    const recording = recordApiCalls(page)
    await page.getByRole('link', { name: 'Preview 0-6 Months as a parent' }).click()
    await expect(page).toHaveURL(/\/admin-dashboard\/milestones\?previewBand=\d+$/)
    await expect(page.getByText('Preview — answers are not saved')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Developmental Milestones' })).toBeVisible()
    await expect(page.getByText('0-6 Months', { exact: true })).toBeVisible()
    await expect(page.getByRole('img', { name: '0-6 Months milestones illustration' })).toBeVisible()

    const expectedSets = seedBands[0]!.sets.filter((set) => set !== language).map((set, i) => `${i + 1}. ${set.title}`)
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(expectedSets.length)
    for (const [i, name] of expectedSets.entries()) await expect(page.getByRole('heading', { level: 2 }).nth(i)).toHaveAccessibleName(name)
    const firstSet = page.getByRole('region', { name: `1. ${movement!.title}` })
    const expectedQuestions = movement!.questions.filter((q) => q !== secondQuestion)
    await expect(firstSet.getByRole('listitem')).toHaveCount(expectedQuestions.length)
    for (const [i, question] of expectedQuestions.entries()) {
      const item = firstSet.getByRole('listitem').nth(i)
      await expect(item.getByText(question.text, { exact: true })).toBeVisible()
      await expect(item.getByText(question.help_text, { exact: true })).toBeVisible()
    }
    const firstOptions = page.getByRole('radiogroup', { name: firstQuestion!.text })
    await expect(firstOptions.getByRole('radio')).toHaveText(['Yes', 'Not yet'])
    await expect(page.getByRole('radiogroup', { name: seedBands[0]!.sets[2]!.questions[0]!.text }).getByRole('radio')).toHaveText(['Yes', 'Sometimes', 'Not yet'])

    // The admin can try an answer; there is no Finish, and nothing is sent.
    await firstOptions.getByRole('radio', { name: 'Yes' }).click()
    await expect(firstOptions.getByRole('radio', { name: 'Yes' })).toBeChecked()
    await expect(page.getByRole('button', { name: 'Finish' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Back to the builder' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Milestone Builder' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Preview 0-6 Months as a parent' })).toBeFocused()
    // The builder came back as it was: its search is still there.
    await expect(page.getByRole('searchbox', { name: 'Search bands' })).toHaveValue('months')
    await expect(page.getByRole('status').filter({ hasText: 'Showing 3 of 4 bands' })).toBeVisible()
    recording.stop()
    expect(recording.calls).toEqual([])
  })

  test('Preview for age picks the band by the parents\' rule: a shared edge goes to the older band, past the last band the nearest', async ({ page }) => {
    await openBuilder(page)
    const age = page.getByLabel("Child's age (months)")
    const cases: [string, string, RegExp][] = [
      ['3', '0-6 Months', /is shown 0-6 Months/],
      ['6', '6-12 Months', /is shown 6-12 Months/],
      ['14', '12-24 Months', /is shown 12-24 Months/],
      ['40', '2-3 Years', /No active band covers 40 months: .* the nearest band, 2-3 Years/],
    ]
    for (const [months, title, note] of cases) {
      await age.fill(months)
      await page.getByRole('button', { name: 'Preview for age' }).click()
      await expect(page).toHaveURL(new RegExp(`previewAge=${months}$`))
      await expect(page.getByText(`For a child of ${months} months`)).toBeVisible()
      await expect(page.getByText(title, { exact: true })).toBeVisible()
      await expect(page.getByText(note)).toBeVisible()
      await page.goBack()
      await expect(page.getByRole('button', { name: 'Preview for age' })).toBeFocused()
    }

    // An inactive band is never picked for an age: 9 months is then as near to 0-6 as to 12-24, and the tie goes to the older band.
    await switchOffAnswered(page, row(page, '6-12 Months').getByRole('switch', { name: 'Active' }))
    await expect(toast(page, 'Band status toggled')).toBeVisible()
    await age.fill('9')
    await page.getByRole('button', { name: 'Preview for age' }).click()
    await expect(page.getByText(/No active band covers 9 months: .* the nearest band, 12-24 Months/)).toBeVisible()
  })

  test('axe: no violations on the coverage bar (with a gap, an overlap and the table open) and on the preview, at 320 and 1280 px', async ({ browser }) => {
    // Ten axe scans of the builder: 20 to 30 s on a quiet machine.
    test.setTimeout(90_000)
    const context = await browser.newContext({ bypassCSP: true, reducedMotion: 'reduce', viewport: { width: 320, height: 800 } })
    const page = await context.newPage()
    const findings: AxeFinding[] = []
    await openBuilder(page)
    await page.getByRole('button', { name: 'Edit band 0-6 Months' }).click()
    await page.getByRole('form', { name: 'Edit Band' }).getByLabel('Max age (months)').fill('8')
    await page.getByRole('form', { name: 'Edit Band' }).getByRole('button', { name: 'Update' }).click()
    await expect(toast(page, 'Band updated successfully')).toBeVisible()
    await switchOffAnswered(page, row(page, '12-24 Months').getByRole('switch', { name: 'Active' }))
    await expect(gapsAndOverlaps(page)).toHaveCount(2)
    await coverage(page).getByText('Bands by age, as a table').click()
    await expect(coverage(page).getByRole('table')).toBeVisible()
    await axeAtWidths(page, 'builder coverage bar with a gap and an overlap', findings)

    await page.getByRole('button', { name: 'Preview for age' }).click()
    await expect(page.getByText('Enter a whole number of months from 0 to 240')).toBeVisible()
    await axeAtWidths(page, 'builder preview-for-age error', findings)

    await page.getByRole('link', { name: 'Preview 0-6 Months as a parent' }).click()
    await expect(page.getByRole('radiogroup').first()).toBeVisible()
    await axeAtWidths(page, 'preview of a band', findings)

    await page.goto('/admin-dashboard/milestones?previewBand=3')
    await expect(page.getByText('This band is inactive: parents are not offered it until it is made active.')).toBeVisible()
    await axeAtWidths(page, 'preview of an inactive band', findings)

    await page.goto('/admin-dashboard/milestones?previewAge=40')
    await expect(page.getByText(/the nearest band, 2-3 Years/)).toBeVisible()
    await axeAtWidths(page, 'preview for an age', findings)

    expect(findings.length, `axe violations:\n${formatFindings(findings)}`).toBe(0)
    await context.close()
  })
})
