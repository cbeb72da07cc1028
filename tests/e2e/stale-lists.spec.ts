import { expect, type Page, test } from '@playwright/test'
import type { Band } from '@/contract/content'
import { seedUsers } from '@/mock-server/seed/users'
import { createChildThroughApi, getJson, openApp, setDemoLatency, signInThroughApi } from './support/demo'

/**
 * Nothing lost (docs/decisions/029, docs/decisions/030): a screen never acts on
 * a stale list, and refreshes it when the tab is back in view. The second
 * writer goes through the same tab's backend (page.evaluate(fetch)), behind
 * the screen's back, as another admin or tab would.
 */

const stale = 'This item was changed in another tab or by another admin. The list has been reloaded: check it and try again.'

async function openBuilder(page: Page): Promise<Band[]> {
  await openApp(page, '/')
  await signInThroughApi(page, seedUsers.admin)
  const [, bands] = await getJson<Band[]>(page, '/api/children/global-bands/')
  await page.goto('/admin-dashboard/milestones')
  await expect(page.getByRole('heading', { name: 'Milestone Builder' })).toBeVisible()
  await expect(page.getByRole('group', { name: bands[0]!.title })).toBeVisible()
  return bands
}

/** Another admin renames a band (multipart PATCH, no If-Match). */
async function renameBehindTheScreen(page: Page, bandId: number, title: string) {
  const status = await page.evaluate(
    async ({ bandId, title }) => {
      const form = new FormData()
      form.append('title', title)
      const res = await fetch(`/api/children/global-bands/${bandId}/`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${localStorage.getItem('access')}` },
        body: form,
      })
      return res.status
    },
    { bandId, title },
  )
  expect(status).toBe(200)
}

/** The tab is back in view: the browser fires visibilitychange (visible) and focus. */
async function returnToTab(page: Page) {
  await page.evaluate(() => {
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('focus'))
  })
}

/** Records whether a text ever appears in the page from now on (a pending screen that flashes). */
async function watchForText(page: Page, text: string) {
  await page.evaluate((wanted) => {
    const flag = window as unknown as { __seen?: boolean }
    flag.__seen = false
    new MutationObserver(() => {
      if (document.body.innerText.includes(wanted)) flag.__seen = true
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  }, text)
  return () => page.evaluate(() => (window as unknown as { __seen?: boolean }).__seen)
}

test.describe('stale lists (issue #11)', () => {
  test('a toggle on a band another admin changed is refused: the switch goes back, the message shows, the list reloads keeping search', async ({ page }) => {
    const [first] = await openBuilder(page)
    // The search matches the band's code, which the other admin leaves as it is.
    await page.getByLabel('Search bands').fill('b00')
    const row = page.getByRole('group', { name: first!.title })
    await expect(row.getByRole('switch')).toBeChecked()

    await renameBehindTheScreen(page, first!.id, 'Newborn (renamed elsewhere)')
    await row.getByRole('switch').click()

    await expect(page.getByText(stale)).toBeVisible()
    const renamed = page.getByRole('group', { name: 'Newborn (renamed elsewhere)' })
    await expect(renamed).toBeVisible()
    // Nothing was overwritten: the band is still active, under its new title; the search is kept.
    await expect(renamed.getByRole('switch')).toBeChecked()
    await expect(page.getByLabel('Search bands')).toHaveValue('b00')
    const [, bands] = await getJson<Band[]>(page, '/api/children/global-bands/')
    expect(bands[0]).toMatchObject({ title: 'Newborn (renamed elsewhere)', is_active: true })
  })

  test("a form save on an item changed since the form opened shows the server's message under the form and keeps what was typed", async ({ page }) => {
    const [first] = await openBuilder(page)
    await page.getByRole('button', { name: `Edit band ${first!.title}` }).click()
    await page.getByLabel('Title', { exact: true }).fill('Birth to six months')

    await renameBehindTheScreen(page, first!.id, 'Newborn (renamed elsewhere)')
    await page.getByRole('button', { name: 'Update' }).click()

    const form = page.getByRole('form', { name: 'Edit Band' })
    await expect(form.getByText(stale)).toBeVisible()
    await expect(page.getByText(stale)).toHaveCount(2) // under the form and in the error toast
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Birth to six months')
    const [, bands] = await getJson<Band[]>(page, '/api/children/global-bands/')
    expect(bands[0]!.title).toBe('Newborn (renamed elsewhere)')

    // Having seen the reloaded list, the admin saves again: now it is their choice, and it is saved.
    await page.getByRole('button', { name: 'Update' }).click()
    await expect(page.getByText('Band updated successfully')).toBeVisible()
    await expect(page.getByRole('group', { name: 'Birth to six months' })).toBeVisible()
  })

  test('the builder shows changes made elsewhere when the tab is back in view, without the loading screen, keeping the open rows', async ({ page }) => {
    const [first] = await openBuilder(page)
    await page.getByRole('button', { name: `Question sets of ${first!.title}`, exact: true }).click()
    await setDemoLatency(page, 700)
    await renameBehindTheScreen(page, first!.id, 'Newborn (renamed elsewhere)')
    const sawLoading = await watchForText(page, 'Loading milestones...')

    await returnToTab(page)

    await expect(page.getByText('Checking for changes…')).toBeVisible()
    const renamed = page.getByRole('group', { name: 'Newborn (renamed elsewhere)' })
    await expect(renamed).toBeVisible()
    await expect(page.getByText('Checking for changes…')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Question sets of Newborn (renamed elsewhere)', exact: true })).toHaveAttribute('aria-expanded', 'true')
    expect(await sawLoading()).toBe(false)
  })

  test('the dashboard shows a child added elsewhere when the tab is back in view, without the loading screen', async ({ page }) => {
    await openApp(page)
    await signInThroughApi(page, seedUsers.parent)
    await openApp(page, '/client-dashboard')
    const carousel = page.getByRole('region', { name: 'Your children' })
    await expect(carousel.getByRole('button', { name: 'Olivia Carter', exact: true })).toBeVisible()
    await setDemoLatency(page, 700)
    const created = await createChildThroughApi(page, 'Maya')
    expect(created.status).toBe(201)
    const sawLoading = await watchForText(page, 'Loading Children...')

    await returnToTab(page)

    await expect(carousel.getByRole('button', { name: 'Maya Tester', exact: true })).toBeVisible()
    expect(await sawLoading()).toBe(false)
  })
})
