import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { seedReminder, seedUsers } from '@/mock-server/seed/users'
import { events, parseIcs, prop, text } from '../support/ics-parser'
import { getJson, openApp, signInThroughApi } from './support/demo'

/*
 * docs/decisions/059: reminders a parent sets on Alerts & Reminders, in Chromium
 * against the demo build: one added, edited, kept after a reload, downloaded as
 * an .ics file and the file parsed back.
 */

test.use({ timezoneId: 'Europe/Paris' })

async function oliviaId(page: Page): Promise<number> {
  const [status, children] = await getJson<{ id: number; first_name: string }[]>(page, '/api/children/profiles/')
  expect(status).toBe(200)
  return children.find((child) => child.first_name === 'Olivia')!.id
}

test.beforeEach(async ({ page }) => {
  await openApp(page)
  await signInThroughApi(page, seedUsers.parent)
})

test('a reminder added, edited, kept after a reload, and every reminder downloaded as an .ics file that parses', async ({ page }) => {
  test.setTimeout(90_000)
  const olivia = await oliviaId(page)
  await page.goto(`/alerts-reminders/${olivia}`)
  const mine = page.getByRole('region', { name: 'Your reminders' })
  await expect(mine.getByRole('heading', { name: seedReminder.text })).toBeVisible()
  // The computed alerts stay.
  await expect(page.getByRole('heading', { name: 'For Olivia' })).toBeVisible()

  await mine.getByRole('button', { name: 'Add a reminder' }).click()
  await mine.getByRole('button', { name: 'Add reminder' }).click()
  await expect(mine.getByText('Enter what to be reminded of.')).toBeVisible()
  await mine.getByLabel('Remind me to').fill('Read a story, then sing')
  await mine.getByLabel('Date').fill('2027-01-04')
  await mine.getByLabel('Time').fill('19:00')
  await mine.getByLabel('Repeat').selectOption('weekly')
  await mine.getByRole('button', { name: 'Add reminder' }).click()
  await expect(mine.getByText('Reminder added.')).toBeVisible()
  await expect(mine.getByText('Every week from 4 January 2027 at 19:00')).toBeVisible()

  await mine.getByRole('button', { name: 'Edit Read a story, then sing' }).click()
  await expect(mine.getByLabel('Remind me to')).toHaveValue('Read a story, then sing')
  await mine.getByLabel('Time').fill('18:30')
  await mine.getByLabel('Repeat').selectOption('monthly')
  await mine.getByRole('button', { name: 'Save reminder' }).click()
  await expect(mine.getByText('Reminder saved.')).toBeVisible()
  await expect(mine.getByText('Every month from 4 January 2027 at 18:30')).toBeVisible()

  await page.reload()
  await expect(mine.getByText('Every month from 4 January 2027 at 18:30')).toBeVisible()

  const [download] = await Promise.all([page.waitForEvent('download'), mine.getByRole('button', { name: 'Download all (.ics)' }).click()])
  expect(download.suggestedFilename()).toBe('olivia-reminders.ics')
  const ics = await readFile(await download.path(), 'utf8')
  const calendar = parseIcs(ics)
  expect(calendar.components.find((c) => c.name === 'VTIMEZONE') && text(calendar.components.find((c) => c.name === 'VTIMEZONE')!, 'TZID')).toBe('Europe/Paris')
  const [seeded, story, check] = events(calendar)
  expect(text(seeded!, 'SUMMARY')).toBe(seedReminder.text)
  expect(text(seeded!, 'RRULE')).toBe('FREQ=WEEKLY')
  expect(text(story!, 'SUMMARY')).toBe('Read a story, then sing')
  expect(prop(story!, 'DTSTART')).toEqual({ name: 'DTSTART', params: { TZID: 'Europe/Paris' }, value: '20270104T183000' })
  expect(text(story!, 'RRULE')).toBe('FREQ=MONTHLY')
  expect(text(story!, 'UID')).toMatch(/^reminder-\d+@first-1000-days\.app$/)
  expect(text(check!, 'SUMMARY')).toBe('Milestone check for Olivia')
  expect(prop(check!, 'DTSTART')?.params).toEqual({ VALUE: 'DATE' })
  for (const event of events(calendar)) expect(text(event, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/)

  // One reminder alone: the same UID as in the file with all.
  const [one] = await Promise.all([page.waitForEvent('download'), mine.getByRole('button', { name: /^Add to calendar \(\.ics\).*Read a story, then sing$/ }).click()])
  const single = events(parseIcs(await readFile(await one.path(), 'utf8')))
  expect(single.map((event) => text(event, 'UID'))).toEqual([text(story!, 'UID')])

  await mine.getByRole('button', { name: 'Delete Read a story, then sing' }).click()
  await mine.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(mine.getByText('Reminder deleted.')).toBeVisible()
  await expect(mine.getByRole('heading', { name: 'Read a story, then sing' })).toHaveCount(0)
})

test('two tabs: a reminder deleted in one is gone from the other when it is back in view, and an edit of it there says so', async ({ page, context }) => {
  const olivia = await oliviaId(page)
  await page.goto(`/alerts-reminders/${olivia}`)
  const mine = page.getByRole('region', { name: 'Your reminders' })
  await expect(mine.getByRole('heading', { name: seedReminder.text })).toBeVisible()
  await mine.getByRole('button', { name: `Edit ${seedReminder.text}` }).click()
  await mine.getByLabel('Time').fill('10:15')

  const other = await context.newPage()
  await other.goto(`/alerts-reminders/${olivia}`)
  const theirs = other.getByRole('region', { name: 'Your reminders' })
  await theirs.getByRole('button', { name: `Delete ${seedReminder.text}` }).click()
  await theirs.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(theirs.getByText('Reminder deleted.')).toBeVisible()
  await other.close()

  // Back in the first tab: the open form is kept as typed; saving it says the reminder had gone.
  await page.bringToFront()
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect(mine.getByLabel('Time')).toHaveValue('10:15')
  await mine.getByRole('button', { name: 'Save reminder' }).click()
  await expect(mine.getByText('That reminder had been deleted in another tab or on another device, so it was not saved.')).toBeVisible()
  await expect(mine.getByRole('heading', { name: seedReminder.text })).toHaveCount(0)
  const [, stored] = await getJson<unknown[]>(page, `/api/children/reminders/?child=${olivia}`)
  expect(stored).toEqual([])
})
