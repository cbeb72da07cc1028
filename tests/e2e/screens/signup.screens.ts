import { expect, type Page } from '@playwright/test'
import type { SignupContext } from '@/machines/signup.machine'
import { seedUsers } from '@/mock-server/seed/users'
import { fillSignupForm } from '../support/demo'
import { serverAnswers, timePasses, type UiBindings, type UiStep } from '../support/model-paths'

const typedName = 'Nina Newcomer'

const errorNext = (next: UiStep['next']) => (next?.event as { error?: { status: number } } | undefined)?.error

/**
 * Sign-up (tests/e2e/paths-signup.spec.ts, tests/e2e-real-api/paths-signup.spec.ts and the test plan read
 * this map). `failNext` makes the backend's next sign-up answer 500: the demo's switch or the API
 * server's test-mode fault.
 */
export function signupScreens(failNext: (page: Page) => Promise<void>): Omit<UiBindings, 'setup'> {
  let attempt = 0
  return {
    start: 'Open /signup as a visitor.',
    states: {
      idle: {
        says: 'The sign-up page (/signup) is shown with Create Account enabled.',
        check: async (page) => {
          await expect(page).toHaveURL(/\/signup$/)
          await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled()
        },
      },
      submitting: {
        says: 'Create Account shows that it is busy.',
        check: async (page) => {
          await expect(page.getByRole('button', { name: 'Create Account' })).toHaveAttribute('aria-busy', 'true')
        },
      },
      failed: {
        says: (snapshot) => {
          const { banner, fieldErrors } = snapshot.context as SignupContext
          return [`The message '${banner!.text}' is shown`, ...Object.values(fieldErrors).map((message) => `'${message}'`)].join(' and ') + '; everything typed is still there.'
        },
        check: async (page, snapshot) => {
          const { banner, fieldErrors } = snapshot.context as SignupContext
          await expect(page.getByText(banner!.text)).toBeVisible()
          for (const message of Object.values(fieldErrors)) await expect(page.getByText(message)).toBeVisible()
          // Nothing typed is lost on a server error.
          await expect(page.getByLabel('Full name', { exact: true })).toHaveValue(typedName)
          await expect(page.getByLabel('Country')).toHaveValue('uk')
        },
      },
      success: {
        says: "The message 'Account created successfully!' is shown.",
        check: async (page) => {
          await expect(page.getByText('Account created successfully!')).toBeVisible()
        },
      },
      done: {
        says: 'The app is on /onboarding.',
        check: async (page) => {
          await expect(page).toHaveURL(/\/onboarding$/)
        },
      },
    },
    events: {
      submit: {
        says: ({ next }) => {
          const error = errorNext(next)
          const email = error?.status === 400 ? seedUsers.parent.email : 'a new email address'
          return `Fill in the form as ${typedName} with ${email}${error?.status === 500 ? ' (the server is set to fail the next sign-up)' : ''}, and press Create Account.`
        },
        run: async ({ page, next }: UiStep) => {
          attempt += 1
          const error = errorNext(next)
          if (error?.status === 500) await failNext(page)
          await fillSignupForm(page, typedName, error?.status === 400 ? seedUsers.parent.email : `nina.${Date.now()}.${attempt}@example.com`)
          await page.getByRole('button', { name: 'Create Account' }).click()
        },
      },
      'done.signup': { says: 'Wait for the server to create the account.', run: serverAnswers },
      'error.signup': {
        says: ({ step }) => ((step.event as { error?: { status: number } }).error?.status === 400 ? 'Wait for the server to refuse the email.' : 'Wait for the server to fail.'),
        run: serverAnswers,
      },
      'after.redirect': { says: 'Wait 1.5 seconds.', run: timePasses },
    },
  }
}
