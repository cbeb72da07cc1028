import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { listUsers } from '@/api/accounts.api'
import { seedClients, seedUsers } from '@/mock-server/seed/users'
import { holdRequest } from '../support/hold-request'
import { renderApp, signIn, user } from '../support/render-app'
import { backend } from '../support/test-backend'

let requests: { method: string; url: string; body: unknown }[] = []
beforeEach(() => {
  requests = []
  backend.server.events.on('request:start', async ({ request }) => {
    const body = request.method === 'GET' ? null : await request.clone().json().catch(() => null)
    requests.push({ method: request.method, url: request.url, body })
  })
})

const amara = seedClients[0]
/** The seed's accounts: the admin, the seed parents (with the caregiver of docs/decisions/072) and the dozen more clients. */
const totalUsers = Object.keys(seedUsers).length + seedClients.length
const clients = totalUsers - 1

describe('/admin-dashboard/users against the mock backend', { timeout: 60_000 }, () => {
  it('shows "Loading users…" and then every seed user: Total Users, Admins 1, Clients', async () => {
    const release = holdRequest('GET', '/accounts/admin/users/')
    await renderApp('/admin-dashboard/users', { as: 'admin' })

    expect(await screen.findByText('Loading users…')).toBeInTheDocument()
    release()

    expect(await screen.findByRole('table', { name: 'Clients' }, { timeout: 5000 })).toBeInTheDocument()
    expect(counter('Total Users')).toBe(String(totalUsers))
    expect(counter('Admins')).toBe('1')
    expect(counter('Clients')).toBe(String(clients))
    expect(rowsOf('Administrators').map((row) => within(row).getByRole('button').textContent)).toEqual([seedUsers.admin.full_name])
    expect(rowsOf('Clients')).toHaveLength(clients)
    expect(within(rowsOf('Clients')[0]!).getByRole('button', { name: seedUsers.parent.full_name })).toBeInTheDocument()
    expect(adminCalls().map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual(['GET /api/accounts/admin/users/'])
  })

  it('marks Users as the current page in the sidebar, not Dashboard', async () => {
    await renderApp('/admin-dashboard/users', { as: 'admin' })
    await screen.findByRole('table', { name: 'Clients' }, { timeout: 5000 })

    await user.click(screen.getByRole('button', { name: 'Menu' }))
    const nav = screen.getByRole('navigation', { name: 'Admin' })
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
    expect(within(nav).getByRole('link', { name: 'Milestones' })).toHaveAttribute('href', '/admin-dashboard/milestones')
  })

  it("saves a client's new name with PUT of the full user: the table shows it and a fresh list has it", async () => {
    await renderApp('/admin-dashboard/users', { as: 'admin' })
    const dialog = await openEditorFor(amara.full_name)

    await rename(dialog, 'Amara Okafor-Bello')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument()
    expect(within(screen.getByRole('table', { name: 'Clients' })).getByRole('button', { name: 'Amara Okafor-Bello' })).toBeInTheDocument()

    const put = adminCalls().find((call) => call.method === 'PUT')
    const stored = backend.db.users.findFirst((q) => q.where({ email: amara.email }))!
    expect(new URL(put!.url).pathname).toBe(`/api/accounts/admin/users/${stored.id}/`)
    expect(put!.body).toStrictEqual({
      id: stored.id,
      full_name: 'Amara Okafor-Bello',
      email: amara.email,
      phone: stored.phone,
      gender: amara.gender,
      city: amara.city,
      country: amara.country,
      user_type: 'CLIENT',
      date_joined: stored.date_joined,
      profile: stored.profile,
    })
    const fresh = await listUsers()
    expect(fresh.find((u) => u.email === amara.email)?.full_name).toBe('Amara Okafor-Bello')
  })

  it("shows 'Error: Simulated server failure.' when the list fails, and Try again loads it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    backend.failNext('listUsers')
    await renderApp('/admin-dashboard/users', { as: 'admin' })

    expect(await screen.findByText('Error: Simulated server failure.', {}, { timeout: 5000 })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))

    expect(await screen.findByRole('table', { name: 'Clients' }, { timeout: 5000 })).toBeInTheDocument()
    expect(counter('Total Users')).toBe(String(totalUsers))
  })

  it("shows 'Error: Simulated server failure.' in the dialog when the save fails, keeping the edited values", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await renderApp('/admin-dashboard/users', { as: 'admin' })
    const dialog = await openEditorFor(amara.full_name)
    await rename(dialog, 'Amara Changed')
    backend.failNext('updateUser')

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))

    expect(await within(dialog).findByText('Error: Simulated server failure.')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: `Edit ${amara.full_name}` })).toBe(dialog)
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Amara Changed')
    expect(backend.db.users.findFirst((q) => q.where({ email: amara.email }))?.full_name).toBe(amara.full_name)

    // The second attempt goes through.
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(backend.db.users.findFirst((q) => q.where({ email: amara.email }))?.full_name).toBe('Amara Changed')
  })

  it("shows the server's refusal to remove the admin's own role under Role, and the admin's own new name in the sidebar after a save", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await renderApp('/admin-dashboard/users', { as: 'admin' })
    const dialog = await openEditorFor(seedUsers.admin.full_name)
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'CLIENT')

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))

    expect(await within(dialog).findByText('Error: You cannot remove your own admin role.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Role')).toHaveAccessibleDescription('You cannot remove your own admin role.')

    await user.selectOptions(within(dialog).getByLabelText('Role'), 'ADMIN')
    await rename(dialog, 'Ada Lovelace')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Menu' }))
    expect(screen.getByText('Signed in as', { exact: false }).parentElement).toHaveTextContent('Signed in as Ada Lovelace')
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ full_name: 'Ada Lovelace', user_type: 'ADMIN' })
  })

  it("shows a CLIENT 'You are not authorized to view this page.' and makes no call to /accounts/admin/", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await signIn('parent')
    requests = []
    const { router } = await renderApp('/admin-dashboard/users')

    expect(await screen.findByText('You are not authorized to view this page.')).toBeInTheDocument()
    await waitFor(() => expect(router.state.status).toBe('idle'))
    expect(router.state.location.pathname).toBe('/admin-dashboard/users')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(adminCalls()).toEqual([])
  })
})

describe('Logout from the admin sidebar', { timeout: 60_000 }, () => {
  it('ends at /auth with local storage cleared', async () => {
    await signIn('admin')
    localStorage.setItem('somethingElse', 'left behind')
    const { router } = await renderApp('/admin-dashboard/users')
    await screen.findByRole('table', { name: 'Clients' }, { timeout: 5000 })

    await user.click(screen.getByRole('button', { name: 'Menu' }))
    await user.click(screen.getByRole('button', { name: 'Logout' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(localStorage.length).toBe(0)
    expect(requests.some((request) => request.url.endsWith('/api/accounts/logout/'))).toBe(true)
    expect(await screen.findByRole('heading', { name: 'Hey Welcome!' })).toBeInTheDocument()
  })

  it('ends at /auth with local storage cleared even when the logout call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { router } = await renderApp('/admin-dashboard', { as: 'admin' })
    await screen.findByText('Dashboard Content')
    backend.failNext('logout')

    await user.click(screen.getByRole('button', { name: 'Menu' }))
    await user.click(screen.getByRole('button', { name: 'Logout' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(localStorage.length).toBe(0)
  })
})

function counter(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
}

const rowsOf = (name: 'Administrators' | 'Clients') =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1)

const adminCalls = () => requests.filter((request) => request.url.includes('/api/accounts/admin/'))

async function openEditorFor(name: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name }, { timeout: 5000 }))
  const dialog = screen.getByRole('dialog', { name })
  await user.click(within(dialog).getByRole('button', { name: 'Edit Profile' }))
  return dialog
}

async function rename(dialog: HTMLElement, to: string) {
  const field = within(dialog).getByLabelText('Full name')
  await user.clear(field)
  await user.type(field, to)
}
