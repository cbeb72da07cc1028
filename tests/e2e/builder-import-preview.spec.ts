import { expect, test, type Page } from '@playwright/test'
import type { Band } from '@/contract/content'
import { seedUsers } from '@/mock-server/seed/users'
import { axeAtWidths, formatFindings, type AxeFinding } from './support/axe'
import { getJson, openApp, setDemoLatency, signInThroughApi } from './support/demo'
import { choose, exportFile } from './support/import-file'

/*
 * docs/decisions/044: the builder's import previews the file (the server's dry run)
 * before anything changes. Export, edit the file, import: preview, Cancel,
 * nothing changed; Apply, changed; a bad file lists every error, without Apply.
 * axe at 320 and 1280 px on each preview. Screenshots: IMPORT_PREVIEW_SHOTS=dir.
 */

// bypassCSP: the app's Content-Security-Policy refuses the injected axe script, as it should.
test.use({ bypassCSP: true, reducedMotion: 'reduce' })

const stored = async (page: Page) => (await getJson<Band[]>(page, '/api/children/global-bands/'))[1]
const answers = async (page: Page) =>
  page.evaluate(async () => {
    const auth = { Authorization: `Bearer ${localStorage.getItem('access')}` }
    const children = (await (await fetch('/api/children/profiles/', { headers: auth })).json()) as { id: number }[]
    return Promise.all(children.map(async (child) => (await fetch(`/api/children/global-responses/?child=${child.id}`, { headers: auth })).json()))
  })

async function openBuilder(page: Page) {
  await openApp(page, '/')
  await signInThroughApi(page, seedUsers.admin)
  await setDemoLatency(page, 0)
  await page.goto('/admin-dashboard/milestones')
  await expect(page.getByRole('list', { name: 'Bands' })).toBeVisible()
}

async function look(page: Page, name: string, findings: AxeFinding[]) {
  await axeAtWidths(page, name, findings)
  const dir = process.env.IMPORT_PREVIEW_SHOTS
  if (!dir) return
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.screenshot({ path: `${dir}/${name}-${width}.png` })
  }
}

test('export, edit the file, import: the preview, Cancel changes nothing, Apply imports it', async ({ page }) => {
  test.setTimeout(90_000)
  await openBuilder(page)
  const before = await stored(page)
  const answersBefore = await answers(page)
  const file = await exportFile(page)
  // The parents' children are 3, 9 and 20 months old: the first sets of their bands hold answers.
  for (const band of file.slice(0, 3)) band.sets = band.sets.slice(1)
  file[3]!.title = 'Two to three years'
  file[3]!.sets[0]!.questions[0]!.options.push({ ...file[3]!.sets[0]!.questions[0]!.options[0]!, label: 'Often' })

  await choose(page, file)
  const dialog = page.getByRole('dialog', { name: 'Import preview' })
  await expect(dialog.getByRole('alert')).toContainText(/\d+ answers? by parents will be deleted \(\d+ parents?, \d+ child(ren)?\)/)
  await expect(dialog.getByRole('region', { name: 'Bands' })).toContainText('0 added, 1 changed, 0 removed, 3 unchanged')
  await expect(dialog.getByRole('list', { name: 'Bands changed' })).toContainText(`Two to three years (${file[3]!.code}) (title)`)
  await expect(dialog.getByRole('region', { name: 'Question sets' })).toContainText('0 added, 0 changed, 3 removed')
  await expect(dialog.getByRole('list', { name: 'Answer options added' })).toContainText('Often')
  const findings: AxeFinding[] = []
  await look(page, 'import-preview', findings)
  expect(findings, formatFindings(findings)).toEqual([])

  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  expect(await stored(page)).toEqual(before)
  expect(await answers(page)).toEqual(answersBefore)

  // With the keyboard alone: the dialog opens on Cancel (the safe choice); Tab reaches Apply.
  await choose(page, file)
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Milestones imported successfully').first()).toBeVisible()
  await expect(dialog).toHaveCount(0)
  const after = await stored(page)
  expect(after.map((band) => band.sets.length)).toEqual(before.map((band, index) => band.sets.length - (index < 3 ? 1 : 0)))
  expect(after[3]!.title).toBe('Two to three years')
  await expect(page.getByRole('group', { name: 'Two to three years' })).toBeVisible()
})

test('a file with errors lists every one with its path and offers no Apply; nothing changes', async ({ page }) => {
  test.setTimeout(60_000)
  await openBuilder(page)
  const before = await stored(page)
  const file = await exportFile(page)
  file[2]!.sets[0]!.questions[1]!.text = ''
  file[1]!.title = ''
  file[3]!.code = file[0]!.code

  await choose(page, file)
  const dialog = page.getByRole('dialog', { name: 'Error importing milestones' })
  const errors = dialog.getByRole('list', { name: 'Errors in the file' }).getByRole('listitem')
  await expect(errors).toHaveText([
    'bands[1].title: Title is required',
    'bands[2].sets[0].questions[1].text: Question text is required',
    `bands[3].code: Duplicate code "${file[0]!.code}" (also at bands[0])`,
  ])
  await expect(dialog.getByRole('button', { name: 'Apply' })).toHaveCount(0)
  const findings: AxeFinding[] = []
  await look(page, 'import-errors', findings)
  expect(findings, formatFindings(findings)).toEqual([])

  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  expect(await stored(page)).toEqual(before)
})
