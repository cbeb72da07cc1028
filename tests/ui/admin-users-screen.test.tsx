import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/api-error'
import type { AdminUser, AdminUserUpdate } from '@/contract/accounts'
import { UserManagementError, UserManagementLoading, UserManagementScreen } from '@/ui/screens/admin/users/user-management-screen'
import { renderWithTheme } from './render'

afterEach(cleanup)

const profile = { bio: '', date_of_birth: null, address: '', postal_code: '', number_of_children: 0 }

// Joined at midday UTC, so the date reads the same in any test time zone.
const ada: AdminUser = {
  id: 1,
  full_name: 'Ada Admin',
  email: 'admin@example.com',
  phone: '+44 20 7946 0101',
  gender: 'female',
  city: 'london',
  country: 'uk',
  user_type: 'ADMIN',
  date_joined: '2025-03-12T12:00:00.000Z',
  profile,
}
const paula: AdminUser = {
  id: 2,
  full_name: 'Paula Carter',
  email: 'parent@example.com',
  phone: '+44 20 7946 0102',
  gender: 'female',
  city: 'new-york',
  country: 'us',
  user_type: 'CLIENT',
  date_joined: '2025-04-01T12:00:00.000Z',
  profile: {
    bio: 'Mum of three.',
    date_of_birth: '1990-07-04',
    address: '1 Park Lane',
    postal_code: 'W1K 1AA',
    number_of_children: 3,
  },
}
const amara: AdminUser = {
  id: 3,
  full_name: 'Amara Okafor',
  email: 'amara.okafor@example.com',
  phone: '+1 212 555 0110',
  gender: 'other',
  city: 'dubai',
  country: 'ae',
  user_type: 'CLIENT',
  date_joined: '2025-12-01T12:00:00.000Z',
  profile: { ...profile, number_of_children: 1 },
}
const users = [ada, paula, amara]

const user = userEvent.setup({ delay: null })

function renderScreen(onSaveUser = vi.fn<(id: number, body: AdminUserUpdate) => Promise<AdminUser>>()) {
  renderWithTheme(<UserManagementScreen users={users} onSaveUser={onSaveUser} />)
  return onSaveUser
}

/** The number under a counter's label (dt + dd). */
function counter(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
}

const table = (name: 'Administrators' | 'Clients') => screen.getByRole('table', { name })
const bodyRows = (name: 'Administrators' | 'Clients') => within(table(name)).getAllByRole('row').slice(1)
const rowNames = (name: 'Administrators' | 'Clients') => bodyRows(name).map((row) => within(row).getByRole('button').textContent)

/** The value listed under a label in the dialog's view mode (dt + dd). */
function detail(dialog: HTMLElement, label: string): string | null | undefined {
  return within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
}

async function openDialogFor(name: string): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name }))
  return screen.getByRole('dialog')
}

describe('UserManagementScreen (SPEC 2 User Management)', () => {
  it('shows the title and the counters Total Users, Admins, Clients', () => {
    renderScreen()

    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument()
    expect(counter('Total Users')).toBe('3')
    expect(counter('Admins')).toBe('1')
    expect(counter('Clients')).toBe('2')
  })

  it('shows two tables, Administrators and Clients, with columns Name, Email, Joined, Status and "Active"', () => {
    renderScreen()

    for (const name of ['Administrators', 'Clients'] as const) {
      const headers = within(table(name)).getAllByRole('columnheader').map((header) => header.textContent)
      expect(headers).toEqual(['Name', 'Email', 'Joined', 'Status'])
    }
    expect(rowNames('Administrators')).toEqual(['Ada Admin'])
    expect(rowNames('Clients')).toEqual(['Paula Carter', 'Amara Okafor'])

    const [adaRow] = bodyRows('Administrators')
    const cells = within(adaRow!).getAllByRole('cell').map((cell) => cell.textContent)
    expect(cells).toEqual(['Ada Admin', 'admin@example.com', 'Joined 12 Mar 2025', 'Active'])
    expect(bodyRows('Clients').map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual(['Active', 'Active'])
    expect(within(bodyRows('Clients')[1]!).getByText('1 Dec 2025', { exact: false })).toBeInTheDocument()
  })

  it('searches by name or email, case-insensitive, and says "No users match your search." when nothing matches', async () => {
    renderScreen()
    const search = screen.getByRole('searchbox', { name: 'Search users' })
    expect(search).toHaveAttribute('placeholder', 'Search by name or email')

    await user.type(search, 'OKAFOR')
    expect(rowNames('Clients')).toEqual(['Amara Okafor'])
    expect(within(table('Administrators')).getByText('No users match your search.')).toBeInTheDocument()

    await user.clear(search)
    await user.type(search, 'Parent@Example')
    expect(rowNames('Clients')).toEqual(['Paula Carter'])

    await user.clear(search)
    await user.type(search, 'zebra')
    expect(screen.getByText('No users match your search.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    // The counters count everyone, whatever the search.
    expect(counter('Total Users')).toBe('3')

    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(search).toHaveValue('')
    expect(rowNames('Clients')).toEqual(['Paula Carter', 'Amara Okafor'])
  })

  it('filters All Users / Admins / Clients; a filter hides the other table', async () => {
    renderScreen()
    const filter = (name: string) => screen.getByRole('button', { name })
    expect(filter('All Users')).toHaveAttribute('aria-pressed', 'true')

    await user.click(filter('Admins'))
    expect(filter('Admins')).toHaveAttribute('aria-pressed', 'true')
    expect(filter('All Users')).toHaveAttribute('aria-pressed', 'false')
    expect(rowNames('Administrators')).toEqual(['Ada Admin'])
    expect(screen.queryByRole('table', { name: 'Clients' })).not.toBeInTheDocument()

    await user.click(filter('Clients'))
    expect(rowNames('Clients')).toEqual(['Paula Carter', 'Amara Okafor'])
    expect(screen.queryByRole('table', { name: 'Administrators' })).not.toBeInTheDocument()

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ada')
    expect(screen.getByText('No users match your search.')).toBeInTheDocument()

    await user.click(filter('All Users'))
    expect(rowNames('Administrators')).toEqual(['Ada Admin'])
  })

  it('opens the user details dialog by clicking anywhere on the row', async () => {
    renderScreen()

    await user.click(within(table('Clients')).getByText('amara.okafor@example.com'))

    const dialog = screen.getByRole('dialog', { name: 'Amara Okafor' })
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument()
  })

  it('opens it from the keyboard with Enter on the row, and Escape closes it with focus back on the row', async () => {
    renderScreen()
    const rowButton = within(table('Clients')).getByRole('button', { name: 'Paula Carter' })
    expect(rowButton).toHaveAttribute('aria-haspopup', 'dialog')

    rowButton.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('dialog', { name: 'Paula Carter' })).toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(rowButton).toHaveFocus()

    await user.keyboard(' ')
    expect(screen.getByRole('dialog', { name: 'Paula Carter' })).toBeInTheDocument()
  })

  it('lists every field of the user in view mode, and Close closes', async () => {
    renderScreen()
    const dialog = await openDialogFor('Paula Carter')

    expect(detail(dialog, 'Full name')).toBe('Paula Carter')
    expect(detail(dialog, 'Email')).toBe('parent@example.com')
    expect(detail(dialog, 'Phone')).toBe('+44 20 7946 0102')
    expect(detail(dialog, 'Gender')).toBe('Female')
    expect(detail(dialog, 'City')).toBe('New York')
    expect(detail(dialog, 'Country')).toBe('United States')
    expect(detail(dialog, 'Role')).toBe('Client')
    expect(detail(dialog, 'Joined')).toBe('1 Apr 2025')
    expect(detail(dialog, 'Status')).toBe('Active')
    expect(detail(dialog, 'Bio')).toBe('Mum of three.')
    expect(detail(dialog, 'Date of birth')).toBe('4 Jul 1990')
    expect(detail(dialog, 'Address')).toBe('1 Park Lane')
    expect(detail(dialog, 'Postal code')).toBe('W1K 1AA')
    expect(detail(dialog, 'Number of children')).toBe('3')

    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('says "Not provided" for empty fields', async () => {
    renderScreen()
    const dialog = await openDialogFor('Amara Okafor')

    expect(detail(dialog, 'Bio')).toBe('Not provided')
    expect(detail(dialog, 'Date of birth')).toBe('Not provided')
    expect(detail(dialog, 'Gender')).toBe('Other')
    expect(detail(dialog, 'Number of children')).toBe('1')
  })

  it('Edit Profile shows a form with every editable field, holding the stored values', async () => {
    renderScreen()
    const dialog = await openDialogFor('Paula Carter')

    await user.click(within(dialog).getByRole('button', { name: 'Edit Profile' }))

    expect(screen.getByRole('dialog', { name: 'Edit Paula Carter' })).toBe(dialog)
    const form = within(dialog)
    expect(form.getByLabelText('Full name')).toHaveValue('Paula Carter')
    expect(form.getByLabelText('Full name')).toHaveFocus()
    expect(form.getByLabelText('Email')).toHaveValue('parent@example.com')
    expect(form.getByLabelText('Phone')).toHaveValue('+44 20 7946 0102')
    expect(form.getByLabelText('Gender')).toHaveValue('female')
    expect(form.getByLabelText('Date of birth')).toHaveValue('1990-07-04')
    expect(form.getByLabelText('Number of children')).toHaveValue(3)
    expect(form.getByLabelText('Number of children')).toHaveAttribute('min', '0')
    expect(form.getByLabelText('Bio')).toHaveValue('Mum of three.')
    expect(form.getByLabelText('Address')).toHaveValue('1 Park Lane')
    expect(form.getByLabelText('Postal code')).toHaveValue('W1K 1AA')
    expect(form.getByLabelText('City')).toHaveValue('new-york')
    expect(form.getByLabelText('Country')).toHaveValue('us')
    expect(form.getByLabelText('Role')).toHaveValue('CLIENT')
    expect(within(form.getByLabelText('Role')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Client', 'Admin'])
    expect(within(form.getByLabelText('Gender')).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([
      'male',
      'female',
      'other',
    ])
    expect(form.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    expect(form.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument()
  })

  it('Cancel restores the original values and returns to view mode', async () => {
    const onSave = renderScreen()
    const dialog = await openDialogFor('Paula Carter')
    await user.click(within(dialog).getByRole('button', { name: 'Edit Profile' }))

    await user.clear(within(dialog).getByLabelText('Full name'))
    await user.type(within(dialog).getByLabelText('Full name'), 'Somebody Else')
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'ADMIN')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))

    expect(within(dialog).getByRole('button', { name: 'Edit Profile' })).toHaveFocus()
    expect(detail(dialog, 'Full name')).toBe('Paula Carter')
    expect(detail(dialog, 'Role')).toBe('Client')

    await user.click(within(dialog).getByRole('button', { name: 'Edit Profile' }))
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Paula Carter')
    expect(within(dialog).getByLabelText('Role')).toHaveValue('CLIENT')
    expect(onSave).not.toHaveBeenCalled()
  })

  it("refuses to save with 'Name is required', 'Invalid email address' and a number of children below 0", async () => {
    const onSave = renderScreen()
    const dialog = await openDialogFor('Paula Carter')
    await user.click(within(dialog).getByRole('button', { name: 'Edit Profile' }))
    const form = within(dialog)

    await user.clear(form.getByLabelText('Full name'))
    await user.type(form.getByLabelText('Full name'), '   ')
    await user.clear(form.getByLabelText('Email'))
    await user.type(form.getByLabelText('Email'), 'paula@example')
    await user.clear(form.getByLabelText('Number of children'))
    await user.type(form.getByLabelText('Number of children'), '-1')
    await user.click(form.getByRole('button', { name: 'Save Changes' }))

    expect(await form.findByText('Name is required')).toBeInTheDocument()
    expect(form.getByText('Invalid email address')).toBeInTheDocument()
    expect(form.getByText('Number of children must be at least 0')).toBeInTheDocument()
    expect(form.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true')
    // Focus moves in an effect after the refused submit re-renders: on a loaded machine, a moment after the messages.
    await waitFor(() => expect(form.getByLabelText('Full name')).toHaveFocus())
    expect(onSave).not.toHaveBeenCalled()

    // Messages clear as the fields are corrected.
    await user.type(form.getByLabelText('Full name'), 'Paula')
    await waitFor(() => expect(form.queryByText('Name is required')).not.toBeInTheDocument())
  })

  it('Save Changes sends the full object with the edits, closes, updates the row and counters, and says "User updated successfully"', async () => {
    const onSave = vi.fn(async (id: number, body: AdminUserUpdate): Promise<AdminUser> => {
      expect(id).toBe(paula.id)
      return { ...paula, ...body, id: paula.id, date_joined: paula.date_joined, profile: body.profile }
    })
    renderScreen(onSave)
    const dialog = await openDialogFor('Paula Carter')
    await user.click(within(dialog).getByRole('button', { name: 'Edit Profile' }))
    const form = within(dialog)

    await user.clear(form.getByLabelText('Full name'))
    await user.type(form.getByLabelText('Full name'), 'Paula Carter-Smith')
    await user.selectOptions(form.getByLabelText('Role'), 'ADMIN')
    await user.clear(form.getByLabelText('Number of children'))
    await user.type(form.getByLabelText('Number of children'), '0')
    await user.clear(form.getByLabelText('Date of birth'))
    await user.click(form.getByRole('button', { name: 'Save Changes' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(onSave).toHaveBeenCalledTimes(1)
    expect(onSave.mock.calls[0]?.[1]).toStrictEqual({
      id: paula.id,
      full_name: 'Paula Carter-Smith',
      email: paula.email,
      phone: paula.phone,
      gender: paula.gender,
      city: paula.city,
      country: paula.country,
      user_type: 'ADMIN',
      date_joined: paula.date_joined,
      profile: { bio: 'Mum of three.', date_of_birth: null, address: '1 Park Lane', postal_code: 'W1K 1AA', number_of_children: 0 },
    })
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument()
    expect(rowNames('Administrators')).toEqual(['Ada Admin', 'Paula Carter-Smith'])
    expect(rowNames('Clients')).toEqual(['Amara Okafor'])
    expect(counter('Admins')).toBe('2')
    expect(counter('Clients')).toBe('1')
    // Focus follows the user to their new row.
    expect(within(table('Administrators')).getByRole('button', { name: 'Paula Carter-Smith' })).toHaveFocus()
  })

  it("keeps the dialog and the edited values on failure, with 'Error: {message}' and the server's field error", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const onSave = vi.fn(async (): Promise<AdminUser> => {
      throw new ApiError('http', 400, { user_type: ['You cannot remove your own admin role.'] })
    })
    renderScreen(onSave)
    const dialog = await openDialogFor('Ada Admin')
    await user.click(within(dialog).getByRole('button', { name: 'Edit Profile' }))
    const form = within(dialog)
    await user.clear(form.getByLabelText('Full name'))
    await user.type(form.getByLabelText('Full name'), 'Ada Lovelace')
    await user.selectOptions(form.getByLabelText('Role'), 'CLIENT')

    await user.click(form.getByRole('button', { name: 'Save Changes' }))

    expect(await form.findByText('Error: You cannot remove your own admin role.')).toBeInTheDocument()
    expect(form.getByRole('alert')).toHaveTextContent('Error: You cannot remove your own admin role.')
    const role = form.getByLabelText('Role')
    expect(role).toHaveAttribute('aria-invalid', 'true')
    expect(role).toHaveAccessibleDescription('You cannot remove your own admin role.')
    expect(form.getByLabelText('Full name')).toHaveValue('Ada Lovelace')
    expect(role).toHaveValue('CLIENT')
    expect(rowNames('Administrators')).toEqual(['Ada Admin'])

    // Editing the field clears the server's message under it.
    await user.selectOptions(role, 'ADMIN')
    expect(role).not.toHaveAttribute('aria-invalid')
  })
})

describe('User Management loading and error states', () => {
  it('shows "Loading users…" with a spinner while the list loads', () => {
    renderWithTheme(<UserManagementLoading />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading users…')
  })

  it("shows 'Error: {message}' with Try again", async () => {
    const onRetry = vi.fn()
    renderWithTheme(<UserManagementError message="Simulated server failure." onRetry={onRetry} />)

    expect(screen.getByText('Error: Simulated server failure.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})
