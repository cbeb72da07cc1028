import { expect, test, type Browser, type Page } from '@playwright/test'
import { seedBands } from '@/mock-server/seed/milestone-content'
import { seedUsers } from '@/mock-server/seed/users'
import { axeAtWidths, axeViolations, axeWidths, formatFindings, type AxeFinding } from './support/axe'
import { getJson, openApp, setDemoLatency, signInThroughApi, signOutThroughApi, signUpThroughApi } from './support/demo'

/*
 * axe-core reports no violations on any route, in the states a user meets,
 * at 320 px and 1280 px (docs/decisions/019). One page is reused across
 * a group's states; each test lists every finding with its node targets.
 * Run alone: E2E_PORT=4604 E2E_OUT_DIR=/tmp/e2e-a11y npx playwright test tests/e2e/a11y.spec.ts
 * Builder states only: ... npx playwright test tests/e2e/a11y.spec.ts -g "Milestone Builder"
 */

let page: Page

async function newPage(browser: Browser) {
  // bypassCSP: the app's Content-Security-Policy refuses the injected axe script, as it should.
  const context = await browser.newContext({ bypassCSP: true, reducedMotion: 'reduce', viewport: { width: 320, height: 800 } })
  const created = await context.newPage()
  await openApp(created, '/')
  await setDemoLatency(created, 0)
  return created
}

// The tests share one page (each sets its own session on it): they run in order on one worker, whatever fullyParallel says.
test.describe.configure({ mode: 'default' })

test.beforeAll(async ({ browser }) => {
  page = await newPage(browser)
})
test.afterAll(async () => {
  await page.context().close()
})

const heading = (name: string) => page.getByRole('heading', { name, exact: true })
const button = (name: string) => page.getByRole('button', { name, exact: true })
const invalidField = () => page.locator('[aria-invalid="true"]').first()

/** Goes to a path in the app (the session is kept in storage) and waits for its heading. */
async function visit(path: string, headingName: string | RegExp) {
  await page.goto(path)
  await expect(page.getByRole('heading', { name: headingName }).first()).toBeVisible()
}

/** A transient state (a toast, a timed redirect) is set up again at each width, so it is still there when axe runs. */
async function axeEachWidth(state: string, findings: AxeFinding[], setUp: () => Promise<void>) {
  for (const width of axeWidths) {
    await page.setViewportSize({ width, height: 800 })
    await setUp()
    findings.push(...(await axeViolations(page, state)))
  }
}

function expectNone(findings: AxeFinding[]) {
  expect(findings.length, `axe violations:\n${formatFindings(findings)}`).toBe(0)
}

async function childIds(): Promise<number[]> {
  const [status, children] = await getJson<{ id: number }[]>(page, '/api/children/profiles/')
  expect(status).toBe(200)
  return children.map((c) => c.id)
}

async function signedInAs(account: { email: string; password: string }) {
  await openApp(page, '/')
  await page.evaluate(() => localStorage.clear())
  await signInThroughApi(page, account)
}

test.describe('axe: public pages and sign-in', () => {
  test('landing, splash, not found', async () => {
    test.setTimeout(90_000)
    const findings: AxeFinding[] = []
    await page.evaluate(() => localStorage.clear())
    await visit('/', /./)
    await axeAtWidths(page, '/', findings)
    await axeEachWidth('/splash', findings, async () => {
      await page.goto('/splash')
      await expect(page.getByRole('main')).toBeVisible()
    })
    await visit('/no-such-page', 'Page not found')
    await axeAtWidths(page, 'not found', findings)
    expectNone(findings)
  })

  test('login with field errors and the failure toast; the password reset steps', async () => {
    test.setTimeout(120_000)
    const findings: AxeFinding[] = []
    await page.evaluate(() => localStorage.clear())
    await visit('/auth', 'Hey Welcome!')
    await axeAtWidths(page, '/auth', findings)
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Password', { exact: true }).fill('x')
    await button('Log In').click()
    await expect(invalidField()).toBeVisible()
    await axeAtWidths(page, '/auth field errors', findings)
    await axeEachWidth('/auth failure toast', findings, async () => {
      await page.getByLabel('Email').fill(seedUsers.parent.email)
      await page.getByLabel('Password', { exact: true }).fill('wrong-password-1')
      await button('Log In').click()
      await expect(page.getByRole('alert').filter({ hasText: 'No active account found with the given credentials' }).first()).toBeVisible()
    })

    await visit('/auth/forgot-password', 'Forgot Password')
    await axeAtWidths(page, '/auth/forgot-password', findings)
    await page.getByLabel('Email').fill('jane.doe@example.com')
    await button('Reset Password').click()
    await expect(heading('Verify Code')).toBeVisible()
    await axeAtWidths(page, '/auth/verify-code', findings)
    await page.getByLabel('Digit 1 of 5').pressSequentially('12345')
    await button('Verify').click()
    await expect(heading('Password Reset')).toBeVisible()
    await axeAtWidths(page, '/auth/password-reset-confirm', findings)
    await button('Confirm').click()
    await expect(heading('New Password')).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('short')
    await page.getByLabel('Confirm password', { exact: true }).fill('different')
    await button('Update Password').click()
    await expect(invalidField()).toBeVisible()
    await axeAtWidths(page, '/auth/new-password with errors', findings)
    await page.getByLabel('New password', { exact: true }).fill('fresh-start-9')
    await page.getByLabel('Confirm password', { exact: true }).fill('fresh-start-9')
    await button('Update Password').click()
    await expect(heading('Successful!')).toBeVisible({ timeout: 10_000 })
    await axeAtWidths(page, '/auth/password-updated', findings)
    expectNone(findings)
  })

  test('sign-up with every message shown and the terms dialog open', async () => {
    const findings: AxeFinding[] = []
    await page.evaluate(() => localStorage.clear())
    await visit('/signup', /./)
    await axeAtWidths(page, '/signup', findings)
    await page.getByLabel('Password', { exact: true }).fill('a')
    await page.getByLabel('Confirm password', { exact: true }).fill('b')
    await button('Create Account').click()
    await expect(page.getByText('Passwords do not match')).toBeVisible()
    await axeAtWidths(page, '/signup with every message', findings)
    await page.getByRole('button', { name: 'Terms and Conditions' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await axeAtWidths(page, '/signup terms dialog', findings)
    await page.keyboard.press('Escape')
    expectNone(findings)
  })
})

test.describe('axe: parent screens', () => {
  test('onboarding of a new parent', async () => {
    const findings: AxeFinding[] = []
    await openApp(page, '/')
    await page.evaluate(() => localStorage.clear())
    await signUpThroughApi(page, { email: `a11y-${Date.now()}@example.com`, password: 'a11y-pass-1', full_name: 'Ally Access' })
    await visit('/onboarding', /./)
    await axeAtWidths(page, '/onboarding', findings)
    await signOutThroughApi(page)
    expectNone(findings)
  })

  test('dashboard, child form, congrats, child profile, bands, questionnaire, not authorized', async () => {
    test.setTimeout(120_000)
    const findings: AxeFinding[] = []
    await signedInAs(seedUsers.parent)
    const [childId] = await childIds()

    await visit('/client-dashboard', /Carter/)
    await axeAtWidths(page, '/client-dashboard', findings)

    await visit('/create-child-profile', 'Register your child')
    await axeAtWidths(page, '/create-child-profile', findings)
    await button('Save').click()
    await expect(page.getByText("Please enter the child's name")).toBeVisible()
    await axeAtWidths(page, '/create-child-profile with errors', findings)

    await visit(`/edit-child-profile/${childId}`, 'Edit profile')
    await axeAtWidths(page, '/edit-child-profile', findings)

    await visit('/congrats', /./)
    await axeAtWidths(page, '/congrats', findings)

    await visit(`/child/${childId}`, "Child's Profile")
    await axeAtWidths(page, '/child/{id}', findings)
    await visit(`/child/${childId}/bands`, 'Child Bands')
    await axeAtWidths(page, '/child/{id}/bands', findings)
    await visit(`/child/${childId}/milestones-status`, /./)
    await expect(page.getByRole('radiogroup').first()).toBeVisible()
    await axeAtWidths(page, '/child/{id}/milestones-status', findings)

    // docs/decisions/037: the weekly checklist, reminders and the summary for the doctor (Olivia has answers).
    const olivia = (await childIds())[1]!
    await visit(`/weekly-checklist/${olivia}`, 'This week with Olivia')
    // docs/decisions/055: the boxes to tick, one ticked (the seed) and its note.
    await expect(page.getByText('1 of 5 this week')).toBeVisible()
    await expect(page.getByText(/A tick does not change the answer/)).toBeVisible()
    await axeAtWidths(page, '/weekly-checklist/{id} with its ticks', findings)
    await visit(`/alerts-reminders/${childId}`, 'For Liam')
    await axeAtWidths(page, '/alerts-reminders/{id}', findings)
    // docs/decisions/059: Olivia's reminders, and the form to add one.
    await visit(`/alerts-reminders/${olivia}`, 'Your reminders')
    await button('Add a reminder').click()
    await expect(page.getByLabel('Remind me to')).toBeVisible()
    await axeAtWidths(page, '/alerts-reminders/{id} with its reminders and the form', findings)
    await visit(`/child/${olivia}/summary`, 'Olivia Carter: milestones summary')
    await axeAtWidths(page, '/child/{id}/summary', findings)
    // docs/decisions/054: the results panel after Finish, on the dashboard.
    await page.evaluate((id) => sessionStorage.setItem('dashboard:finish-results', String(id)), olivia)
    await visit('/client-dashboard', "Olivia's results for 6-12 Months")
    await expect(page.getByRole('heading', { name: 'What changed' })).toBeVisible()
    await axeAtWidths(page, '/client-dashboard with the results after Finish', findings)
    await button("Close Olivia's results").click()

    await page.goto('/admin-dashboard')
    await expect(page.getByText('You are not authorized to view this page.')).toBeVisible()
    await axeAtWidths(page, 'not authorized', findings)
    expectNone(findings)
  })
})

test.describe('axe: a premature baby (issue #12: the corrected age on its own line)', () => {
  test('dashboard and child profile of Ama', async () => {
    test.setTimeout(90_000)
    const findings: AxeFinding[] = []
    await signedInAs(seedUsers.early)
    const [ama] = await childIds()
    await visit('/client-dashboard', /Osei/)
    await axeAtWidths(page, '/client-dashboard (corrected age)', findings)
    await visit(`/child/${ama}`, "Child's Profile")
    await axeAtWidths(page, '/child/{id} (corrected age)', findings)
    expectNone(findings)
  })
})

test.describe('axe: Track Progress and Recommended Activities (issue #15)', () => {
  test('charts with their tables open, the measurement form with errors, the empty states, the play ideas', async () => {
    test.setTimeout(120_000)
    const findings: AxeFinding[] = []
    await signedInAs(seedUsers.parent)
    const [liam, olivia, noah] = await childIds()

    await visit(`/track-progress/${olivia}`, "Olivia's milestones over time")
    // Open every chart's table, one toggle at a time by its place: its words change only on the toggle event, so a
    // locator by the words could be counted before the change and then wait for words that are gone.
    const toggles = page.locator('summary').filter({ hasText: /^(Show the numbers as a table|Hide the table)$/ })
    await expect(toggles.first()).toBeVisible()
    for (let i = 0, count = await toggles.count(); i < count; i += 1) {
      if ((await toggles.nth(i).textContent()) === 'Hide the table') continue
      await toggles.nth(i).click()
      await expect(toggles.nth(i)).toHaveText('Hide the table')
    }
    await expect(page.getByText('Show the numbers as a table')).toHaveCount(0)
    await axeAtWidths(page, '/track-progress/{id} with the tables open', findings)
    await page.getByLabel('Height (cm)').fill('7000')
    await button('Save measurement').click()
    await expect(page.getByText('Height must be between 20 and 250 cm.')).toBeVisible()
    await axeAtWidths(page, '/track-progress/{id} form with an error', findings)

    await visit(`/track-progress/${liam}`, "Liam's milestones over time")
    await expect(page.getByText('Add a first measurement')).toBeVisible()
    await axeAtWidths(page, '/track-progress/{id} empty', findings)
    await page.getByLabel('Weight', { exact: true }).fill('6')
    await button('Save measurement').click()
    await expect(page.getByText('Weight: 6 kg at')).toBeVisible()
    await axeAtWidths(page, '/track-progress/{id} one measurement, in words', findings)

    await visit(`/recommended-activities/${noah}`, 'Play ideas for Noah')
    await axeAtWidths(page, '/recommended-activities/{id}', findings)
    expectNone(findings)
  })
})

test.describe('axe: admin screens', () => {
  test('dashboard with the mobile sidebar open; users with the dialog in view and edit mode with errors', async () => {
    test.setTimeout(120_000)
    const findings: AxeFinding[] = []
    await signedInAs(seedUsers.admin)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/admin-dashboard')
    await expect(page.getByText('Dashboard Content')).toBeVisible()
    await axeAtWidths(page, '/admin-dashboard', findings)
    await page.setViewportSize({ width: 320, height: 800 })
    await button('Menu').click()
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible()
    await axeAtWidths(page, '/admin-dashboard sidebar open', findings, [320])
    await page.keyboard.press('Escape')

    await page.goto('/admin-dashboard/users')
    await expect(page.getByRole('table', { name: 'Clients' })).toBeVisible()
    await axeAtWidths(page, '/admin-dashboard/users', findings)
    await page.getByRole('button', { name: 'Amara Okafor' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Amara Okafor' })
    await expect(dialog).toBeVisible()
    await axeAtWidths(page, 'user dialog (view)', findings)
    await dialog.getByRole('button', { name: 'Edit Profile' }).click()
    const editor = page.getByRole('dialog', { name: 'Edit Amara Okafor' })
    await editor.getByLabel('Full name').fill('')
    await editor.getByLabel('Email').fill('amara@nowhere')
    await editor.getByRole('button', { name: 'Save Changes' }).click()
    await expect(editor.getByText('Name is required')).toBeVisible()
    await axeAtWidths(page, 'user dialog (edit with errors)', findings)
    await page.keyboard.press('Escape')
    expectNone(findings)
  })
})

test.describe('axe: Milestone Builder', () => {
  test('collapsed, expanded to options, band form with errors, option form, delete confirmation', async () => {
    test.setTimeout(120_000)
    const findings: AxeFinding[] = []
    await signedInAs(seedUsers.admin)
    await page.goto('/admin-dashboard/milestones')
    await expect(page.getByRole('list', { name: 'Bands' })).toBeVisible()
    await axeAtWidths(page, 'builder collapsed', findings)

    // docs/decisions/032: an inactive row is muted (its title in the muted ink, a dashed stripe) and still AA.
    // docs/decisions/048: 6-12 Months holds Olivia's answers, so switching it off asks first.
    await page.getByRole('switch', { name: 'Active' }).nth(1).click()
    await expect(page.getByRole('dialog', { name: 'Deactivate band?' })).toContainText('The answers are kept')
    await axeAtWidths(page, 'deactivate confirmation with the answers it touches', findings)
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click()
    await expect(page.locator('[data-inactive]').first()).toBeVisible()
    await axeAtWidths(page, 'builder with an inactive band', findings)

    await button('Add Band').click()
    const bandForm = page.getByRole('form', { name: 'Add Band' })
    await bandForm.getByRole('button', { name: 'Create' }).click()
    await expect(bandForm.locator('[aria-invalid="true"]').first()).toBeVisible()
    await axeAtWidths(page, 'band form with errors', findings)
    await bandForm.getByRole('button', { name: 'Cancel' }).click()

    const band = seedBands[0]!
    const question = band.sets[0]!.questions[0]!.text
    await button(`Question sets of ${band.title}`).click()
    await button(`Questions of ${band.sets[0]!.title}`).click()
    await button(`Answer options of ${question}`).click()
    const options = page.getByRole('region', { name: `Answer options of ${question}` })
    await expect(options).toBeVisible()
    await axeAtWidths(page, 'builder expanded to options', findings)

    await options.getByRole('button', { name: 'Add Option' }).click()
    await expect(options.getByRole('form', { name: 'Add Option' })).toBeVisible()
    await axeAtWidths(page, 'option form', findings)
    await options.getByRole('form', { name: 'Add Option' }).getByRole('button', { name: 'Cancel' }).click()

    await options.getByRole('button', { name: /^Delete option / }).first().click()
    await expect(page.getByRole('dialog').getByRole('status')).toHaveText('No parent has answered it yet.')
    await axeAtWidths(page, 'delete confirmation', findings)
    await page.keyboard.press('Escape')
    expectNone(findings)
  })

  test("issue #21: a new question's form with its standard options (one with an error), a row parents cannot answer and the coverage panel's count", async () => {
    test.setTimeout(120_000)
    const findings: AxeFinding[] = []
    await signedInAs(seedUsers.admin)
    await page.goto('/admin-dashboard/milestones')
    await expect(page.getByRole('list', { name: 'Bands' })).toBeVisible()
    const band = seedBands[1]!
    await button(`Question sets of ${band.title}`).click()
    await button(`Questions of ${band.sets[0]!.title}`).click()
    const questions = page.getByRole('region', { name: `Questions of ${band.sets[0]!.title}` })
    await questions.getByRole('button', { name: 'Add Question' }).click()
    const form = questions.getByRole('form', { name: 'Add Question' })
    await form.getByLabel('Option 2 label').fill('')
    await form.getByRole('button', { name: 'Create' }).click()
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible()
    await axeAtWidths(page, 'new question form with standard options and errors', findings)

    await form.getByLabel('Question text').fill('Does your baby wave?')
    for (const n of [3, 2, 1]) await form.getByRole('button', { name: `Remove option ${n}` }).click()
    await form.getByRole('button', { name: 'Create' }).click()
    await expect(questions.getByText('Not shown to parents: needs at least 2 active options')).toBeVisible()
    await expect(page.getByText(/active question is not shown to parents/)).toBeVisible()
    await axeAtWidths(page, 'builder with a question parents cannot answer', findings)
    expectNone(findings)
  })
})
