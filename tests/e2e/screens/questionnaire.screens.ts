import { expect, type Page } from '@playwright/test'
import { demoControlKeys } from '@/mock-server/demo-control-keys'
import type { Band } from '@/contract/content'
import type { QuestionnaireData } from '@/api/questionnaire.api'
import type { QuestionnaireContext } from '@/machines/questionnaire.machine'
import { seedUsers } from '@/mock-server/seed/users'
import { fixtureQuestions, labelOf, loadAnswers } from '../../model/models/questionnaire.fixtures'
import { getJson, signInThroughApi } from '../support/demo'
import { demoBackend, type TestBackend } from '../support/test-backend'
import type { Step, UiBindings, UiStep } from '../support/model-paths'
import type { StepPlace } from '../../model/lib/plain-words'

let childId = 0
/** The backend the path runs against: set by the setup of the map in use (one test at a time per worker). */
let backend: TestBackend = demoBackend

async function liamId(page: Page) {
  const [, children] = await getJson<{ id: number; first_name: string }[]>(page, `${backend.apiBase}/children/profiles/`)
  return children.find((child) => child.first_name === 'Liam')!.id
}

async function seedBand(page: Page): Promise<Band> {
  const [, bands] = await getJson<Band[]>(page, `${backend.apiBase}/children/global-bands/`)
  return bands.find((band) => band.code === 'B0006')!
}

/**
 * Makes the mock hold what the model's load answer says: an earlier answer, nothing, or no active band. The load's
 * answer itself is held until the path's answer step (a busy state is checked while its call waits, as in
 * builder.screens.ts): a fixed latency raced the page's first paint on a loaded machine, and the loading state was gone
 * before it was looked for.
 */
async function prepareLoad(page: Page, step: Step | undefined) {
  const event = step?.event as { type: string; output?: QuestionnaireData; error?: { status: number } } | undefined
  if (event?.type === 'error.loadQuestionnaire' && event.error?.status === 500) await backend.failNext(page, 'getChild')
  // A path that ends in 'loading' checks it too. Both calls that can fail are held: the load ends at its first failure
  // (another parent's child: both answer 404, and the test-mode API server answers them side by side).
  if (!event || event.type === 'done.loadQuestionnaire' || event.type === 'error.loadQuestionnaire') await backend.holdNext(page, ...loadHeld)
  if (event?.output === loadAnswers.withEarlierAnswer) {
    const question = (await seedBand(page)).sets[0]!.questions[0]!
    const status = await page.evaluate(
      async ({ apiBase, body }) => {
        const res = await fetch(`${apiBase}/children/global-responses/bulk_create/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('access')}` },
          body: JSON.stringify(body),
        })
        return res.status
      },
      { apiBase: backend.apiBase, body: { child: childId, responses: [{ question: question.id, options: [question.options.find((o) => o.label === 'Yes')!.id] }] } },
    )
    expect(status).toBe(201)
  }
  if (event?.output === loadAnswers.noBands) {
    await signInThroughApi(page, seedUsers.admin, backend.apiBase)
    const [, bands] = await getJson<Band[]>(page, `${backend.apiBase}/children/global-bands/`)
    for (const band of bands) {
      const status = await page.evaluate(async ({ apiBase, id }) => {
        const form = new FormData()
        form.append('is_active', 'false')
        const res = await fetch(`${apiBase}/children/global-bands/${id}/`, {
          method: 'PATCH',
          headers: { Authorization: `Bearer ${localStorage.getItem('access')}` },
          body: form,
        })
        return res.status
      }, { apiBase: backend.apiBase, id: band.id })
      expect(status).toBe(200)
    }
    await signInThroughApi(page, seedUsers.parent, backend.apiBase)
  }
}

/** The save's answer waits until the path's answer step, so 'submitting' is checked while it waits; a path may expect it to fail. */
async function prepareSave(page: Page, next: Step | undefined) {
  if (next?.event.type === 'error.submitAnswers') await backend.failNext(page, 'bulkCreateResponses')
  // A path that ends in 'submitting' checks it too.
  if (!next || next.event.type === 'done.submitAnswers' || next.event.type === 'error.submitAnswers') await backend.holdNext(page, 'bulkCreateResponses')
}

/** The server answers: the held answer goes (none held: nothing to do), and the next state's check waits for it. */
const heldAnswerGoes = ({ page }: UiStep) => backend.releaseHeld(page)

/** The load's calls held while 'loading' is checked. */
const loadHeld = ['getChild', 'listResponses'] as const

/**
 * The load answers: each held call goes. A release lets go the answers that have arrived; one per held call, so a
 * call that arrives after the first release is let go by the next (a release with nothing left to wait for returns).
 */
async function loadAnswerGoes({ page }: UiStep) {
  for (const _call of loadHeld) await backend.releaseHeld(page)
}

/** The screen shows, for each of the model's questions, the option its context holds (or none). */
async function expectAnswers(page: Page, context: QuestionnaireContext) {
  for (const [index, question] of fixtureQuestions.entries()) {
    const group = page.getByRole('radiogroup').nth(index)
    const chosen = context.answers[question]
    if (chosen === undefined) await expect(group.getByRole('radio', { checked: true })).toHaveCount(0)
    else await expect(group.getByRole('radio', { name: labelOf(chosen) })).toHaveAttribute('aria-checked', 'true')
  }
}

const finishButton = (page: Page) => page.getByRole('button', { name: 'Finish' })

/** The screen's question N for the model's question N (the seed band's first set, in order). */
const questionWords = (question: number) => `question ${fixtureQuestions.indexOf(question as (typeof fixtureQuestions)[number]) + 1}`

/** What a tester prepares by hand for the load answer a path expects next, in the words of the plan. */
function loadWords(step: Step | undefined): string {
  const event = step?.event as { type: string; output?: QuestionnaireData; error?: { status: number } } | undefined
  if (event?.type === 'error.loadQuestionnaire')
    return event.error?.status === 404 ? "another parent's child (an id that is not yours)" : `Liam, with the next load set to fail (in the demo: sessionStorage '${demoControlKeys.failNext}' set to ["getChild"])`
  if (event?.output === loadAnswers.withEarlierAnswer) return 'Liam, after answering his first question Yes'
  if (event?.output === loadAnswers.noBands) return 'Liam, after an admin has deactivated every band'
  return 'Liam, with nothing answered'
}

const submitFailWords = ({ next }: Pick<StepPlace, 'next'>) =>
  next?.event.type === 'error.submitAnswers' ? `Make the next save fail (in the demo: sessionStorage '${demoControlKeys.failNext}' set to ["bulkCreateResponses"]), then press ` : 'Press '

/**
 * The questionnaire against a backend: the demo's (tests/e2e/paths-questionnaire.spec.ts and the test plan)
 * or the test-mode API server's (tests/e2e-real-api/paths-questionnaire.spec.ts).
 */
export const questionnaireScreens = (on: TestBackend = demoBackend): UiBindings => ({
  start: (path) => `Sign in as the seed parent (${seedUsers.parent.email}); prepare ${loadWords(path.steps[1])}; open that child's /child/{id}/milestones-status.`,
  async setup(page, path) {
    backend = on
    await backend.reset()
    await backend.open(page, '/auth')
    await signInThroughApi(page, seedUsers.parent, backend.apiBase)
    const first = path.steps[1]
    const notFound = first?.event.type === 'error.loadQuestionnaire' && (first.event as { error?: { status: number } }).error?.status === 404
    childId = notFound ? 987_654 : await liamId(page)
    await prepareLoad(page, first)
    await page.goto(`/child/${childId}/milestones-status`)
  },
  states: {
    loading: {
      says: "'Loading milestones…' is shown.",
      check: async (page) => {
        await expect(page.getByText('Loading milestones…')).toBeVisible()
      },
    },
    loadFailed: {
      says: "'Failed to load milestone data. Please try again later.' is shown, with Try again.",
      check: async (page) => {
        await expect(page.getByText('Failed to load milestone data. Please try again later.')).toBeVisible()
      },
    },
    noBand: {
      says: "'Data not found or no suitable milestone band for this child's age.' is shown.",
      check: async (page) => {
        await expect(page.getByText("Data not found or no suitable milestone band for this child's age.")).toBeVisible()
      },
    },
    answering: {
      says: (snapshot) => `'Developmental Milestones' shows the 0-6 Months band with Finish enabled; ${answerWords(snapshot.context as QuestionnaireContext)}.`,
      check: async (page, snapshot) => {
        await expect(page.getByRole('heading', { name: 'Developmental Milestones' })).toBeVisible()
        await expect(page.getByText('0-6 Months', { exact: true })).toBeVisible()
        await expect(finishButton(page)).toBeEnabled()
        await expectAnswers(page, snapshot.context as QuestionnaireContext)
      },
    },
    submitting: {
      says: 'Finish shows that it is busy.',
      check: async (page) => {
        await expect(finishButton(page)).toHaveAttribute('aria-busy', 'true')
      },
    },
    submitFailed: {
      says: (snapshot) => `'Could not save your answers. Please try again.' is shown, with Retry; ${answerWords(snapshot.context as QuestionnaireContext)}.`,
      check: async (page, snapshot) => {
        await expect(page.getByText('Could not save your answers. Please try again.')).toBeVisible()
        await expectAnswers(page, snapshot.context as QuestionnaireContext)
      },
    },
    done: {
      says: 'The dashboard (/client-dashboard) is shown.',
      check: async (page) => {
        await expect(page).toHaveURL(/\/client-dashboard$/)
      },
    },
  },
  events: {
    'done.loadQuestionnaire': { says: 'Wait for the questions to load.', run: loadAnswerGoes },
    'error.loadQuestionnaire': { says: 'Wait for the load to fail.', run: loadAnswerGoes },
    'done.submitAnswers': { says: 'Wait for the server to save the answers.', run: heldAnswerGoes },
    'error.submitAnswers': { says: 'Wait for the save to fail (the failure set up before).', run: heldAnswerGoes },
    'option.choose': {
      says: ({ step }) => {
        const { question, option } = step.event as unknown as { question: number; option: number }
        return `Choose ${labelOf(option)} for ${questionWords(question)}.`
      },
      run: async ({ page, step }) => {
        const { question, option } = step.event as unknown as { question: number; option: number }
        const index = fixtureQuestions.indexOf(question as (typeof fixtureQuestions)[number])
        await page.getByRole('radiogroup').nth(index).getByRole('radio', { name: labelOf(option) }).click()
      },
    },
    finish: {
      says: (place) => `${submitFailWords(place)}Finish.`,
      run: async ({ page, next }: UiStep) => {
        await prepareSave(page, next)
        await finishButton(page).click()
      },
    },
    retry: {
      says: (place) => (place.previous.state.matches('loadFailed') ? `Prepare ${loadWords(place.next)}, then press Try again.` : `${submitFailWords(place)}Retry.`),
      run: async ({ page, next, previous }: UiStep) => {
        if (previous.state.matches('loadFailed')) {
          await prepareLoad(page, next)
          await page.getByRole('button', { name: 'Try again' }).click()
        } else {
          await prepareSave(page, next)
          await page.getByRole('button', { name: 'Retry' }).click()
        }
      },
    },
  },
})

/** The choices the screen shows, in words ("question 1 is Yes, question 2 has no choice"). */
function answerWords(context: QuestionnaireContext): string {
  return fixtureQuestions
    .map((question) => {
      const chosen = context.answers[question]
      return chosen === undefined ? `${questionWords(question)} has no choice` : `${questionWords(question)} is ${labelOf(chosen)}`
    })
    .join(', ')
}
