import { z } from 'zod'
import {
  adminUserUpdateSchema,
  genderSchema,
  userProfileWriteSchema,
  userTypeSchema,
  type AdminUser,
  type AdminUserUpdate,
  type Gender,
  type UserType,
} from '@/contract/accounts'
import { isoDateSchema } from '@/contract/common'
import { signupCities, signupCountries } from '@/domain/forms/auth-forms'

/*
 * The User Management screen's rules (docs/product-rules.md#2): counters, search by
 * name or email, the All Users / Admins / Clients filter, the split into the
 * Administrators and Clients tables, dates as the admin reads them, and the
 * edit form's values, validation (section 5) and the PUT body (section 7).
 */

export type UserFilter = 'all' | 'admins' | 'clients'

export const userFilters: ReadonlyArray<{ value: UserFilter; label: string }> = [
  { value: 'all', label: 'All Users' },
  { value: 'admins', label: 'Admins' },
  { value: 'clients', label: 'Clients' },
]

export const roleLabels: Record<UserType, string> = { ADMIN: 'Admin', CLIENT: 'Client' }
export const genderLabels: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' }

export type UserCounts = { total: number; admins: number; clients: number }

/** The counters always count every user, whatever the search or filter. */
export function countUsers(users: readonly AdminUser[]): UserCounts {
  const admins = users.filter((user) => user.user_type === 'ADMIN').length
  return { total: users.length, admins, clients: users.length - admins }
}

/** Case-insensitive match of the trimmed query inside the full name or the email; an empty query matches everyone. */
export function matchesSearch(user: AdminUser, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase()
  if (needle === '') return true
  return user.full_name.toLocaleLowerCase().includes(needle) || user.email.toLocaleLowerCase().includes(needle)
}

export function searchUsers(users: readonly AdminUser[], query: string): AdminUser[] {
  return users.filter((user) => matchesSearch(user, query))
}

export function splitByRole(users: readonly AdminUser[]): { admins: AdminUser[]; clients: AdminUser[] } {
  return {
    admins: users.filter((user) => user.user_type === 'ADMIN'),
    clients: users.filter((user) => user.user_type === 'CLIENT'),
  }
}

export type UserListView = {
  /** null when the filter hides the Administrators table. */
  admins: AdminUser[] | null
  /** null when the filter hides the Clients table. */
  clients: AdminUser[] | null
  /** No visible table has a row: the screen shows "No users match your search." */
  empty: boolean
}

/** What the two tables show for a search and a filter; the filter hides the other table. */
export function userListView(users: readonly AdminUser[], query: string, filter: UserFilter): UserListView {
  const { admins, clients } = splitByRole(searchUsers(users, query))
  const view = {
    admins: filter === 'clients' ? null : admins,
    clients: filter === 'admins' ? null : clients,
  }
  return { ...view, empty: (view.admins?.length ?? 0) + (view.clients?.length ?? 0) === 0 }
}

/** The list after a successful save: the saved user replaces the old row in place. */
export function replaceUser(users: readonly AdminUser[], saved: AdminUser): AdminUser[] {
  return users.map((user) => (user.id === saved.id ? saved : user))
}

const dayMonthYear = { day: 'numeric', month: 'short', year: 'numeric' } as const

/** One formatter per time zone ('' for the browser's own): making one costs far more than using it, and a table formats a date per row. */
const dateFormats = new Map<string, Intl.DateTimeFormat>()
function dayMonthYearFormat(timeZone = ''): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { ...dayMonthYear, ...(timeZone ? { timeZone } : {}) })
    dateFormats.set(timeZone, format)
  }
  return format
}

/**
 * date_joined (a timestamp) as "12 Mar 2025", in the reader's time zone unless
 * one is given; something that is not a date reads "Unknown".
 */
export function formatJoinedDate(value: string, timeZone?: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return 'Unknown'
  return dayMonthYearFormat(timeZone).format(date)
}

/** A calendar date (YYYY-MM-DD, no time) as "12 Mar 2025"; read in UTC so no time zone can shift the day. */
export function formatCalendarDate(value: string): string {
  if (!isoDateSchema.safeParse(value).success) return value
  const date = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return value
  return dayMonthYearFormat('UTC').format(date)
}

/** The sign-up form's city and country codes read as names; anything else is shown as stored. */
export function cityLabel(code: string): string {
  return signupCities.find((city) => city.value === code)?.label ?? code
}

export function countryLabel(code: string): string {
  return signupCountries.find((country) => country.value === code)?.label ?? code
}

/** Choices for a city or country select: the known places, plus the stored value when it is none of them. */
export function placeOptions(
  known: ReadonlyArray<{ value: string; label: string }>,
  current: string,
): Array<{ value: string; label: string }> {
  const options = known.map((place) => ({ value: place.value, label: place.label }))
  return current === '' || options.some((option) => option.value === current)
    ? options
    : [...options, { value: current, label: current }]
}

export const cityOptions = (current: string) => placeOptions(signupCities, current)
export const countryOptions = (current: string) => placeOptions(signupCountries, current)

/* ---------- The edit form ---------- */

/** What the edit form holds: flat, and as text where the inputs give text (date and number inputs). */
export type AdminUserFormValues = {
  full_name: string
  email: string
  phone: string
  gender: Gender
  city: string
  country: string
  user_type: UserType
  bio: string
  /** '' when not set; the PUT sends null. */
  date_of_birth: string
  address: string
  postal_code: string
  number_of_children: string
}

export type AdminUserFormField = keyof AdminUserFormValues

export const adminUserFormMessages = {
  childrenRequired: 'Number of children is required',
  childrenWhole: 'Number of children must be a whole number',
  dateOfBirth: 'Enter a valid date',
} as const

const numberOfChildrenRule = userProfileWriteSchema.shape.number_of_children

/**
 * docs/product-rules.md#5 "Admin user edit": the name and email rules (and their
 * messages) are the contract's own, so the form and the server cannot
 * disagree; the number of children is checked with the contract's minimum
 * of 0 after reading the input's text as a number.
 */
export const adminUserFormSchema = z.object({
  full_name: adminUserUpdateSchema.shape.full_name,
  email: adminUserUpdateSchema.shape.email,
  phone: z.string(),
  gender: genderSchema,
  city: z.string(),
  country: z.string(),
  user_type: userTypeSchema,
  bio: z.string(),
  date_of_birth: z
    .string()
    .refine((value) => value === '' || isoDateSchema.safeParse(value).success, adminUserFormMessages.dateOfBirth),
  address: z.string(),
  postal_code: z.string(),
  number_of_children: z.string().superRefine((value, ctx) => {
    const text = value.trim()
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: adminUserFormMessages.childrenRequired })
      return
    }
    const count = Number(text)
    if (!Number.isFinite(count) || !Number.isInteger(count)) {
      ctx.addIssue({ code: 'custom', message: adminUserFormMessages.childrenWhole })
      return
    }
    const checked = numberOfChildrenRule.safeParse(count)
    if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'Invalid number' })
  }),
})

export function adminUserFormValues(user: AdminUser): AdminUserFormValues {
  return {
    full_name: user.full_name,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    city: user.city,
    country: user.country,
    user_type: user.user_type,
    bio: user.profile.bio,
    date_of_birth: user.profile.date_of_birth ?? '',
    address: user.profile.address,
    postal_code: user.profile.postal_code,
    number_of_children: String(user.profile.number_of_children),
  }
}

/** docs/product-rules.md#7: PUT carries the full edited user object (id and date_joined included, read-only on the server). */
export function adminUserUpdate(user: AdminUser, values: AdminUserFormValues): AdminUserUpdate {
  return {
    id: user.id,
    full_name: values.full_name.trim(),
    email: values.email.trim(),
    phone: values.phone,
    gender: values.gender,
    city: values.city,
    country: values.country,
    user_type: values.user_type,
    date_joined: user.date_joined,
    profile: {
      bio: values.bio,
      date_of_birth: values.date_of_birth === '' ? null : values.date_of_birth,
      address: values.address,
      postal_code: values.postal_code,
      number_of_children: Number(values.number_of_children.trim()),
    },
  }
}

const formFields: ReadonlySet<string> = new Set<AdminUserFormField>([
  'full_name',
  'email',
  'phone',
  'gender',
  'city',
  'country',
  'user_type',
  'bio',
  'date_of_birth',
  'address',
  'postal_code',
  'number_of_children',
])

/**
 * The server's 400 field errors (`user_type`, `profile.number_of_children`, ...)
 * keyed by the form's flat field names; keys that name no field are dropped
 * (their text is already in the error message above the form).
 */
export function formFieldErrors(serverErrors: Record<string, string>): Partial<Record<AdminUserFormField, string>> {
  const result: Partial<Record<AdminUserFormField, string>> = {}
  for (const [key, message] of Object.entries(serverErrors)) {
    const field = key.startsWith('profile.') ? key.slice('profile.'.length) : key
    if (formFields.has(field)) result[field as AdminUserFormField] = message
  }
  return result
}
