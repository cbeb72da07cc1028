import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AdminLayout } from '@/ui/screens/admin/layout/admin-layout'
import { renderWithRouter } from './render'

afterEach(cleanup)

const user = userEvent.setup({ delay: null })

/** The layout at /admin-dashboard/users, so the router's Link marks Users as the current page. */
async function renderLayout(onLogout: () => void | Promise<void> = vi.fn()) {
  await renderWithRouter(
    <AdminLayout userName="Ada Admin" userEmail="admin@example.com" onLogout={onLogout}>
      <h1>User Management</h1>
    </AdminLayout>,
    { path: '/admin-dashboard/users' },
  )
  return onLogout
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' })

/*
 * jsdom applies no media queries, so the layout is always the narrow one here:
 * the sidebar is a drawer, closed (and hidden from assistive tech) until Menu
 * opens it. The wide layout is checked in Chromium (tests/e2e/admin-users.spec.ts).
 */

describe('AdminLayout (SPEC 2 admin layout with a sidebar)', () => {
  it('has the sidebar links Dashboard, Users, Milestones, Vaccines (issue #27), the current page marked, and the page in <main>', async () => {
    await renderLayout()
    await user.click(menuButton())

    const nav = screen.getByRole('navigation', { name: 'Admin' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin-dashboard'],
      ['Users', '/admin-dashboard/users'],
      ['Milestones', '/admin-dashboard/milestones'],
      ['Vaccines', '/admin-dashboard/vaccines'],
    ])
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page')
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'User Management' })).toBeInTheDocument()
    expect(screen.getByText('admin@example.com')).toBeInTheDocument()
  })

  it('collapses the sidebar behind a Menu button that controls it', async () => {
    await renderLayout()

    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
    const sidebarId = menuButton().getAttribute('aria-controls')
    expect(sidebarId).toBeTruthy()

    await user.click(menuButton())
    expect(document.getElementById(sidebarId!)).toContainElement(screen.getByRole('navigation', { name: 'Admin' }))
  })

  it('opens the drawer with focus inside it; Escape closes it and focus returns to the Menu button', async () => {
    await renderLayout()

    await user.click(menuButton())
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus()
    expect(screen.getByRole('main')).toHaveAttribute('inert')

    await user.keyboard('{Escape}')
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    expect(menuButton()).toHaveFocus()
    expect(screen.getByRole('main')).not.toHaveAttribute('inert')
  })

  it('closes the drawer on a backdrop click and with Close menu', async () => {
    await renderLayout()

    await user.click(menuButton())
    await user.click(screen.getByTestId('admin-drawer-backdrop'))
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByTestId('admin-drawer-backdrop')).not.toBeInTheDocument()

    await user.click(menuButton())
    await user.click(screen.getByRole('button', { name: 'Close menu' }))
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    expect(menuButton()).toHaveFocus()
  })

  it('closes the drawer on navigation', async () => {
    await renderLayout()

    await user.click(menuButton())
    await user.click(screen.getByRole('link', { name: 'Milestones' }))

    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
  })

  it('Logout calls the logout and shows the button busy until it settles', async () => {
    let finish = () => undefined as void
    const onLogout = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    await renderLayout(onLogout)
    await user.click(menuButton())

    await user.click(screen.getByRole('button', { name: 'Logout' }))

    expect(onLogout).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveAttribute('aria-busy', 'true')
    finish()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Logout' })).not.toHaveAttribute('aria-busy'))
  })

  it('offers a skip link that moves focus to the main content', async () => {
    await renderLayout()

    await user.click(screen.getByRole('link', { name: 'Skip to content' }))

    expect(screen.getByRole('main')).toHaveFocus()
  })
})
