import { expect, test, type Page } from '@playwright/test'
import { seedDoctorQuestions } from '@/mock-server/seed/progress'
import { seedUsers } from '@/mock-server/seed/users'
import { getJson, openApp, signInThroughApi } from './support/demo'

/*
 * docs/decisions/060: the summary a doctor reads in 30 seconds. Printed at A4 and
 * letter, each milestone's question and answer share one row of the table (checked by
 * the element boxes under print media, at the page's printable width); the header
 * names the app and gives the latest measurements; the parent's questions for the
 * doctor are kept per child, across a reload and in a second tab, and printed.
 */

async function childId(page: Page, firstName: string): Promise<number> {
  const [status, children] = await getJson<{ id: number; first_name: string }[]>(page, '/api/children/profiles/')
  expect(status).toBe(200)
  return children.find((child) => child.first_name === firstName)!.id
}

/** The printable width of a page with the summary's 14 mm margins, in CSS px (96 per inch). */
const printableWidth = (pageWidthMm: number) => Math.floor(((pageWidthMm - 28) / 25.4) * 96)

/** Every body row of every table: the question cell and the answer cell side by side, tops level. */
async function rowsSideBySide(page: Page) {
  return page.locator('[data-print-area] table tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const [question, answer] = [...row.querySelectorAll('td')].map((cell) => cell.getBoundingClientRect())
      return {
        text: row.textContent ?? '',
        sameTop: !!question && !!answer && Math.abs(question.top - answer.top) < 1,
        answerRightOfQuestion: !!question && !!answer && answer.left >= question.right - 1,
      }
    }),
  )
}

// A busy machine (several builds at once) takes seconds to load a page.
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ page }) => {
  await openApp(page)
  await signInThroughApi(page, seedUsers.parent)
})

test('printed at A4 and letter: the header, "to talk about" first, the questions for the doctor, and each question beside its answer', async ({ page }) => {
  const olivia = await childId(page, 'Olivia')
  await page.goto(`/child/${olivia}/summary`)
  const header = page.getByRole('region', { name: 'Olivia Carter: milestones summary' })
  await expect(header).toContainText('First 1,000 Days · Summary for the doctor', { timeout: 15_000 })
  await expect(header).toContainText(/Height\s*70 cm \(\d+ \w+ \d{4}\)/)
  await expect(header).toContainText(/Weight\s*8\.5 kg \(\d+ \w+ \d{4}\)/)
  await expect(header).toContainText(/Head circumference\s*43\.5 cm \(\d+ \w+ \d{4}\)/)
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents()
  expect(headings.slice(0, 3)).toEqual(['Olivia Carter: milestones summary', expect.stringMatching(/^To talk about \(\d+\)$/), 'Questions for the doctor'])
  expect(headings.filter((text) => text.startsWith('Not answered yet ('))).toHaveLength(1)
  await expect(page.getByRole('table', { name: /to talk about/ }).getByRole('row', { name: /pull themselves up to stand/ })).toContainText('Not yet')
  await expect(page.getByRole('textbox', { name: 'What would you like to ask at the visit?' })).toHaveValue(seedDoctorQuestions.olivia!)

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByTestId('printed-questions')).toHaveText(seedDoctorQuestions.olivia!)
  await expect(page.getByRole('button', { name: 'Save questions' })).toBeHidden()
  for (const [paper, widthMm] of [['A4', 210], ['Letter', 215.9]] as const) {
    await page.setViewportSize({ width: printableWidth(widthMm), height: 1000 })
    const rows = await rowsSideBySide(page)
    expect(rows.length, paper).toBeGreaterThan(2)
    expect(rows.filter((row) => !row.sameTop || !row.answerRightOfQuestion), `${paper}: rows whose answer is not beside its question`).toEqual([])
    const pdf = await page.pdf({ format: paper })
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length
    expect(pages, paper).toBeGreaterThan(0)
    expect(pages, paper).toBeLessThanOrEqual(3)
  }
})

test('the questions for the doctor are kept: saved, read again after a reload and in a second tab', async ({ page, context }) => {
  const liam = await childId(page, 'Liam')
  await page.goto(`/child/${liam}/summary`)
  const box = page.getByRole('textbox', { name: 'What would you like to ask at the visit?' })
  await expect(box).toHaveValue('', { timeout: 15_000 })
  await box.fill('How much tummy time a day?\nIs his sleep usual?')
  await page.getByRole('button', { name: 'Save questions' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Questions saved.' })).toBeVisible()
  const [, saved] = await getJson<{ text: string }>(page, `/api/children/doctor-questions/?child=${liam}`)
  expect(saved.text).toBe('How much tummy time a day?\nIs his sleep usual?')

  await page.reload()
  await expect(page.getByRole('textbox', { name: 'What would you like to ask at the visit?' })).toHaveValue('How much tummy time a day?\nIs his sleep usual?')

  const second = await context.newPage()
  await second.goto(`/child/${liam}/summary`)
  const secondBox = second.getByRole('textbox', { name: 'What would you like to ask at the visit?' })
  await expect(secondBox).toHaveValue('How much tummy time a day?\nIs his sleep usual?')
  await secondBox.fill('Is his sleep usual?')
  await second.getByRole('button', { name: 'Save questions' }).click()
  await expect(second.getByRole('status').filter({ hasText: 'Questions saved.' })).toBeVisible()
  // Back in the first tab, its copy follows (it reloads on return; nothing was typed there since).
  const reloaded = page.waitForRequest((request) => request.url().includes(`/api/children/doctor-questions/?child=${liam}`))
  await page.bringToFront()
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await reloaded
  await expect(page.getByRole('textbox', { name: 'What would you like to ask at the visit?' })).toHaveValue('Is his sleep usual?')
})
