import { expect, type Page } from '@playwright/test'
import type { Band } from '@/contract/content'
import type { QuestionnaireContext, QuestionnaireData } from '@/machines/questionnaire.machine'
import { seedUsers } from '@/mock-server/seed/users'
import { fixtureQuestions, labelOf, loadAnswers } from '../model/models/questionnaire.fixtures'
import { questionnaireModel } from '../model/models/questionnaire.model'
import { failNext, getJson, openApp, setDemoLatency, signInThroughApi } from './support/demo'
import { describeModelPaths, serverAnswers, type Step, type UiStep } from './support/model-paths'

let childId = 0

async function liamId(page: Page) {
  const [, children] = await getJson<{ id: number; first_name: string }[]>(page, '/api/children/profiles/')
  return children.find((child) => child.first_name === 'Liam')!.id
}

async function seedBand(page: Page): Promise<Band> {
  const [, bands] = await getJson<Band[]>(page, '/api/children/global-bands/')
  return bands.find((band) => band.code === 'B0006')!
}

/** Makes the mock hold what the model's load answer says: an earlier answer, nothing, or no active band. */
async function prepareLoad(page: Page, step: Step | undefined) {
  const event = step?.event as { type: string; output?: QuestionnaireData; error?: { status: number } } | undefined
  if (event?.type === 'error.loadQuestionnaire' && event.error?.status === 500) await failNext(page, 'getChild')
  if (event?.output === loadAnswers.withEarlierAnswer) {
    const question = (await seedBand(page)).sets[0]!.questions[0]!
    const status = await page.evaluate(
      async (body) => {
        const res = await fetch('/api/children/global-responses/bulk_create/', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('access')}` },
          body: JSON.stringify(body),
        })
        return res.status
      },
      { child: childId, responses: [{ question: question.id, options: [question.options.find((o) => o.label === 'Yes')!.id] }] },
    )
    expect(status).toBe(201)
  }
  if (event?.output === loadAnswers.noBands) {
    await signInThroughApi(page, seedUsers.admin)
    const [, bands] = await getJson<Band[]>(page, '/api/children/global-bands/')
    for (const band of bands) {
      const status = await page.evaluate(async (id) => {
        const form = new FormData()
        form.append('is_active', 'false')
        const res = await fetch(`/api/children/global-bands/${id}/`, {
          method: 'PATCH',
          headers: { Authorization: `Bearer ${localStorage.getItem('access')}` },
          body: form,
        })
        return res.status
      }, band.id)
      expect(status).toBe(200)
    }
    await signInThroughApi(page, seedUsers.parent)
  }
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

describeModelPaths(questionnaireModel, {
  async setup(page, path) {
    await openApp(page, '/auth')
    await signInThroughApi(page, seedUsers.parent)
    const first = path.steps[1]
    const notFound = first?.event.type === 'error.loadQuestionnaire' && (first.event as { error?: { status: number } }).error?.status === 404
    childId = notFound ? 987_654 : await liamId(page)
    await prepareLoad(page, first)
    await setDemoLatency(page, 700)
    await page.goto(`/child/${childId}/milestones-status`)
  },
  states: {
    loading: async (page) => {
      await expect(page.getByText('Loading milestones…')).toBeVisible()
    },
    loadFailed: async (page) => {
      await expect(page.getByText('Failed to load milestone data. Please try again later.')).toBeVisible()
    },
    noBand: async (page) => {
      await expect(page.getByText("Data not found or no suitable milestone band for this child's age.")).toBeVisible()
    },
    answering: async (page, snapshot) => {
      await expect(page.getByRole('heading', { name: 'Developmental Milestones' })).toBeVisible()
      await expect(page.getByText('0-6 Months', { exact: true })).toBeVisible()
      await expect(finishButton(page)).toBeEnabled()
      await expectAnswers(page, snapshot.context as QuestionnaireContext)
    },
    submitting: async (page) => {
      await expect(finishButton(page)).toHaveAttribute('aria-busy', 'true')
    },
    submitFailed: async (page, snapshot) => {
      await expect(page.getByText('Could not save your answers. Please try again.')).toBeVisible()
      await expectAnswers(page, snapshot.context as QuestionnaireContext)
    },
    done: async (page) => {
      await expect(page).toHaveURL(/\/client-dashboard$/)
    },
  },
  events: {
    'done.loadQuestionnaire': serverAnswers,
    'error.loadQuestionnaire': serverAnswers,
    'done.submitAnswers': serverAnswers,
    'error.submitAnswers': serverAnswers,
    'option.choose': async ({ page, step }) => {
      const { question, option } = step.event as unknown as { question: number; option: number }
      const index = fixtureQuestions.indexOf(question as (typeof fixtureQuestions)[number])
      await page.getByRole('radiogroup').nth(index).getByRole('radio', { name: labelOf(option) }).click()
    },
    finish: async ({ page, next }: UiStep) => {
      if (next?.event.type === 'error.submitAnswers') await failNext(page, 'bulkCreateResponses')
      await finishButton(page).click()
    },
    retry: async ({ page, next, previous }: UiStep) => {
      if (previous.state.matches('loadFailed')) {
        await prepareLoad(page, next)
        await page.getByRole('button', { name: 'Try again' }).click()
      } else {
        if (next?.event.type === 'error.submitAnswers') await failNext(page, 'bulkCreateResponses')
        await page.getByRole('button', { name: 'Retry' }).click()
      }
    },
  },
})
