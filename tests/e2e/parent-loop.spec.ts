import { expect, type Page, test } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { demoStarted, getJson, openApp, signInThroughApi } from './support/demo'
import { switchOffAnswered } from './support/builder'

/** docs/decisions/032: the parent's loop (selected child kept, the toast after Finish, band rows, the demo control). */

async function childIdOf(page: Page, firstName: string): Promise<number> {
  const [, children] = await getJson<{ id: number; first_name: string }[]>(page, '/api/children/profiles/')
  const child = children.find((c) => c.first_name === firstName)
  if (!child) throw new Error(`no child ${firstName}`)
  return child.id
}

const selectedThumbnail = (page: Page) => page.getByRole('region', { name: 'Your children' }).locator('[aria-current="true"]')

test.describe('the parent loop at 390 px', () => {
  test.use({ viewport: { width: 390, height: 780 } })

  test.beforeEach(async ({ page }) => {
    await openApp(page)
    await signInThroughApi(page, seedUsers.parent)
  })

  test('Finish goes to /client-dashboard with "Answers saved for Noah", and Noah is the selected card', async ({ page }) => {
    const noah = await childIdOf(page, 'Noah')
    await page.goto(`/child/${noah}/milestones-status`)
    await page.getByRole('radiogroup').last().getByRole('radio', { name: 'Yes' }).click()
    await page.getByRole('button', { name: 'Finish' }).click()

    await expect(page).toHaveURL(/\/client-dashboard$/)
    await expect(page.getByText('Answers saved for Noah')).toBeVisible()
    await expect(selectedThumbnail(page)).toHaveAccessibleName('Noah Carter')
  })

  test('Finish with nothing to send still selects the child, without a toast', async ({ page }) => {
    const liam = await childIdOf(page, 'Liam')
    await page.goto(`/child/${liam}/milestones-status`)
    await expect(page.getByRole('radiogroup').first()).toBeVisible()
    await page.getByRole('button', { name: 'Finish' }).click()

    await expect(page).toHaveURL(/\/client-dashboard$/)
    await expect(selectedThumbnail(page)).toHaveAccessibleName('Liam Carter')
    await expect(page.getByText(/^Answers saved for/)).toHaveCount(0)
  })

  test('the middle child is selected first; a child picked in this visit stays selected', async ({ page }) => {
    await page.goto('/client-dashboard')
    await expect(selectedThumbnail(page)).toHaveAccessibleName('Olivia Carter')
    await page.getByRole('button', { name: 'Next child' }).click()
    await expect(selectedThumbnail(page)).toHaveAccessibleName('Noah Carter')

    await page.goto('/auth')
    await page.goto('/client-dashboard')
    await expect(selectedThumbnail(page)).toHaveAccessibleName('Noah Carter')
  })

  test('a child registered with only the months of age (Years then becomes 0) is the selected card after /congrats', async ({ page }) => {
    await page.goto('/create-child-profile')
    // Years and Months start the same way, at "Select" (docs/decisions/054).
    await expect(page.getByLabel('Years')).toHaveValue('')
    await expect(page.getByLabel('Months', { exact: true })).toHaveValue('')
    await page.getByLabel('Full name').fill('Mia Months')
    await page.getByRole('radio', { name: 'Female' }).check()
    await page.getByLabel('Months', { exact: true }).selectOption('5')
    await expect(page.getByLabel('Years')).toHaveValue('0')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/congrats$/)

    await page.getByRole('button', { name: 'Go to Dashboard' }).click()
    await expect(page).toHaveURL(/\/client-dashboard$/)
    await expect(selectedThumbnail(page)).toHaveAccessibleName('Mia Months')
  })

  test('a child registered with only the years of age (Months then becomes 0) reaches /congrats', async ({ page }) => {
    await page.goto('/create-child-profile')
    await page.getByLabel('Full name').fill('Yara Years')
    await page.getByRole('radio', { name: 'Female' }).check()
    await page.getByLabel('Years').selectOption('1')
    await expect(page.getByLabel('Months', { exact: true })).toHaveValue('0')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/congrats$/)
  })

  test("Child Bands names the child, and a band row opens that band's questions; Done goes to /client-dashboard", async ({ page }) => {
    const olivia = await childIdOf(page, 'Olivia')
    await page.goto(`/child/${olivia}/bands`)
    await expect(page.getByRole('heading', { level: 1, name: 'Child Bands' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Olivia' })).toBeVisible()
    await expect(page.getByText(/A band is an age range/)).toBeVisible()

    await page.getByRole('link', { name: /^6-12 Months/ }).click()
    await expect(page).toHaveURL(new RegExp(`/child/${olivia}/milestones-status\\?band=\\d+$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Developmental Milestones' })).toBeVisible()
    await expect(page.getByText('6-12 Months', { exact: true })).toBeVisible()

    await page.goto(`/child/${olivia}/bands`)
    await page.getByRole('button', { name: 'Done' }).click()
    await expect(page).toHaveURL(/\/client-dashboard$/)
  })

  test('the profile offers "Update answers" above the fold, to the questionnaire', async ({ page }) => {
    const olivia = await childIdOf(page, 'Olivia')
    await page.goto(`/child/${olivia}`)
    const button = page.getByRole('region', { name: 'Milestones' }).getByRole('link', { name: 'Update answers' })
    await expect(button).toBeInViewport()
    await button.click()
    await expect(page).toHaveURL(new RegExp(`/child/${olivia}/milestones-status$`))
  })
})

// The milestones card's primary button is on the first screen of small phones, also for a premature baby (whose corrected-age lines come first).
for (const viewport of [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
]) {
  test.describe(`the profile's primary button at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    for (const { account, child, button } of [
      { account: seedUsers.parent, child: 'Olivia', button: 'Update answers' },
      { account: seedUsers.early, child: 'Ama', button: 'Check milestones' },
    ]) {
      test(`${child}'s profile shows "${button}" whole without scrolling`, async ({ page }) => {
        await openApp(page)
        await signInThroughApi(page, account)
        const id = await childIdOf(page, child)
        await page.goto(`/child/${id}`)
        const link = page.getByRole('region', { name: 'Milestones' }).getByRole('link', { name: button })
        await expect(link).toBeInViewport({ ratio: 1 })
        if (child === 'Ama') await expect(page.getByText('Ama was born 10 weeks early', { exact: false })).toBeVisible()
        await link.click()
        await expect(page).toHaveURL(new RegExp(`/child/${id}/milestones-status$`))
      })
    }
  })
}

test.describe('the questionnaire at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } })

  test("keeps just the Finish bar's height free at the end: nothing hidden under it, no wide gap", async ({ page }) => {
    await openApp(page)
    await signInThroughApi(page, seedUsers.parent)
    const olivia = await childIdOf(page, 'Olivia')
    await page.goto(`/child/${olivia}/milestones-status`)
    await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible()
    const layout = await page.evaluate(() => {
      scrollTo(0, document.documentElement.scrollHeight)
      const sets = document.querySelectorAll('section[aria-labelledby^="set-"]')
      const lastSet = sets[sets.length - 1]!.getBoundingClientRect()
      const finish = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Finish')!
      const bar = finish.parentElement!.getBoundingClientRect()
      const demo = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Demo data')!.closest('aside')!
      return { lastSetBottom: lastSet.bottom, demoTop: demo.getBoundingClientRect().top, demoBottom: demo.getBoundingClientRect().bottom, barTop: bar.top }
    })
    // The last question set ends above the demo bar with an ordinary gap (it was 140 px).
    expect(layout.demoTop - layout.lastSetBottom).toBeLessThanOrEqual(48)
    // At the end of the page the demo bar (and so everything above it) ends above the Finish bar, but not far above.
    expect(layout.demoBottom).toBeLessThanOrEqual(layout.barTop + 1)
    expect(layout.barTop - layout.demoBottom).toBeLessThanOrEqual(8)
  })
})

test.describe('the Milestone Builder at 390 px', () => {
  test.use({ viewport: { width: 390, height: 900 } })

  test('an inactive row is visibly muted, and a band row\'s facts wrap without a dangling dot', async ({ page }) => {
    await openApp(page)
    await signInThroughApi(page, seedUsers.admin)
    await page.goto('/admin-dashboard/milestones')
    await switchOffAnswered(page, page.getByRole('switch', { name: 'Active' }).nth(1))

    const look = await page.evaluate(() => {
      const rows = [...document.querySelectorAll('[role="group"][aria-labelledby]')].filter((row) => row.querySelector('[role="switch"]'))
      const title = (row: Element) => getComputedStyle(row.querySelector('[data-row-title]')!).color
      const stripe = (row: Element) => getComputedStyle(row).backgroundImage
      // The facts under the band's title line ("0–6 months", "4 question sets").
      const facts = rows[0]!.querySelector('h3')!.parentElement!.nextElementSibling!
      const list = facts.getBoundingClientRect()
      const spans = [...facts.querySelectorAll('span')].map((span) => span.getBoundingClientRect())
      return {
        active: { title: title(rows[0]!), stripe: stripe(rows[0]!) },
        inactive: { title: title(rows[1]!), stripe: stripe(rows[1]!) },
        // Each fact that starts a line starts at the list's left edge: its dot lies outside the clipped box.
        lineStarts: spans.filter((span, i) => i === 0 || span.top > spans[i - 1]!.top).map((span) => Math.round(span.left - list.left)),
      }
    })
    expect(look.inactive.title).not.toBe(look.active.title)
    expect(look.active.stripe).toBe('none')
    expect(look.inactive.stripe).toContain('repeating-linear-gradient')
    for (const start of look.lineStarts) expect(start).toBeLessThan(0)
  })

  test('rows of different heights never overlap, also after the list moves down the page (a toggle adds a coverage line)', async ({ page }) => {
    await openApp(page)
    await signInThroughApi(page, seedUsers.admin)
    await page.goto('/admin-dashboard/milestones')
    const slots = page.locator('[data-index]')
    await expect(slots).toHaveCount(4)
    const gaps = async () =>
      page.evaluate(() => {
        const boxes = [...document.querySelectorAll('[data-index]')].map((slot) => slot.getBoundingClientRect())
        return boxes.slice(1).map((box, i) => Math.round(box.top - boxes[i]!.bottom))
      })
    // At 390 px some band titles wrap and some do not: the rows differ in height.
    await expect.poll(gaps).toEqual([8, 8, 8])
    // The toggle opens a gap in the age coverage: a line is added above the list, which moves down.
    await switchOffAnswered(page, page.getByRole('switch', { name: 'Active' }).nth(1))
    await expect.poll(gaps).toEqual([8, 8, 8])
    // Opening the coverage table moves it further.
    await page.getByText('Bands by age, as a table').click()
    await expect.poll(gaps).toEqual([8, 8, 8])
  })
})

/** Every element a visitor reads or uses (the demo bar's own excluded). */
const contentSelector = 'input, select, textarea, button, a, label, h1, h2, h3, p, li, [role="radio"], [role="switch"]'

/** The phone widths the demo control is checked at: each route is opened once and checked at both. */
const demoControlWidths = [320, 390]

/**
 * The demo control covers nothing, at each phone width: its box, in page coordinates, meets no
 * content box, and at the end of the page nothing fixed lies over it either.
 */
async function expectDemoControlCoversNothing(page: Page, route: string) {
  await demoStarted(page)
  for (const width of demoControlWidths) {
    await page.setViewportSize({ width, height: 700 })
    // Polled: screens that follow the width with a media query lay out again after the resize.
    await expect.poll(() => demoControlOverlaps(page), { message: `the demo control on ${route} at ${width} px` }).toEqual([])
  }
}

function demoControlOverlaps(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const trigger = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Demo data')!
    const bar = trigger.closest('aside')!
    const box = (el: Element) => {
      const r = el.getBoundingClientRect()
      return { left: r.left + scrollX, top: r.top + scrollY, right: r.right + scrollX, bottom: r.bottom + scrollY }
    }
    const mine = box(trigger)
    const meets = (b: ReturnType<typeof box>) => b.left < mine.right && b.right > mine.left && b.top < mine.bottom && b.bottom > mine.top
    const found: string[] = []
    for (const el of document.querySelectorAll(selector)) {
      if (bar.contains(el) || el.contains(bar)) continue
      const style = getComputedStyle(el)
      if (style.position === 'fixed' || style.visibility === 'hidden') continue
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) continue
      if (meets(box(el))) found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`)
    }
    // At the end of the page the button is on screen and the topmost element at its centre.
    scrollTo(0, document.documentElement.scrollHeight)
    const r = trigger.getBoundingClientRect()
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    if (!top || !trigger.contains(top)) found.push(`covered by ${top?.tagName.toLowerCase() ?? 'nothing (off screen)'}`)
    return found
  }, contentSelector)
}

test.describe('the demo control at 320 and 390 px', () => {
  test.use({ viewport: { width: 320, height: 700 } })

  test('never covers content on any route', async ({ page }) => {
    test.setTimeout(240_000)
    for (const route of ['/', '/auth', '/auth/forgot-password', '/signup']) {
      await openApp(page, route)
      await expectDemoControlCoversNothing(page, route)
    }
    // The reset chain's later steps are reached through the flow (each holds its step's state).
    await openApp(page, '/auth/forgot-password')
    await page.getByLabel('Email').fill('jane.doe@example.com')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page).toHaveURL(/\/auth\/verify-code$/)
    await expectDemoControlCoversNothing(page, '/auth/verify-code')
    await page.getByLabel('Digit 1 of 5').pressSequentially('12345')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/auth\/password-reset-confirm$/)
    await expectDemoControlCoversNothing(page, '/auth/password-reset-confirm')
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page).toHaveURL(/\/auth\/new-password$/)
    await expectDemoControlCoversNothing(page, '/auth/new-password')
    await page.getByLabel('New password', { exact: true }).fill('fresh-start-9')
    await page.getByLabel('Confirm password', { exact: true }).fill('fresh-start-9')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(page).toHaveURL(/\/auth\/password-updated$/, { timeout: 10_000 })
    await expectDemoControlCoversNothing(page, '/auth/password-updated')
    await signInThroughApi(page, seedUsers.parent)
    const olivia = await childIdOf(page, 'Olivia')
    const parentRoutes: [string, string][] = [
      ['/client-dashboard', 'Your children'],
      [`/child/${olivia}`, "Child's Profile"],
      [`/child/${olivia}/bands`, 'Child Bands'],
      [`/child/${olivia}/milestones-status`, 'Developmental Milestones'],
      ['/create-child-profile', 'Register your child'],
      [`/edit-child-profile/${olivia}`, 'Full name'],
      ['/congrats', 'Congratulations!'],
      ['/onboarding', ''],
      [`/child/${olivia}/summary`, ''],
      [`/track-progress/${olivia}`, ''],
      [`/recommended-activities/${olivia}`, ''],
      [`/weekly-checklist/${olivia}`, ''],
      [`/alerts-reminders/${olivia}`, ''],
    ]
    for (const [route, text] of parentRoutes) {
      await openApp(page, route)
      if (text) await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
      await expectDemoControlCoversNothing(page, route)
    }
    await signInThroughApi(page, seedUsers.admin)
    for (const [route, text] of [
      ['/admin-dashboard', 'Dashboard Content'],
      ['/admin-dashboard/users', 'Total Users'],
      ['/admin-dashboard/milestones', 'Milestone Builder'],
    ]) {
      await openApp(page, route)
      await expect(page.getByText(text!, { exact: true }).first()).toBeVisible()
      await expectDemoControlCoversNothing(page, route!)
    }
    // /splash moves on to /auth after 2.5 s: its timers are held (the app starts without them) while it is checked.
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.goto('/splash')
    await expect(page.getByRole('button', { name: 'Demo data', exact: true })).toBeVisible({ timeout: 15_000 })
    expect(new URL(page.url()).pathname).toBe('/splash')
    await expectDemoControlCoversNothing(page, '/splash')
  })
})
