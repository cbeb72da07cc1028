import { expect, type Page } from '@playwright/test'
import type { PasswordResetContext } from '@/machines/password-reset.machine'
import { openApp } from '../support/demo'
import { timePasses, type UiBindings } from '../support/model-paths'

/** docs/product-rules.md#2: first two characters, asterisks, then the domain part. */
const maskedEmail = 'ja******@example.com'
const newPassword = 'fresh-start-9'

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const eventField = <K extends string>(place: { step: { event: unknown } }, key: K) => (place.step.event as Record<K, string>)[key]

/** Password reset (tests/e2e/paths-password-reset.spec.ts and the test plan read this map). */
export const passwordResetScreens: UiBindings = {
  start: 'Open /auth/forgot-password as a visitor.',
  async setup(page) {
    await openApp(page, '/auth/forgot-password')
  },
  states: {
    forgotPassword: {
      says: "The 'Forgot Password' page (/auth/forgot-password) is shown.",
      check: async (page) => {
        await expect(page).toHaveURL(/\/auth\/forgot-password$/)
        await expect(heading(page, 'Forgot Password')).toBeVisible()
      },
    },
    sendingCode: {
      says: 'Reset Password shows that it is busy; the address is still /auth/forgot-password.',
      check: async (page) => {
        await expect(button(page, 'Reset Password')).toHaveAttribute('aria-busy', 'true')
        await expect(page).toHaveURL(/\/auth\/forgot-password$/)
      },
    },
    verifyCode: {
      says: (snapshot) => `The 'Verify Code' page (/auth/verify-code) is shown, naming ${(snapshot.context as PasswordResetContext).email} as ${maskedEmail}.`,
      check: async (page, snapshot) => {
        await expect(page).toHaveURL(/\/auth\/verify-code$/)
        await expect(heading(page, 'Verify Code')).toBeVisible()
        expect((snapshot.context as PasswordResetContext).email).toBe('jane.doe@example.com')
        await expect(page.getByText(maskedEmail)).toBeVisible()
      },
    },
    verifyingCode: {
      says: 'Verify shows that it is busy.',
      check: async (page) => {
        await expect(button(page, 'Verify')).toHaveAttribute('aria-busy', 'true')
      },
    },
    resetConfirm: {
      says: "The 'Password Reset' page (/auth/password-reset-confirm) is shown.",
      check: async (page) => {
        await expect(page).toHaveURL(/\/auth\/password-reset-confirm$/)
        await expect(heading(page, 'Password Reset')).toBeVisible()
      },
    },
    confirming: {
      says: 'Confirm shows that it is busy.',
      check: async (page) => {
        await expect(button(page, 'Confirm')).toHaveAttribute('aria-busy', 'true')
      },
    },
    newPassword: {
      says: "The 'New Password' page (/auth/new-password) is shown.",
      check: async (page) => {
        await expect(page).toHaveURL(/\/auth\/new-password$/)
        await expect(heading(page, 'New Password')).toBeVisible()
      },
    },
    passwordChanged: {
      says: "The message 'Your password has been changed.' is shown, still on /auth/new-password.",
      check: async (page) => {
        await expect(page.getByText('Your password has been changed.')).toBeVisible()
        await expect(page).toHaveURL(/\/auth\/new-password$/)
      },
    },
    passwordUpdated: {
      says: "The 'Successful!' page (/auth/password-updated) says 'Congratulations! Your password has been changed. Click continue to login.'",
      check: async (page) => {
        await expect(page).toHaveURL(/\/auth\/password-updated$/)
        await expect(heading(page, 'Successful!')).toBeVisible()
        await expect(page.getByText('Congratulations! Your password has been changed. Click continue to login.')).toBeVisible()
      },
    },
    finished: {
      says: "The login page (/auth) is shown ('Hey Welcome!').",
      check: async (page) => {
        await expect(page).toHaveURL(/\/auth$/)
        await expect(heading(page, 'Hey Welcome!')).toBeVisible()
      },
    },
    left: {
      says: "The login page (/auth) is shown ('Hey Welcome!').",
      check: async (page) => {
        await expect(page).toHaveURL(/\/auth$/)
        await expect(heading(page, 'Hey Welcome!')).toBeVisible()
      },
    },
  },
  events: {
    'submit.email': {
      says: (place) => `Type ${eventField(place, 'email')} in Email and press Reset Password.`,
      run: async ({ page, step }) => {
        await page.getByLabel('Email').fill(eventField({ step }, 'email'))
        await button(page, 'Reset Password').click()
      },
    },
    'submit.code': {
      says: (place) => `Type the code ${eventField(place, 'code')} into the five digit boxes and press Verify.`,
      run: async ({ page, step }) => {
        await page.getByLabel('Digit 1 of 5').fill('')
        await page.getByLabel('Digit 1 of 5').pressSequentially(eventField({ step }, 'code'))
        await button(page, 'Verify').click()
      },
    },
    resend: {
      says: 'Press Resend email (the demo writes the address to the browser console instead of sending it).',
      run: async ({ page }) => {
        const logged = page.waitForEvent('console', (message) => message.text().includes('jane.doe@example.com'))
        await button(page, 'Resend email').click()
        await logged
      },
    },
    confirm: {
      says: 'Press Confirm.',
      run: async ({ page }) => button(page, 'Confirm').click(),
    },
    'submit.password': {
      says: `Type ${newPassword} in New password and in Confirm password, and press Update Password.`,
      run: async ({ page }) => {
        await page.getByLabel('New password', { exact: true }).fill(newPassword)
        await page.getByLabel('Confirm password', { exact: true }).fill(newPassword)
        await button(page, 'Update Password').click()
      },
    },
    continue: {
      says: 'Press Continue.',
      run: async ({ page }) => button(page, 'Continue').click(),
    },
    back: {
      says: 'Press Back.',
      run: async ({ page }) => button(page, 'Back').click(),
    },
    'after.step': { says: 'Wait 1.5 seconds.', run: timePasses },
    'after.redirect': { says: 'Wait 1.5 seconds.', run: timePasses },
  },
}
