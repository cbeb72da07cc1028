import { expect } from '@playwright/test'
import type { LoginAnswer } from '@/contract/accounts'
import { destinationFor, type LoginContext } from '@/machines/login.machine'
import { seedUsers } from '@/mock-server/seed/users'
import { newParent } from '../model/models/accounts.fixtures'
import { loginModel } from '../model/models/login.model'
import { openApp, setDemoLatency, signOutThroughApi, signUpThroughApi } from './support/demo'
import { describeModelPaths, serverAnswers, timePasses, type UiStep } from './support/model-paths'

/** The real account behind each answer the model offers. */
const passwords: Record<string, string> = {
  [seedUsers.admin.email]: seedUsers.admin.password,
  [seedUsers.parent.email]: seedUsers.parent.password,
  [newParent.email]: newParent.password,
}

async function submit({ page, next }: UiStep) {
  const answer = next?.event.type === 'done.login' ? (next.event as unknown as { output: LoginAnswer }).output : null
  // A refusal: a real account with the wrong password.
  const email = answer ? answer.user.email : seedUsers.parent.email
  const password = answer ? passwords[email]! : 'wrong-password-1'
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log In' }).click()
}

describeModelPaths(loginModel, {
  async setup(page) {
    await openApp(page, '/auth')
    // A parent who has not finished onboarding yet; signing up signs in, so sign out again.
    await signUpThroughApi(page, newParent)
    await signOutThroughApi(page)
    await setDemoLatency(page, 800)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Hey Welcome!' })).toBeVisible()
  },
  states: {
    idle: async (page) => {
      await expect(page).toHaveURL(/\/auth$/)
      await expect(page.getByRole('button', { name: 'Log In' })).toBeDisabled()
    },
    submitting: async (page) => {
      await expect(page.getByRole('button', { name: 'Log In' })).toHaveAttribute('aria-busy', 'true')
    },
    failed: async (page, snapshot) => {
      const { error } = snapshot.context as LoginContext
      await expect(page.getByRole('alert').filter({ hasText: error! })).toBeVisible()
      // Nothing typed is lost.
      await expect(page.getByLabel('Email')).toHaveValue(seedUsers.parent.email)
      await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled()
    },
    success: async (page) => {
      await expect(page.getByText('Login successful!')).toBeVisible()
      await expect(page).toHaveURL(/\/auth$/)
    },
    done: async (page, snapshot) => {
      const { user, redirect } = snapshot.context as LoginContext
      await expect(page).toHaveURL(new RegExp(`${destinationFor(user!, redirect)}$`))
    },
  },
  events: {
    submit,
    'done.login': serverAnswers,
    'error.login': serverAnswers,
    'after.redirect': timePasses,
  },
})
