import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { childIdNamed, getJson, openApp, signInThroughApi } from './support/demo'

/*
 * Decision 092: the summary for the doctor prints like a medical document. Printed to PDF by Chromium,
 * every page carries the child's name and date of birth at its top and "Page n of m" at its foot (the
 * page's margin boxes), the doses given are listed with their days, and no row is cut between pages.
 * The PDF's text is read page by page with pdftotext (Debian's poppler-utils, docs/testing.md).
 */

// A busy machine (several builds at once) takes seconds to load a page.
test.describe.configure({ timeout: 90_000 })

const longDate = (iso: string) => new Date(`${iso}T12:00:00`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

test('printed to PDF at A4: the name, date of birth and "Page n of m" on every page, the given doses with their days, no row cut', async ({ page }, testInfo) => {
  await openApp(page)
  await signInThroughApi(page, seedUsers.parent)
  const olivia = await childIdNamed(page, 'Olivia')
  const [, child] = await getJson<{ dob: string }>(page, `/api/children/profiles/${olivia}/`)
  await page.goto(`/child/${olivia}/summary`)
  const doses = page.getByRole('table', { name: /^Doses given \(\d+\)$/ })
  await expect(doses).toBeVisible({ timeout: 15_000 })
  const rows = await doses.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')))
  expect(rows.length).toBeGreaterThan(3)
  for (const [name, date] of rows) {
    expect(name).toMatch(/, dose \d+$/)
    expect(date).toMatch(/^(\d{1,2} \w+ \d{4}|date unknown)$/)
  }

  await page.emulateMedia({ media: 'print' })
  const file = testInfo.outputPath('summary-a4.pdf')
  writeFileSync(file, await page.pdf({ format: 'A4' }))
  // pdftotext ends each page with a form feed.
  const pages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').filter((text) => text.trim() !== '')
  expect(pages.length, 'the summary fills more than one page').toBeGreaterThan(1)
  const header = `Olivia Carter · born ${longDate(child.dob)} · Summary for the doctor`
  pages.forEach((text, index) => {
    const lines = text.split('\n').map((line) => line.trim()).filter(Boolean)
    expect(lines[0], `page ${index + 1}'s first line`).toContain(header)
    expect(lines.at(-1), `page ${index + 1}'s last line`).toBe(`Page ${index + 1} of ${pages.length}`)
  })
  // Each dose's row is whole on one page: its name and its day on one line.
  const flat = pages.map((text) => text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim()))
  for (const [name, date] of rows) {
    expect(flat.some((lines) => lines.some((line) => line.includes(`${name} ${date}`))), `${name}: ${date}`).toBe(true)
  }
})
