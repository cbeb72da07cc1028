import { expect, test, type Page } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { axeAtWidths, formatFindings, type AxeFinding } from './support/axe'
import { childIdNamed, getJson, openApp, signInThroughApi } from './support/demo'

/*
 * No write overwritten in silence (docs/decisions/086): two tabs of one browser share the demo's database, each
 * opens Olivia's summary, and both change the questions for the doctor from the same text. The second save shows
 * "Someone else changed this" with both versions; "Keep mine" saves over theirs, "Use theirs" puts theirs in the box.
 */

// A busy machine (several builds at once) takes seconds to load a page.
test.describe.configure({ timeout: 90_000 })
// The axe scan injects its script: the app's Content-Security-Policy refuses it, as it should.
test.use({ bypassCSP: true })

const boxIn = (page: Page) => page.getByRole('textbox', { name: 'What would you like to ask at the visit?' })
const savedIn = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'Questions saved.' })).toBeVisible()

/** Two tabs on Olivia's summary, both showing the questions as they are now. */
async function twoTabs(page: Page) {
  await openApp(page)
  await signInThroughApi(page, seedUsers.parent)
  const olivia = await childIdNamed(page, 'Olivia')
  const [, opened] = await getJson<{ text: string }>(page, `/api/children/doctor-questions/?child=${olivia}`)
  await page.goto(`/child/${olivia}/summary`)
  await expect(boxIn(page)).toHaveValue(opened.text, { timeout: 15_000 })
  const other = await page.context().newPage()
  await other.goto(`/child/${olivia}/summary`)
  await expect(boxIn(other)).toHaveValue(opened.text, { timeout: 15_000 })
  return { other, olivia }
}

/** The first tab saves theirs; the second, still on the old text, saves its own and is shown both. */
async function saveBothFromTheSameText(first: Page, second: Page, theirs: string, mine: string) {
  await boxIn(second).fill(mine)
  await boxIn(first).fill(theirs)
  await first.getByRole('button', { name: 'Save questions' }).click()
  await savedIn(first)
  await second.getByRole('button', { name: 'Save questions' }).click()
  const panel = second.getByRole('region', { name: 'Someone else changed this' })
  await expect(panel.getByRole('group', { name: 'Their version' })).toContainText(theirs)
  await expect(panel.getByRole('group', { name: 'Your version' })).toContainText(mine)
  // What this tab typed is still in its box while the parent chooses.
  await expect(boxIn(second)).toHaveValue(mine)
  return panel
}

test('two tabs save the questions for the doctor from the same text: the second sees both, and "Keep mine" saves over theirs', async ({ page }) => {
  const { other, olivia } = await twoTabs(page)
  const panel = await saveBothFromTheSameText(page, other, 'When is her next vaccine?', 'Is her sleep usual?')
  const [, stored] = await getJson<{ text: string }>(page, `/api/children/doctor-questions/?child=${olivia}`)
  expect(stored.text).toBe('When is her next vaccine?')

  const findings: AxeFinding[] = []
  await axeAtWidths(other, 'doctor questions conflict', findings)
  expect(findings, formatFindings(findings)).toEqual([])

  await panel.getByRole('button', { name: 'Keep mine' }).click()
  await savedIn(other)
  await expect(panel).toBeHidden()
  const [, kept] = await getJson<{ text: string }>(page, `/api/children/doctor-questions/?child=${olivia}`)
  expect(kept.text).toBe('Is her sleep usual?')
  await page.reload()
  await expect(boxIn(page)).toHaveValue('Is her sleep usual?', { timeout: 15_000 })
})

test('"Use theirs" puts the other tab\'s questions in the box and keeps them; a save after that goes through', async ({ page }) => {
  const { other, olivia } = await twoTabs(page)
  const panel = await saveBothFromTheSameText(page, other, 'When is her next vaccine?', 'Is her sleep usual?')
  await panel.getByRole('button', { name: 'Use theirs' }).click()
  await expect(panel).toBeHidden()
  await expect(boxIn(other)).toHaveValue('When is her next vaccine?')
  const [, stored] = await getJson<{ text: string }>(page, `/api/children/doctor-questions/?child=${olivia}`)
  expect(stored.text).toBe('When is her next vaccine?')

  await boxIn(other).fill('When is her next vaccine?\nIs her sleep usual?')
  await other.getByRole('button', { name: 'Save questions' }).click()
  await savedIn(other)
  const [, merged] = await getJson<{ text: string }>(page, `/api/children/doctor-questions/?child=${olivia}`)
  expect(merged.text).toBe('When is her next vaccine?\nIs her sleep usual?')
})
