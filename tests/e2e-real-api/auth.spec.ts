import { expect, test, type Page } from '@playwright/test'
import { unexpectedErrorText } from '@/domain/error-text'
import { seedUsers } from '@/mock-server/seed/users'
import { fillSignupForm } from '../e2e/support/demo'
import { reactOwnsRoot } from '../e2e/support/prerendered'
import { expectFaultsUsed, injectFault, resetBeforeEach } from './support/real-api'

/*
 * Login, sign-up and onboarding over real HTTP (docs/product-rules.md#4, #7, #8), with
 * the server's faults: slow, 500 and a dropped connection.
 */
resetBeforeEach()

const logInButton = (page: Page) => page.getByRole('button', { name: 'Log In' })
const createButton = (page: Page) => page.getByRole('button', { name: 'Create Account' })

async function openLogin(page: Page) {
  await page.goto('/auth')
  await expect(page.getByRole('heading', { name: 'Hey Welcome!' })).toBeVisible()
  // The page is prerendered (docs/decisions/041): what is typed before the app runs is replayed, a click is not.
  await reactOwnsRoot(page)
}

async function typeLogin(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
}

const fillSignup = (page: Page, email: string) => fillSignupForm(page, 'Nina Network', email)

async function expectSignupKept(page: Page, email: string) {
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Nina Network')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
  await expect(page.getByLabel('Country')).toHaveValue('uk')
  await expect(page.getByRole('checkbox', { name: /I accept the/ })).toBeChecked()
}

test('a parent logs in and reaches the dashboard with the children the server holds', async ({ page }) => {
  await openLogin(page)
  await typeLogin(page, seedUsers.parent)
  await logInButton(page).click()

  await expect(page.getByText('Login successful!')).toBeVisible()
  await expect(page).toHaveURL(/\/client-dashboard$/)
  await expect(page.getByRole('button', { name: "Edit Olivia Carter's profile" })).toBeAttached()
  // A real-API build: no mock service worker, so every answer above came over the network.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)
})

test('login: slow shows the busy button; 500 and a dropped connection show the SPEC 8 toast, keep the email, and a retry signs in', async ({ page }) => {
  await openLogin(page)
  await typeLogin(page, seedUsers.admin)

  await injectFault('login', 'status500')
  await logInButton(page).click()
  // SPEC 8: the body's detail is shown.
  await expect(page.getByRole('alert').filter({ hasText: 'Simulated server failure.' })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(seedUsers.admin.email)

  await injectFault('login', 'drop')
  await logInButton(page).click()
  // No answer at all: the generic text.
  await expect(page.getByRole('alert').filter({ hasText: unexpectedErrorText })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(seedUsers.admin.email)
  await expect(logInButton(page)).toBeEnabled()

  await injectFault('login', 'slow', { ms: 1500 })
  await logInButton(page).click()
  await expect(logInButton(page)).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByText('Login successful!')).toBeVisible()
  await expect(page).toHaveURL(/\/admin-dashboard/)
})

test('a new parent signs up, goes through onboarding and lands on an empty dashboard', async ({ page }) => {
  await page.goto('/signup')
  await reactOwnsRoot(page)
  await fillSignup(page, 'nina.network@example.com')
  await createButton(page).click()

  await expect(page.getByText('Account created successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/onboarding$/)
  for (let slide = 0; slide < 2; slide += 1) await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Get Started' }).click()

  await expect(page).toHaveURL(/\/client-dashboard$/)
  await expect(page.getByRole('heading', { name: 'No children yet' })).toBeVisible()
  // The completion call reached the server: the stored user says so.
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'))
  expect(user).toMatchObject({ email: 'nina.network@example.com', profile: { is_onboarding_complete: true } })
})

test("sign-up: 500 and a dropped connection show 'An unexpected error occurred. Please try again.', keep every field, and a (slow) retry succeeds", async ({ page }) => {
  const email = 'nina.retry@example.com'
  await page.goto('/signup')
  await reactOwnsRoot(page)
  await fillSignup(page, email)

  for (const kind of ['status500', 'drop'] as const) {
    await injectFault('signup', kind)
    await createButton(page).click()
    await expectFaultsUsed()
    await expect(page.getByText(unexpectedErrorText)).toBeVisible()
    await expectSignupKept(page, email)
  }

  await injectFault('signup', 'slow', { ms: 1500 })
  await createButton(page).click()
  await expect(createButton(page)).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByText('Account created successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/onboarding$/)
})
