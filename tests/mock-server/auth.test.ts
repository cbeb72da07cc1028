import { afterEach, describe, expect, it, vi } from 'vitest'
import { completeOnboarding, listUsers, login, logout, signup } from '@/api/accounts.api'
import { call } from '@/api/client'
import { listChildren } from '@/api/children.api'
import { accessToken, readSession } from '@/api/session'
import { endpoints } from '@/contract/endpoints'
import { seedUsers } from '@/mock-server/seed/users'
import {
  actAs,
  expectRefusedWithNothingStored,
  failure,
  itRequiresSignIn,
  signIn,
  signupBody,
  signUpOtherParent,
  startTestBackend,
  tables,
} from './helpers'

const backend = startTestBackend()
afterEach(() => backend.server.events.removeAllListeners())

/** Every request the client sends, as the server receives it. */
function recordRequests() {
  const seen: { method: string; url: string; authorization: string | null; body: Promise<string> }[] = []
  backend.server.events.on('request:start', ({ request }) => {
    seen.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.get('authorization'),
      body: request.clone().text(),
    })
  })
  return seen
}

describe('login: POST /accounts/login/', () => {
  it('answers tokens and the user, and stores them under "access", "refreshToken" and "user"', async () => {
    const answer = await login({ email: seedUsers.parent.email, password: seedUsers.parent.password })
    expect(answer.user).toMatchObject({
      email: seedUsers.parent.email,
      full_name: seedUsers.parent.full_name,
      user_type: 'CLIENT',
      profile: { is_onboarding_complete: true },
    })
    expect(localStorage.getItem('access')).toBe(answer.tokens.access)
    expect(localStorage.getItem('refreshToken')).toBe(answer.tokens.refresh)
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(answer.user)
  })

  it('answers user_type ADMIN for the seed admin', async () => {
    const answer = await signIn(seedUsers.admin)
    expect(answer.user.user_type).toBe('ADMIN')
    expect(answer.user.full_name).toBe('Ada Admin')
  })

  it('issues opaque, different tokens on every login, and the access token works as a bearer token', async () => {
    const first = await signIn(seedUsers.parent)
    const second = await signIn(seedUsers.parent)
    expect(first.tokens.access).not.toBe(second.tokens.access)
    expect(first.tokens.refresh).not.toBe(second.tokens.refresh)
    expect(first.tokens.access).not.toContain(seedUsers.parent.email)
    actAs(first)
    await expect(listChildren()).resolves.toHaveLength(3)
  })

  it('matches the email without regard to case', async () => {
    const answer = await login({ email: seedUsers.parent.email.toUpperCase(), password: seedUsers.parent.password })
    expect(answer.user.email).toBe(seedUsers.parent.email)
  })

  it('answers 401 with a detail for a wrong password; the ApiError message is that detail and no session is stored', async () => {
    const tokensBefore = backend.db.tokens.all().length
    const error = await failure(login({ email: seedUsers.parent.email, password: 'wrong-password1' }))
    expect(error.status).toBe(401)
    expect(error.body).toEqual({ detail: 'No active account found with the given credentials' })
    expect(error.message).toBe('No active account found with the given credentials')
    expect(accessToken()).toBeNull()
    expect(readSession()).toBeNull()
    expect(backend.db.tokens.all()).toHaveLength(tokensBefore)
  })

  it('answers the same 401 for an unknown email, so accounts cannot be discovered', async () => {
    const error = await failure(login({ email: 'nobody@example.net', password: seedUsers.parent.password }))
    expect(error.status).toBe(401)
    expect(error.message).toBe('No active account found with the given credentials')
  })

  it('answers 400 "Please enter a valid email" for a malformed email and stores nothing', async () => {
    const error = await expectRefusedWithNothingStored(backend, () => login({ email: 'parent-at-example', password: 'x' }))
    expect(error.body).toEqual({ email: ['Please enter a valid email'] })
  })

  it('answers 400 on an empty password and stores nothing', async () => {
    const error = await expectRefusedWithNothingStored(backend, () => login({ email: seedUsers.parent.email, password: '' }))
    expect(error.fieldErrors).toEqual({ password: 'This field is required.' })
  })
})

describe('signup: POST /accounts/signup/', () => {
  it('creates a CLIENT, answers tokens that sign the new parent in, with onboarding not yet complete', async () => {
    const body = signupBody()
    const answer = await signup(body)
    expect(answer.user).toMatchObject({
      email: body.email,
      full_name: body.full_name,
      user_type: 'CLIENT',
      profile: { is_onboarding_complete: false },
    })
    expect(readSession()?.access).toBe(answer.tokens.access)
    await expect(listChildren()).resolves.toEqual([])
  })

  it('stores the new user: the admin sees them and they can log in with their password', async () => {
    const body = signupBody({ full_name: '  Rosa Reyes ', email: 'rosa@example.org', gender: 'female', city: 'dubai', country: 'ae' })
    await signup(body)
    await signIn(seedUsers.admin)
    const user = (await listUsers()).find((u) => u.email === 'rosa@example.org')
    expect(user).toMatchObject({ full_name: 'Rosa Reyes', user_type: 'CLIENT', gender: 'female', city: 'dubai', country: 'ae', phone: body.phone })
    const again = await login({ email: body.email, password: body.password })
    expect(again.user.email).toBe('rosa@example.org')
  })

  const cases = [
    ['full_name', { full_name: '   ' }, 'Name is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email'],
    ['gender', { gender: undefined }, 'Please choose a gender'],
    ['phone', { phone: '' }, 'Phone number is required'],
    ['password', { password: 'short1', confirm_password: 'short1' }, 'Password must be at least 8 characters'],
    ['confirm_password', { confirm_password: 'different1234' }, 'Passwords do not match'],
    ['accept_terms', { accept_terms: false }, 'Please accept the terms and conditions'],
  ] as const
  for (const [field, overrides, message] of cases) {
    it(`answers 400 with "${message}" on ${field} and stores nothing`, async () => {
      const body = { ...signupBody(), ...overrides } as never
      const error = await expectRefusedWithNothingStored(backend, () => signup(body))
      expect(error.body).toEqual({ [field]: [message] })
      expect(error.fieldErrors[field]).toBe(message)
      expect(readSession()).toBeNull()
    })
  }

  it('answers every field message at once for an empty form', async () => {
    const body = {
      full_name: '',
      email: '',
      phone: '',
      password: '',
      confirm_password: 'x',
      city: '',
      country: '',
      accept_terms: false,
      accept_marketing: false,
    } as never
    const error = await expectRefusedWithNothingStored(backend, () => signup(body))
    expect(error.fieldErrors).toEqual({
      full_name: 'Name is required',
      email: 'Please enter a valid email',
      phone: 'Phone number is required',
      password: 'Password must be at least 8 characters',
      confirm_password: 'Passwords do not match',
      gender: 'Please choose a gender',
      accept_terms: 'Please accept the terms and conditions',
    })
  })

  it('answers 400 on email for an email that is already registered (in any case) and stores nothing', async () => {
    const error = await expectRefusedWithNothingStored(backend, () => signup(signupBody({ email: seedUsers.parent.email.toUpperCase() })))
    expect(error.body).toEqual({ email: ['A user with this email already exists.'] })
  })

  it('does not validate city and country (SPEC section 5)', async () => {
    const answer = await signup(signupBody({ city: '', country: '' }))
    expect(answer.user.user_type).toBe('CLIENT')
  })
})

describe('completeOnboarding: POST /accounts/onboarding/complete/', () => {
  it('flips is_onboarding_complete, updates the stored user, and the next login shows it', async () => {
    const body = signupBody()
    const signedUp = await signup(body)
    expect(signedUp.user.profile.is_onboarding_complete).toBe(false)
    const answer = await completeOnboarding()
    expect(answer.user.profile.is_onboarding_complete).toBe(true)
    expect(readSession()?.user.profile.is_onboarding_complete).toBe(true)
    expect(backend.changes).toBeGreaterThan(0)
    await logout()
    const next = await login({ email: body.email, password: body.password })
    expect(next.user.profile.is_onboarding_complete).toBe(true)
  })

  it('changes only the caller', async () => {
    const first = signupBody({ email: 'first.parent@example.org' })
    await signup(first)
    await signUpOtherParent()
    await completeOnboarding()
    const again = await login({ email: first.email, password: first.password })
    expect(again.user.profile.is_onboarding_complete).toBe(false)
  })

  it('sends the bearer token of the stored session', async () => {
    const requests = recordRequests()
    const session = await signUpOtherParent()
    await completeOnboarding()
    const sent = requests.find((r) => r.url.endsWith('/accounts/onboarding/complete/'))
    expect(sent?.authorization).toBe(`Bearer ${session.tokens.access}`)
  })

  itRequiresSignIn(backend, 'completeOnboarding', () => ({}))
})

describe('logout: POST /accounts/logout/', () => {
  it('sends the stored refresh token and no Authorization header, answers 204 and clears storage', async () => {
    const requests = recordRequests()
    const session = await signIn(seedUsers.parent)
    await logout()
    const sent = requests.find((r) => r.url.endsWith('/accounts/logout/'))
    expect(sent?.method).toBe('POST')
    expect(sent?.authorization).toBeNull()
    expect(JSON.parse(await sent!.body)).toEqual({ refresh: session.tokens.refresh })
    expect(localStorage.length).toBe(0)
  })

  it('revokes the access token issued with the refresh token', async () => {
    const session = await signIn(seedUsers.parent)
    await logout()
    actAs(session)
    const error = await failure(listChildren())
    expect(error.status).toBe(401)
  })

  it('revokes the refresh token: using it again answers 401', async () => {
    const session = await signIn(seedUsers.parent)
    await call(endpoints.logout, { body: { refresh: session.tokens.refresh } })
    const error = await failure(call(endpoints.logout, { body: { refresh: session.tokens.refresh } }))
    expect(error.status).toBe(401)
    expect(error.body).toEqual({ detail: 'Token is invalid or expired' })
  })

  it('leaves the user’s other sessions signed in', async () => {
    const other = await signIn(seedUsers.parent)
    await signIn(seedUsers.parent)
    await logout()
    actAs(other)
    await expect(listChildren()).resolves.toHaveLength(3)
  })

  it('answers 401 for a refresh token it never issued', async () => {
    const error = await failure(call(endpoints.logout, { body: { refresh: 'made-up-refresh-token' } }))
    expect(error.status).toBe(401)
  })

  it('answers 400 for an empty refresh token and revokes nothing', async () => {
    const session = await signIn(seedUsers.parent)
    const before = tables(backend.db)
    const error = await failure(call(endpoints.logout, { body: { refresh: '' } }))
    expect(error.status).toBe(400)
    expect(error.body).toEqual({ refresh: ['This field is required.'] })
    expect(tables(backend.db)).toEqual(before)
    actAs(session)
    await expect(listChildren()).resolves.toHaveLength(3)
  })

  it('clears storage even when the call fails (SPEC section 4)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await signIn(seedUsers.parent)
    localStorage.setItem('refreshToken', 'already-gone')
    await logout()
    expect(localStorage.length).toBe(0)
    expect(warn).toHaveBeenCalledOnce()
  })
})
