import { expect, test, type Page } from '@playwright/test'
import type { Band } from '@/contract/content'
import { seedBands } from '@/mock-server/seed/milestone-content'
import { seedUsers } from '@/mock-server/seed/users'
import { axeViolations, axeWidths, formatFindings, type AxeFinding } from './support/axe'
import { keyboardMove } from './support/builder'
import { getJson, openApp, setDemoLatency, signInThroughApi } from './support/demo'

/*
 * Undo and redo in the Milestone Builder (docs/decisions/046): the
 * toast's Undo, Ctrl+Z and Shift+Ctrl+Z, what the server holds after each, and an
 * undo that another tab made impossible.
 */

const band = seedBands[0]!
const question = band.sets[0]!.questions[0]!

async function openBuilder(page: Page) {
  await openApp(page, '/')
  await signInThroughApi(page, seedUsers.admin)
  await setDemoLatency(page, 150)
  await page.goto('/admin-dashboard/milestones')
  await expect(page.getByRole('list', { name: 'Bands' })).toBeVisible()
}

const serverBands = async (page: Page) => (await getJson<Band[]>(page, '/api/children/global-bands/'))[1]
const serverBand = async (page: Page) => (await serverBands(page))[0]!
const serverOptions = async (page: Page) => (await serverBands(page))[0]!.sets[0]!.questions[0]!.options.map((option) => option.label)
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' })
const bandSwitch = (page: Page) => page.getByRole('group', { name: band.title }).getByRole('switch')
const optionsRegion = (page: Page) => page.getByRole('region', { name: `Answer options of ${question.text}` })

async function openOptions(page: Page) {
  await page.getByRole('button', { name: `Question sets of ${band.title}`, exact: true }).click()
  await page.getByRole('button', { name: `Questions of ${band.sets[0]!.title}`, exact: true }).click()
  await page.getByRole('button', { name: `Answer options of ${question.text}`, exact: true }).click()
  await expect(optionsRegion(page)).toBeVisible()
}

/** The labels of the first question's options as the rows show them, in order. */
const shownOptions = (page: Page) => optionsRegion(page).locator('[id^="builder-title-"]').allTextContents()

test.describe('builder: undo and redo (issue #16 part 4)', () => {
  test('toggle, then Undo in its toast: the server holds the band as it was, and a reload shows it', async ({ page }) => {
    await openBuilder(page)
    await expect(bandSwitch(page)).toHaveAttribute('aria-checked', 'true')
    await bandSwitch(page).click()
    await expect(notifications(page).getByText('Band status toggled')).toBeVisible()
    await expect.poll(async () => (await serverBand(page)).is_active).toBe(false)

    await notifications(page).getByRole('button', { name: 'Undo' }).click()
    await expect(notifications(page).getByText(`Undone: Band “${band.title}” is active again`)).toBeVisible()
    await expect(notifications(page).getByRole('button', { name: 'Redo' })).toBeVisible()
    await expect(bandSwitch(page)).toHaveAttribute('aria-checked', 'true')
    await expect.poll(async () => (await serverBand(page)).is_active).toBe(true)

    await page.reload()
    await expect(bandSwitch(page)).toHaveAttribute('aria-checked', 'true')
  })

  test('keyboard reorder, then Ctrl+Z on the drag handle puts the options back, on the server too', async ({ page }) => {
    await openBuilder(page)
    await openOptions(page)
    const before = await shownOptions(page)
    await keyboardMove(page, optionsRegion(page).getByRole('button', { name: `Drag to reorder ${before[0]}` }), 'ArrowDown')
    const moved = [before[1]!, before[0]!, ...before.slice(2)]
    await expect.poll(() => shownOptions(page)).toEqual(moved)
    await expect.poll(() => serverOptions(page)).toEqual(moved)
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Drag to reorder /)

    await page.keyboard.press('Control+z')
    await expect(notifications(page).getByText(`Undone: Option “${before[0]}” is back in its place`)).toBeVisible()
    await expect.poll(() => shownOptions(page)).toEqual(before)
    await expect.poll(() => serverOptions(page)).toEqual(before)

    await page.reload()
    await openOptions(page)
    expect(await shownOptions(page)).toEqual(before)
  })

  test('edit, then Ctrl+Z, then Shift+Ctrl+Z; in a text field Ctrl+Z is the field’s own', async ({ page }) => {
    await openBuilder(page)
    await openOptions(page)
    const first = (await shownOptions(page))[0]!
    await optionsRegion(page).getByRole('button', { name: `Edit option ${first}` }).click()
    await page.getByLabel('Label', { exact: true }).fill('Yes, often')
    await page.getByRole('button', { name: 'Update' }).click()
    await expect(notifications(page).getByText('Option updated successfully')).toBeVisible()
    await expect.poll(async () => (await serverOptions(page))[0]).toBe('Yes, often')
    // Focus on the row's Edit button: in the builder, not in a text field.
    await optionsRegion(page).getByRole('button', { name: 'Edit option Yes, often' }).focus()

    await page.keyboard.press('Control+z')
    await expect(notifications(page).getByText(`Undone: Option “${first}” is back as it was before the edit`)).toBeVisible()
    await expect.poll(async () => (await serverOptions(page))[0]).toBe(first)
    expect((await shownOptions(page))[0]).toBe(first)

    await page.keyboard.press('Control+Shift+z')
    await expect(notifications(page).getByText(`Redone: Option “${first}” edited`)).toBeVisible()
    await expect.poll(async () => (await serverOptions(page))[0]).toBe('Yes, often')

    // The search field keeps the browser's text undo: the builder's history is not touched. The builder takes a key
    // by cancelling its keydown (use-history-keys.ts, every case in tests/ui/use-history-keys.test.tsx): seen here as
    // the page's last listener sees it, instead of waiting for an undo that should not come.
    const search = page.getByLabel('Search bands')
    await search.click()
    await page.keyboard.type('b00')
    const keydown = await page.evaluateHandle(() => {
      const seen: { taken: boolean | null } = { taken: null }
      window.addEventListener('keydown', (event) => {
        if (event.key.toLowerCase() === 'z') seen.taken = event.defaultPrevented
      })
      return seen
    })
    await page.keyboard.press('Control+z')
    expect(await keydown.evaluate((seen) => seen.taken), 'the builder left Ctrl+Z to the search field').toBe(false)
    await expect(search).not.toHaveValue('b00')
    expect((await serverOptions(page))[0]).toBe('Yes, often')
    await expect(notifications(page).getByText(/^Undone: /)).toHaveCount(0)

    await page.reload()
    await openOptions(page)
    expect((await shownOptions(page))[0]).toBe('Yes, often')
  })

  test('two tabs: an undo of a change the other tab overwrote says so, undoes nothing and reloads', async ({ context }) => {
    const first = await context.newPage()
    await openBuilder(first)
    await bandSwitch(first).click()
    await expect.poll(async () => (await serverBand(first)).is_active).toBe(false)

    // The other tab renames the band through its own form.
    const second = await context.newPage()
    await second.goto('/admin-dashboard/milestones')
    await second.getByRole('button', { name: `Edit band ${band.title}` }).click()
    await second.getByLabel('Title', { exact: true }).fill('Newborn')
    await second.getByRole('button', { name: 'Update' }).click()
    await expect(notifications(second).getByText('Band updated successfully')).toBeVisible()

    await first.bringToFront()
    await first.getByRole('button', { name: 'Collapse all', exact: true }).focus()
    await first.keyboard.press('Control+z')
    await expect(notifications(first).getByRole('alert')).toContainText(
      `Cannot undo: band “${band.title}” was changed in another tab or by another admin since. Nothing was undone; the list has been reloaded.`,
    )
    // What the server holds, and the list shows it: the rename, still inactive.
    await expect.poll(async () => serverBand(first)).toMatchObject({ title: 'Newborn', is_active: false })
    await expect(first.getByRole('group', { name: 'Newborn' }).getByRole('switch')).toHaveAttribute('aria-checked', 'false')
  })

  test('axe: no violations at 320 and 1280 px with the Undo toast shown', async ({ browser }) => {
    test.setTimeout(90_000)
    // bypassCSP: the app's Content-Security-Policy refuses the injected axe script, as it should.
    const context = await browser.newContext({ bypassCSP: true, reducedMotion: 'reduce', viewport: { width: 320, height: 800 } })
    const page = await context.newPage()
    await openBuilder(page)
    const findings: AxeFinding[] = []
    for (const width of axeWidths) {
      await page.setViewportSize({ width, height: 800 })
      await bandSwitch(page).click()
      await expect(notifications(page).getByRole('button', { name: 'Undo' })).toBeVisible()
      findings.push(...(await axeViolations(page, 'builder with the Undo toast')))
      await notifications(page).getByRole('button', { name: 'Undo' }).click()
      await expect(notifications(page).getByRole('button', { name: 'Redo' })).toBeVisible()
      findings.push(...(await axeViolations(page, 'builder with the Redo toast')))
    }
    expect(findings.length, `axe violations:\n${formatFindings(findings)}`).toBe(0)
    await context.close()
  })
})
