import { expect, test, type Locator, type Page } from '@playwright/test'
import { seedBands } from '@/mock-server/seed/milestone-content'
import { seedUsers } from '@/mock-server/seed/users'
import { keyboardMove } from './support/builder'
import { getJson, openApp, signInThroughApi } from './support/demo'

/*
 * Every flow can be completed with the keyboard alone (docs/decisions/019):
 * Tab, Shift+Tab, Enter, Space, arrows and typing; no clicks, no element.click(),
 * no focus() (except the page load itself). The login flow also checks that
 * each element Tab reaches shows a visible focus indicator.
 */

/** Names the focused element, for failure messages. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return 'body'
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
  })

/**
 * The focused element shows a focus indicator: an outline or a box shadow on
 * itself, or an outline on a sibling drawn after it (the app's pattern for a
 * text field's ring around input and adornment, and for the label beside a
 * visually hidden native radio). Only the focused state draws those outlines.
 */
async function expectVisibleFocus(page: Page) {
  const indicator = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'nothing focused'
    const shows = (node: Element) => {
      const style = getComputedStyle(node)
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
      return outline || style.boxShadow !== 'none'
    }
    const rect = el.getBoundingClientRect()
    const hidden = rect.width <= 1 || rect.height <= 1
    if (!hidden && shows(el)) return 'ok'
    for (let sibling = el.nextElementSibling; sibling; sibling = sibling.nextElementSibling) {
      const style = getComputedStyle(sibling)
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return 'ok'
    }
    return `no indicator on ${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
  })
  expect(indicator).toBe('ok')
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 }).catch(() => false)

/** Presses Tab (or Shift+Tab) until the target has focus. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60, checkFocus = false } = {}) {
  for (let i = 0; i <= max; i += 1) {
    if (await isFocused(target)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    if (checkFocus) await expectVisibleFocus(page)
  }
  throw new Error(`Tab did not reach the target; focus is on ${await describeFocus(page)}`)
}

/** Presses Tab until focus is inside the group. */
async function tabInto(page: Page, group: Locator, max = 60) {
  for (let i = 0; i <= max; i += 1) {
    if (await group.evaluate((el) => el.contains(document.activeElement), undefined, { timeout: 2_000 }).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab did not reach the group; focus is on ${await describeFocus(page)}`)
}

/** Picks an option of a focused <select> by typing its label (the browser's type-ahead). */
async function typeOption(page: Page, select: Locator, value: string) {
  const label = (await select.locator(`option[value="${value}"]`).textContent())!.trim()
  await tabTo(page, select)
  await page.keyboard.type(label, { delay: 20 })
  await expect(select).toHaveValue(value)
}

/** In a group of native radios, arrows move the choice; Space checks the one focused. */
async function chooseRadio(page: Page, group: Locator, name: string) {
  await tabInto(page, group)
  const target = group.getByRole('radio', { name, exact: true })
  for (let i = 0; i < 6 && !(await target.isChecked()); i += 1) {
    await page.keyboard.press(i === 0 ? 'Space' : 'ArrowDown')
  }
  await expect(target).toBeChecked()
}

test.describe('keyboard only', () => {
  test('login, with a visible focus indicator at every step', async ({ page }) => {
    await openApp(page, '/auth')
    await tabTo(page, page.getByLabel('Email'), { checkFocus: true })
    await page.keyboard.type(seedUsers.parent.email)
    await tabTo(page, page.getByLabel('Password', { exact: true }), { checkFocus: true })
    await page.keyboard.type(seedUsers.parent.password)
    await tabTo(page, page.getByRole('button', { name: 'Log In', exact: true }), { checkFocus: true })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/client-dashboard$/)
    await expect(page.getByRole('region', { name: 'Your children' })).toBeVisible()
    // Onward from the dashboard: Tab keeps showing where focus is.
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab')
      await expectVisibleFocus(page)
    }
  })

  test('sign-up', async ({ page }) => {
    await openApp(page, '/signup')
    await tabTo(page, page.getByLabel('Full name', { exact: true }))
    await page.keyboard.type('Kim Keyboard')
    await tabTo(page, page.getByLabel('Email', { exact: true }))
    await page.keyboard.type(`kim.${Date.now()}@example.com`)
    await tabTo(page, page.getByLabel('Phone number'))
    await page.keyboard.type('+44 20 7946 0123')
    await chooseRadio(page, page.getByRole('radiogroup', { name: /gender/i }), 'Male')
    await tabTo(page, page.getByLabel('Password', { exact: true }))
    await page.keyboard.type('keyboard-only-1')
    await tabTo(page, page.getByLabel('Confirm password'))
    await page.keyboard.type('keyboard-only-1')
    await typeOption(page, page.getByLabel('City'), 'london')
    await typeOption(page, page.getByLabel('Country'), 'uk')
    const terms = page.getByRole('checkbox', { name: /I accept the/ })
    await tabTo(page, terms)
    await page.keyboard.press('Space')
    await expect(terms).toBeChecked()
    await tabTo(page, page.getByRole('button', { name: 'Create Account' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/onboarding$/)
  })

  test('the child form: a premature child with selects, saved', async ({ page }) => {
    await openApp(page, '/')
    await signInThroughApi(page, seedUsers.parent)
    await page.goto('/create-child-profile')
    await expect(page.getByRole('heading', { level: 1, name: 'Register your child' })).toBeVisible()
    await tabTo(page, page.getByLabel('Full name'))
    await page.keyboard.type('Kai Keys')
    await chooseRadio(page, page.getByRole('radiogroup').filter({ has: page.getByRole('radio', { name: 'Female' }) }), 'Female')
    const born = new Date(new Date().getFullYear(), new Date().getMonth() - 7, 12)
    const dob = page.getByRole('group', { name: 'Date of birth' })
    await typeOption(page, dob.getByLabel('Day'), String(born.getDate()))
    await typeOption(page, dob.getByLabel('Month'), String(born.getMonth() + 1))
    await typeOption(page, dob.getByLabel('Year'), String(born.getFullYear()))
    await chooseRadio(page, page.getByRole('radiogroup', { name: 'Was your child born premature?' }), 'Yes')
    const weeks = page.getByLabel('Weeks premature')
    await typeOption(page, weeks, await weeks.locator('option:not([value=""])').first().getAttribute('value').then((v) => v!))
    await tabTo(page, page.getByLabel('Weight', { exact: true }))
    await page.keyboard.type('8.1')
    await tabTo(page, page.getByRole('button', { name: 'Save' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/congrats$/)
    const [, children] = await getJson<{ first_name: string; is_premature: boolean; weeks_premature: number | null }[]>(page, '/api/children/profiles/')
    expect(children.find((c) => c.first_name === 'Kai')).toMatchObject({ is_premature: true, weeks_premature: expect.any(Number) })
  })

  test('the questionnaire: each question answered from the keyboard, then Finish', async ({ page }) => {
    test.setTimeout(90_000)
    await openApp(page, '/')
    await signInThroughApi(page, seedUsers.parent)
    const [, children] = await getJson<{ id: number; first_name: string }[]>(page, '/api/children/profiles/')
    const liam = children.find((c) => c.first_name === 'Liam')!
    await page.goto(`/child/${liam.id}/milestones-status`)
    const groups = page.getByRole('radiogroup')
    await expect(groups.first()).toBeVisible()
    const count = await groups.count()
    for (let i = 0; i < count; i += 1) {
      const group = groups.nth(i)
      await tabInto(page, group)
      // Space picks the focused first option; ArrowRight then moves the choice to the second.
      await page.keyboard.press('Space')
      if (i % 2 === 1) await page.keyboard.press('ArrowRight')
      await expect(group.getByRole('radio', { checked: true })).toHaveCount(1)
    }
    await tabTo(page, page.getByRole('button', { name: 'Finish' }))
    await page.keyboard.press('Enter')
    await expect(page).not.toHaveURL(/milestones-status/)
    const [status, responses] = await getJson<unknown[]>(page, `/api/children/global-responses/?child=${liam.id}`)
    expect(status).toBe(200)
    expect(responses.length).toBeGreaterThanOrEqual(count)
  })

  test('a builder reorder: Tab to a drag handle, Space, ArrowDown, Space; saved after a reload', async ({ page }) => {
    test.setTimeout(90_000)
    await openApp(page, '/')
    await signInThroughApi(page, seedUsers.admin)
    await page.goto('/admin-dashboard/milestones')
    const bands = page.getByRole('list', { name: 'Bands' })
    await expect(bands).toBeVisible({ timeout: 15_000 })
    const [first, second, ...rest] = seedBands.map((b) => b.title)
    const handle = page.getByRole('button', { name: `Drag to reorder ${first}` })
    await tabTo(page, handle, { max: 80 })
    // Space, ArrowDown, Space, each key once the one before is handled (support/builder.ts).
    await keyboardMove(page, handle, 'ArrowDown')
    const order = [second, first, ...rest]
    await expect.poll(() => bands.getByRole('heading', { level: 3 }).allTextContents()).toEqual(order)
    await expect
      .poll(async () => (await getJson<{ title: string }[]>(page, '/api/children/global-bands/'))[1].map((b) => b.title), { timeout: 10_000 })
      .toEqual(order)
    await page.reload()
    await expect.poll(() => page.getByRole('list', { name: 'Bands' }).getByRole('heading', { level: 3 }).allTextContents()).toEqual(order)
  })
})
