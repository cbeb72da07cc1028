import { expect, test, type Page } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { apiBase, apiGet, resetBeforeEach, setExtensions, signedIn } from './support/real-api'

/*
 * Family sharing (docs/decisions/072) over real HTTP and CORS: the owner and the invitee in two browser profiles on one API
 * server, each with their own session. The invitation is made in one, accepted in the other; a viewer's write
 * is refused by the server; access removed in the owner's profile is gone in the other's at once.
 */
resetBeforeEach()
test.use({ viewport: { width: 1280, height: 900 } })

async function childId(page: Page, firstName: string): Promise<number> {
  const [, children] = await apiGet<{ id: number; first_name: string }[]>(page, '/children/profiles/')
  return children.find((child) => child.first_name === firstName)!.id
}

const cardOf = (page: Page, name: string) => page.getByRole('group').filter({ has: page.getByRole('heading', { name }) })

test('the owner invites Sam as Viewer in one profile, Sam accepts in another, a write is refused, and removed access is gone there at once', async ({ page, browser }) => {
  test.setTimeout(90_000)
  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const sam = await other.newPage()
  try {
    await signedIn(page, seedUsers.parent, '/client-dashboard')
    const noah = await childId(page, 'Noah')
    await page.goto(`/child/${noah}/sharing`)
    await page.getByRole('textbox', { name: 'Email' }).fill(seedUsers.caregiver.email)
    await page.getByRole('radio', { name: 'Viewer' }).check()
    await page.getByRole('button', { name: 'Send invitation' }).click()
    const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue()
    expect(link).toMatch(/\/invitation\?token=[0-9a-f]{64}$/)

    await signedIn(sam, seedUsers.caregiver, link.slice(link.indexOf('/invitation')))
    await expect(sam.getByRole('heading', { name: 'You now follow Noah' })).toBeVisible()
    await sam.goto('/client-dashboard')
    await expect(cardOf(sam, 'Noah Carter')).toContainText(`Shared by ${seedUsers.parent.full_name}`)

    // The owner sees Sam among those with access, from their own session.
    await page.reload()
    await expect(page.getByRole('button', { name: `Remove access of ${seedUsers.caregiver.full_name}` })).toHaveCount(1)

    // A viewer's write, straight to the server: refused, and nothing stored.
    const refused = await sam.evaluate(
      async ({ base, child }) => {
        const res = await fetch(`${base}/children/measurements/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('access')}` },
          body: JSON.stringify({ child, date: '2026-01-01', weight_kg: 11 }),
        })
        return res.status
      },
      { base: apiBase, child: noah },
    )
    expect(refused).toBe(403)
    const [, measurements] = await apiGet<{ weight_kg: number | null; date: string }[]>(page, `/children/measurements/?child=${noah}`)
    expect(measurements.some((row) => row.date === '2026-01-01')).toBe(false)

    // The owner removes Sam's access to Noah; Sam's dashboard, back in view, no longer has Noah.
    await page.getByRole('button', { name: `Remove access of ${seedUsers.caregiver.full_name}` }).click()
    await page.getByRole('dialog', { name: `Remove ${seedUsers.caregiver.full_name}?` }).getByRole('button', { name: 'Remove access' }).click()
    await expect(page.getByText('Access removed.')).toBeVisible()
    await sam.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await expect(cardOf(sam, 'Noah Carter')).toHaveCount(0)
    await expect(cardOf(sam, 'Olivia Carter')).toBeVisible()
    await sam.goto(`/child/${noah}`)
    await expect(sam.getByText('Child not found')).toBeVisible()
  } finally {
    await other.close()
  }
})

test('a server without sharing counts only ownership: the seed caregiver sees no shared child there, and sees it again once it has sharing', async ({ page }) => {
  await setExtensions(false)
  await signedIn(page, seedUsers.caregiver, '/client-dashboard')
  await expect(page.getByText('No children yet')).toBeVisible()
  await expect(cardOf(page, 'Olivia Carter')).toHaveCount(0)
  await setExtensions(true)
  await page.reload()
  await expect(cardOf(page, 'Olivia Carter')).toContainText(`Shared by ${seedUsers.parent.full_name}`)
})
