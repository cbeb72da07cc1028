import { expect, type Page } from '@playwright/test'
import { demoControlKeys } from '@/mock-server/demo-control-keys'
import type { Band } from '@/contract/content'
import type { EndpointName } from '@/contract/endpoints'
import type { BuilderContext } from '@/machines/builder.machine'
import { seedUsers } from '@/mock-server/seed/users'
import { keyboardMove } from '../support/builder'
import { answerAsParent, getJson, signInThroughApi } from '../support/demo'
import { demoBackend, type TestBackend } from '../support/test-backend'
import { type Step, type UiBindings, type UiStep } from '../support/model-paths'
import type { StepPlace } from '../../model/lib/plain-words'

/**
 * The model's one-band tree stands for the seed's first band (0-6 Months), its
 * first set (Movement), that set's first question and its "Yes" option.
 */
let firstQuestion = ''
const band = '0-6 Months'
/** The seed items the model's tree stands for, as the screen first loads them. */
let seed: Band[] = []
/** The backend the path runs against: set by the setup of the map in use (one test at a time per worker). */
let backend: TestBackend = demoBackend

const errorOf = (step: Step | undefined, type: string) => (step?.event.type === type ? step : undefined)
/** The path expects a 412: the item was changed behind the screen's back (README 2026-11-25). */
const conflictOf = (step: Step | undefined, type: string) =>
  (errorOf(step, type)?.event as { error?: { status?: number } } | undefined)?.error?.status === 412

/**
 * Another admin (or tab) changes an item first: a write through the same
 * in-browser backend, without If-Match, in the screen's own tab. The screen
 * still shows the item as it loaded it.
 */
async function changeBehindTheScreen(page: Page, level: 'band' | 'question' | 'option') {
  const first = seed[0]!.sets[0]!.questions[0]!
  const target = {
    band: { url: `${backend.apiBase}/children/global-bands/${seed[0]!.id}/`, fields: { age_max_months: '7' }, multipart: true },
    question: { url: `${backend.apiBase}/children/global-questions/${first.id}/`, fields: { help_text: 'Changed in another tab.' }, multipart: false },
    option: { url: `${backend.apiBase}/children/global-answer-options/${first.options[0]!.id}/`, fields: { value_str: 'changed' }, multipart: false },
  }[level]
  const status = await page.evaluate(async ({ url, fields, multipart }) => {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.append(key, value)
    const headers: Record<string, string> = { Authorization: `Bearer ${localStorage.getItem('access')}` }
    if (!multipart) headers['Content-Type'] = 'application/json'
    const res = await fetch(url, { method: 'PATCH', headers, body: multipart ? form : JSON.stringify(fields) })
    return res.status
  }, target)
  expect(status).toBe(200)
}

/** The first answer of `actor` the path expects after this step (a toggle's save comes after its impact and its dialog). */
function answerAfter({ step, path }: Pick<StepPlace, 'step' | 'path'>, actor: string): Step | undefined {
  const steps = path.steps
  return steps.slice(steps.indexOf(step) + 1).find((later) => later.event.type === `done.${actor}` || later.event.type === `error.${actor}`)
}

/**
 * docs/decisions/066: the impact the path expects next. One parent's answer: Liam's parent answers
 * the first question before the admin's click; a server without the call: the call fails.
 */
async function impactAhead(page: Page, next: Step | undefined) {
  if (errorOf(next, 'error.loadImpact')) await backend.failNext(page, 'contentImpact')
  const answers = (next?.event as { output?: { answers?: number } } | undefined)?.output?.answers ?? 0
  if (next?.event.type === 'done.loadImpact' && answers > 0) {
    const question = seed[0]!.sets[0]!.questions[0]!
    await answerAsParent(page, seedUsers.parent, 'Liam', [{ question: question.id, options: [question.options[0]!.id] }], backend.apiBase)
  }
}

/**
 * A busy state is checked while its call waits: when the path's next step is the answer of `actor`, the action
 * holds that call's answer (the demo's `holdNext`, src/mock-server/browser.ts, or the API server's 'hold' fault) and
 * the answer step lets it go. The check then never races the latency, however loaded the machine is.
 */
async function holdAnswer(page: Page, next: Step | undefined, actor: string, operation: EndpointName, { unanswered = true }: { unanswered?: boolean } = {}) {
  const type = next?.event.type
  // `unanswered`: the call is sure to be made, and a path that ends or goes on with a user action checks its busy state too.
  const answered = type?.startsWith('done.') || type?.startsWith('error.')
  if (type === `done.${actor}` || type === `error.${actor}` || (unanswered && !answered)) await backend.holdNext(page, operation)
}

const impactAheadOf = (next: Step | undefined) => next?.event.type === 'done.loadImpact' || next?.event.type === 'error.loadImpact'

/** The mock answers; the next state's assertion waits for it. A held answer is let go first. */
const serverAnswers = async ({ page }: UiStep) => backend.releaseHeld(page)

/** A refused write reloads the list; a path may expect that reload to fail. */
const writeRefused = async ({ page, step, next }: UiStep) => {
  const refusedAsStale = (step.event as { error?: { status?: number } }).error?.status === 412
  if (refusedAsStale && errorOf(next, 'error.loadBands')) await backend.failNext(page, 'listBands')
  if (refusedAsStale) await holdAnswer(page, next, 'loadBands', 'listBands')
  await backend.releaseHeld(page)
}

/**
 * Undo or redo by keyboard. A path that expects the server to refuse it changes
 * the change's item behind the screen first (412), or makes the next write of
 * that level fail (500).
 */
async function historyKey({ page, previous, next }: UiStep, direction: 'undo' | 'redo') {
  const { undo, redo } = previous.state.context as BuilderContext
  const entry = (direction === 'undo' ? undo : redo).at(-1)!
  const level = entry.level === 'band' ? 'band' : 'option'
  if (conflictOf(next, 'error.saveFields')) await changeBehindTheScreen(page, level)
  else if (errorOf(next, 'error.saveFields')) await backend.failNext(page, level === 'band' ? 'updateBand' : 'updateOption')
  await holdAnswer(page, next, 'saveFields', level === 'band' ? 'updateBand' : 'updateOption', { unanswered: false })
  await holdAnswer(page, next, 'loadBands', 'listBands', { unanswered: false })
  await page.getByRole('button', { name: 'Collapse all', exact: true }).focus()
  await page.keyboard.press(direction === 'undo' ? 'Control+z' : 'Control+Shift+z')
}

async function expand(page: Page, label: string) {
  const button = page.getByRole('button', { name: label, exact: true })
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
}

async function openOptions(page: Page) {
  await expand(page, `Question sets of ${band}`)
  await expand(page, 'Questions of Movement')
  await expand(page, `Answer options of ${firstQuestion}`)
}

const bandRow = (page: Page) => page.getByRole('group', { name: band })
const optionsRegion = (page: Page) => page.getByRole('region', { name: `Answer options of ${firstQuestion}` })

/** What the count of answers the path expects next needs first, in words (docs/decisions/066). */
function impactWords(next: Step | undefined): string {
  if (errorOf(next, 'error.loadImpact')) return `Make the next count of answers fail (in the demo: sessionStorage '${demoControlKeys.failNext}' set to ["contentImpact"]). `
  const answers = (next?.event as { output?: { answers?: number } } | undefined)?.output?.answers ?? 0
  return next?.event.type === 'done.loadImpact' && answers > 0 ? 'Sign in as the seed parent in another tab and answer Liam\'s first 0-6 Months question Yes. ' : ''
}

/** A refused write in words: a stale one (412) reloads the bands, which the path may expect to fail. */
function refusedWords({ step, next }: Pick<StepPlace, 'step' | 'next'>, what: string): string {
  const stale = (step.event as { error?: { status?: number } }).error?.status === 412
  if (!stale) return `Wait for the server to refuse the ${what} (set up before).`
  return act(errorOf(next, 'error.loadBands'), `wait for the server to refuse the ${what} as stale; the builder loads the bands again.`)
}

/** An action in words, after what the path needs set up first ("Press Export JSON.", "Make ..., then press Export JSON."). */
const act = (next: Step | undefined, action: string) => {
  const setUp = failing(next)
  return setUp ? `${setUp}${action}` : `${action.charAt(0).toUpperCase()}${action.slice(1)}`
}

/** How a tester sets up the server's answer the path expects next, before the action, in the plan's words. */
function failing(next: Step | undefined): string {
  const error = next?.event.type.startsWith('error.') ? (next.event as { error?: { status?: number } }).error : undefined
  if (!error) return ''
  return error.status === 412
    ? 'In another tab, change the same item first (the screen still shows it as loaded), then '
    : `Make the next call fail (in the demo: sessionStorage '${demoControlKeys.failNext}' set to that call), then `
}

/**
 * The Milestone Builder against a backend: the demo's (tests/e2e/paths-builder.spec.ts and the test plan) or
 * the test-mode API server's (tests/e2e-real-api/paths-builder.spec.ts).
 */
export const builderScreens = (on: TestBackend = demoBackend): UiBindings => ({
  start: `Sign in as the admin (${seedUsers.admin.email}) and open /admin-dashboard/milestones.`,
  async setup(page, path) {
    backend = on
    await backend.reset()
    await backend.open(page, '/')
    await signInThroughApi(page, seedUsers.admin, backend.apiBase)
    const [, bands] = await getJson<Band[]>(page, `${backend.apiBase}/children/global-bands/`)
    seed = bands
    firstQuestion = bands[0]!.sets[0]!.questions[0]!.text
    // A path that clicks while a save runs (the click waits in the machine) gives itself time to click.
    const clicksWhileSaving = path.steps.some((step, i) => i > 0 && step.event.type === 'item.delete' && path.steps[i - 1]!.state.matches({ ready: 'toggling' }))
    // Every other busy state the path checks has its answer held (holdAnswer): no latency to wait out.
    await backend.setLatency(page, clicksWhileSaving ? 2500 : 0)
    if (errorOf(path.steps[1], 'error.loadBands')) await backend.failNext(page, 'listBands')
    await holdAnswer(page, path.steps[1], 'loadBands', 'listBands')
    await page.goto('/admin-dashboard/milestones')
  },
  states: {
    loading: {
      says: "'Loading milestones...' is shown.",
      check: async (page) => {
        await expect(page.getByText('Loading milestones...')).toBeVisible()
      },
    },
    loadFailed: {
      says: "'Error fetching bands' is shown, with Try again.",
      check: async (page) => {
        await expect(page.getByText('Error fetching bands').first()).toBeVisible()
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
      },
    },
    ready: {
      says: (snapshot) => {
        const { importProblem } = snapshot.context as BuilderContext
        return importProblem ? `The builder shows the bands and the message '${importProblem}'.` : 'The builder shows the bands.'
      },
      check: async (page, snapshot) => {
        const context = snapshot.context as BuilderContext
        await expect(page.getByRole('heading', { name: 'Milestone Builder' })).toBeVisible()
        await expect(page.getByText('Loading milestones...')).toHaveCount(0)
        if (context.importProblem) await expect(page.getByText(context.importProblem)).toBeVisible()
      },
    },
    'ready.idle': {
      says: (snapshot) => ((snapshot.context as BuilderContext).form ? 'The builder is idle with its form open (Create or Update).' : 'The builder is idle: Export JSON can be pressed, no form is open.'),
      check: async (page, snapshot) => {
        const { form, formErrors } = snapshot.context as BuilderContext
        await expect(page.getByRole('button', { name: 'Export JSON' })).toBeEnabled()
        await expect(page.getByText('Checking for changes…')).toHaveCount(0)
        const submit = page.getByRole('button', { name: /^(Create|Update)$/ })
        if (form) await expect(submit).toBeVisible()
        else await expect(submit).toHaveCount(0)
        // A save refused as stale: the server's message under the form.
        if (formErrors.non_field_errors) await expect(page.locator('form').getByText(formErrors.non_field_errors)).toBeVisible()
      },
    },
    'ready.refreshing': {
      says: "'Checking for changes…' is shown while the rows stay on screen.",
      check: async (page) => {
        // In the background: the rows stay, no loading screen (checked by 'ready').
        await expect(page.getByText('Checking for changes…')).toBeVisible()
        await expect(page.getByRole('group', { name: band })).toBeVisible()
      },
    },
    'ready.saving': {
      says: 'The form\'s Create or Update shows that it is busy.',
      check: async (page) => {
        await expect(page.getByRole('button', { name: /^(Create|Update)$/ })).toHaveAttribute('aria-busy', 'true')
      },
    },
    'ready.toggling': {
      says: "'Band status toggled' is shown.",
      check: async (page) => {
        await expect(page.getByText('Band status toggled').first()).toBeVisible()
      },
    },
    'ready.reordering': {
      says: "'Option order updated' is shown.",
      check: async (page) => {
        await expect(page.getByText('Option order updated').first()).toBeVisible()
      },
    },
    // An undo or redo is on screen at once and saved like any change: the header's Export waits.
    'ready.undoing': {
      says: 'The change is undone on screen; Export JSON waits while it is saved.',
      check: async (page) => {
        await expect(page.getByRole('button', { name: 'Export JSON' })).toBeDisabled()
      },
    },
    'ready.redoing': {
      says: 'The change is made again on screen; Export JSON waits while it is saved.',
      check: async (page) => {
        await expect(page.getByRole('button', { name: 'Export JSON' })).toBeDisabled()
      },
    },
    'ready.confirmingDelete': {
      says: "The dialog asks 'Are you sure you want to delete this question?'",
      check: async (page) => {
        await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this question?')
      },
    },
    // docs/decisions/066: Delete waits for the count of parents' answers, then the dialog says what it found.
    'ready.confirmingDelete.counting': {
      says: 'The dialog\'s Delete shows that it is busy while the answers are counted.',
      check: async (page) => {
        await expect(page.getByRole('dialog').getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true')
      },
    },
    'ready.confirmingDelete.asking': {
      says: (snapshot) => {
        const { impact } = (snapshot.context as BuilderContext).pendingDelete!
        if (impact === null) return 'Delete can be pressed; the dialog says nothing about answers (the count is not available).'
        return impact.answers === 0 ? "Delete can be pressed; the dialog says 'No parent has answered it yet.'" : "Delete can be pressed; the dialog says 'Parents have given 1 answer for 1 child to it.'"
      },
      check: async (page, snapshot) => {
        const { impact } = (snapshot.context as BuilderContext).pendingDelete!
        const dialog = page.getByRole('dialog')
        await expect(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled()
        if (impact === null) await expect(dialog.getByRole('status')).toHaveCount(0)
        else await expect(dialog.getByRole('status')).toHaveText(impact.answers === 0 ? 'No parent has answered it yet.' : /^Parents have given 1 answer for 1 child to it\./)
      },
    },
    // docs/decisions/066: switching off asks what it touches (the header waits), and asks the admin when parents answered.
    'ready.checkingToggle': {
      says: 'Export JSON waits while the builder counts what switching the band off touches.',
      check: async (page) => {
        await expect(page.getByRole('button', { name: 'Export JSON' })).toBeDisabled()
      },
    },
    'ready.confirmingToggle': {
      says: `The dialog 'Deactivate band?' says 'Parents have given 1 answer for 1 child to “${band}”.'; the band is still on.`,
      check: async (page) => {
        const dialog = page.getByRole('dialog', { name: 'Deactivate band?' })
        await expect(dialog).toContainText(`Parents have given 1 answer for 1 child to “${band}”.`)
        await expect(bandRow(page).getByRole('switch')).toHaveAttribute('aria-checked', 'true')
      },
    },
    'ready.deleting': {
      says: 'The dialog\'s Delete shows that it is busy.',
      check: async (page) => {
        await expect(page.getByRole('dialog').getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true')
      },
    },
    'ready.exporting': {
      says: 'Export JSON shows that it is busy.',
      check: async (page) => {
        await expect(page.getByRole('button', { name: 'Export JSON' })).toHaveAttribute('aria-busy', 'true')
      },
    },
    'ready.importing': {
      says: 'Import JSON shows that it is busy.',
      check: async (page) => {
        await expect(page.getByRole('button', { name: 'Import JSON' })).toHaveAttribute('aria-busy', 'true')
      },
    },
    // docs/decisions/044: the dry run's plan in a dialog; a file with errors lists them and offers no Apply.
    'ready.previewing': {
      says: (snapshot) =>
        (snapshot.context as BuilderContext).importPreview?.plan?.valid === false
          ? "The dialog lists the file's errors under 'Errors in the file' and offers no Apply."
          : "The dialog 'Import preview' is shown with Apply.",
      check: async (page, snapshot) => {
        const { importPreview } = snapshot.context as BuilderContext
        const dialog = page.getByRole('dialog')
        if (importPreview?.plan?.valid === false) {
          await expect(dialog.getByRole('list', { name: 'Errors in the file' }).getByRole('listitem')).toHaveCount(importPreview.plan.errors.length)
          await expect(dialog.getByRole('button', { name: 'Apply' })).toHaveCount(0)
        } else {
          await expect(dialog.getByRole('heading', { name: 'Import preview' })).toBeVisible()
          await expect(dialog.getByRole('button', { name: 'Apply' })).toBeEnabled()
        }
      },
    },
    'ready.applying': {
      says: 'The dialog\'s Apply shows that it is busy.',
      check: async (page) => {
        await expect(page.getByRole('dialog').getByRole('button', { name: 'Apply' })).toHaveAttribute('aria-busy', 'true')
      },
    },
  },
  events: {
    'done.loadBands': { says: 'Wait for the bands to load.', run: serverAnswers },
    'error.loadBands': { says: 'Wait for the bands to fail to load (the failure set up before).', run: serverAnswers },
    'done.saveItem': { says: 'Wait for the server to save the form.', run: serverAnswers },
    'error.saveItem': { says: (place) => refusedWords(place, 'save'), run: writeRefused },
    'done.saveFields': { says: 'Wait for the server to save the change.', run: serverAnswers },
    'error.saveFields': { says: (place) => refusedWords(place, 'change'), run: writeRefused },
    'done.deleteItem': { says: 'Wait for the server to delete it.', run: serverAnswers },
    'done.loadImpact': { says: 'Wait for the count of parents\' answers.', run: serverAnswers },
    'error.loadImpact': { says: 'Wait for the count to fail (the server has not got the call, or it fails).', run: serverAnswers },
    'error.deleteItem': { says: (place) => refusedWords(place, 'delete'), run: writeRefused },
    'done.exportBands': { says: 'Wait for the export to download milestones.json.', run: serverAnswers },
    'error.exportBands': { says: 'Wait for the export to fail (set up before).', run: serverAnswers },
    // A successful import reloads the list (docs/product-rules.md#4); a path may expect that reload to fail.
    'done.importFile': {
      says: ({ next }) => act(next, 'wait for the import to finish and the bands to load again.'),
      run: async ({ page, next }) => {
        if (errorOf(next, 'error.loadBands')) await backend.failNext(page, 'listBands')
        await holdAnswer(page, next, 'loadBands', 'listBands')
        await backend.releaseHeld(page)
      },
    },
    'error.importFile': { says: 'Wait for the import to fail (set up before).', run: serverAnswers },
    'done.previewImport': { says: 'Wait for the dry run\'s preview.', run: serverAnswers },
    'error.previewImport': { says: 'Wait for the dry run to fail.', run: serverAnswers },
    'import.apply': {
      says: ({ next }) => act(next, `press Apply in the preview.`),
      run: async ({ page, next }) => {
        if (errorOf(next, 'error.importFile')) await backend.failNext(page, 'importMilestones')
        await holdAnswer(page, next, 'importFile', 'importMilestones')
        await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click()
      },
    },
    'import.cancel': {
      says: 'Press Cancel in the preview.',
      run: async ({ page }) => {
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
      },
    },
    // The tab is back in view (README 2026-11-25).
    refresh: {
      says: ({ next }) => act(next, `switch to another tab and back (the page is back in view).`),
      run: async ({ page, next }) => {
        if (errorOf(next, 'error.loadBands')) await backend.failNext(page, 'listBands')
        // The reload the path expects brings another admin's change of the band.
        const answer = next?.event.type === 'done.loadBands' ? (next.event as unknown as { output: Band[] }).output : undefined
        if (answer?.[0]?.age_max_months === 7) await changeBehindTheScreen(page, 'band')
        await holdAnswer(page, next, 'loadBands', 'listBands')
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
      },
    },
    retry: {
      says: 'Press Try again.',
      run: async ({ page, next }) => {
        await holdAnswer(page, next, 'loadBands', 'listBands')
        await page.getByRole('button', { name: 'Try again' }).click()
      },
    },
    'row.toggleExpanded': {
      says: `Press 'Question sets of ${band}' to open or close the band.`,
      run: async ({ page }) => {
        await page.getByRole('button', { name: `Question sets of ${band}`, exact: true }).click()
      },
    },
    'rows.expandTo': {
      says: 'Press Expand all: every level opens, down to the first question\'s answer options.',
      run: async ({ page }) => {
        await page.getByRole('button', { name: 'Expand all', exact: true }).click()
        // Every level opens: the first question's options show without another click.
        await expect(optionsRegion(page)).toBeVisible()
      },
    },
    'search.change': {
      says: 'Type b00 in Search bands.',
      run: async ({ page }) => {
        await page.getByLabel('Search bands').fill('b00')
      },
    },
    'filter.change': {
      says: 'Press Inactive under Show bands.',
      run: async ({ page }) => {
        await page.getByRole('group', { name: 'Show bands' }).getByRole('button', { name: 'Inactive' }).click()
      },
    },
    'form.open': {
      says: ({ step }) =>
        (step.event as unknown as { level: string }).level === 'questionSet'
          ? `Open the band ${band} and press Add Question Set.`
          : 'Open Movement\'s first question and press Edit option Yes.',
      run: async ({ page, step }) => {
        const { level } = step.event as unknown as { level: string }
        if (level === 'questionSet') {
          await expand(page, `Question sets of ${band}`)
          await page.getByRole('button', { name: 'Add Question Set' }).click()
        } else {
          await openOptions(page)
          await optionsRegion(page).getByRole('button', { name: 'Edit option Yes' }).click()
        }
      },
    },
    'form.cancel': {
      says: 'Press Cancel in the form.',
      run: async ({ page }) => {
        await page.getByRole('button', { name: 'Cancel' }).click()
      },
    },
    'form.submit': {
      says: ({ previous, next }) => {
        const { form } = previous.state.context as BuilderContext
        if (!form) return 'Press Enter with no form open (nothing happens).'
        const typed = form.level === 'questionSet' ? 'Type Sleep in Title and sleep in Slug' : "Type 'Yes, often' in Label"
        return act(next, `${typed.charAt(0).toLowerCase()}${typed.slice(1)}, and press ${form.level === 'questionSet' ? 'Create' : 'Update'}.`)
      },
      run: async ({ page, previous, next }: UiStep) => {
        const { form } = previous.state.context as BuilderContext
        // With no form open there is nothing to submit; the machine ignores it too.
        if (!form) return
        if (conflictOf(next, 'error.saveItem')) await changeBehindTheScreen(page, 'option')
        else if (errorOf(next, 'error.saveItem')) await backend.failNext(page, form.level === 'questionSet' ? 'createQuestionSet' : 'updateOption')
        // A second press while the first save runs starts no call (the machine holds it).
        const saving = previous.state.matches({ ready: 'saving' })
        await holdAnswer(page, next, 'saveItem', form.level === 'questionSet' ? 'createQuestionSet' : 'updateOption', { unanswered: !saving })
        if (form.level === 'questionSet') {
          await page.getByLabel('Title', { exact: true }).fill('Sleep')
          await page.getByLabel('Slug', { exact: true }).fill('sleep')
        } else {
          await page.getByLabel('Label', { exact: true }).fill('Yes, often')
        }
        await page.getByRole('button', { name: /^(Create|Update)$/ }).click()
      },
    },
    'item.toggle': {
      says: (place) => `${impactWords(place.next)}${act(answerAfter(place, 'saveFields'), `switch the band ${band} off (or on) with its switch.`)}`,
      run: async ({ page, step, next, path }) => {
        const saved = answerAfter({ step, path }, 'saveFields')
        if (conflictOf(saved, 'error.saveFields')) await changeBehindTheScreen(page, 'band')
        else if (errorOf(saved, 'error.saveFields')) await backend.failNext(page, 'updateBand')
        await impactAhead(page, next)
        await holdAnswer(page, next, 'loadImpact', 'contentImpact', { unanswered: false })
        await holdAnswer(page, next, 'saveFields', 'updateBand', { unanswered: false })
        // No parent answered: the save starts the moment the count comes, so it is held from here too.
        if (impactAheadOf(next) && saved && path.steps[path.steps.indexOf(step) + 2] === saved) await backend.holdNext(page, 'updateBand')
        await bandRow(page).getByRole('switch').click()
      },
    },
    'toggle.confirm': {
      says: 'Press Deactivate in the dialog.',
      run: async ({ page, next }) => {
        await holdAnswer(page, next, 'saveFields', 'updateBand')
        await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click()
      },
    },
    'toggle.cancel': {
      says: 'Press Cancel in the dialog.',
      run: async ({ page }) => {
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
      },
    },
    'item.move': {
      says: ({ next }) => act(next, `move the answer option Yes down one place with the keyboard (Space on its drag handle, Down arrow, Space).`),
      run: async ({ page, previous, next }) => {
        if (conflictOf(next, 'error.saveFields')) await changeBehindTheScreen(page, 'option')
        else if (errorOf(next, 'error.saveFields')) await backend.failNext(page, 'updateOption')
        await holdAnswer(page, next, 'saveFields', 'updateOption', { unanswered: !previous.state.matches({ ready: 'reordering' }) })
        await openOptions(page)
        // dnd-kit keyboard drag: Space picks up, ArrowDown moves, Space drops, each key once the one before is handled.
        await keyboardMove(page, optionsRegion(page).getByRole('button', { name: 'Drag to reorder Yes' }), 'ArrowDown')
      },
    },
    'item.delete': {
      says: ({ next }) => `${impactWords(next)}Open Movement and press Delete on its first question.`,
      run: async ({ page, next }) => {
        await impactAhead(page, next)
        await holdAnswer(page, next, 'loadImpact', 'contentImpact')
        await expand(page, `Question sets of ${band}`)
        await expand(page, 'Questions of Movement')
        await page.getByRole('button', { name: `Delete question ${firstQuestion}` }).click()
      },
    },
    'delete.confirm': {
      says: ({ next }) => act(next, `press Delete in the dialog.`),
      run: async ({ page, next }) => {
        if (conflictOf(next, 'error.deleteItem')) await changeBehindTheScreen(page, 'question')
        else if (errorOf(next, 'error.deleteItem')) await backend.failNext(page, 'deleteQuestion')
        await holdAnswer(page, next, 'deleteItem', 'deleteQuestion')
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
      },
    },
    // Ctrl+Z and Shift+Ctrl+Z with the focus in the builder (docs/decisions/046).
    'history.undo': { says: ({ next }) => act(next, `press Ctrl+Z with the focus in the builder.`), run: async (ui) => historyKey(ui, 'undo') },
    'history.redo': { says: ({ next }) => act(next, `press Shift+Ctrl+Z with the focus in the builder.`), run: async (ui) => historyKey(ui, 'redo') },
    'delete.cancel': {
      says: 'Press Cancel in the dialog.',
      run: async ({ page }) => {
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
      },
    },
    export: {
      says: ({ next }) => act(next, `press Export JSON.`),
      run: async ({ page, next }) => {
        if (errorOf(next, 'error.exportBands')) await backend.failNext(page, 'exportMilestones')
        await holdAnswer(page, next, 'exportBands', 'exportMilestones')
        await page.getByRole('button', { name: 'Export JSON' }).click()
      },
    },
    import: {
      says: ({ step, next }) => {
        const { file } = step.event as unknown as { file: { name: string } }
        const plan = (next?.event as { output?: { plan?: { valid: boolean } } } | undefined)?.output?.plan
        const what = !file.name.endsWith('.json') ? `a file that is not JSON (${file.name})` : plan?.valid === false ? 'a milestones.json with two errors' : 'the exported milestones.json with one help text edited'
        return act(next, `choose ${what} in Import JSON.`)
      },
      run: async ({ page, step, next }) => {
        const { file } = step.event as unknown as { file: { name: string } }
        let content = 'not json'
        const plan = (next?.event as { output?: { plan?: { valid: boolean; errors: unknown[] } } } | undefined)?.output?.plan
        // The dry run's plan decides the file: one with as many errors as the model's plan, or the export with a help text edited.
        if (plan?.valid === false) content = JSON.stringify([{ code: 'B9999', sets: [] }, { code: '', title: 'No code' }])
        else if (file.name.endsWith('.json')) {
          const [, bands] = await getJson<Band[]>(page, `${backend.apiBase}/children/global-bands/export_milestones/`)
          bands[0]!.sets[0]!.questions[0]!.help_text = 'Edited in the file.'
          content = JSON.stringify(bands)
        }
        if (errorOf(next, 'error.previewImport')) await backend.failNext(page, 'importMilestones')
        await holdAnswer(page, next, 'previewImport', 'importMilestones', { unanswered: false })
        const mimeType = file.name.endsWith('.json') ? 'application/json' : 'text/plain'
        await page.getByLabel('Milestones JSON file to import').setInputFiles({ name: file.name, mimeType, buffer: Buffer.from(content) })
      },
    },
  },
})
