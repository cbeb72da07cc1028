import { expect, test, type Page } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { fillSignupForm, getJson, openApp, setDemoLatency, signInThroughApi } from './support/demo'

/*
 * User text is always rendered as text (docs/security.md): HTML and script
 * payloads typed into every user-entered field show literally and never run.
 * The CSP is bypassed here so the test is about the rendering alone (the
 * policy would also stop an inline handler: csp.spec.ts).
 */
test.use({ bypassCSP: true })

const img = '<img src=x onerror=__xss=1>'
const script = '<script>__xss=1</script>'
/** Fits the postal code's 20 characters (the limits of docs/decisions/031), and would run if rendered as HTML. */
const svg = '<svg onload=__xss=1>'

/** Nothing ran, and no element was made from a payload. */
async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined()
  expect(await page.locator('img[src="x"]').count()).toBe(0)
  expect(await page.evaluate(() => [...document.scripts].filter((s) => s.textContent?.includes('__xss')).length)).toBe(0)
}

/** The payload is on screen as its own characters. */
async function expectLiteral(page: Page, text: string) {
  await expect(page.getByText(text, { exact: false }).first()).toBeVisible()
}

async function signUpAs(page: Page, fullName: string): Promise<string> {
  const email = `xss.${Date.now()}@example.com`
  await openApp(page, '/signup')
  await setDemoLatency(page, 0)
  await fillSignupForm(page, fullName, email)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/onboarding$/)
  return email
}

test.describe('HTML in user-entered fields is shown as text', () => {
  test('sign-up name, child name and health conditions', async ({ page }) => {
    test.setTimeout(90_000)
    await signUpAs(page, `${img} ${script}`)
    await expectInert(page)

    await page.goto('/create-child-profile')
    await expect(page.getByRole('heading', { level: 1, name: 'Register your child' })).toBeVisible()
    // Split at the first space: the script payload is the first name, the image payload the last name.
    await page.getByLabel('Full name').fill(`${script} ${img}`)
    await page.getByRole('radio', { name: 'Female' }).check()
    const dob = page.getByRole('group', { name: 'Date of birth' })
    const born = new Date(new Date().getFullYear(), new Date().getMonth() - 5, 10)
    await dob.getByLabel('Day').selectOption(String(born.getDate()))
    await dob.getByLabel('Month').selectOption(String(born.getMonth() + 1))
    await dob.getByLabel('Year').selectOption(String(born.getFullYear()))
    await page.getByLabel('Weight', { exact: true }).fill('7.5')
    await page.getByLabel('Health conditions').fill(`${img} and ${script}`)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/congrats$/)

    const [, children] = await getJson<{ id: number; first_name: string; last_name: string; notes: string }[]>(page, '/api/children/profiles/')
    expect(children[0]).toMatchObject({ first_name: script, last_name: img, notes: `${img} and ${script}` })
    await page.goto('/client-dashboard')
    await expectLiteral(page, `${script} ${img}`)
    // The parent's own name, in the header.
    await expectLiteral(page, `${img} ${script}`)
    await page.goto(`/child/${children[0]!.id}`)
    await expectLiteral(page, `${script} ${img}`)
    await page.goto(`/edit-child-profile/${children[0]!.id}`)
    await expect(page.getByLabel('Health conditions')).toHaveValue(`${img} and ${script}`)
    await expectInert(page)
  })

  test("an admin's edit of a user: name, phone, bio, address, postal code; a city sent by a hostile client", async ({ page }) => {
    test.setTimeout(90_000)
    await openApp(page, '/')
    // City and country are selects in the form; a client that skips the form can still send any text.
    const email = `xss.city.${Date.now()}@example.com`
    const status = await page.evaluate(async ({ email, city }) => {
      const res = await fetch('/api/accounts/signup/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ full_name: 'Hostile Client', email, phone: '+44 20 7946 0001', password: 'hostile-pass-1', confirm_password: 'hostile-pass-1', gender: 'male', city, country: city, accept_terms: true, accept_marketing: false }),
      })
      return res.status
    }, { email, city: img })
    expect(status).toBe(201)
    await signInThroughApi(page, seedUsers.admin)
    await page.goto('/admin-dashboard/users')
    await page.getByRole('searchbox', { name: 'Search users' }).fill(email)
    await page.getByRole('button', { name: 'Hostile Client' }).first().click()
    const view = page.getByRole('dialog', { name: 'Hostile Client' })
    await expect(view).toContainText(img)
    await view.getByRole('button', { name: 'Edit Profile' }).click()
    const editor = page.getByRole('dialog', { name: 'Edit Hostile Client' })
    await editor.getByLabel('Full name').fill(`${script} ${img}`)
    await editor.getByLabel('Phone').fill(img)
    await editor.getByLabel('Bio').fill(`${script}${img}`)
    await editor.getByLabel('Address').fill(img)
    await editor.getByLabel('Postal code').fill(svg)
    await editor.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('User updated successfully')).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search users' }).fill(email)
    await page.getByRole('button', { name: `${script} ${img}` }).first().click()
    const after = page.getByRole('dialog', { name: `${script} ${img}` })
    for (const text of [`${script} ${img}`, `${script}${img}`, svg, img]) await expect(after).toContainText(text)
    await expectInert(page)
  })

  test('builder band code and title, set title and slug, question text and help text, option label and value', async ({ page }) => {
    test.setTimeout(90_000)
    await openApp(page, '/')
    await signInThroughApi(page, seedUsers.admin)
    // Entered through the import (one call for every level); the builder then renders each field.
    const band = {
      code: img,
      title: `Band ${script}`,
      age_min_months: null,
      age_max_months: null,
      sets: [{ title: `Set ${img}`, slug: script, questions: [{ text: `Question ${img}`, help_text: `Help ${script}`, options: [{ label: `Option ${img}`, value_str: script }] }] }],
    }
    const status = await page.evaluate(async (content) => {
      const form = new FormData()
      form.append('file', new File([JSON.stringify([content])], 'xss.json', { type: 'application/json' }))
      const res = await fetch('/api/children/global-bands/import_milestones/', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('access')}` },
        body: form,
      })
      return res.status
    }, band)
    expect(status).toBe(200)

    await page.goto('/admin-dashboard/milestones')
    await expect(page.getByRole('list', { name: 'Bands' })).toBeVisible()
    await expectLiteral(page, band.title)
    await expectLiteral(page, img)
    await page.getByRole('button', { name: `Question sets of ${band.title}`, exact: true }).click()
    await expectLiteral(page, band.sets[0]!.title)
    await expectLiteral(page, script)
    await page.getByRole('button', { name: `Questions of ${band.sets[0]!.title}`, exact: true }).click()
    await expectLiteral(page, band.sets[0]!.questions[0]!.text)
    await expectLiteral(page, band.sets[0]!.questions[0]!.help_text)
    await page.getByRole('button', { name: `Answer options of ${band.sets[0]!.questions[0]!.text}`, exact: true }).click()
    await expectLiteral(page, band.sets[0]!.questions[0]!.options[0]!.label)
    await expectInert(page)
  })
})
