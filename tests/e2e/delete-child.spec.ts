import { expect, test, type Page } from '@playwright/test'
import { seedChildren, seedUsers } from '@/mock-server/seed/users'
import { axeAtWidths, formatFindings, type AxeFinding } from './support/axe'
import { childNames, failNext, getJson, openApp, setDemoLatency, signInThroughApi } from './support/demo'

/*
 * Deleting a child (docs/decisions/062), in Chromium against the demo build: the owner deletes a
 * child after a confirmation that names them; a failed try keeps the dialog;
 * the child is gone from the dashboard, from a second tab and after a reload.
 */

const noah = seedChildren.noah
const noahName = `${noah.first_name} ${noah.last_name}`

async function childId(page: Page, firstName: string): Promise<number> {
  const [status, children] = await getJson<{ id: number; first_name: string }[]>(page, '/api/children/profiles/')
  expect(status).toBe(200)
  return children.find((child) => child.first_name === firstName)!.id
}

// axe-core is injected into the page, which the app's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true })

test('the owner deletes a child: named in the dialog, a failure kept open, then gone everywhere', async ({ page, context }) => {
  // Two tabs' starts of the demo, axe at two widths and a dozen calls: 28 s of the default 30 on a quiet machine.
  test.setTimeout(90_000)
  await openApp(page)
  await setDemoLatency(page, 0)
  await signInThroughApi(page, seedUsers.parent)
  const id = await childId(page, noah.first_name)

  const other = await context.newPage()
  await other.goto(`/child/${id}`)
  await expect(other.getByText(noahName)).toBeVisible()

  await page.goto(`/edit-child-profile/${id}`)
  const panel = page.getByRole('region', { name: 'Delete this profile' })
  await panel.getByRole('button', { name: 'Delete profile' }).click()
  const dialog = page.getByRole('dialog', { name: `Delete ${noahName}?` })
  await expect(dialog.getByRole('listitem')).toHaveText(['milestone answers and their history', 'measurements', 'weekly checklist ticks', 'reminders', 'questions for the doctor', 'the photo'])
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  const findings: AxeFinding[] = []
  await axeAtWidths(page, 'delete child dialog', findings)
  expect(formatFindings(findings)).toBe('')

  await failNext(page, 'deleteChild')
  await dialog.getByRole('button', { name: 'Delete profile' }).click()
  await expect(dialog).toContainText('Could not delete the profile. Please try again.')
  expect(await childNames(page)).toContain(noahName)

  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(page).toHaveURL(/\/client-dashboard$/)
  await expect(page.getByText(`${noahName}'s profile was deleted.`)).toBeVisible()
  await expect(page.getByText('Olivia Carter', { exact: true }).first()).toBeVisible()
  await expect(page.getByText(noahName, { exact: true })).toHaveCount(0)

  // The other tab, back in view, finds the child gone.
  await other.bringToFront()
  await other.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect(other.getByRole('heading', { name: 'Child not found' })).toBeVisible()

  await page.reload()
  await expect(page.getByText('Olivia Carter', { exact: true }).first()).toBeVisible()
  expect(await childNames(page)).not.toContain(noahName)
  await page.goBack()
  await expect(page).not.toHaveURL(new RegExp(`/edit-child-profile/${id}$`))
})
