import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppRouter } from '@/app/router'
import { renderApp } from '../support/render-app'

/** docs/product-rules.md#9: simulated reset step delay and redirect after password reset. */
const STEP_MS = 1500

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('password reset flow (SPEC sections 2 and 4)', { timeout: 60_000 }, () => {
  it('walks forgot-password → verify-code → reset-confirm → new-password → password-updated → /auth, 1.5 s per step', async () => {
    const { router } = await renderApp('/auth/forgot-password')
    await advance(0)
    expect(heading('Forgot Password')).toBeInTheDocument()

    await walkToVerifyCode(router)
    expect(heading('Verify Code')).toContainElement(document.activeElement as HTMLElement)
    expect(screen.getByText('ja******@example.com')).toBeInTheDocument()

    await walkToResetConfirm(router)
    expect(heading('Password Reset')).toBeInTheDocument()
    expect(screen.getByText('Your password has been successfully reset. Click confirm to set a new password.')).toBeInTheDocument()

    await walkToNewPassword(router)
    expect(heading('New Password')).toBeInTheDocument()

    type(screen.getByLabelText('New password'), 'fresh1234')
    type(screen.getByLabelText('Confirm password'), 'fresh1234')
    click('Update Password')
    // Spec 4: a success flag first, the redirect 1.5 s later.
    await advance(0)
    expect(screen.getByText('Your password has been changed.')).toBeInTheDocument()
    await expectStepAfterDelay(router, '/auth/new-password', '/auth/password-updated')
    expect(heading('Successful!')).toBeInTheDocument()
    expect(screen.getByText('Congratulations! Your password has been changed. Click continue to login.')).toBeInTheDocument()

    click('Continue')
    await advance(0)
    expect(pathname(router)).toBe('/auth')
    expect(heading('Hey Welcome!')).toBeInTheDocument()
  })

  it('logs Resend email to the console only, staying on /auth/verify-code', async () => {
    const { router } = await renderApp('/auth/forgot-password')
    await advance(0)
    await walkToVerifyCode(router)
    click('Resend email')
    await advance(STEP_MS)
    expect(pathname(router)).toBe('/auth/verify-code')
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining('jane.doe@example.com'))
  })

  it('goes Back from verify-code to /auth/forgot-password, keeping the email', async () => {
    const { router } = await renderApp('/auth/forgot-password')
    await advance(0)
    await walkToVerifyCode(router)

    click('Back')
    await advance(0)
    expect(pathname(router)).toBe('/auth/forgot-password')
    expect(heading('Forgot Password')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('jane.doe@example.com')
  })

  it("treats the browser's Back from verify-code as the flow's back", async () => {
    const { router } = await renderApp('/auth/forgot-password')
    await advance(0)
    await walkToVerifyCode(router)

    await act(async () => {
      router.history.back()
    })
    await advance(0)
    expect(pathname(router)).toBe('/auth/forgot-password')
    expect(heading('Forgot Password')).toBeInTheDocument()
    // The machine went back too: a new email starts the 1.5 s step again.
    click('Reset Password')
    await advance(0)
    await expectStepAfterDelay(router, '/auth/forgot-password', '/auth/verify-code')
  })

  it('goes Back step by step: new-password → reset-confirm → verify-code → forgot-password → /auth', async () => {
    const { router } = await renderApp('/auth/forgot-password')
    await advance(0)
    await walkToVerifyCode(router)
    await walkToResetConfirm(router)
    await walkToNewPassword(router)

    for (const [to, title] of [
      ['/auth/password-reset-confirm', 'Password Reset'],
      ['/auth/verify-code', 'Verify Code'],
      ['/auth/forgot-password', 'Forgot Password'],
      ['/auth', 'Hey Welcome!'],
    ] as const) {
      click('Back')
      await advance(0)
      expect(pathname(router)).toBe(to)
      expect(heading(title)).toBeInTheDocument()
    }
  })
})

/** Runs timers and the router's promises so a navigation the machine asked for can land. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0)
  })
}

/*
 * fireEvent, not userEvent: user-event's act wrapper waits on a setTimeout(0)
 * that Vitest's fake clock never runs by itself, and shouldAdvanceTime would tie
 * the "not before 1.5 s" checks to the real clock. The screens' own tests cover typing.
 */
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }))
const heading = (name: string) => screen.getByRole('heading', { level: 1, name })
const pathname = (router: AppRouter) => router.state.location.pathname

/** Spec 4: a forward step waits 1.5 s; one millisecond early the address has not moved. */
async function expectStepAfterDelay(router: AppRouter, from: string, to: string) {
  await advance(STEP_MS - 1)
  expect(pathname(router)).toBe(from)
  await advance(1)
  expect(pathname(router)).toBe(to)
}

async function walkToVerifyCode(router: AppRouter) {
  type(screen.getByRole('textbox', { name: 'Email' }), 'jane.doe@example.com')
  click('Reset Password')
  await advance(0) // the form submits asynchronously
  expect(screen.getByRole('button', { name: 'Reset Password' })).toHaveAttribute('aria-busy', 'true')
  await expectStepAfterDelay(router, '/auth/forgot-password', '/auth/verify-code')
}

async function walkToResetConfirm(router: AppRouter) {
  fireEvent.paste(screen.getByRole('textbox', { name: 'Digit 1 of 5' }), { clipboardData: { getData: () => '12345' } })
  click('Verify')
  await advance(0) // the form submits asynchronously
  expect(screen.getByRole('button', { name: 'Verify' })).toHaveAttribute('aria-busy', 'true')
  await expectStepAfterDelay(router, '/auth/verify-code', '/auth/password-reset-confirm')
}

async function walkToNewPassword(router: AppRouter) {
  click('Confirm')
  await advance(0) // the form submits asynchronously
  expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true')
  await expectStepAfterDelay(router, '/auth/password-reset-confirm', '/auth/new-password')
}
