import { expect } from '@playwright/test'
import type { LoginAnswer } from '@/contract/accounts'
import { destinationFor, type LoginContext } from '@/machines/login.machine'
import { seedUsers } from '@/mock-server/seed/users'
import { newParent } from '../../model/models/accounts.fixtures'
import { openApp, setDemoLatency, signOutThroughApi, signUpThroughApi } from '../support/demo'
import { serverAnswers, timePasses, type UiBindings, type UiStep } from '../support/model-paths'
import type { StepPlace } from '../../model/lib/plain-words'

/** The real account behind each answer the model offers. */
const passwords: Record<string, string> = {
  [seedUsers.admin.email]: seedUsers.admin.password,
  [seedUsers.parent.email]: seedUsers.parent.password,
  [newParent.email]: newParent.password,
}

/** What the tester types: the account whose answer the path expects next, or a real account with a wrong password. */
function credentials({ next }: Pick<StepPlace, 'next'>) {
  const answer = next?.event.type === 'done.login' ? (next.event as unknown as { output: LoginAnswer }).output : null
  const email = answer ? answer.user.email : seedUsers.parent.email
  return { email, password: answer ? passwords[email]! : 'wrong-password-1' }
}

const kindOf = (answer: LoginAnswer) =>
  answer.user.user_type === 'ADMIN' ? 'an admin' : answer.user.profile.is_onboarding_complete ? 'a parent' : 'a parent who has not finished onboarding'

/** Login (tests/e2e/paths-login.spec.ts and the test plan read this map). */
export const loginScreens: UiBindings = {
  start: `Open /auth as a visitor (${newParent.email} is a parent who has signed up but not finished onboarding).`,
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
    idle: {
      says: 'The login page (/auth) is shown; Log In is disabled until both fields are filled.',
      check: async (page) => {
        await expect(page).toHaveURL(/\/auth$/)
        await expect(page.getByRole('button', { name: 'Log In' })).toBeDisabled()
      },
    },
    submitting: {
      says: 'Log In shows that it is busy.',
      check: async (page) => {
        await expect(page.getByRole('button', { name: 'Log In' })).toHaveAttribute('aria-busy', 'true')
      },
    },
    failed: {
      says: (snapshot) =>
        `The message '${(snapshot.context as LoginContext).error}' is shown; the email typed is still there and Log In can be pressed again.`,
      check: async (page, snapshot) => {
        const { error } = snapshot.context as LoginContext
        await expect(page.getByRole('alert').filter({ hasText: error! })).toBeVisible()
        // Nothing typed is lost.
        await expect(page.getByLabel('Email')).toHaveValue(seedUsers.parent.email)
        await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled()
      },
    },
    success: {
      says: "The message 'Login successful!' is shown, still on /auth.",
      check: async (page) => {
        await expect(page.getByText('Login successful!')).toBeVisible()
        await expect(page).toHaveURL(/\/auth$/)
      },
    },
    done: {
      says: (snapshot) => {
        const { user, redirect } = snapshot.context as LoginContext
        return `The app is on ${destinationFor(user!, redirect)}.`
      },
      check: async (page, snapshot) => {
        const { user, redirect } = snapshot.context as LoginContext
        await expect(page).toHaveURL(new RegExp(`${destinationFor(user!, redirect)}$`))
      },
    },
  },
  events: {
    submit: {
      says: (place) => {
        const { email, password } = credentials(place)
        return `Type ${email} in Email and ${password} in Password, and press Log In.`
      },
      run: async ({ page, next }: UiStep) => {
        const { email, password } = credentials({ next })
        await page.getByLabel('Email').fill(email)
        await page.getByLabel('Password', { exact: true }).fill(password)
        await page.getByRole('button', { name: 'Log In' }).click()
      },
    },
    'done.login': {
      says: ({ step }) => `Wait for the server to sign in ${kindOf((step.event as unknown as { output: LoginAnswer }).output)}.`,
      run: serverAnswers,
    },
    'error.login': { says: 'Wait for the server to refuse the password.', run: serverAnswers },
    'after.redirect': { says: 'Wait 1.5 seconds.', run: timePasses },
  },
}
