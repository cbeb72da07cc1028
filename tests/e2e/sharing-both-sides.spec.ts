import { expect, test, type Page } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { axeAtWidths, formatFindings, type AxeFinding } from './support/axe'
import { phoneAndDesktopWidths, shootWidths } from './support/shots'
import { childIdNamed, fillSignupForm, getJson, openApp, signInThroughApi, signOutThroughApi } from './support/demo'

/*
 * Decision 094: a shared child from both sides, in the browser. The demo's backend lives in the browser profile, so
 * the owner and the invitee take turns in one page. Screenshots at 320, 390 and 1280 px go to E2E_SHOTS_DIR when set.
 */

test.use({ bypassCSP: true })
test.describe.configure({ timeout: 120_000 })

const shoot = (page: Page, name: string) => shootWidths(page, name, phoneAndDesktopWidths)

/** The seed parent invites an address to a child (Viewer, the form's start); answers the link's path. */
async function invite(page: Page, child: string, email: string): Promise<string> {
  await signInThroughApi(page, seedUsers.parent)
  await page.goto(`/child/${await childIdNamed(page, child)}/sharing`)
  await expect(page.getByRole('radio', { name: 'Viewer' })).toBeChecked()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue()
  await signOutThroughApi(page)
  return link.slice(link.indexOf('/invitation'))
}

test('a signed-out invitee sees who invites them, signs up with the invited address filled in, and lands on the shared child', async ({ page }) => {
  const findings: AxeFinding[] = []
  const grandma = { full_name: 'Gwen Grandma', email: 'gwen.grandma@example.org' }
  await openApp(page)
  const link = await invite(page, 'Noah', grandma.email)

  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: `${seedUsers.parent.full_name} invites you to follow Noah` })).toBeVisible()
  await expect(page.getByText('As Viewer: Sees everything, changes nothing.')).toBeVisible()
  await expect(page.getByText(`It was sent to ${grandma.email}.`, { exact: false })).toBeVisible()
  await axeAtWidths(page, 'invitation signed out', findings)
  await shoot(page, 'invitation-signed-out')

  await page.getByRole('link', { name: 'Sign up to accept' }).click()
  await expect(page).toHaveURL(/\/signup\?/)
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(grandma.email)
  await axeAtWidths(page, 'sign-up from an invitation', findings)
  await shoot(page, 'invitation-signup')
  await fillSignupForm(page, grandma.full_name, grandma.email)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/onboarding\?redirect=/)
  await page.getByRole('button', { name: 'Skip' }).click()
  await expect(page.getByRole('heading', { name: 'You now follow Noah' })).toBeVisible()
  await expect(page.getByText(`Shared by ${seedUsers.parent.full_name}, as Viewer.`, { exact: false })).toBeVisible()
  await shoot(page, 'invitation-accepted')
  await page.getByRole('link', { name: 'Open Noah’s profile' }).click()
  await expect(page.getByRole('heading', { name: 'Noah Carter' })).toBeVisible()
  await expect(page.getByText(`Shared by ${seedUsers.parent.full_name}`)).toBeVisible()
  expect(formatFindings(findings)).toBe('')
})

test('the login from an invitation has the invited address filled in', async ({ page }) => {
  await openApp(page)
  const link = await invite(page, 'Liam', seedUsers.early.email)
  await page.goto(link)
  await page.getByRole('link', { name: 'Log in to accept' }).click()
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(seedUsers.early.email)
  await page.getByLabel('Password', { exact: true }).fill(seedUsers.early.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page.getByRole('heading', { name: 'You now follow Liam' })).toBeVisible({ timeout: 15_000 })
})

test("a viewer's profile has no dead end: the milestones lead to the answers given, read-only", async ({ page }) => {
  const findings: AxeFinding[] = []
  await openApp(page)
  const link = await invite(page, 'Olivia', seedUsers.early.email)
  await signInThroughApi(page, seedUsers.early)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'You now follow Olivia' })).toBeVisible()
  const olivia = await childIdNamed(page, 'Olivia')

  await page.goto(`/child/${olivia}`)
  await expect(page.getByRole('heading', { name: 'Olivia Carter' })).toBeVisible()
  await expect(page.getByText(/Tell us what your child is doing/)).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Check milestones|Update answers/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Development Milestones' })).toHaveAccessibleDescription('See the answers given')
  await axeAtWidths(page, "a viewer's profile", findings)
  await shoot(page, 'viewer-profile')
  await page.getByRole('region', { name: 'Milestones' }).getByRole('link', { name: 'See the answers given' }).click()
  await expect(page.getByRole('heading', { name: /^Olivia’s answers for / })).toBeVisible()
  // Sam's answer of the seed, read-only: no option to choose, no Finish.
  await expect(page.getByText('(answered by Sam)', { exact: false }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Finish' })).toHaveCount(0)
  await expect(page.getByRole('radio')).toHaveCount(0)
  await axeAtWidths(page, "a viewer's answers", findings)
  await shoot(page, 'viewer-answers')
  expect(formatFindings(findings)).toBe('')
})

test('a member whose access was removed is told so once on the dashboard, then never again', async ({ page }) => {
  const findings: AxeFinding[] = []
  await openApp(page)
  await signInThroughApi(page, seedUsers.parent)
  const olivia = await childIdNamed(page, 'Olivia')
  await page.goto(`/child/${olivia}/sharing`)
  await page.getByRole('button', { name: `Remove access of ${seedUsers.caregiver.full_name}` }).click()
  await page.getByRole('dialog', { name: `Remove ${seedUsers.caregiver.full_name}?` }).getByRole('button', { name: 'Remove access' }).click()
  await expect(page.getByRole('list', { name: 'People with access' })).not.toContainText(seedUsers.caregiver.full_name)
  await signOutThroughApi(page)

  await signInThroughApi(page, seedUsers.caregiver)
  await page.goto('/client-dashboard')
  const notice = page.getByText(`${seedUsers.parent.full_name} stopped sharing Olivia with you`)
  await expect(notice).toBeVisible()
  await expect(page.getByText('No children yet')).toBeVisible()
  await axeAtWidths(page, 'dashboard with access ended', findings)
  await shoot(page, 'access-ended')
  // Told once: the server forgets it as soon as it is shown.
  await expect.poll(async () => (await getJson<unknown[]>(page, '/api/accounts/me/access-ended/'))[1]).toEqual([])
  await page.reload()
  await expect(page.getByText('No children yet')).toBeVisible()
  await expect(notice).toHaveCount(0)
  expect(formatFindings(findings)).toBe('')
})
