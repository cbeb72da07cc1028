import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { seedBands } from '@/mock-server/seed/milestone-content'
import { seedUsers } from '@/mock-server/seed/users'
import { axeAtWidths, formatFindings, type AxeFinding } from './support/axe'
import { getJson, openApp, setDemoLatency } from './support/demo'
import { choose, exportFile } from './support/import-file'
import { switchOffAnswered } from './support/builder'

/*
 * docs/decisions/048: what an admin changes never breaks a parent's questionnaire or silently
 * rewrites their results. The admin and the parent each in a tab of one browser profile
 * (they share the demo's database, as two tabs of one browser do), each signed in from /auth.
 */

const [band0006] = seedBands
const movement = band0006!.sets[0]!
const firstQuestion = movement.questions[0]!.text

async function logIn(context: BrowserContext, account: { email: string; password: string }, landing: RegExp): Promise<Page> {
  const page = await context.newPage()
  await openApp(page, '/auth')
  await setDemoLatency(page, 0)
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page).toHaveURL(landing, { timeout: 15_000 })
  return page
}

/** The admin tab on the builder with 0-6 Months' Movement questions open, and the parent tab; Liam (3 months) has no answers. */
async function adminAndParent(context: BrowserContext) {
  const admin = await logIn(context, seedUsers.admin, /\/admin-dashboard/)
  const parent = await logIn(context, seedUsers.parent, /\/client-dashboard$/)
  const [, children] = await getJson<{ id: number; first_name: string }[]>(parent, '/api/children/profiles/')
  const liam = children.find((child) => child.first_name === 'Liam')!.id
  await admin.bringToFront()
  await admin.goto('/admin-dashboard/milestones')
  await expect(admin.getByRole('list', { name: 'Bands' })).toBeVisible({ timeout: 15_000 })
  await expand(admin, `Question sets of ${band0006!.title}`)
  const questions = await expand(admin, `Questions of ${movement.title}`)
  return { admin, parent, liam, questions }
}

async function expand(page: Page, label: string) {
  await page.getByRole('button', { name: label, exact: true }).click()
  const region = page.getByRole('region', { name: label, exact: true })
  await expect(region).toBeVisible()
  return region
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text).first()
const row = (scope: Page | Locator, name: string) => scope.getByRole('group', { name, exact: true })
const questionGroup = (page: Page, text: string) => page.getByRole('radiogroup', { name: text })

async function openQuestionnaire(parent: Page, liam: number) {
  await parent.bringToFront()
  await parent.goto(`/child/${liam}/milestones-status`)
  await expect(parent.getByRole('radiogroup').first()).toBeVisible()
}

test.describe('admin and parent in two tabs (issue #21)', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a new question never reaches the parent unanswerable', async ({ context }) => {
    test.setTimeout(90_000)
    const { admin, parent, liam, questions } = await adminAndParent(context)
    await openQuestionnaire(parent, liam)
    const counter = parent.getByText(/^\d+ of \d+ answered$/).first()
    const before = await counter.textContent()

    // One question with the standard options, one with all of them taken out.
    await admin.bringToFront()
    await questions.getByRole('button', { name: 'Add Question' }).click()
    let form = questions.getByRole('form', { name: 'Add Question' })
    await form.getByLabel('Question text').fill('Does your baby coo back at you?')
    await form.getByRole('button', { name: 'Create' }).click()
    await expect(toast(admin, 'Question created successfully')).toBeVisible()
    await questions.getByRole('button', { name: 'Add Question' }).click()
    form = questions.getByRole('form', { name: 'Add Question' })
    await form.getByLabel('Question text').fill('Does your baby clap?')
    for (const n of [3, 2, 1]) await form.getByRole('button', { name: `Remove option ${n}` }).click()
    await form.getByRole('button', { name: 'Create' }).click()
    await expect(row(questions, 'Does your baby clap?').getByText('Not shown to parents: needs at least 2 active options')).toBeVisible()

    await openQuestionnaire(parent, liam)
    const cooing = questionGroup(parent, 'Does your baby coo back at you?')
    await expect(cooing.getByRole('radio')).toHaveText(['Yes', 'Sometimes', 'Not yet'])
    await expect(parent.getByText('Does your baby clap?')).toHaveCount(0)
    // The counter grew by the answerable question only.
    const total = (text: string | null) => Number(/of (\d+) answered/.exec(text ?? '')?.[1])
    await expect.poll(async () => total(await counter.textContent())).toBe(total(before) + 1)
  })

  test("an answered question deactivated and reactivated keeps the parent's answer", async ({ context }) => {
    test.setTimeout(90_000)
    const { admin, parent, liam, questions } = await adminAndParent(context)
    await openQuestionnaire(parent, liam)
    await questionGroup(parent, firstQuestion).getByRole('radio', { name: 'Sometimes' }).click()
    await parent.getByRole('button', { name: 'Finish' }).click()
    await expect(parent.getByText('Answers saved for Liam')).toBeVisible()

    await admin.bringToFront()
    const active = row(questions, firstQuestion).getByRole('switch', { name: 'Active' })
    await active.click()
    // docs/decisions/066: the answer it touches is named first, and nothing changes before Deactivate.
    const asking = admin.getByRole('dialog', { name: 'Deactivate question?' })
    await expect(asking).toContainText(`Parents have given 1 answer for 1 child to “${firstQuestion}”.`)
    await expect(active).toHaveAttribute('aria-checked', 'true')
    await asking.getByRole('button', { name: 'Deactivate' }).click()
    await expect(active).toHaveAttribute('aria-checked', 'false')
    await expect(toast(admin, 'Question status toggled. 1 answer for 1 child is kept and counts again when it is active.')).toBeVisible()
    await openQuestionnaire(parent, liam)
    await expect(questionGroup(parent, firstQuestion)).toHaveCount(0)

    await admin.bringToFront()
    await active.click()
    await expect(active).toHaveAttribute('aria-checked', 'true')
    await openQuestionnaire(parent, liam)
    await expect(questionGroup(parent, firstQuestion).getByRole('radio', { name: 'Sometimes' })).toBeChecked()
  })

  test("a stale questionnaire's Finish explains what was not counted", async ({ context }) => {
    test.setTimeout(90_000)
    const { admin, parent, liam, questions } = await adminAndParent(context)
    await openQuestionnaire(parent, liam)
    const second = movement.questions[1]!.text
    await questionGroup(parent, firstQuestion).getByRole('radio', { name: 'Yes' }).click()
    await questionGroup(parent, second).getByRole('radio', { name: 'Not yet' }).click()

    await admin.bringToFront()
    await row(questions, firstQuestion).getByRole('switch', { name: 'Active' }).click()
    await expect(toast(admin, 'Question status toggled')).toBeVisible()

    await parent.bringToFront()
    await parent.getByRole('button', { name: 'Finish' }).click()
    await expect(parent).toHaveURL(/\/client-dashboard$/)
    await expect(
      parent.getByText(`Answers saved for Liam, but 1 answer was not counted: the questionnaire was changed after you opened it and no longer asks “${firstQuestion}”.`, {
        exact: false,
      }),
    ).toBeVisible()
  })

  test('an exported file with one reworded question and one reworded option imports as "changed" and every answer survives', async ({ context }) => {
    test.setTimeout(90_000)
    const { admin, parent, liam } = await adminAndParent(context)
    await openQuestionnaire(parent, liam)
    await questionGroup(parent, firstQuestion).getByRole('radio', { name: 'Sometimes' }).click()
    await parent.getByRole('button', { name: 'Finish' }).click()
    await expect(parent.getByText('Answers saved for Liam')).toBeVisible()
    const answersBefore = await everyAnswer(parent)
    expect(answersBefore.length).toBeGreaterThan(0)

    // The admin exports, rewords the question and its "Sometimes" option, and imports the file.
    await admin.bringToFront()
    const file = await exportFile(admin)
    const question = file[0]!.sets[0]!.questions[0]!
    question.text = 'Does your baby lift their head when lying on the tummy?'
    question.options.find((option) => option.label === 'Sometimes')!.label = 'Now and then'
    await choose(admin, file)
    const dialog = admin.getByRole('dialog', { name: 'Import preview' })
    await expect(dialog.getByRole('region', { name: 'Questions' })).toContainText('0 added, 1 changed, 0 removed')
    await expect(dialog.getByRole('list', { name: 'Questions changed' })).toContainText(`${question.text} (text)was “${firstQuestion}”`)
    await expect(dialog.getByRole('region', { name: 'Answer options' })).toContainText('0 added, 1 changed, 0 removed')
    await expect(dialog.getByRole('list', { name: 'Answer options changed' })).toContainText('Now and then (label)was “Sometimes”')
    await expect(dialog.getByText("No parent's answers are deleted.")).toBeVisible()
    await screenshots(admin, 'import-reworded')
    await dialog.getByRole('button', { name: 'Apply' }).click()
    await expect(toast(admin, 'Milestones imported successfully')).toBeVisible()

    // Every answer is still there, and Liam's shows under the new words.
    expect(await everyAnswer(parent)).toEqual(answersBefore)
    await openQuestionnaire(parent, liam)
    await expect(questionGroup(parent, question.text).getByRole('radio', { name: 'Now and then' })).toBeChecked()
  })
})

test.describe('answers to a question no longer asked (issue #21 point 3)', () => {
  test.use({ viewport: { width: 1280, height: 900 }, bypassCSP: true })

  test('the summary for the doctor keeps the answer, marked "no longer asked", and the profile explains the percentage', async ({ context }) => {
    test.setTimeout(90_000)
    const { admin, parent, liam, questions } = await adminAndParent(context)
    await openQuestionnaire(parent, liam)
    await questionGroup(parent, firstQuestion).getByRole('radio', { name: 'Not yet' }).click()
    await questionGroup(parent, movement.questions[1]!.text).getByRole('radio', { name: 'Yes' }).click()
    await parent.getByRole('button', { name: 'Finish' }).click()
    await expect(parent.getByText('Answers saved for Liam')).toBeVisible()

    await admin.bringToFront()
    await switchOffAnswered(admin, row(questions, firstQuestion).getByRole('switch', { name: 'Active' }))

    const note = 'Movement: 1 answer no longer counts because that question is no longer asked.'
    const findings: AxeFinding[] = []
    // The next Finish: the results say why Movement moved.
    await openQuestionnaire(parent, liam)
    await parent.getByRole('button', { name: 'Finish' }).click()
    await expect(parent.getByRole('region', { name: /^Liam's results/ })).toContainText(note)

    await parent.goto(`/child/${liam}/summary`)
    const kept = parent.getByRole('table', { name: 'Answers to questions no longer asked' })
    await expect(parent.getByRole('heading', { name: 'No longer asked (1)' })).toBeVisible()
    await expect(kept.getByRole('row').nth(1)).toHaveText(`${firstQuestion} (Movement)Not yet (no longer asked)`)
    // Not to talk about any more: the "Not yet" was to a question no longer asked.
    await expect(parent.getByRole('heading', { name: 'To talk about (0)' })).toBeVisible()
    await expect(parent.getByRole('heading', { name: /^Movement: \d+%$/ }).locator('..')).toContainText(note)
    await screenshots(parent, 'summary-no-longer-asked', true)
    await axeAtWidths(parent, 'summary, an answer no longer asked', findings)

    await parent.goto(`/child/${liam}`)
    const region = parent.getByRole('region', { name: 'Milestones' })
    await expect(region.getByRole('listitem').filter({ hasText: /^Movement/ })).toContainText(note)
    await screenshots(parent, 'profile-no-longer-counted', true)
    await axeAtWidths(parent, 'profile, a percentage explained', findings)
    expect(findings, formatFindings(findings)).toEqual([])
  })
})

/** CONTENT_CHANGES_SHOTS=dir: the state at 320, 390 and 1280 px, to look at. */
async function screenshots(page: Page, name: string, fullPage = false) {
  const dir = process.env.CONTENT_CHANGES_SHOTS
  if (!dir) return
  const size = page.viewportSize()
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage })
  }
  if (size) await page.setViewportSize(size)
}

/** Every answer of the parent's children, as question and option ids (the words may change, the answers may not). */
async function everyAnswer(parent: Page) {
  const [, children] = await getJson<{ id: number }[]>(parent, '/api/children/profiles/')
  const answers = await Promise.all(
    children.map(async (child) => (await getJson<{ question: { id: number }; choices: { option: { id: number } }[] }[]>(parent, `/api/children/global-responses/?child=${child.id}`))[1]),
  )
  return answers.flat().map((answer) => `${answer.question.id}:${answer.choices.map((choice) => choice.option.id).join(',')}`)
}
