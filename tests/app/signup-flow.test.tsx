import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readSession } from '@/api/session'
import { seedUsers } from '@/mock-server/seed/users'
import { failRequest } from '../support/hold-request'
import { renderApp, user } from '../support/render-app'
import { backend } from '../support/test-backend'

afterEach(() => {
  vi.useRealTimers()
})

describe('/signup against the mock backend', { timeout: 30_000 }, () => {
  it('shows the Log In / Sign Up tabs with Sign Up current, and Log In goes to /auth', async () => {
    const { router } = await renderApp('/signup')

    const tabs = await screen.findByRole('navigation', { name: 'Log in or sign up' })
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('aria-current', 'page')
    await user.click(within(tabs).getByRole('link', { name: 'Log In' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
  })

  it("shows the server's message under Email and 'Please correct the errors below.' for a taken email, keeping everything typed", async () => {
    const { router } = await renderApp('/signup')
    await fillForm(seedUsers.parent.email)

    await submit()

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the errors below.')
    await waitFor(() => expect(field.email()).toHaveAccessibleDescription('A user with this email already exists.'))
    expect(field.name()).toHaveValue('Maya Jensen')
    expect(field.email()).toHaveValue(seedUsers.parent.email)
    expect(field.phone()).toHaveValue('+65 6123 4567')
    expect(field.password()).toHaveValue('sunshine1')
    expect(field.confirm()).toHaveValue('sunshine1')
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked()
    expect(field.city()).toHaveValue('singapore')
    expect(field.country()).toHaveValue('sg')
    expect(field.terms()).toBeChecked()
    expect(router.state.location.pathname).toBe('/signup')
    expect(readSession()).toBeNull()
  })

  it('lets the parent fix the email and sign up on the second attempt', async () => {
    const { router } = await renderApp('/signup')
    await fillForm(seedUsers.parent.email)
    await submit()
    await screen.findByRole('alert')

    await user.clear(field.email())
    await user.type(field.email(), 'maya.jensen@example.org')
    await submit()

    expect(await screen.findByRole('status', {}, { timeout: 3000 })).toHaveTextContent('Account created successfully!')
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'), { timeout: 3000 })
  })

  it("shows 'An unexpected error occurred. Please try again.' when the server cannot be reached, keeping everything typed", async () => {
    failRequest('POST', '/accounts/signup/', 'network')
    await renderApp('/signup')
    await fillForm('maya.jensen@example.org')

    await submit()

    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.')
    expect(field.email()).toHaveValue('maya.jensen@example.org')
    expect(field.password()).toHaveValue('sunshine1')
  })

  it("shows 'Account created successfully!' for a new account and lands on /onboarding 1.5 s later, signed in", async () => {
    const { router } = await renderApp('/signup')
    await fillForm('maya.jensen@example.org')
    // shouldAdvanceTime: Testing Library's async helpers need time to pass on their own.
    vi.useFakeTimers({ shouldAdvanceTime: true })

    await submit()

    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create Account' })).toHaveAttribute('aria-busy', 'true')
    expect(router.state.location.pathname).toBe('/signup')

    await act(() => vi.advanceTimersByTimeAsync(1500))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'))
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument()
    expect(readSession()?.user).toMatchObject({
      email: 'maya.jensen@example.org',
      full_name: 'Maya Jensen',
      profile: { is_onboarding_complete: false },
    })
  })

  it('sends the exact sign-up payload (SPEC section 3) to POST /accounts/signup/', async () => {
    const bodies: unknown[] = []
    backend.server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/accounts/signup/')) bodies.push(await request.clone().json())
    })
    await renderApp('/signup')
    await fillForm('maya.jensen@example.org')

    await submit()
    await screen.findByRole('status', {}, { timeout: 3000 })

    expect(bodies).toStrictEqual([
      {
        full_name: 'Maya Jensen',
        email: 'maya.jensen@example.org',
        phone: '+65 6123 4567',
        password: 'sunshine1',
        confirm_password: 'sunshine1',
        gender: 'female',
        city: 'singapore',
        country: 'sg',
        accept_terms: true,
        accept_marketing: false,
      },
    ])
  })
})

const field = {
  name: () => screen.getByRole('textbox', { name: 'Full name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone number' }),
  password: () => screen.getByLabelText('Password'),
  confirm: () => screen.getByLabelText('Confirm password'),
  city: () => screen.getByRole('combobox', { name: 'City' }),
  country: () => screen.getByRole('combobox', { name: 'Country' }),
  terms: () => screen.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }),
}

async function fillForm(email: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Maya Jensen')
  await user.type(field.email(), email)
  await user.type(field.phone(), '+65 6123 4567')
  await user.click(screen.getByRole('radio', { name: 'Female' }))
  await user.type(field.password(), 'sunshine1')
  await user.type(field.confirm(), 'sunshine1')
  await user.selectOptions(field.city(), 'Singapore')
  await user.selectOptions(field.country(), 'Singapore')
  await user.click(field.terms())
}

const submit = () => user.click(screen.getByRole('button', { name: 'Create Account' }))
