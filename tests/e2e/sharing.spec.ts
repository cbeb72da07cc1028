import { expect, test, type Page } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { axeAtWidths, formatFindings, type AxeFinding } from './support/axe'
import { phoneAndDesktopWidths, shootWidths } from './support/shots'
import { childIdNamed, childNames, openApp, signInThroughApi, signOutThroughApi } from './support/demo'

/*
 * docs/decisions/076: both sides of family sharing in the browser. The demo's backend
 * lives in the browser (IndexedDB of one profile) and the session keys are shared by a profile's tabs, so
 * the owner and the invitee take turns in one page: the data stays across log outs, as on one family computer.
 * Screenshots of each new screen at 320, 390 and 1280 px go to E2E_SHOTS_DIR when it is set.
 */

test.use({ bypassCSP: true })
// Three sign-ins and a dozen page loads in one test, on a shared two-core machine.
test.describe.configure({ timeout: 120_000 })

const shoot = (page: Page, name: string) => shootWidths(page, name, phoneAndDesktopWidths)

test('the owner invites Sam as Viewer, Sam accepts by the link and sees Noah shared and read-only, the owner removes Sam and Noah is gone for Sam', async ({ page }) => {
  const findings: AxeFinding[] = []
  await openApp(page)
  await signInThroughApi(page, seedUsers.parent)
  const noah = await childIdNamed(page, 'Noah')
  // The seed's last movement answer for Olivia was given by her caregiver, Sam.
  await page.goto(`/child/${await childIdNamed(page, 'Olivia')}/milestones-status`)
  await expect(page.getByText('Answered by Sam')).toBeVisible({ timeout: 15_000 })
  // The profile's area and the summary for the doctor say so too.
  await page.goto(`/child/${await childIdNamed(page, 'Olivia')}`)
  await expect(page.getByText('1 answered by Sam', { exact: true })).toBeVisible()
  await page.goto(`/child/${await childIdNamed(page, 'Olivia')}/summary`)
  await expect(page.getByText('(answered by Sam)')).toBeVisible()

  await page.goto(`/child/${noah}`)
  await expect(page.getByRole('link', { name: 'Share with family' })).toBeVisible()
  await shoot(page, 'owner-profile')
  await page.getByRole('link', { name: 'Share with family' }).click()
  await expect(page.getByRole('heading', { name: 'Who can see Noah' })).toBeVisible()
  await expect(page.getByText('Sees everything, changes nothing.')).toBeVisible()
  await axeAtWidths(page, 'sharing screen', findings)
  await shoot(page, 'sharing')

  await page.getByRole('textbox', { name: 'Email' }).fill(seedUsers.caregiver.email)
  await page.getByRole('radio', { name: 'Viewer' }).check()
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation ready for ${seedUsers.caregiver.email} (Viewer)`)).toBeVisible()
  await expect(page.getByText('This demo sends no email')).toBeVisible()
  const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue()
  expect(link).toMatch(/\/invitation\?token=[0-9a-f]{64}$/)
  await expect(page.getByRole('list', { name: 'Waiting invitations' })).toContainText(seedUsers.caregiver.email)
  await axeAtWidths(page, 'sharing screen, invitation made', findings)
  await shoot(page, 'sharing-invited')

  // The server's 400 is shown on its field.
  await page.getByRole('textbox', { name: 'Email' }).fill(seedUsers.caregiver.email)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/An invitation to this email is already waiting\./)

  await signOutThroughApi(page)
  await signInThroughApi(page, seedUsers.caregiver)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'You now follow Noah' })).toBeVisible()
  await expect(page.getByText(`Shared by ${seedUsers.parent.full_name}, as Viewer.`)).toBeVisible()
  await axeAtWidths(page, 'invitation accepted', findings)
  await shoot(page, 'invitation-accepted')
  // Single use: the same link again is refused, in the server's words.
  await page.reload()
  await expect(page.getByText('This invitation has already been answered.')).toBeVisible()
  await shoot(page, 'invitation-refused')

  await page.goto('/client-dashboard')
  await expect(page.getByText(`Shared by ${seedUsers.parent.full_name}`).first()).toBeVisible()
  expect(await childNames(page)).toEqual(expect.arrayContaining(['Noah Carter', 'Olivia Carter']))

  // A viewer's write: no form, and the server refuses it.
  await page.goto(`/track-progress/${noah}`)
  await expect(page.getByText(`You can view Noah’s progress; ${seedUsers.parent.full_name} can give you caregiver access to add measurements.`)).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('button', { name: /save/i })).toHaveCount(0)
  const refused = await page.evaluate(async (child) => {
    const res = await fetch('/api/children/measurements/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('access')}` },
      body: JSON.stringify({ child, date: '2026-01-01', weight_kg: 11 }),
    })
    return res.status
  }, noah)
  expect(refused).toBe(403)
  await page.goto(`/child/${noah}`)
  // The profile is on screen before anything is counted as absent (or scanned): a count of 0 passes on the loading screen.
  await expect(page.getByRole('heading', { name: 'Noah Carter' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Share with family' })).toHaveCount(0)
  await axeAtWidths(page, "a viewer's profile", findings)
  await shoot(page, 'viewer-profile')

  await signOutThroughApi(page)
  await signInThroughApi(page, seedUsers.parent)
  await page.goto(`/child/${noah}/sharing`)
  await page.getByRole('button', { name: `Remove access of ${seedUsers.caregiver.full_name}` }).last().click()
  const confirm = page.getByRole('dialog', { name: `Remove ${seedUsers.caregiver.full_name}?` })
  await expect(confirm).toBeVisible()
  await axeAtWidths(page, 'remove access dialog', findings)
  await confirm.getByRole('button', { name: 'Remove access' }).click()
  await expect(page.getByText('Access removed.')).toBeVisible()

  await signOutThroughApi(page)
  await signInThroughApi(page, seedUsers.caregiver)
  expect(await childNames(page)).toEqual(['Olivia Carter'])
  expect(formatFindings(findings)).toBe('')
})

test('an invitation waits on the invitee’s dashboard; accepted there, the child is among the cards marked "Shared by"', async ({ page }) => {
  const findings: AxeFinding[] = []
  await openApp(page)
  await signInThroughApi(page, seedUsers.parent)
  const liam = await childIdNamed(page, 'Liam')
  await page.goto(`/child/${liam}/sharing`)
  await page.getByRole('textbox', { name: 'Email' }).fill(seedUsers.early.email)
  await page.getByRole('radio', { name: 'Caregiver' }).check()
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation ready for ${seedUsers.early.email} (Caregiver)`)).toBeVisible()

  await signOutThroughApi(page)
  await signInThroughApi(page, seedUsers.early)
  await page.goto('/client-dashboard')
  await expect(page.getByText(`${seedUsers.parent.full_name} invites you to follow Liam Carter as Caregiver.`)).toBeVisible()
  await axeAtWidths(page, 'dashboard with an invitation', findings)
  await shoot(page, 'dashboard-invitation')
  await page.getByRole('button', { name: 'Accept the invitation to follow Liam Carter' }).click()
  await expect(page.getByText('You now follow Liam, shared by Paula Carter.')).toBeVisible()
  await expect(page.getByRole('group').filter({ has: page.getByRole('heading', { name: 'Liam Carter' }) })).toContainText(`Shared by ${seedUsers.parent.full_name}`)
  await shoot(page, 'dashboard-accepted')

  // A caregiver answers but does not edit, share or delete; they can stop following.
  await page.goto(`/child/${liam}`)
  await expect(page.getByRole('link', { name: 'Check milestones' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0)
  // The edit page by its address says who edits the profile; no form to fill and be refused.
  await page.goto(`/edit-child-profile/${liam}`)
  await expect(page.getByRole('heading', { name: 'Edit profile', level: 1 })).toBeVisible()
  await expect(page.getByText(`Only ${seedUsers.parent.full_name} can edit Liam's profile.`, { exact: false })).toBeVisible()
  await expect(page.getByRole('textbox')).toHaveCount(0)
  await axeAtWidths(page, 'edit page of a shared child', findings)
  await shoot(page, 'edit-not-allowed')
  await page.getByRole('button', { name: 'Back to the profile' }).click()
  await expect(page).toHaveURL(new RegExp(`/child/${liam}$`))
  await page.getByRole('button', { name: 'Stop following Liam' }).click()
  await page.getByRole('dialog', { name: 'Stop following Liam?' }).getByRole('button', { name: 'Stop following' }).click()
  await expect(page).toHaveURL(/\/client-dashboard$/)
  expect(await childNames(page)).toEqual(['Ama Osei'])
  expect(formatFindings(findings)).toBe('')
})
