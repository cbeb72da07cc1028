import { mkdirSync, readFileSync } from 'node:fs'
import { strFromU8, unzipSync } from 'fflate'
import { expect, test, type Page } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { exportTableSchemas } from '@/contract/leaving'
import { axeAtWidths, formatFindings, type AxeFinding } from './support/axe'
import { getJson, openApp, setDemoLatency, signInThroughApi } from './support/demo'

/*
 * Export my data and delete my account (docs/decisions/077), in Chromium against the demo build: "Download my data" saves one ZIP that holds
 * the JSON and a CSV per table; "Delete my account" hands Olivia to her caregiver, lands on the landing page
 * with the message, and the account's login and old token are refused. Screenshots of the sections at 320,
 * 390 and 1280 px go to E2E_SHOTS_DIR when set.
 */

// axe-core is injected into the page, which the app's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true, reducedMotion: 'reduce' })

const shotsDir = process.env.E2E_SHOTS_DIR
async function shoot(page: Page, name: string) {
  if (!shotsDir) return
  mkdirSync(shotsDir, { recursive: true })
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function openAccount(page: Page, account: { email: string; password: string }) {
  await openApp(page)
  await setDemoLatency(page, 0)
  await signInThroughApi(page, account)
  await page.goto('/account')
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()
}

test('Download my data saves one ZIP with the JSON and a CSV per table', async ({ page }) => {
  test.setTimeout(60_000)
  await openAccount(page, seedUsers.parent)
  const section = page.getByRole('region', { name: 'Your data' })
  const started = Date.now()
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download my data' }).click()])
  console.info(`Download my data, click to download: ${Date.now() - started} ms`)
  expect(download.suggestedFilename()).toMatch(/^first-1000-days-my-data-\d{4}-\d{2}-\d{2}\.zip$/)
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())))
  const json = JSON.parse(strFromU8(files['my-data.json']!))
  // A README naming the privacy policy's date (decision 088), the JSON, one CSV per table of the contract's export, in
  // its order, then each document's file at its row's place (decision 089).
  const documentFiles = (json.documents as { file_in_zip: string }[]).map((row) => row.file_in_zip)
  expect(documentFiles.length).toBeGreaterThan(0)
  expect(Object.keys(files)).toEqual(['README.txt', 'my-data.json', ...Object.keys(exportTableSchemas).map((table) => `${table}.csv`), ...documentFiles])
  expect(Object.keys(files)).toContain('visits.csv')
  expect(strFromU8(files['documents.csv']!)).toContain('Vaccination card')
  const card = (json.documents as { name: string; file_in_zip: string }[]).find((row) => row.name === 'Vaccination card')
  expect(strFromU8(files[card!.file_in_zip]!.subarray(0, 5))).toBe('%PDF-')
  const [status, api] = await getJson<{ account: unknown; children: unknown[]; answers: unknown[] }>(page, '/api/accounts/me/export/')
  expect(status).toBe(200)
  expect({ account: json.account, children: json.children, answers: json.answers }).toEqual({ account: api.account, children: api.children, answers: api.answers })
  expect(json.format_version).toBe(2)
  expect(strFromU8(files['children.csv']!)).toContain('Olivia')
  await expect(section.getByText(/Your data is downloaded as first-1000-days-my-data-/)).toBeVisible()

  const findings: AxeFinding[] = []
  await axeAtWidths(page, 'account page with its data and deletion sections', findings)
  expect(formatFindings(findings)).toBe('')
  await section.scrollIntoViewIfNeeded()
  await shoot(page, 'account-page')
})

test('Delete my account: Olivia handed to her caregiver, the landing page says so, the login and the old token are refused', async ({ page }) => {
  test.setTimeout(90_000)
  await openAccount(page, seedUsers.parent)
  const oldToken = await page.evaluate(() => localStorage.getItem('access'))
  const section = page.getByRole('region', { name: 'Delete my account' })
  await section.getByRole('button', { name: 'Delete my account' }).click()
  const choice = section.getByRole('radiogroup', { name: 'What happens to Olivia Carter?' })
  await expect(choice).toBeVisible()

  // Nothing chosen and no password: the form says what is missing.
  await section.getByRole('button', { name: 'Continue' }).click()
  await expect(section.getByText('Enter your password.', { exact: true })).toBeVisible()
  await expect(section.getByText('Choose who gets this profile, or delete it.')).toBeVisible()
  await choice.getByRole('radio', { name: 'Hand it to Sam Carter (Caregiver), who becomes its owner' }).check()
  await section.getByLabel('Your password').fill('not-my-password1')
  await section.scrollIntoViewIfNeeded()
  await shoot(page, 'account-delete-form')
  const findings: AxeFinding[] = []
  await axeAtWidths(page, 'delete my account form', findings)

  // A wrong password comes back under its field, from the server.
  await section.getByRole('button', { name: 'Continue' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await expect(dialog.getByText('Olivia Carter goes to Sam Carter, who becomes the owner; the others it is shared with keep their access.')).toBeVisible()
  await expect(dialog.getByText(/^Noah Carter's profile with its answers/)).toBeVisible()
  await axeAtWidths(page, 'delete my account confirmation', findings)
  await shoot(page, 'account-delete-confirm')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(section.getByText('Your password is not correct.', { exact: true })).toBeVisible()
  expect(formatFindings(findings)).toBe('')

  await section.getByLabel('Your password').fill(seedUsers.parent.password)
  await section.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Your account has been deleted.')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull()

  // The old token is dead.
  const status = await page.evaluate(async (token) => (await fetch('/api/accounts/me/', { headers: { Authorization: `Bearer ${token}` } })).status, oldToken)
  expect(status).toBe(401)

  // The login is refused as a wrong one.
  await page.goto('/auth')
  await page.getByRole('textbox', { name: 'Email' }).fill(seedUsers.parent.email)
  await page.getByRole('textbox', { name: 'Password' }).fill(seedUsers.parent.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page.getByText('No active account found with the given credentials')).toBeVisible()

  // Olivia is Sam's now.
  await signInThroughApi(page, seedUsers.caregiver)
  const [, children] = await getJson<{ first_name: string; access?: { role: string } }[]>(page, '/api/children/profiles/')
  expect(children.map((child) => [child.first_name, child.access?.role])).toEqual([['Olivia', 'owner']])
})
