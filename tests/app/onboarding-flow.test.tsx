import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { signup } from '@/api/accounts.api'
import { readSession } from '@/api/session'
import { failRequest } from '../support/hold-request'
import { renderApp, user } from '../support/render-app'
import { backend } from '../support/test-backend'

let completionCalls: { authorization: string | null }[] = []
beforeEach(async () => {
  completionCalls = []
  backend.server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/api/accounts/onboarding/complete/')) {
      completionCalls.push({ authorization: request.headers.get('Authorization') })
    }
  })
  await signUpNewParent()
})

describe('/onboarding against the mock backend', { timeout: 20_000 }, () => {
  it('walks the three slides with next, previous and the dots, the progress bar following', async () => {
    await renderApp('/onboarding')

    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument()
    expect(screen.getByText("Your Child's Development Companion")).toBeInTheDocument()
    expect(progress()).toHaveAttribute('aria-valuenow', '1')
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('heading', { name: 'Track Key Milestones' })).toBeInTheDocument()
    expect(progress()).toHaveAttribute('aria-valuenow', '2')
    expect(dot(2)).toHaveAttribute('aria-current', 'step')

    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument()
    expect(progress()).toHaveAttribute('aria-valuenow', '1')

    await user.click(dot(3))
    expect(screen.getByRole('heading', { name: 'Early Identification Resources' })).toBeInTheDocument()
    expect(progress()).toHaveAttribute('aria-valuenow', '3')
    expect(dot(3)).toHaveAttribute('aria-current', 'step')
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
    expect(completionCalls).toHaveLength(0)
  })

  it('moves with the arrow keys when focus is in the carousel', async () => {
    await renderApp('/onboarding')
    await screen.findByRole('heading', { name: 'Welcome' })
    dot(1).focus()

    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('heading', { name: 'Track Key Milestones' })).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('heading', { name: 'Early Identification Resources' })).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('heading', { name: 'Track Key Milestones' })).toBeInTheDocument()
    expect(completionCalls).toHaveLength(0)
  })

  it('has no parent top bar: onboarding is a full-screen flow', async () => {
    await renderApp('/onboarding')
    await screen.findByRole('heading', { name: 'Welcome' })

    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument()
  })

  it('Get Started completes onboarding (with the bearer token) and lands on /client-dashboard', async () => {
    const { router } = await renderApp('/onboarding')
    await user.click(await screen.findByRole('button', { name: 'Go to slide 3 of 3' }))

    await user.click(screen.getByRole('button', { name: 'Get Started' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'))
    expect(completionCalls).toStrictEqual([{ authorization: `Bearer ${readSession()?.access}` }])
    expect(storedUser()?.profile.is_onboarding_complete).toBe(true)
    expect(backend.db.users.findFirst((q) => q.where({ email: 'maya.jensen@example.org' }))?.is_onboarding_complete).toBe(true)
  })

  it('Skip completes onboarding and lands on /client-dashboard from any slide', async () => {
    const { router } = await renderApp('/onboarding')
    await user.click(await screen.findByRole('button', { name: 'Next' }))

    await user.click(screen.getByRole('button', { name: 'Skip' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'))
    expect(completionCalls).toHaveLength(1)
    expect(storedUser()?.profile.is_onboarding_complete).toBe(true)
  })

  it('still lands on /client-dashboard when the completion call fails (500), logging it only', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    failRequest('POST', '/accounts/onboarding/complete/', { status: 500, body: { detail: 'boom' } })
    const { router } = await renderApp('/onboarding')
    await user.click(await screen.findByRole('button', { name: 'Go to slide 3 of 3' }))

    await user.click(screen.getByRole('button', { name: 'Get Started' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'))
    expect(logged).toHaveBeenCalledWith('Onboarding completion failed', expect.anything())
    expect(storedUser()?.profile.is_onboarding_complete).toBe(false)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('still lands on /client-dashboard when Skip cannot reach the server', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    failRequest('POST', '/accounts/onboarding/complete/', 'network')
    const { router } = await renderApp('/onboarding')

    await user.click(await screen.findByRole('button', { name: 'Skip' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'))
    expect(readSession()).not.toBeNull()
  })
})

const progress = () => screen.getByRole('progressbar', { name: 'Onboarding progress' })
const dot = (n: number) => screen.getByRole('button', { name: `Go to slide ${n} of 3` })
const storedUser = () => readSession()?.user

/** A new parent, signed in by sign-up and not yet onboarded. */
async function signUpNewParent() {
  await signup({
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
  })
}
