import { expect, test, type Page } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { childNames, demoStarted, failNext, getJson, openApp, signInThroughApi } from './support/demo'

/** A 1x1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

interface StoredChild {
  id: number
  name: string
  first_name: string
  last_name: string
  weight_kg: number | null
  height_cm: number | null
  profile_image: string | null
}

/** A date of birth about 14 months ago, as the selects show it. */
/**
 * The first day of the month 14 months ago: on any day of this month the child is 1 year and 2 months old.
 * (The 10th was used before, and on the 1st to the 9th of a month the age read 1 year 1 month: the test failed in
 * a CI run on 1 December.)
 */
function dobAbout14MonthsAgo() {
  const now = new Date()
  const dob = new Date(now.getFullYear(), now.getMonth() - 14, 1)
  return { day: String(dob.getDate()), month: String(dob.getMonth() + 1), year: String(dob.getFullYear()) }
}

const dobGroup = (page: Page) => page.getByRole('group', { name: 'Date of birth' })

async function openForm(page: Page, path: string, heading: string) {
  await openApp(page, '/')
  await signInThroughApi(page, seedUsers.parent)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

async function fillChild(page: Page) {
  const dob = dobAbout14MonthsAgo()
  await page.getByLabel('Full name').fill('Ella Rose Brown')
  await page.getByRole('radio', { name: 'Female' }).check()
  await dobGroup(page).getByLabel('Day').selectOption(dob.day)
  await dobGroup(page).getByLabel('Month').selectOption(dob.month)
  await dobGroup(page).getByLabel('Year').selectOption(dob.year)
  await page.getByLabel('Weight', { exact: true }).fill('9.4')
  const height = page.getByRole('group', { name: 'Height' })
  await height.getByLabel('Feet').selectOption('2')
  await height.getByLabel('Inches').selectOption('5')
}

async function hasNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
  expect(widths.scroll).toBeLessThanOrEqual(widths.client)
}

test.describe('child profile form (SPEC section 2)', () => {
  test('registers a child with a photo, lands on /congrats, survives a reload, then edits it', async ({ page }) => {
    // Two demo starts (the reload), a photo and an edit: 14 to 20 s alone, over 30 s on a loaded machine.
    test.setTimeout(60_000)
    await openForm(page, '/create-child-profile', 'Register your child')
    await fillChild(page)
    // Age follows the date of birth (docs/product-rules.md#4).
    const age = page.getByRole('group', { name: 'Age' })
    await expect(age.getByLabel('Years')).toHaveValue('1')
    await expect(age.getByLabel('Months')).toHaveValue('2')

    await page.getByLabel('Profile photo').setInputFiles({ name: 'ella.png', mimeType: 'image/png', buffer: png })
    await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible()

    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/congrats$/)
    expect(await childNames(page)).toContain('Ella Rose Brown')

    await page.reload()
    await demoStarted(page)
    const [, children] = await getJson<StoredChild[]>(page, '/api/children/profiles/')
    const ella = children.find((child) => child.name === 'Ella Rose Brown')
    expect(ella).toMatchObject({ first_name: 'Ella', last_name: 'Rose Brown', weight_kg: 9.4, height_cm: 73.7 })
    expect(ella?.profile_image).toBeTruthy()
    // docs/decisions/050: served with the session's token only.
    const photo = await page.evaluate(
      async (url) => (await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('access')}` } })).headers.get('content-type'),
      ella!.profile_image!,
    )
    expect(photo).toBe('image/png')
    expect(await page.evaluate(async (url) => (await fetch(url)).status, ella!.profile_image!)).toBe(401)

    // Edit: prefilled, photo shown, the change saved.
    await page.goto(`/edit-child-profile/${ella!.id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible()
    await expect(page.getByLabel('Full name')).toHaveValue('Ella Rose Brown')
    await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('9.4')
    await expect(page.getByRole('img', { name: 'Current photo' })).toBeVisible()
    await page.getByLabel('Weight', { exact: true }).fill('10.2')
    await page.getByRole('button', { name: 'Update Profile' }).click()
    // Opened directly, there is no page to go back to: the child's profile instead.
    await expect(page).toHaveURL(new RegExp(`/child/${ella!.id}$`))

    const [, updated] = await getJson<StoredChild>(page, `/api/children/profiles/${ella!.id}/`)
    expect(updated).toMatchObject({ weight_kg: 10.2, height_cm: 73.7 })
    await page.goto(`/edit-child-profile/${ella!.id}`)
    await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('10.2')
  })

  test("a failed save shows 'Error fetching data. Please try again later.' and keeps what was typed", async ({ page }) => {
    await openForm(page, '/create-child-profile', 'Register your child')
    await fillChild(page)
    await failNext(page, 'createChild')

    await page.getByRole('button', { name: 'Save' }).click()

    await expect(page.getByRole('alert')).toHaveText('Error fetching data. Please try again later.')
    await expect(page.getByLabel('Full name')).toHaveValue('Ella Rose Brown')
    await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('9.4')
    await expect(page).toHaveURL(/\/create-child-profile$/)

    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/congrats$/)
  })

  test('fits a 320 px screen without sideways scrolling, empty, with errors, premature and a photo, and when editing', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 })
    await openForm(page, '/create-child-profile', 'Register your child')
    await hasNoHorizontalOverflow(page)

    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText("Please enter the child's name")).toBeVisible()
    await hasNoHorizontalOverflow(page)

    await page.getByRole('radio', { name: 'Yes' }).check()
    await expect(page.getByLabel('Weeks premature')).toBeVisible()
    await page.getByLabel('Profile photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png })
    await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible()
    await hasNoHorizontalOverflow(page)

    const [, children] = await getJson<StoredChild[]>(page, '/api/children/profiles/')
    await page.goto(`/edit-child-profile/${children[1]!.id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible()
    await hasNoHorizontalOverflow(page)
  })
})
