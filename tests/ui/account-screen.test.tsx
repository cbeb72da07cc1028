import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Account } from '@/contract/accounts'
import { seedUsers } from '@/mock-server/seed/users'
import { AccountScreen, type AccountScreenProps, type ProfileState } from '@/ui/screens/account/account-screen'
import { makeAccount } from '../support/factories'
import { renderWithRouter } from './render'

/*
 * docs/decisions/084: the account form asks for the current password when the email changes, and shows a new
 * address waiting for its confirmation link (the demo's link on screen), or an address not confirmed yet.
 */
afterEach(cleanup)
const user = userEvent.setup({ delay: null })

const ready = (account: Account, fields: Partial<Extract<ProfileState, { status: 'ready' }>> = {}): ProfileState => ({
  status: 'ready',
  account,
  busy: false,
  saved: false,
  failed: false,
  fieldErrors: {},
  confirmationLink: null,
  emailStep: null,
  ...fields,
})

function props(profile: ProfileState, overrides: Partial<AccountScreenProps> = {}): AccountScreenProps {
  return {
    profile,
    onSaveProfile: vi.fn(),
    onResendLink: vi.fn(),
    onCancelChange: vi.fn(),
    password: { busy: false, changed: false, failure: null, fieldErrors: {}, unavailable: false, round: 0 },
    onChangePassword: vi.fn(),
    ...overrides,
  }
}

const details = () => screen.getByRole('form', { name: 'Your details' })

// Typing into a whole form in jsdom: seconds on a busy two-core machine.
describe('AccountScreen: a new email (docs/decisions/084)', { timeout: 15_000 }, () => {
  it('asks for the current password only once the email is changed, with the message "Enter your current password to change your email."', async () => {
    const screenProps = props(ready(makeAccount()))
    await renderWithRouter(<AccountScreen {...screenProps} />)
    expect(within(details()).queryByLabelText('Current password')).toBeNull()
    const email = within(details()).getByRole('textbox', { name: 'Email' })
    await user.clear(email)
    await user.click(email)
    await user.paste('pat@example.com')
    const password = within(details()).getByLabelText('Current password')
    await user.click(within(details()).getByRole('button', { name: 'Save details' }))
    expect(screenProps.onSaveProfile).not.toHaveBeenCalled()
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Enter your current password to change your email.'))

    await user.click(password)
    await user.paste(seedUsers.parent.password)
    await user.click(within(details()).getByRole('button', { name: 'Save details' }))
    expect(screenProps.onSaveProfile).toHaveBeenCalledWith(expect.objectContaining({ email: 'pat@example.com', current_password: seedUsers.parent.password }))
  })

  it('sends no password with the same address (other letter case too), and asks none of a server without confirmation', async () => {
    const screenProps = props(ready(makeAccount()))
    await renderWithRouter(<AccountScreen {...screenProps} />)
    const email = within(details()).getByRole('textbox', { name: 'Email' })
    await user.clear(email)
    await user.click(email)
    await user.paste(seedUsers.parent.email.toUpperCase())
    expect(within(details()).queryByLabelText('Current password')).toBeNull()
    await user.click(within(details()).getByRole('button', { name: 'Save details' }))
    expect(screenProps.onSaveProfile).toHaveBeenCalledWith(expect.not.objectContaining({ current_password: expect.anything() }))
    cleanup()

    const { email_confirmed: _c, pending_email: _p, ...plain } = makeAccount()
    const older = props(ready(plain))
    await renderWithRouter(<AccountScreen {...older} />)
    await user.clear(within(details()).getByRole('textbox', { name: 'Email' }))
    await user.click(within(details()).getByRole('textbox', { name: 'Email' }))
    await user.paste('pat@example.com')
    expect(within(details()).queryByLabelText('Current password')).toBeNull()
    await user.click(within(details()).getByRole('button', { name: 'Save details' }))
    expect(older.onSaveProfile).toHaveBeenCalledWith(expect.objectContaining({ email: 'pat@example.com' }))
    expect(screen.queryByRole('button', { name: /Send the (confirmation )?link/ })).toBeNull()
  })

  it('shows the address waiting, the demo\'s link, that the old address was told, and offers to send it again or cancel', async () => {
    const screenProps = props(ready(makeAccount({ pending_email: 'pat@example.com' }), { confirmationLink: '/confirm-email?token=abc123' }))
    await renderWithRouter(<AccountScreen {...screenProps} />)
    expect(screen.getByText(`We sent a link to pat@example.com. Until it is opened, your account keeps ${seedUsers.parent.email}, and we told ${seedUsers.parent.email} about the change.`)).toBeVisible()
    expect(screen.getByText(/This demo sends no email/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Confirm pat@example.com' })).toHaveAttribute('href', '/confirm-email?token=abc123')
    // The form keeps the account's address until the new one is confirmed.
    expect(within(details()).getByRole('textbox', { name: 'Email' })).toHaveValue(seedUsers.parent.email)
    await user.click(screen.getByRole('button', { name: 'Send the link again' }))
    await user.click(screen.getByRole('button', { name: 'Cancel the change' }))
    expect(screenProps.onResendLink).toHaveBeenCalledOnce()
    expect(screenProps.onCancelChange).toHaveBeenCalledOnce()
  })

  it('tells an account whose address is not confirmed what that holds back, with a button to send the link', async () => {
    const screenProps = props(ready(makeAccount({ email: 'gwen@example.org', email_confirmed: false })))
    await renderWithRouter(<AccountScreen {...screenProps} />)
    expect(screen.getByText('Confirm your email address')).toBeVisible()
    expect(screen.getByText('gwen@example.org is not confirmed yet. Invitations sent to it show once it is confirmed.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link' }))
    expect(screenProps.onResendLink).toHaveBeenCalledOnce()
  })

  it('says a failed link plainly, and a withdrawn change', async () => {
    const { rerender } = await renderWithRouter(<AccountScreen {...props(ready(makeAccount({ pending_email: 'pat@example.com' }), { emailStep: 'failed' }))} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Could not send the link. Please try again.')
    rerender(<AccountScreen {...props(ready(makeAccount(), { emailStep: 'cancelled' }))} />)
    expect(await screen.findByText(`The change is cancelled: your account keeps ${seedUsers.parent.email}.`)).toBeVisible()
  })
})
