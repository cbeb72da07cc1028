import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SignupBody } from '@/contract/accounts'
import { SignupScreen, type SignupBanner } from '@/ui/screens/signup/signup-screen'
import { renderWithTheme } from './render'

afterEach(cleanup)

type Answer = { banner: SignupBanner | null; serverErrors: Record<string, string>; busy?: boolean }

/** The screen as a route drives it: each submit gets the answer the test chooses. */
function Harness({ answer, onSubmit }: { answer?: (values: SignupBody) => Answer; onSubmit: (values: SignupBody) => void }) {
  const [state, setState] = useState<Answer>({ banner: null, serverErrors: {} })
  return (
    <SignupScreen
      busy={state.busy ?? false}
      banner={state.banner}
      serverErrors={state.serverErrors}
      onSubmit={(values) => {
        onSubmit(values)
        if (answer) setState(answer(values))
      }}
      tabs={<nav aria-label="Log in or sign up" />}
      loginLink={<a href="/auth">Log in</a>}
    />
  )
}

function renderScreen(answer?: (values: SignupBody) => Answer) {
  const onSubmit = vi.fn<(values: SignupBody) => void>()
  const user = userEvent.setup({ delay: null })
  renderWithTheme(<Harness answer={answer} onSubmit={onSubmit} />)
  return { onSubmit, user }
}

const field = {
  name: () => screen.getByRole('textbox', { name: 'Full name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone number' }),
  password: () => screen.getByLabelText('Password'),
  confirm: () => screen.getByLabelText('Confirm password'),
  gender: () => screen.getByRole('radiogroup', { name: 'Gender' }),
  city: () => screen.getByRole('combobox', { name: 'City' }),
  country: () => screen.getByRole('combobox', { name: 'Country' }),
  terms: () => screen.getByRole('checkbox', { name: /I accept the Terms and Conditions and the Privacy Policy/ }),
  marketing: () => screen.getByRole('checkbox', { name: /updates/ }),
}
const submit = () => screen.getByRole('button', { name: 'Create Account' })

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, email = 'new.parent@example.com') {
  await user.type(field.name(), 'Maya Jensen')
  await user.type(field.email(), email)
  await user.type(field.phone(), '+44 20 7946 0000')
  await user.click(screen.getByRole('radio', { name: 'Female' }))
  await user.type(field.password(), 'sunshine1')
  await user.type(field.confirm(), 'sunshine1')
  await user.selectOptions(field.city(), 'London')
  await user.selectOptions(field.country(), 'United Kingdom')
  await user.click(field.terms())
}

// A long form typed key by key in jsdom: generous time per test.
describe('SignupScreen', { timeout: 20_000 }, () => {
  it('shows every SPEC section 5 message under its field on an empty submit, and sends nothing', async () => {
    const { onSubmit, user } = renderScreen()

    await user.click(submit())

    expect(field.name()).toHaveAccessibleDescription('Name is required')
    expect(field.email()).toHaveAccessibleDescription('Please enter a valid email')
    expect(field.phone()).toHaveAccessibleDescription('Phone number is required')
    expect(field.gender()).toHaveAccessibleDescription('Please choose a gender')
    expect(field.password()).toHaveAccessibleDescription(expect.stringContaining('Password must be at least 8 characters'))
    expect(field.terms()).toHaveAccessibleDescription('Please accept the terms and conditions')
    for (const input of [field.name(), field.email(), field.phone(), field.password(), field.terms()]) {
      expect(input).toHaveAttribute('aria-invalid', 'true')
    }
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('does not validate city and country (SPEC section 5)', async () => {
    const { user } = renderScreen()

    await user.click(submit())

    expect(field.city()).not.toHaveAttribute('aria-invalid')
    expect(field.country()).not.toHaveAttribute('aria-invalid')
    expect(field.city()).toHaveValue('')
    expect(field.country()).toHaveValue('')
  })

  it('moves focus to the first field that needs attention', async () => {
    const { user } = renderScreen()

    await user.click(submit())

    await waitFor(() => expect(field.name()).toHaveFocus())
  })

  it("shows 'Please enter a valid email', 'Password must be at least 8 characters' and 'Passwords do not match' for invalid input", async () => {
    const { onSubmit, user } = renderScreen()
    await user.type(field.email(), 'parent@example')
    await user.type(field.password(), 'short')
    await user.type(field.confirm(), 'shorter')

    await user.click(submit())

    expect(field.email()).toHaveAccessibleDescription('Please enter a valid email')
    expect(field.password()).toHaveAccessibleDescription(expect.stringContaining('Password must be at least 8 characters'))
    expect(field.confirm()).toHaveAccessibleDescription('Passwords do not match')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('validates on submit first, then live as the parent types', async () => {
    const { user } = renderScreen()
    await user.type(field.email(), 'not-an-email')
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument()

    await user.click(submit())
    expect(field.email()).toHaveAccessibleDescription('Please enter a valid email')
    await waitFor(() => expect(field.name()).toHaveFocus())

    await user.type(field.email(), '@example.com')
    expect(field.email()).not.toHaveAccessibleDescription('Please enter a valid email')
    await user.type(field.name(), 'M')
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument()
  })

  it('chooses a gender by click and by keyboard, as one radio group', async () => {
    const { user } = renderScreen()
    const female = within(field.gender()).getByRole('radio', { name: 'Female' })
    const male = within(field.gender()).getByRole('radio', { name: 'Male' })

    await user.click(male)
    expect(male).toBeChecked()
    expect(female).not.toBeChecked()

    female.focus()
    await user.keyboard(' ')
    expect(female).toBeChecked()
    expect(male).not.toBeChecked()

    await user.keyboard('{ArrowRight}')
    expect(male).toBeChecked()
    expect(male).toHaveFocus()
  })

  it('clears "Please choose a gender" once a gender is chosen', async () => {
    const { user } = renderScreen()
    await user.click(submit())
    expect(field.gender()).toHaveAccessibleDescription('Please choose a gender')

    await user.click(screen.getByRole('radio', { name: 'Male' }))

    expect(field.gender()).not.toHaveAccessibleDescription('Please choose a gender')
    expect(field.gender()).not.toHaveAttribute('aria-invalid')
  })

  it('passes the exact SPEC section 3 payload for valid input', async () => {
    const { onSubmit, user } = renderScreen()
    await fillValidForm(user)
    await user.click(field.marketing())

    await user.click(submit())

    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit.mock.calls[0]?.[0]).toStrictEqual({
      full_name: 'Maya Jensen',
      email: 'new.parent@example.com',
      phone: '+44 20 7946 0000',
      password: 'sunshine1',
      confirm_password: 'sunshine1',
      gender: 'female',
      city: 'london',
      country: 'uk',
      accept_terms: true,
      accept_marketing: true,
    })
  })

  it("sends '' for a city and country left unselected, and accept_marketing false when unticked", async () => {
    const { onSubmit, user } = renderScreen()
    await user.type(field.name(), '  Sam Lee  ')
    await user.type(field.email(), 'sam@example.com')
    await user.type(field.phone(), '555 0100')
    await user.click(screen.getByRole('radio', { name: 'Male' }))
    await user.type(field.password(), 'password1')
    await user.type(field.confirm(), 'password1')
    await user.click(field.terms())

    await user.click(submit())

    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ full_name: 'Sam Lee', gender: 'male', city: '', country: '', accept_marketing: false })
  })

  it("shows server field errors under their fields with 'Please correct the errors below.' and keeps everything typed", async () => {
    const { user } = renderScreen(() => ({
      banner: { tone: 'error', text: 'Please correct the errors below.' },
      serverErrors: { email: 'A user with this email already exists.', phone: 'Enter a valid phone number.' },
    }))
    await fillValidForm(user, 'taken@example.com')

    await user.click(submit())

    // The answer arrives after the asynchronous submit, as it does from the machine.
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the errors below.')
    expect(field.email()).toHaveAccessibleDescription('A user with this email already exists.')
    expect(field.phone()).toHaveAccessibleDescription('Enter a valid phone number.')
    await waitFor(() => expect(field.email()).toHaveFocus())
    // Nothing typed is lost.
    expect(field.name()).toHaveValue('Maya Jensen')
    expect(field.email()).toHaveValue('taken@example.com')
    expect(field.phone()).toHaveValue('+44 20 7946 0000')
    expect(field.password()).toHaveValue('sunshine1')
    expect(field.confirm()).toHaveValue('sunshine1')
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked()
    expect(field.city()).toHaveValue('london')
    expect(field.country()).toHaveValue('uk')
    expect(field.terms()).toBeChecked()
  })

  it('drops a server message from under a field once that field is changed', async () => {
    const { user } = renderScreen(() => ({
      banner: { tone: 'error', text: 'Please correct the errors below.' },
      serverErrors: { email: 'A user with this email already exists.' },
    }))
    await fillValidForm(user, 'taken@example.com')
    await user.click(submit())
    await waitFor(() => expect(field.email()).toHaveFocus())
    expect(field.email()).toHaveAccessibleDescription('A user with this email already exists.')

    await user.clear(field.email())
    await user.type(field.email(), 'other@example.com')

    expect(field.email()).not.toHaveAccessibleDescription('A user with this email already exists.')
  })

  it('lists server messages that belong to no field in the banner', async () => {
    const { user } = renderScreen(() => ({
      banner: { tone: 'error', text: 'Please correct the errors below.' },
      serverErrors: { non_field_errors: 'Sign-up is closed today.' },
    }))
    await fillValidForm(user)

    await user.click(submit())

    const banner = await screen.findByRole('alert')
    expect(banner).toHaveTextContent('Please correct the errors below.')
    expect(banner).toHaveTextContent('Sign-up is closed today.')
  })

  it("shows the success banner 'Account created successfully!' as a status with the button busy", async () => {
    const { user } = renderScreen(() => ({ banner: { tone: 'success', text: 'Account created successfully!' }, serverErrors: {}, busy: true }))
    await fillValidForm(user)

    await user.click(submit())

    expect(await screen.findByRole('status')).toHaveTextContent('Account created successfully!')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(submit()).toHaveAttribute('aria-busy', 'true')
  })

  it('opens the terms and the privacy policy over the form without ticking the box', async () => {
    const { user } = renderScreen()
    await user.type(field.name(), 'Maya Jensen')

    await user.click(screen.getByRole('button', { name: 'Terms and Conditions' }))
    const terms = screen.getByRole('dialog', { name: 'Terms and Conditions' })
    expect(terms).toBeInTheDocument()
    await user.click(within(terms).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }))
    const privacy = screen.getByRole('dialog', { name: 'Privacy Policy' })
    // Decision 088: the policy itself, dated, its sections under the dialog's title.
    expect(within(privacy).getByText('Last updated 7 December 2026')).toBeInTheDocument()
    for (const heading of ['In the demo, everything stays in this browser', 'What we store', 'Who can see it', 'How sharing works', 'Taking your data with you', 'Deleting your data', 'How long we keep it']) {
      expect(within(privacy).getByRole('heading', { level: 3, name: heading })).toBeInTheDocument()
    }
    await user.keyboard('{Escape}')

    expect(field.terms()).not.toBeChecked()
    expect(field.name()).toHaveValue('Maya Jensen')
  })

  it('offers social sign-in and a link to log in', () => {
    renderScreen()
    expect(screen.getByRole('region', { name: 'Social sign-in' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth')
  })
})

describe('SignupScreen opened by an invitation (decision 094)', () => {
  it('has the invited address filled in, and the parent may still change it', async () => {
    const user = userEvent.setup({ delay: null })
    renderWithTheme(<SignupScreen busy={false} banner={null} serverErrors={{}} onSubmit={vi.fn()} tabs={null} loginLink={null} initialEmail="grandma@example.org" />)
    expect(field.email()).toHaveValue('grandma@example.org')
    await user.clear(field.email())
    await user.type(field.email(), 'gwen@example.org')
    expect(field.email()).toHaveValue('gwen@example.org')
  })
})
