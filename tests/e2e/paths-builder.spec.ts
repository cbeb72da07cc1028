import { expect, type Page } from '@playwright/test'
import type { Band } from '@/contract/content'
import type { BuilderContext } from '@/machines/builder.machine'
import { seedUsers } from '@/mock-server/seed/users'
import { builderUiModel } from '../model/models/builder.model'
import { answerAsParent, failNext, getJson, openApp, setDemoLatency, signInThroughApi } from './support/demo'
import type { ModelPath } from '../model/lib/describe-path'
import { describeModelPaths, serverAnswers, type Step, type UiStep } from './support/model-paths'

/**
 * The model's one-band tree stands for the seed's first band (0-6 Months), its
 * first set (Movement), that set's first question and its "Yes" option.
 */
let firstQuestion = ''
const band = '0-6 Months'
/** The seed items the model's tree stands for, as the screen first loads them. */
let seed: Band[] = []
/** The path being walked: an action may need the server answer a few steps on (a toggle's save comes after its impact). */
let walking: ModelPath | null = null

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
    band: { url: `/api/children/global-bands/${seed[0]!.id}/`, fields: { age_max_months: '7' }, multipart: true },
    question: { url: `/api/children/global-questions/${first.id}/`, fields: { help_text: 'Changed in another tab.' }, multipart: false },
    option: { url: `/api/children/global-answer-options/${first.options[0]!.id}/`, fields: { value_str: 'changed' }, multipart: false },
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
function answerAfter(step: Step, actor: string): Step | undefined {
  const steps = walking?.steps ?? []
  return steps.slice(steps.indexOf(step) + 1).find((later) => later.event.type === `done.${actor}` || later.event.type === `error.${actor}`)
}

/**
 * Issue #21: the impact the path expects next. One parent's answer: Liam's parent answers
 * the first question before the admin's click; a server without the call: the call fails.
 */
async function impactAhead(page: Page, next: Step | undefined) {
  if (errorOf(next, 'error.loadImpact')) await failNext(page, 'contentImpact')
  const answers = (next?.event as { output?: { answers?: number } } | undefined)?.output?.answers ?? 0
  if (next?.event.type === 'done.loadImpact' && answers > 0) {
    const question = seed[0]!.sets[0]!.questions[0]!
    await answerAsParent(page, seedUsers.parent, 'Liam', [{ question: question.id, options: [question.options[0]!.id] }])
  }
}

/** A refused write reloads the list; a path may expect that reload to fail. */
const writeRefused = async ({ page, step, next }: UiStep) => {
  const refusedAsStale = (step.event as { error?: { status?: number } }).error?.status === 412
  if (refusedAsStale && errorOf(next, 'error.loadBands')) await failNext(page, 'listBands')
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
  else if (errorOf(next, 'error.saveFields')) await failNext(page, level === 'band' ? 'updateBand' : 'updateOption')
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

describeModelPaths(
  builderUiModel,
  {
    async setup(page, path) {
      walking = path
      await openApp(page, '/')
      await signInThroughApi(page, seedUsers.admin)
      const [, bands] = await getJson<Band[]>(page, '/api/children/global-bands/')
      seed = bands
      firstQuestion = bands[0]!.sets[0]!.questions[0]!.text
      // A path that clicks while a save runs (the click waits in the machine) gives itself time to click.
      const clicksWhileSaving = path.steps.some((step, i) => i > 0 && step.event.type === 'item.delete' && path.steps[i - 1]!.state.matches({ ready: 'toggling' }))
      await setDemoLatency(page, clicksWhileSaving ? 2500 : 700)
      if (errorOf(path.steps[1], 'error.loadBands')) await failNext(page, 'listBands')
      await page.goto('/admin-dashboard/milestones')
    },
    states: {
      loading: async (page) => {
        await expect(page.getByText('Loading milestones...')).toBeVisible()
      },
      loadFailed: async (page) => {
        await expect(page.getByText('Error fetching bands').first()).toBeVisible()
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
      },
      ready: async (page, snapshot) => {
        const context = snapshot.context as BuilderContext
        await expect(page.getByRole('heading', { name: 'Milestone Builder' })).toBeVisible()
        await expect(page.getByText('Loading milestones...')).toHaveCount(0)
        if (context.importProblem) await expect(page.getByText(context.importProblem)).toBeVisible()
      },
      'ready.idle': async (page, snapshot) => {
        const { form, formErrors } = snapshot.context as BuilderContext
        await expect(page.getByRole('button', { name: 'Export JSON' })).toBeEnabled()
        await expect(page.getByText('Checking for changes…')).toHaveCount(0)
        const submit = page.getByRole('button', { name: /^(Create|Update)$/ })
        if (form) await expect(submit).toBeVisible()
        else await expect(submit).toHaveCount(0)
        // A save refused as stale: the server's message under the form.
        if (formErrors.non_field_errors) await expect(page.locator('form').getByText(formErrors.non_field_errors)).toBeVisible()
      },
      'ready.refreshing': async (page) => {
        // In the background: the rows stay, no loading screen (checked by 'ready').
        await expect(page.getByText('Checking for changes…')).toBeVisible()
        await expect(page.getByRole('group', { name: band })).toBeVisible()
      },
      'ready.saving': async (page) => {
        await expect(page.getByRole('button', { name: /^(Create|Update)$/ })).toHaveAttribute('aria-busy', 'true')
      },
      'ready.toggling': async (page) => {
        await expect(page.getByText('Band status toggled').first()).toBeVisible()
      },
      'ready.reordering': async (page) => {
        await expect(page.getByText('Option order updated').first()).toBeVisible()
      },
      // An undo or redo is on screen at once and saved like any change: the header's Export waits.
      'ready.undoing': async (page) => {
        await expect(page.getByRole('button', { name: 'Export JSON' })).toBeDisabled()
      },
      'ready.redoing': async (page) => {
        await expect(page.getByRole('button', { name: 'Export JSON' })).toBeDisabled()
      },
      'ready.confirmingDelete': async (page) => {
        await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this question?')
      },
      // Issue #21: Delete waits for the count of parents' answers, then the dialog says what it found.
      'ready.confirmingDelete.counting': async (page) => {
        await expect(page.getByRole('dialog').getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true')
      },
      'ready.confirmingDelete.asking': async (page, snapshot) => {
        const { impact } = (snapshot.context as BuilderContext).pendingDelete!
        const dialog = page.getByRole('dialog')
        await expect(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled()
        if (impact === null) await expect(dialog.getByRole('status')).toHaveCount(0)
        else await expect(dialog.getByRole('status')).toHaveText(impact.answers === 0 ? 'No parent has answered it yet.' : /^Parents have given 1 answer for 1 child to it\./)
      },
      // Issue #21: switching off asks what it touches (the header waits), and asks the admin when parents answered.
      'ready.checkingToggle': async (page) => {
        await expect(page.getByRole('button', { name: 'Export JSON' })).toBeDisabled()
      },
      'ready.confirmingToggle': async (page) => {
        const dialog = page.getByRole('dialog', { name: 'Deactivate band?' })
        await expect(dialog).toContainText(`Parents have given 1 answer for 1 child to “${band}”.`)
        await expect(bandRow(page).getByRole('switch')).toHaveAttribute('aria-checked', 'true')
      },
      'ready.deleting': async (page) => {
        await expect(page.getByRole('dialog').getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true')
      },
      'ready.exporting': async (page) => {
        await expect(page.getByRole('button', { name: 'Export JSON' })).toHaveAttribute('aria-busy', 'true')
      },
      'ready.importing': async (page) => {
        await expect(page.getByRole('button', { name: 'Import JSON' })).toHaveAttribute('aria-busy', 'true')
      },
      // Issue #16: the dry run's plan in a dialog; a file with errors lists them and offers no Apply.
      'ready.previewing': async (page, snapshot) => {
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
      'ready.applying': async (page) => {
        await expect(page.getByRole('dialog').getByRole('button', { name: 'Apply' })).toHaveAttribute('aria-busy', 'true')
      },
    },
    events: {
      'done.loadBands': serverAnswers,
      'error.loadBands': serverAnswers,
      'done.saveItem': serverAnswers,
      'error.saveItem': writeRefused,
      'done.saveFields': serverAnswers,
      'error.saveFields': writeRefused,
      'done.deleteItem': serverAnswers,
      'done.loadImpact': serverAnswers,
      'error.loadImpact': serverAnswers,
      'error.deleteItem': writeRefused,
      'done.exportBands': serverAnswers,
      'error.exportBands': serverAnswers,
      // A successful import reloads the list (docs/product-rules.md#4); a path may expect that reload to fail.
      'done.importFile': async ({ page, next }) => {
        if (errorOf(next, 'error.loadBands')) await failNext(page, 'listBands')
      },
      'error.importFile': serverAnswers,
      'done.previewImport': serverAnswers,
      'error.previewImport': serverAnswers,
      'import.apply': async ({ page, next }) => {
        if (errorOf(next, 'error.importFile')) await failNext(page, 'importMilestones')
        await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click()
      },
      'import.cancel': async ({ page }) => {
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
      },
      // The tab is back in view (README 2026-11-25).
      refresh: async ({ page, next }) => {
        if (errorOf(next, 'error.loadBands')) await failNext(page, 'listBands')
        // The reload the path expects brings another admin's change of the band.
        const answer = next?.event.type === 'done.loadBands' ? (next.event as unknown as { output: Band[] }).output : undefined
        if (answer?.[0]?.age_max_months === 7) await changeBehindTheScreen(page, 'band')
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
      },
      retry: async ({ page }) => {
        await page.getByRole('button', { name: 'Try again' }).click()
      },
      'row.toggleExpanded': async ({ page }) => {
        await page.getByRole('button', { name: `Question sets of ${band}`, exact: true }).click()
      },
      'rows.expandTo': async ({ page }) => {
        await page.getByRole('button', { name: 'Expand all', exact: true }).click()
        // Every level opens: the first question's options show without another click.
        await expect(optionsRegion(page)).toBeVisible()
      },
      'search.change': async ({ page }) => {
        await page.getByLabel('Search bands').fill('b00')
      },
      'filter.change': async ({ page }) => {
        await page.getByRole('group', { name: 'Show bands' }).getByRole('button', { name: 'Inactive' }).click()
      },
      'form.open': async ({ page, step }) => {
        const { level } = step.event as unknown as { level: string }
        if (level === 'questionSet') {
          await expand(page, `Question sets of ${band}`)
          await page.getByRole('button', { name: 'Add Question Set' }).click()
        } else {
          await openOptions(page)
          await optionsRegion(page).getByRole('button', { name: 'Edit option Yes' }).click()
        }
      },
      'form.cancel': async ({ page }) => {
        await page.getByRole('button', { name: 'Cancel' }).click()
      },
      'form.submit': async ({ page, previous, next }: UiStep) => {
        const { form } = previous.state.context as BuilderContext
        // With no form open there is nothing to submit; the machine ignores it too.
        if (!form) return
        if (conflictOf(next, 'error.saveItem')) await changeBehindTheScreen(page, 'option')
        else if (errorOf(next, 'error.saveItem')) await failNext(page, form.level === 'questionSet' ? 'createQuestionSet' : 'updateOption')
        if (form.level === 'questionSet') {
          await page.getByLabel('Title', { exact: true }).fill('Sleep')
          await page.getByLabel('Slug', { exact: true }).fill('sleep')
        } else {
          await page.getByLabel('Label', { exact: true }).fill('Yes, often')
        }
        await page.getByRole('button', { name: /^(Create|Update)$/ }).click()
      },
      'item.toggle': async ({ page, step, next }) => {
        const saved = answerAfter(step, 'saveFields')
        if (conflictOf(saved, 'error.saveFields')) await changeBehindTheScreen(page, 'band')
        else if (errorOf(saved, 'error.saveFields')) await failNext(page, 'updateBand')
        await impactAhead(page, next)
        await bandRow(page).getByRole('switch').click()
      },
      'toggle.confirm': async ({ page }) => {
        await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click()
      },
      'toggle.cancel': async ({ page }) => {
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
      },
      'item.move': async ({ page, next }) => {
        if (conflictOf(next, 'error.saveFields')) await changeBehindTheScreen(page, 'option')
        else if (errorOf(next, 'error.saveFields')) await failNext(page, 'updateOption')
        await openOptions(page)
        // dnd-kit keyboard drag: Space picks up, ArrowDown moves, Space drops (it measures between keys).
        await optionsRegion(page).getByRole('button', { name: 'Drag to reorder Yes' }).focus()
        for (const key of ['Space', 'ArrowDown', 'Space']) {
          await page.keyboard.press(key)
          await page.waitForTimeout(150)
        }
      },
      'item.delete': async ({ page, next }) => {
        await impactAhead(page, next)
        await expand(page, `Question sets of ${band}`)
        await expand(page, 'Questions of Movement')
        await page.getByRole('button', { name: `Delete question ${firstQuestion}` }).click()
      },
      'delete.confirm': async ({ page, next }) => {
        if (conflictOf(next, 'error.deleteItem')) await changeBehindTheScreen(page, 'question')
        else if (errorOf(next, 'error.deleteItem')) await failNext(page, 'deleteQuestion')
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
      },
      // Ctrl+Z and Shift+Ctrl+Z with the focus in the builder (decision 046).
      'history.undo': async (ui) => historyKey(ui, 'undo'),
      'history.redo': async (ui) => historyKey(ui, 'redo'),
      'delete.cancel': async ({ page }) => {
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
      },
      export: async ({ page, next }) => {
        if (errorOf(next, 'error.exportBands')) await failNext(page, 'exportMilestones')
        await page.getByRole('button', { name: 'Export JSON' }).click()
      },
      import: async ({ page, step, next }) => {
        const { file } = step.event as unknown as { file: { name: string } }
        let content = 'not json'
        const plan = (next?.event as { output?: { plan?: { valid: boolean; errors: unknown[] } } } | undefined)?.output?.plan
        // The dry run's plan decides the file: one with as many errors as the model's plan, or the export with a help text edited.
        if (plan?.valid === false) content = JSON.stringify([{ code: 'B9999', sets: [] }, { code: '', title: 'No code' }])
        else if (file.name.endsWith('.json')) {
          const [, bands] = await getJson<Band[]>(page, '/api/children/global-bands/export_milestones/')
          bands[0]!.sets[0]!.questions[0]!.help_text = 'Edited in the file.'
          content = JSON.stringify(bands)
        }
        if (errorOf(next, 'error.previewImport')) await failNext(page, 'importMilestones')
        const mimeType = file.name.endsWith('.json') ? 'application/json' : 'text/plain'
        await page.getByLabel('Milestones JSON file to import').setInputFiles({ name: file.name, mimeType, buffer: Buffer.from(content) })
      },
    },
  },
  { pairs: false },
)
