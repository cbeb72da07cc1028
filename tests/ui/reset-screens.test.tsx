import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ForgotPasswordScreen } from '@/ui/screens/auth/reset/forgot-password-screen'
import { NewPasswordScreen } from '@/ui/screens/auth/reset/new-password-screen'
import { PasswordUpdatedScreen } from '@/ui/screens/auth/reset/password-updated-screen'
import { ResetConfirmScreen } from '@/ui/screens/auth/reset/reset-confirm-screen'
import { VerifyCodeScreen } from '@/ui/screens/auth/reset/verify-code-screen'
import { renderWithTheme } from './render'

afterEach(cleanup)

const noop = () => undefined
const heading = (name: string) => screen.getByRole('heading', { level: 1, name })
/** The step's heading holds focus after mount (keyboard and screen-reader users start there). */
const expectFocusIn = (element: HTMLElement) => expect(element).toContainElement(document.activeElement as HTMLElement)

describe('ForgotPasswordScreen', { timeout: 20_000 }, () => {
  it('asks for the email under the title "Forgot Password" and focuses the title', () => {
    renderWithTheme(<ForgotPasswordScreen busy={false} onSubmit={noop} onBack={noop} />)
    expectFocusIn(heading('Forgot Password'))
    expect(screen.getByText("Enter the email linked to your account and we'll send you a 5-digit code.")).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('')
  })

  it('keeps Reset Password disabled unless the email matches the pattern (SPEC 5)', async () => {
    const user = userEvent.setup()
    renderWithTheme(<ForgotPasswordScreen busy={false} onSubmit={noop} onBack={noop} />)
    const button = screen.getByRole('button', { name: 'Reset Password' })
    const email = screen.getByRole('textbox', { name: 'Email' })
    expect(button).toBeDisabled()
    for (const wrong of ['jane', 'jane@', 'jane@example', 'ja ne@example.com']) {
      await user.clear(email)
      await user.type(email, wrong)
      expect(button).toBeDisabled()
    }
    await user.clear(email)
    await user.type(email, 'jane.doe@example.com')
    expect(button).toBeEnabled()
  })

  it('says "Please enter a valid email" under the input once the user leaves a wrong address', async () => {
    const user = userEvent.setup()
    renderWithTheme(<ForgotPasswordScreen busy={false} onSubmit={noop} onBack={noop} />)
    const email = screen.getByRole('textbox', { name: 'Email' })
    await user.type(email, 'jane@example')
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument()
    await user.tab()
    expect(email).toHaveAccessibleDescription('Please enter a valid email')
    await user.type(email, '.com')
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument()
  })

  it('sends the email on Reset Password, also with Enter', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    renderWithTheme(<ForgotPasswordScreen busy={false} onSubmit={onSubmit} onBack={noop} />)
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jane.doe@example.com')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('jane.doe@example.com')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(2)
  })

  it('shows Reset Password loading while busy', () => {
    renderWithTheme(<ForgotPasswordScreen busy onSubmit={noop} onBack={noop} defaultEmail="jane.doe@example.com" />)
    const button = screen.getByRole('button', { name: 'Reset Password' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toBeDisabled()
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('jane.doe@example.com')
  })

  it('calls onBack from the Back button', async () => {
    const onBack = vi.fn()
    renderWithTheme(<ForgotPasswordScreen busy={false} onSubmit={noop} onBack={onBack} />)
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledOnce()
  })
})

describe('VerifyCodeScreen', { timeout: 20_000 }, () => {
  const renderVerify = (props: Partial<Parameters<typeof VerifyCodeScreen>[0]> = {}) =>
    renderWithTheme(
      <VerifyCodeScreen email="jane.doe@example.com" busy={false} onVerify={noop} onResend={noop} onBack={noop} {...props} />,
    )

  it('shows the email masked: first two characters, asterisks, then the domain (SPEC 2)', () => {
    renderVerify()
    expectFocusIn(heading('Verify Code'))
    expect(screen.getByText('ja******@example.com')).toBeInTheDocument()
    expect(screen.queryByText(/jane\.doe/)).not.toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument()
    expect(screen.getAllByRole('textbox', { name: /^Digit \d of 5$/ })).toHaveLength(5)
  })

  it('keeps Verify disabled until 5 digits are present, then sends the code (SPEC 5)', async () => {
    const user = userEvent.setup()
    const onVerify = vi.fn()
    renderVerify({ onVerify })
    const verify = screen.getByRole('button', { name: 'Verify' })
    expect(verify).toBeDisabled()
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 5' }))
    await user.keyboard('1234')
    expect(verify).toBeDisabled()
    await user.keyboard('5')
    expect(verify).toBeEnabled()
    await user.click(verify)
    expect(onVerify).toHaveBeenCalledExactlyOnceWith('12345')
  })

  it('accepts a pasted code stripped of non-digits', async () => {
    const user = userEvent.setup()
    const onVerify = vi.fn()
    renderVerify({ onVerify })
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 5' }))
    await user.paste('Your code: 54-321.')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(onVerify).toHaveBeenCalledExactlyOnceWith('54321')
  })

  it('shows Verify loading while busy', () => {
    renderVerify({ busy: true })
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveAttribute('aria-busy', 'true')
  })

  it('calls onResend from Resend email and onBack from Back', async () => {
    const user = userEvent.setup()
    const onResend = vi.fn()
    const onBack = vi.fn()
    renderVerify({ onResend, onBack })
    await user.click(screen.getByRole('button', { name: 'Resend email' }))
    expect(onResend).toHaveBeenCalledOnce()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledOnce()
  })
})

describe('ResetConfirmScreen', { timeout: 20_000 }, () => {
  it('says the password has been reset and Confirm calls onConfirm', async () => {
    const onConfirm = vi.fn()
    renderWithTheme(<ResetConfirmScreen busy={false} onConfirm={onConfirm} onBack={noop} />)
    expectFocusIn(heading('Password Reset'))
    expect(screen.getByText('Your password has been successfully reset. Click confirm to set a new password.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(onConfirm).toHaveBeenCalledOnce()
  })

  it('shows Confirm loading while busy, and Back calls onBack', async () => {
    const onBack = vi.fn()
    renderWithTheme(<ResetConfirmScreen busy onConfirm={noop} onBack={onBack} />)
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledOnce()
  })
})

describe('NewPasswordScreen', { timeout: 20_000 }, () => {
  const fields = () => ({
    password: screen.getByLabelText('New password'),
    confirm: screen.getByLabelText('Confirm password'),
    button: screen.getByRole('button', { name: 'Update Password' }),
  })

  it('has new and confirm password fields and focuses the title', () => {
    renderWithTheme(<NewPasswordScreen success={false} onSubmit={noop} onBack={noop} />)
    expectFocusIn(heading('New Password'))
    const { password, confirm } = fields()
    expect(password).toHaveAttribute('type', 'password')
    expect(confirm).toHaveAttribute('type', 'password')
  })

  it('disables the button while either field is empty (SPEC 5)', async () => {
    const user = userEvent.setup()
    renderWithTheme(<NewPasswordScreen success={false} onSubmit={noop} onBack={noop} />)
    const { password, confirm, button } = fields()
    expect(button).toBeDisabled()
    await user.type(password, 'abc12345')
    expect(button).toBeDisabled()
    await user.type(confirm, 'a')
    expect(button).toBeEnabled()
    await user.clear(password)
    expect(button).toBeDisabled()
  })

  it('shows "Password must be at least 8 characters with letters and numbers" under the new password after submit', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    renderWithTheme(<NewPasswordScreen success={false} onSubmit={onSubmit} onBack={noop} />)
    const { password, confirm, button } = fields()
    await user.type(password, 'abcdefgh')
    await user.type(confirm, 'abcdefgh')
    await user.click(button)
    expect(await screen.findByText('Password must be at least 8 characters with letters and numbers')).toBeInTheDocument()
    expect(password).toHaveAccessibleDescription('Password must be at least 8 characters with letters and numbers')
    expect(confirm).not.toHaveAttribute('aria-invalid')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('shows "Passwords do not match" under the confirm password after submit, and clears it as the user fixes it', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    renderWithTheme(<NewPasswordScreen success={false} onSubmit={onSubmit} onBack={noop} />)
    const { password, confirm, button } = fields()
    await user.type(password, 'abc12345')
    await user.type(confirm, 'abc1234')
    await user.click(button)
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
    expect(confirm).toHaveAccessibleDescription('Passwords do not match')
    expect(password).not.toHaveAttribute('aria-invalid')
    expect(onSubmit).not.toHaveBeenCalled()
    await user.type(confirm, '5')
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument()
  })

  it('sends a valid new password', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    renderWithTheme(<NewPasswordScreen success={false} onSubmit={onSubmit} onBack={noop} />)
    const { password, confirm, button } = fields()
    await user.type(password, 'abc12345')
    await user.type(confirm, 'abc12345')
    await user.click(button)
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ password: 'abc12345', confirm: 'abc12345' })
  })

  it('toggles each field between hidden and shown', async () => {
    const user = userEvent.setup()
    renderWithTheme(<NewPasswordScreen success={false} onSubmit={noop} onBack={noop} />)
    const { password, confirm } = fields()
    const [showNew, showConfirm] = screen.getAllByRole('button', { name: 'Show password' })
    await user.click(showNew!)
    expect(password).toHaveAttribute('type', 'text')
    expect(confirm).toHaveAttribute('type', 'password')
    await user.click(showConfirm!)
    expect(confirm).toHaveAttribute('type', 'text')
    await user.click(screen.getAllByRole('button', { name: 'Hide password' })[0]!)
    expect(password).toHaveAttribute('type', 'password')
  })

  it('shows the success state: "Your password has been changed." and the button loading', () => {
    renderWithTheme(<NewPasswordScreen success onSubmit={noop} onBack={noop} />)
    expect(within(screen.getByRole('status')).getByText('Your password has been changed.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Update Password' })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeDisabled()
  })

  it("names the account for password managers with a hidden username field", () => {
    const { container } = renderWithTheme(<NewPasswordScreen success={false} email="jane.doe@example.com" onSubmit={noop} onBack={noop} />)
    const username = container.querySelector('input[autocomplete="username"]')
    expect(username).toHaveValue('jane.doe@example.com')
    expect(username).not.toBeVisible()
  })

  it('calls onBack from Back', async () => {
    const onBack = vi.fn()
    renderWithTheme(<NewPasswordScreen success={false} onSubmit={noop} onBack={onBack} />)
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledOnce()
  })
})

describe('PasswordUpdatedScreen', { timeout: 20_000 }, () => {
  it("says 'Successful!' and 'Congratulations! Your password has been changed. Click continue to login.' (SPEC 2)", async () => {
    const onContinue = vi.fn()
    renderWithTheme(<PasswordUpdatedScreen onContinue={onContinue} />)
    expectFocusIn(heading('Successful!'))
    expect(screen.getByText('Congratulations! Your password has been changed. Click continue to login.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(onContinue).toHaveBeenCalledOnce()
  })
})
