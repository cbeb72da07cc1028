import { describe, expect, it } from 'vitest'
import { changePassword, getAccount, login, updateAccount } from '@/api/accounts.api'
import { listChildren } from '@/api/children.api'
import { readSession, storeSession } from '@/api/session'
import { accountMessages, passwordMessages, type AccountUpdate } from '@/contract/accounts'
import { seedUsers } from '@/mock-server/seed/users'
import { confirmMailedAddress, expectRefusedWithNothingStored, failure, itRequiresSignIn, signIn, signUpOtherParent, signupBody, startTestBackend, tables } from './helpers'

const backend = startTestBackend()

const form = (overrides: Partial<AccountUpdate> = {}): AccountUpdate => ({
  full_name: 'Pat Carter',
  email: seedUsers.parent.email,
  phone: '+1 212 555 0100',
  city: 'london',
  country: 'uk',
  units: 'imperial',
  ...overrides,
})

describe('getAccount: GET /accounts/me/ (optional extension)', () => {
  itRequiresSignIn(backend, 'getAccount', () => ({}))

  it("answers the caller's own account, metric by default", async () => {
    await signIn(seedUsers.parent)
    const account = await getAccount()
    expect(account).toMatchObject({ email: seedUsers.parent.email, full_name: seedUsers.parent.full_name, city: 'new-york', country: 'us', units: 'metric' })
    expect(account).not.toHaveProperty('password_hash')
  })
})

describe('updateAccount: PATCH /accounts/me/', () => {
  itRequiresSignIn(backend, 'updateAccount', () => ({ body: form() }))

  it('saves every field but a new email at once, the units too, and the stored session follows the name; the new email signs in once confirmed', async () => {
    await signIn(seedUsers.parent)
    const saved = await updateAccount(form({ full_name: '  Pat Carter ', email: 'pat@example.com', current_password: seedUsers.parent.password }))
    expect(saved).toMatchObject({ full_name: 'Pat Carter', email: seedUsers.parent.email, pending_email: 'pat@example.com', email_confirmed: true, city: 'london', country: 'uk', units: 'imperial' })
    const { confirmation_link: _link, ...account } = saved
    expect(await getAccount()).toEqual(account)
    expect(readSession()?.user).toMatchObject({ full_name: 'Pat Carter', email: seedUsers.parent.email })
    await confirmMailedAddress(backend, 'pat@example.com')
    // The new email signs in; the old one no longer does.
    expect((await login({ email: 'pat@example.com', password: seedUsers.parent.password })).user.full_name).toBe('Pat Carter')
    expect((await failure(login({ email: seedUsers.parent.email, password: seedUsers.parent.password }))).status).toBe(401)
  })

  it("refuses the sign-up's rules with its messages, and stores nothing", async () => {
    await signIn(seedUsers.parent)
    const error = await expectRefusedWithNothingStored(backend, () => updateAccount(form({ full_name: ' ', email: 'not-an-email', phone: '' })))
    expect(error.body).toEqual({ full_name: ['Name is required'], email: ['Please enter a valid email'], phone: ['Phone number is required'] })
  })

  it("refuses another account's email, ignoring case, and stores nothing", async () => {
    await signIn(seedUsers.parent)
    const error = await expectRefusedWithNothingStored(backend, () => updateAccount(form({ email: seedUsers.admin.email.toUpperCase(), full_name: 'Changed' })))
    expect(error.body).toEqual({ email: [accountMessages.emailTaken] })
  })

  it('refuses a units value other than metric or imperial', async () => {
    await signIn(seedUsers.parent)
    const error = await expectRefusedWithNothingStored(backend, () => updateAccount(form({ units: 'stones' as never })))
    expect(Object.keys(error.body as object)).toEqual(['units'])
  })

  it("changes only the caller's account", async () => {
    await signUpOtherParent()
    await updateAccount(form({ email: signupBody().email, full_name: 'Sam New' }))
    await signIn(seedUsers.parent)
    expect((await getAccount()).full_name).toBe(seedUsers.parent.full_name)
  })
})

describe('changePassword: POST /accounts/me/password/', () => {
  const body = { current_password: seedUsers.parent.password, new_password: 'newpass123', confirm_password: 'newpass123' }
  itRequiresSignIn(backend, 'changePassword', () => ({ body }))

  it('changes the password: the old one is refused, the new one signs in', async () => {
    await signIn(seedUsers.parent)
    await changePassword(body)
    expect((await failure(login({ email: seedUsers.parent.email, password: seedUsers.parent.password }))).status).toBe(401)
    expect((await login({ email: seedUsers.parent.email, password: 'newpass123' })).user.email).toBe(seedUsers.parent.email)
  })

  it("signs every other session of the account out and keeps the caller's", async () => {
    const other = await signIn(seedUsers.parent)
    const admin = await signIn(seedUsers.admin)
    const mine = await signIn(seedUsers.parent)
    await changePassword(body)
    expect((await listChildren()).length).toBe(3)
    storeSession(other)
    expect((await failure(listChildren())).status).toBe(401)
    // Another account's sessions are untouched.
    storeSession(admin)
    expect(await listChildren()).toEqual([])
    storeSession(mine)
    expect((await listChildren()).length).toBe(3)
  })

  it('refuses a wrong current password with a field message, and stores nothing', async () => {
    await signIn(seedUsers.parent)
    const error = await expectRefusedWithNothingStored(backend, () => changePassword({ ...body, current_password: 'wrong1234' }))
    expect(error.body).toEqual({ current_password: [accountMessages.currentPasswordWrong] })
  })

  it("refuses the reset's rules with its messages, and stores nothing", async () => {
    await signIn(seedUsers.parent)
    const error = await expectRefusedWithNothingStored(backend, () => changePassword({ current_password: '', new_password: 'short', confirm_password: 'other' }))
    expect(error.body).toEqual({
      current_password: [accountMessages.currentPasswordRequired],
      new_password: [passwordMessages.lettersAndNumbers],
      confirm_password: [passwordMessages.differ],
    })
    const differ = await expectRefusedWithNothingStored(backend, () => changePassword({ ...body, confirm_password: 'newpass124' }))
    expect(differ.body).toEqual({ confirm_password: [passwordMessages.differ] })
  })

  it('refuses the current password as the new one', async () => {
    await signIn(seedUsers.parent)
    const same = seedUsers.parent.password
    const error = await expectRefusedWithNothingStored(backend, () => changePassword({ current_password: same, new_password: same, confirm_password: same }))
    expect(error.body).toEqual({ new_password: [accountMessages.samePassword] })
  })

  it('holds back guessing: wrong current passwords count as failed logins (429 with Retry-After)', async () => {
    await signIn(seedUsers.parent)
    let last = await failure(changePassword({ ...body, current_password: 'guess0000' }))
    for (let attempt = 1; attempt < 12 && last.status === 400; attempt++) last = await failure(changePassword({ ...body, current_password: `guess${attempt}000` }))
    expect(last.status).toBe(429)
    const before = tables(backend.db)
    // Held, even with the right password: nothing changes.
    expect((await failure(changePassword(body))).status).toBe(429)
    expect(tables(backend.db)).toEqual(before)
  })
})
