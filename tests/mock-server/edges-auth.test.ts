import { describe, expect, it } from 'vitest'
import { login, signup } from '@/api/accounts.api'
import { createChild } from '@/api/children.api'
import { dobFromAge } from '@/domain/age'
import { loginGuard } from '@/mock-server/lib/attempts'
import { seedUsers } from '@/mock-server/seed/users'
import { API_BASE } from '../support/backend'
import { failure, signIn, signupBody, tables, startTestBackend } from './helpers'

/*
 * docs/decisions/031: JSON only as application/json (a page of another origin
 * cannot post it without a preflight), and a per-account limit on failed
 * logins and sign-ups.
 */
const backend = startTestBackend()

const tooMany = { detail: 'Too many failed attempts for this account. Please wait a minute and try again.' }

describe('JSON bodies only as application/json', () => {
  it('answers 415 to a sign-up sent as text/plain (a cross-origin "simple" request) and creates no account', async () => {
    const before = tables(backend.db)
    const res = await fetch(`${API_BASE}/accounts/signup/`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(signupBody({ email: 'csrf@example.org' })),
    })
    expect(res.status).toBe(415)
    expect(await res.json()).toEqual({ detail: 'Unsupported media type "text/plain" in request.' })
    expect(tables(backend.db)).toEqual(before)
  })

  it('accepts application/json with a charset', async () => {
    const res = await fetch(`${API_BASE}/accounts/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ email: seedUsers.parent.email, password: seedUsers.parent.password }),
    })
    expect(res.status).toBe(200)
  })

  it('answers 415 to a multipart write sent as a urlencoded form', async () => {
    const { tokens } = await signIn(seedUsers.parent)
    const res = await fetch(`${API_BASE}/children/profiles/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.access}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ first_name: 'Mia', sex: 'Female', dob: dobFromAge(8) }),
    })
    expect(res.status).toBe(415)
    await expect(createChild({ first_name: 'Mia', sex: 'Female', dob: dobFromAge(8) })).resolves.toMatchObject({ first_name: 'Mia' })
  })
})

describe('malformed requests', () => {
  it('answers 400 "Bad request." (not 500 with a stack) to a path with a broken percent escape', async () => {
    for (const path of ['/children/profiles/%E0%A4%A/', '/media/%zz/']) {
      const res = await fetch(`${API_BASE}${path}`)
      expect([path, res.status, await res.json()]).toEqual([path, 400, { detail: 'Bad request.' }])
    }
  })
})

describe('failed attempts per account', () => {
  it('answers 429 after 10 failed logins of one account within a minute, even to the right password; other accounts are not affected', async () => {
    const email = 'limited.login@example.org'
    await signup(signupBody({ email }))
    for (let i = 0; i < 10; i += 1) {
      expect((await failure(login({ email, password: `wrong-${i}-pass` }))).status).toBe(401)
    }
    const blocked = await failure(login({ email: email.toUpperCase(), password: 'second1234' }))
    expect([blocked.status, blocked.body]).toEqual([429, tooMany])
    expect(blocked.message).toBe(tooMany.detail)
    await expect(signIn(seedUsers.parent)).resolves.toMatchObject({ user: { email: seedUsers.parent.email } })
  })

  it('answers 429 after 10 refused sign-ups of one email within a minute', async () => {
    const email = 'limited.signup@example.org'
    await signup(signupBody({ email }))
    for (let i = 0; i < 10; i += 1) expect((await failure(signup(signupBody({ email })))).status).toBe(400)
    const blocked = await failure(signup(signupBody({ email })))
    expect([blocked.status, blocked.body]).toEqual([429, tooMany])
  })
})

describe('loginGuard', () => {
  const limits = { client: { max: 4, windowMs: 60_000 }, account: { free: 2, windowMs: 60_000, firstDelayMs: 1000, maxDelayMs: 4000 }, maxKeys: 3 } as const

  it('holds a failing client after max failures inside the window, and forgets them after it', () => {
    const guard = loginGuard(limits)
    for (const [i, t] of [0, 10, 20, 30].entries()) guard.fail(`account-${i}`, 'c', t)
    expect(guard.hold('another', 'c', 40)).toEqual({ reason: 'client', ms: 60_000 - 40 })
    expect(guard.hold('another', 'd', 40)).toBeNull()
    expect(guard.hold('another', 'c', 60_000)).toBeNull()
  })

  it("backs a failing client off an account's failures, doubling up to the most, but never a client that has not failed; a success clears them", () => {
    const guard = loginGuard({ ...limits, client: { max: 100, windowMs: 60_000 } })
    guard.fail('a', 'c', 0)
    guard.fail('a', 'c', 0)
    expect(guard.hold('a', 'c', 500)).toEqual({ reason: 'account', ms: 500 })
    expect(guard.hold('a', 'clean', 500)).toBeNull()
    guard.fail('a', 'c', 1000)
    expect(guard.hold('a', 'c', 1000)).toEqual({ reason: 'account', ms: 2000 })
    for (const t of [3000, 7000, 11_000]) guard.fail('a', 'c', t)
    expect(guard.hold('a', 'c', 11_000)).toEqual({ reason: 'account', ms: 4000 })
    guard.succeed('a')
    expect(guard.hold('a', 'c', 11_001)).toBeNull()
  })

  it('remembers at most maxKeys clients and accounts (issue #22: the bookkeeping is bounded)', () => {
    const guard = loginGuard(limits)
    for (let i = 0; i < 50; i += 1) guard.fail(`account-${i}`, `client-${i}`, i)
    expect(guard.size()).toEqual({ clients: 3, accounts: 3 })
  })
})
