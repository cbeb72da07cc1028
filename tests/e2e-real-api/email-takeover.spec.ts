import { expect, test, type Page } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import type { MailMessage } from '@/mock-server/lib/mail'
import { apiBase, apiGet, apiOrigin, resetBeforeEach, signedIn } from './support/real-api'
import { shootWidths as shoot } from '../e2e/support/shots'

/*
 * The takeover docs/decisions/084 closes, in two browser profiles on one API server: the owner invites
 * grandma@example.com; a stranger (another family) types grandma's address on their account page. The address only
 * waits for its link: the stranger sees no invitation, and accepting by id or reading Olivia answers 404. The link
 * goes to grandma's mail (the server's outbox, never an answer); opened signed out in a third profile it confirms
 * the address, and only then does the invitation reach that account. Screenshots at 320 and 1280 px go to
 * E2E_SHOTS_DIR when it is set.
 */
resetBeforeEach()
test.use({ viewport: { width: 1280, height: 900 } })

const grandma = 'grandma@example.com'
/** A call with the page's stored token, straight to the API server; its status. */
function apiStatus(page: Page, method: string, path: string) {
  return page.evaluate(
    async ({ url, method }) => (await fetch(url, { method, headers: { Authorization: `Bearer ${localStorage.getItem('access')}` } })).status,
    { url: `${apiBase}${path}`, method },
  )
}

async function outbox(): Promise<MailMessage[]> {
  return (await (await fetch(`${apiOrigin}/__control/outbox`)).json()) as MailMessage[]
}

test('a stranger who types the invited address reaches nothing; only the link mailed to grandma hands the invitation over', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const strangerProfile = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const mailProfile = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const stranger = await strangerProfile.newPage()
  const mailReader = await mailProfile.newPage()
  try {
    // The owner invites grandma to Olivia as Caregiver.
    await signedIn(page, seedUsers.parent, '/client-dashboard')
    const [, children] = await apiGet<{ id: number; first_name: string }[]>(page, '/children/profiles/')
    const olivia = children.find((child) => child.first_name === 'Olivia')!.id
    await page.goto(`/child/${olivia}/sharing`)
    await page.getByRole('textbox', { name: 'Email' }).fill(grandma)
    await page.getByRole('radio', { name: 'Caregiver' }).check()
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByRole('list', { name: 'Waiting invitations' })).toContainText(grandma)
    const [, access] = await apiGet<{ invitations: { id: number; email: string }[] }>(page, `/children/access/?child=${olivia}`)
    const invitationId = access.invitations.find((invitation) => invitation.email === grandma)!.id

    // The stranger types grandma's address: the password is asked for, and the address only waits.
    await signedIn(stranger, seedUsers.early, '/account')
    const details = stranger.getByRole('form', { name: 'Your details' })
    await details.getByRole('textbox', { name: 'Email' }).fill(grandma)
    await details.getByRole('button', { name: 'Save details' }).click()
    await expect(details.getByLabel('Current password')).toHaveAccessibleDescription(/Enter your current password to change your email\./)
    await details.getByLabel('Current password').fill(seedUsers.early.password)
    await details.getByRole('button', { name: 'Save details' }).click()
    await expect(stranger.getByText(`Until it is opened, your account keeps ${seedUsers.early.email}`, { exact: false })).toBeVisible()
    // A real server emails the link: none on screen.
    await expect(stranger.getByText('This demo sends no email', { exact: false })).toHaveCount(0)
    await expect(details.getByRole('textbox', { name: 'Email' })).toHaveValue(seedUsers.early.email)
    await shoot(stranger, 'account-email-pending')

    await stranger.goto('/client-dashboard')
    await expect(stranger.getByRole('heading', { name: 'Ama Osei' })).toBeVisible()
    await expect(stranger.getByText('invites you to follow Olivia', { exact: false })).toHaveCount(0)
    expect(await apiGet<unknown[]>(stranger, '/accounts/me/invitations/')).toEqual([200, []])
    expect(await apiStatus(stranger, 'POST', `/accounts/me/invitations/${invitationId}/accept/`)).toBe(404)
    expect(await apiStatus(stranger, 'GET', `/children/profiles/${olivia}/`)).toBe(404)
    await stranger.goto(`/child/${olivia}`)
    await expect(stranger.getByText('Child not found')).toBeVisible()

    // Grandma's mail: the link, opened signed out in a third profile, confirms the address.
    const mail = (await outbox()).findLast((message) => message.to === grandma && message.link)
    expect(mail?.link).toMatch(/^\/confirm-email\?token=[0-9a-f]{64}$/)
    await mailReader.goto(mail!.link!)
    await expect(mailReader.getByRole('heading', { name: 'Your email address is confirmed' })).toBeVisible()
    await shoot(mailReader, 'confirm-email-confirmed')
    await mailReader.reload()
    await expect(mailReader.getByText('This confirmation link is not valid. It may have been used already, or a newer link replaced it.')).toBeVisible()
    await shoot(mailReader, 'confirm-email-refused')

    // Only now is the account grandma's, and the invitation waits on its dashboard.
    await stranger.goto('/client-dashboard')
    await expect(stranger.getByText(`${seedUsers.parent.full_name} invites you to follow Olivia Carter as Caregiver.`)).toBeVisible()
  } finally {
    await strangerProfile.close()
    await mailProfile.close()
  }
})

test('a new account is asked to confirm its address, and the invitation waits until it is', async ({ page }) => {
  await page.goto('/signup')
  await page.getByLabel('Full name', { exact: true }).fill('Gwen Grandma')
  await page.getByLabel('Email', { exact: true }).fill(grandma)
  await page.getByLabel('Phone number').fill('+44 20 7946 0000')
  await page.getByRole('radio', { name: 'Female' }).check()
  await page.getByLabel('Password', { exact: true }).fill('newparent1')
  await page.getByLabel('Confirm password').fill('newparent1')
  await page.getByRole('checkbox', { name: /I accept the/ }).check()
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/onboarding/)
  await page.goto('/account')
  await expect(page.getByText(`${grandma} is not confirmed yet. Invitations sent to it show once it is confirmed.`)).toBeVisible()
  await shoot(page, 'account-email-unconfirmed')
  await page.getByRole('button', { name: 'Send the confirmation link' }).click()
  await expect(page.getByText(`We sent a link to ${grandma}.`, { exact: false })).toBeVisible()
  expect((await outbox()).filter((message) => message.to === grandma && message.link)).toHaveLength(2)
})
