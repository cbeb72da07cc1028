import { expect, type Page } from '@playwright/test'
import type { PasswordResetContext } from '@/machines/password-reset.machine'
import { passwordResetModel } from '../model/models/password-reset.model'
import { openApp } from './support/demo'
import { describeModelPaths, timePasses, type UiStep } from './support/model-paths'

/** docs/product-rules.md#2: first two characters, asterisks, then the domain part. */
const maskedEmail = 'ja******@example.com'

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

describeModelPaths(passwordResetModel, {
  async setup(page) {
    await openApp(page, '/auth/forgot-password')
  },
  states: {
    forgotPassword: async (page) => {
      await expect(page).toHaveURL(/\/auth\/forgot-password$/)
      await expect(heading(page, 'Forgot Password')).toBeVisible()
    },
    sendingCode: async (page) => {
      await expect(button(page, 'Reset Password')).toHaveAttribute('aria-busy', 'true')
      await expect(page).toHaveURL(/\/auth\/forgot-password$/)
    },
    verifyCode: async (page, snapshot) => {
      await expect(page).toHaveURL(/\/auth\/verify-code$/)
      await expect(heading(page, 'Verify Code')).toBeVisible()
      expect((snapshot.context as PasswordResetContext).email).toBe('jane.doe@example.com')
      await expect(page.getByText(maskedEmail)).toBeVisible()
    },
    verifyingCode: async (page) => {
      await expect(button(page, 'Verify')).toHaveAttribute('aria-busy', 'true')
    },
    resetConfirm: async (page) => {
      await expect(page).toHaveURL(/\/auth\/password-reset-confirm$/)
      await expect(heading(page, 'Password Reset')).toBeVisible()
    },
    confirming: async (page) => {
      await expect(button(page, 'Confirm')).toHaveAttribute('aria-busy', 'true')
    },
    newPassword: async (page) => {
      await expect(page).toHaveURL(/\/auth\/new-password$/)
      await expect(heading(page, 'New Password')).toBeVisible()
    },
    passwordChanged: async (page) => {
      await expect(page.getByText('Your password has been changed.')).toBeVisible()
      await expect(page).toHaveURL(/\/auth\/new-password$/)
    },
    passwordUpdated: async (page) => {
      await expect(page).toHaveURL(/\/auth\/password-updated$/)
      await expect(heading(page, 'Successful!')).toBeVisible()
      await expect(page.getByText('Congratulations! Your password has been changed. Click continue to login.')).toBeVisible()
    },
    finished: async (page) => {
      await expect(page).toHaveURL(/\/auth$/)
      await expect(heading(page, 'Hey Welcome!')).toBeVisible()
    },
    left: async (page) => {
      await expect(page).toHaveURL(/\/auth$/)
      await expect(heading(page, 'Hey Welcome!')).toBeVisible()
    },
  },
  events: {
    'submit.email': async ({ page, step }: UiStep) => {
      await page.getByLabel('Email').fill((step.event as unknown as { email: string }).email)
      await button(page, 'Reset Password').click()
    },
    'submit.code': async ({ page, step }: UiStep) => {
      const code = (step.event as unknown as { code: string }).code
      await page.getByLabel('Digit 1 of 5').fill('')
      await page.getByLabel('Digit 1 of 5').pressSequentially(code)
      await button(page, 'Verify').click()
    },
    resend: async ({ page }) => {
      const logged = page.waitForEvent('console', (message) => message.text().includes('jane.doe@example.com'))
      await button(page, 'Resend email').click()
      await logged
    },
    confirm: async ({ page }) => {
      await button(page, 'Confirm').click()
    },
    'submit.password': async ({ page }) => {
      await page.getByLabel('New password', { exact: true }).fill('fresh-start-9')
      await page.getByLabel('Confirm password', { exact: true }).fill('fresh-start-9')
      await button(page, 'Update Password').click()
    },
    continue: async ({ page }) => {
      await button(page, 'Continue').click()
    },
    back: async ({ page }) => {
      await button(page, 'Back').click()
    },
    'after.step': timePasses,
    'after.redirect': timePasses,
  },
})
