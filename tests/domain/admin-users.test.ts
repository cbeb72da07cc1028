import { describe, expect, it } from 'vitest'
import type { AdminUser } from '@/contract/accounts'
import { adminUserUpdateSchema } from '@/contract/accounts'
import {
  adminUserFormSchema,
  adminUserFormValues,
  adminUserUpdate,
  cityLabel,
  cityOptions,
  countryLabel,
  countUsers,
  formatCalendarDate,
  formatJoinedDate,
  formFieldErrors,
  matchesSearch,
  replaceUser,
  searchUsers,
  splitByRole,
  userListView,
  type AdminUserFormValues,
} from '@/domain/admin-users'

function user(id: number, full_name: string, email: string, user_type: AdminUser['user_type'] = 'CLIENT'): AdminUser {
  return {
    id,
    full_name,
    email,
    phone: `+44 20 7946 0${100 + id}`,
    gender: 'female',
    city: 'london',
    country: 'uk',
    user_type,
    date_joined: '2025-03-12T10:30:00.000Z',
    profile: { bio: '', date_of_birth: null, address: '', postal_code: '', number_of_children: 1 },
  }
}

const ada = user(1, 'Ada Admin', 'admin@example.com', 'ADMIN')
const grace = user(2, 'Grace Hopper', 'grace@navy.example', 'ADMIN')
const paula = user(3, 'Paula Carter', 'parent@example.com')
const amara = user(4, 'Amara Okafor', 'amara.okafor@example.com')
const ben = user(5, 'Ben Hughes', 'BEN.HUGHES@Example.com')
const users = [ada, paula, grace, amara, ben]

const names = (list: readonly AdminUser[] | null) => list?.map((u) => u.full_name) ?? null

describe('countUsers (SPEC 2: counters Total Users, Admins, Clients)', () => {
  it('counts everyone, the admins and the clients', () => {
    expect(countUsers(users)).toEqual({ total: 5, admins: 2, clients: 3 })
  })

  it('counts nothing in an empty list', () => {
    expect(countUsers([])).toEqual({ total: 0, admins: 0, clients: 0 })
  })
})

describe('search by name or email (SPEC 2)', () => {
  it('matches part of the full name, whatever the case', () => {
    expect(names(searchUsers(users, 'carter'))).toEqual(['Paula Carter'])
    expect(names(searchUsers(users, 'OKAFOR'))).toEqual(['Amara Okafor'])
    expect(names(searchUsers(users, 'E HOP'))).toEqual(['Grace Hopper'])
  })

  it('matches part of the email, whatever the case', () => {
    expect(names(searchUsers(users, 'ben.hughes@example'))).toEqual(['Ben Hughes'])
    expect(names(searchUsers(users, 'NAVY'))).toEqual(['Grace Hopper'])
    expect(names(searchUsers(users, '@example.com'))).toEqual(['Ada Admin', 'Paula Carter', 'Amara Okafor', 'Ben Hughes'])
  })

  it('ignores surrounding spaces and matches everyone for an empty query', () => {
    expect(names(searchUsers(users, '  paula  '))).toEqual(['Paula Carter'])
    expect(searchUsers(users, '')).toHaveLength(5)
    expect(searchUsers(users, '   ')).toHaveLength(5)
  })

  it('matches nobody for text in neither field', () => {
    expect(searchUsers(users, 'zebra')).toEqual([])
    expect(matchesSearch(paula, 'london')).toBe(false)
  })
})

describe('splitByRole and the filter (SPEC 2: tables Administrators and Clients; All Users / Admins / Clients)', () => {
  it('splits the list into admins and clients, keeping the order', () => {
    const { admins, clients } = splitByRole(users)
    expect(names(admins)).toEqual(['Ada Admin', 'Grace Hopper'])
    expect(names(clients)).toEqual(['Paula Carter', 'Amara Okafor', 'Ben Hughes'])
  })

  it('All Users shows both tables', () => {
    const view = userListView(users, '', 'all')
    expect(names(view.admins)).toEqual(['Ada Admin', 'Grace Hopper'])
    expect(names(view.clients)).toEqual(['Paula Carter', 'Amara Okafor', 'Ben Hughes'])
    expect(view.empty).toBe(false)
  })

  it('Admins hides the Clients table, Clients hides the Administrators table', () => {
    expect(userListView(users, '', 'admins')).toEqual({ admins: [ada, grace], clients: null, empty: false })
    expect(userListView(users, '', 'clients')).toEqual({ admins: null, clients: [paula, amara, ben], empty: false })
  })

  it('combines the search with the filter', () => {
    const view = userListView(users, 'example.com', 'clients')
    expect(names(view.clients)).toEqual(['Paula Carter', 'Amara Okafor', 'Ben Hughes'])
    expect(view.admins).toBeNull()
    expect(names(userListView(users, 'a', 'admins').admins)).toEqual(['Ada Admin', 'Grace Hopper'])
  })

  it('is empty when no visible table has a row', () => {
    expect(userListView(users, 'zebra', 'all').empty).toBe(true)
    // Grace is an admin: hidden by the Clients filter, so nothing is shown.
    expect(userListView(users, 'grace', 'clients').empty).toBe(true)
    expect(userListView(users, 'grace', 'all')).toMatchObject({ clients: [], empty: false })
  })
})

describe('replaceUser', () => {
  it('puts the saved user in place of the old row, so a changed role moves it between tables', () => {
    const promoted = { ...amara, full_name: 'Amara O.', user_type: 'ADMIN' as const }
    const next = replaceUser(users, promoted)
    expect(names(next)).toEqual(['Ada Admin', 'Paula Carter', 'Grace Hopper', 'Amara O.', 'Ben Hughes'])
    expect(countUsers(next)).toEqual({ total: 5, admins: 3, clients: 2 })
    expect(users[3]).toBe(amara)
  })
})

describe('dates as the admin reads them', () => {
  it('formats Joined as day, short month and year (en-GB), e.g. "12 Mar 2025"', () => {
    expect(formatJoinedDate('2025-03-12T10:30:00.000Z', 'UTC')).toBe('12 Mar 2025')
    expect(formatJoinedDate('2024-12-01T00:00:00Z', 'UTC')).toBe('1 Dec 2024')
  })

  it('shows the joined day in the given time zone', () => {
    expect(formatJoinedDate('2025-03-12T23:30:00.000Z', 'UTC')).toBe('12 Mar 2025')
    expect(formatJoinedDate('2025-03-12T23:30:00.000Z', 'Asia/Singapore')).toBe('13 Mar 2025')
  })

  it('reads "Unknown" for something that is not a date', () => {
    expect(formatJoinedDate('not a date')).toBe('Unknown')
  })

  it('formats a calendar date of birth without any time-zone shift', () => {
    expect(formatCalendarDate('1990-07-04')).toBe('4 Jul 1990')
    expect(formatCalendarDate('2025-01-31')).toBe('31 Jan 2025')
  })

  it('names the sign-up city and country codes, and leaves other places as stored', () => {
    expect(cityLabel('new-york')).toBe('New York')
    expect(countryLabel('ae')).toBe('United Arab Emirates')
    expect(cityLabel('Paris')).toBe('Paris')
    expect(cityOptions('Paris').at(-1)).toEqual({ value: 'Paris', label: 'Paris' })
    expect(cityOptions('london').map((o) => o.value)).toEqual(['new-york', 'london', 'dubai', 'singapore'])
  })
})

describe('the edit form (SPEC 5 "Admin user edit")', () => {
  const values = (changes: Partial<AdminUserFormValues> = {}): AdminUserFormValues => ({ ...adminUserFormValues(paula), ...changes })
  const messages = (input: AdminUserFormValues) => {
    const result = adminUserFormSchema.safeParse(input)
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
  }

  it('accepts the values of a stored user unchanged', () => {
    expect(messages(values())).toEqual({})
  })

  it("refuses a blank full name with 'Name is required'", () => {
    expect(messages(values({ full_name: '' }))).toEqual({ full_name: 'Name is required' })
    expect(messages(values({ full_name: '   ' }))).toEqual({ full_name: 'Name is required' })
  })

  it("refuses a malformed email with 'Invalid email address'", () => {
    for (const email of ['', 'paula', 'paula@', 'paula@example', 'pa ula@example.com']) {
      expect(messages(values({ email })), email).toEqual({ email: 'Invalid email address' })
    }
  })

  it('refuses a number of children below 0, an empty one and a fraction; accepts 0', () => {
    expect(messages(values({ number_of_children: '-1' }))).toEqual({ number_of_children: 'Number of children must be at least 0' })
    expect(messages(values({ number_of_children: '' }))).toEqual({ number_of_children: 'Number of children is required' })
    expect(messages(values({ number_of_children: '1.5' }))).toEqual({ number_of_children: 'Number of children must be a whole number' })
    expect(messages(values({ number_of_children: '0' }))).toEqual({})
  })

  it('accepts an empty date of birth or a calendar date, nothing else', () => {
    expect(messages(values({ date_of_birth: '' }))).toEqual({})
    expect(messages(values({ date_of_birth: '1990-07-04' }))).toEqual({})
    expect(messages(values({ date_of_birth: '04/07/1990' }))).toEqual({ date_of_birth: 'Enter a valid date' })
  })

  it('builds the full edited user object for the PUT (SPEC 7), which the contract accepts', () => {
    const body = adminUserUpdate(
      paula,
      values({ full_name: '  Paula Carter-Smith ', user_type: 'ADMIN', date_of_birth: '1990-07-04', number_of_children: '4', bio: 'Hi' }),
    )
    expect(body).toEqual({
      id: paula.id,
      full_name: 'Paula Carter-Smith',
      email: paula.email,
      phone: paula.phone,
      gender: paula.gender,
      city: paula.city,
      country: paula.country,
      user_type: 'ADMIN',
      date_joined: paula.date_joined,
      profile: { bio: 'Hi', date_of_birth: '1990-07-04', address: '', postal_code: '', number_of_children: 4 },
    })
    expect(adminUserUpdateSchema.safeParse(body).success).toBe(true)
  })

  it('sends an empty date of birth as null', () => {
    expect(adminUserUpdate(paula, values()).profile.date_of_birth).toBeNull()
  })

  it("maps the server's field errors to the form's fields", () => {
    expect(
      formFieldErrors({
        user_type: 'You cannot remove your own admin role.',
        'profile.number_of_children': 'Too many',
        detail: 'ignored',
      }),
    ).toEqual({ user_type: 'You cannot remove your own admin role.', number_of_children: 'Too many' })
  })
})
