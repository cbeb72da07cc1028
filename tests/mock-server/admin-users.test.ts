import { describe, expect, it } from 'vitest'
import { listUsers, login, updateUser } from '@/api/accounts.api'
import type { AdminUser, AdminUserUpdate } from '@/contract/accounts'
import { seedClients, seedUsers } from '@/mock-server/seed/users'
import {
  expectNotFoundWithNothingStored,
  expectRefusedWithNothingStored,
  failure,
  itForbidsClients,
  itRequiresSignIn,
  signIn,
  startTestBackend,
  tables,
} from './helpers'

const backend = startTestBackend()

async function userByEmail(email: string): Promise<AdminUser> {
  const user = (await listUsers()).find((u) => u.email === email)
  if (!user) throw new Error(`no user ${email}`)
  return user
}

/** The full edited user object, as the dialog sends it (docs/product-rules.md#7). */
function edited(user: AdminUser, changes: Partial<AdminUserUpdate> = {}): AdminUserUpdate {
  return { ...user, ...changes, profile: { ...user.profile, ...changes.profile } }
}

describe('listUsers: GET /accounts/admin/users/', () => {
  it('lists every account to an ADMIN: the admin, the seed parents and a dozen more clients', async () => {
    await signIn(seedUsers.admin)
    const users = await listUsers()
    expect(users).toHaveLength(Object.keys(seedUsers).length + seedClients.length)
    expect(users.filter((u) => u.user_type === 'ADMIN').map((u) => u.email)).toEqual([seedUsers.admin.email])
    expect(users.find((u) => u.email === seedUsers.parent.email)).toMatchObject({
      full_name: seedUsers.parent.full_name,
      user_type: 'CLIENT',
      profile: { number_of_children: 3 },
    })
    expect(users.map((u) => u.email)).toEqual(expect.arrayContaining(seedClients.map((c) => c.email)))
  })

  it('never sends password hashes', async () => {
    const session = await signIn(seedUsers.admin)
    const response = await fetch('http://localhost/api/accounts/admin/users/', {
      headers: { Authorization: `Bearer ${session.tokens.access}` },
    })
    const text = await response.text()
    expect(response.status).toBe(200)
    expect(text).toContain(seedUsers.parent.email)
    expect(text).not.toContain('password')
  })

  itRequiresSignIn(backend, 'listUsers', () => ({}))
  itForbidsClients(backend, 'listUsers', () => ({}))
})

describe('updateUser: PUT /accounts/admin/users/{id}/', () => {
  it('saves the edited profile fields and role, answers the user, and the list shows the change', async () => {
    await signIn(seedUsers.admin)
    const client = await userByEmail(seedClients[0].email)
    const answer = await updateUser(
      client.id,
      edited(client, {
        full_name: 'Amara Okafor-Smith',
        city: 'dubai',
        country: 'ae',
        user_type: 'ADMIN',
        profile: { ...client.profile, bio: 'Mother of two', number_of_children: 2, postal_code: 'SW1A 1AA' },
      }),
    )
    expect(answer).toMatchObject({
      id: client.id,
      date_joined: client.date_joined,
      full_name: 'Amara Okafor-Smith',
      city: 'dubai',
      user_type: 'ADMIN',
      profile: { bio: 'Mother of two', number_of_children: 2, postal_code: 'SW1A 1AA' },
    })
    expect(await userByEmail(seedClients[0].email)).toEqual(answer)
  })

  it('ignores the read-only id and date_joined in the body', async () => {
    await signIn(seedUsers.admin)
    const client = await userByEmail(seedClients[1].email)
    const answer = await updateUser(client.id, edited(client, { id: 999, date_joined: '2000-01-01T00:00:00.000Z' }))
    expect(answer.id).toBe(client.id)
    expect(answer.date_joined).toBe(client.date_joined)
  })

  it('lets the user log in with a changed email and their old password', async () => {
    await signIn(seedUsers.admin)
    const parent = await userByEmail(seedUsers.parent.email)
    await updateUser(parent.id, edited(parent, { email: 'paula.new@example.com' }))
    const answer = await login({ email: 'paula.new@example.com', password: seedUsers.parent.password })
    expect(answer.user.id).toBe(parent.id)
  })

  const cases = [
    ['full_name', { full_name: '  ' }, 'Name is required'],
    ['email', { email: 'amara@nowhere' }, 'Invalid email address'],
  ] as const
  for (const [field, changes, message] of cases) {
    it(`answers 400 with "${message}" on ${field} and stores nothing`, async () => {
      await signIn(seedUsers.admin)
      const client = await userByEmail(seedClients[0].email)
      const error = await expectRefusedWithNothingStored(backend, () => updateUser(client.id, edited(client, changes)))
      expect(error.body).toEqual({ [field]: [message] })
      expect(await userByEmail(seedClients[0].email)).toEqual(client)
    })
  }

  it('answers 400 for number_of_children below 0 and stores nothing', async () => {
    await signIn(seedUsers.admin)
    const client = await userByEmail(seedClients[0].email)
    const error = await expectRefusedWithNothingStored(backend, () =>
      updateUser(client.id, edited(client, { profile: { ...client.profile, number_of_children: -1 } })),
    )
    expect(error.body).toEqual({ 'profile.number_of_children': ['Number of children must be at least 0'] })
    expect(await userByEmail(seedClients[0].email)).toEqual(client)
  })

  it('answers 400 when the email belongs to another user, in any case, and stores nothing', async () => {
    await signIn(seedUsers.admin)
    const client = await userByEmail(seedClients[0].email)
    const error = await expectRefusedWithNothingStored(backend, () =>
      updateUser(client.id, edited(client, { email: seedUsers.parent.email.toUpperCase() })),
    )
    expect(error.body).toEqual({ email: ['A user with this email already exists.'] })
  })

  it('keeps an ADMIN from removing their own admin role', async () => {
    const session = await signIn(seedUsers.admin)
    const me = await userByEmail(seedUsers.admin.email)
    const error = await expectRefusedWithNothingStored(backend, () => updateUser(session.user.id, edited(me, { user_type: 'CLIENT' })))
    expect(error.body).toEqual({ user_type: ['You cannot remove your own admin role.'] })
  })

  it('answers 404 for an unknown id and stores nothing', async () => {
    await signIn(seedUsers.admin)
    const client = await userByEmail(seedClients[0].email)
    await expectNotFoundWithNothingStored(backend, () => updateUser(9999, edited(client, { email: 'someone.new@example.com' })))
  })

  it('answers 404 for an id that is not a number', async () => {
    await signIn(seedUsers.admin)
    const client = await userByEmail(seedClients[0].email)
    const before = tables(backend.db)
    const error = await failure(updateUser('abc' as never, edited(client)))
    expect(error.status).toBe(404)
    expect(tables(backend.db)).toEqual(before)
  })

  const someUser = (): AdminUserUpdate => ({
    full_name: 'Anyone',
    email: 'anyone@example.com',
    phone: '',
    gender: 'other',
    city: '',
    country: '',
    user_type: 'ADMIN',
    profile: { bio: '', date_of_birth: null, address: '', postal_code: '', number_of_children: 0 },
  })
  itRequiresSignIn(backend, 'updateUser', () => ({ params: { id: 3 }, body: someUser() }))
  itForbidsClients(backend, 'updateUser', () => ({ params: { id: 2 }, body: someUser() }))
})
