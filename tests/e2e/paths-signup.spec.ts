import { expect, type Page } from '@playwright/test'
import type { SignupContext } from '@/machines/signup.machine'
import { seedUsers } from '@/mock-server/seed/users'
import { signupModel } from '../model/models/signup.model'
import { failNext, fillSignupForm, openApp, setDemoLatency } from './support/demo'
import { describeModelPaths, serverAnswers, timePasses, type UiStep } from './support/model-paths'

const typedName = 'Nina Newcomer'

/** Fills the form; the email decides the server's answer: a new one succeeds, the seed parent's is taken. */
async function fillForm(page: Page, email: string) {
  await fillSignupForm(page, typedName, email)
}

let attempt = 0

describeModelPaths(signupModel, {
  async setup(page) {
    attempt = 0
    await openApp(page, '/signup')
    await setDemoLatency(page, 800)
  },
  states: {
    idle: async (page) => {
      await expect(page).toHaveURL(/\/signup$/)
      await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled()
    },
    submitting: async (page) => {
      await expect(page.getByRole('button', { name: 'Create Account' })).toHaveAttribute('aria-busy', 'true')
    },
    failed: async (page, snapshot) => {
      const { banner, fieldErrors } = snapshot.context as SignupContext
      await expect(page.getByText(banner!.text)).toBeVisible()
      for (const message of Object.values(fieldErrors)) await expect(page.getByText(message)).toBeVisible()
      // Nothing typed is lost on a server error.
      await expect(page.getByLabel('Full name', { exact: true })).toHaveValue(typedName)
      await expect(page.getByLabel('Country')).toHaveValue('uk')
    },
    success: async (page) => {
      await expect(page.getByText('Account created successfully!')).toBeVisible()
    },
    done: async (page) => {
      await expect(page).toHaveURL(/\/onboarding$/)
    },
  },
  events: {
    submit: async ({ page, next }: UiStep) => {
      attempt += 1
      const error = (next?.event as { error?: { status: number } } | undefined)?.error
      if (error?.status === 500) await failNext(page, 'signup')
      await fillForm(page, error?.status === 400 ? seedUsers.parent.email : `nina.${Date.now()}.${attempt}@example.com`)
      await page.getByRole('button', { name: 'Create Account' }).click()
    },
    'done.signup': serverAnswers,
    'error.signup': serverAnswers,
    'after.redirect': timePasses,
  },
})
