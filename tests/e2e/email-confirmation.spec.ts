import { expect, test } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { axeAtWidths, formatFindings, type AxeFinding } from './support/axe'
import { openApp, signInThroughApi } from './support/demo'
import { shootWidths as shoot } from './support/shots'

/*
 * docs/decisions/084 in the demo, which sends no email: a new address on the account page asks for the current
 * password, waits, and the page shows the link the email would carry; opened, it makes the change. axe at 320 and
 * 1280 px on each new state; screenshots of them go to E2E_SHOTS_DIR when it is set.
 */
test.use({ bypassCSP: true })
test.describe.configure({ timeout: 90_000 })

test('a new email waits for its link, which the demo shows; opened, the account has the new address', async ({ page }) => {
  const findings: AxeFinding[] = []
  await openApp(page)
  await signInThroughApi(page, seedUsers.parent)
  await page.goto('/account')
  const details = page.getByRole('form', { name: 'Your details' })
  await details.getByRole('textbox', { name: 'Email' }).fill('paula@example.org')
  await expect(details.getByLabel('Current password')).toBeVisible()
  await details.getByRole('button', { name: 'Save details' }).click()
  await expect(details.getByLabel('Current password')).toHaveAccessibleDescription(/Enter your current password to change your email\./)
  await axeAtWidths(page, 'account: a new email without the password', findings)
  await shoot(page, 'account-email-password')

  await details.getByLabel('Current password').fill(seedUsers.parent.password)
  await details.getByRole('button', { name: 'Save details' }).click()
  await expect(page.getByText('This demo sends no email', { exact: false })).toBeVisible()
  await expect(details.getByRole('textbox', { name: 'Email' })).toHaveValue(seedUsers.parent.email)
  await axeAtWidths(page, 'account: a new email waiting for its link', findings)
  await shoot(page, 'account-email-demo-link')

  await page.getByRole('button', { name: 'Cancel the change' }).click()
  await expect(page.getByText(`The change is cancelled: your account keeps ${seedUsers.parent.email}.`)).toBeVisible()
  await details.getByRole('textbox', { name: 'Email' }).fill('paula@example.org')
  await details.getByLabel('Current password').fill(seedUsers.parent.password)
  await details.getByRole('button', { name: 'Save details' }).click()
  await page.getByRole('link', { name: 'Confirm paula@example.org' }).click()
  await expect(page.getByRole('heading', { name: 'Your email address is confirmed' })).toBeVisible()
  await axeAtWidths(page, 'confirm-email: confirmed', findings)
  await page.getByRole('link', { name: 'Your account' }).click()
  await expect(page.getByRole('form', { name: 'Your details' }).getByRole('textbox', { name: 'Email' })).toHaveValue('paula@example.org')
  expect(formatFindings(findings)).toBe('')
})
