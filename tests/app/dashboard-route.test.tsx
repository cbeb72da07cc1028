import { createMemoryHistory } from '@tanstack/react-router'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { login, signup } from '@/api/accounts.api'
import { App } from '@/app'
import { seedChildren, seedUsers } from '@/mock-server/seed/users'
import { createAppRouter, type AppRouter } from '@/router'
import { API_BASE, createTestBackend } from '../support/backend'

const backend = createTestBackend()

beforeAll(() => backend.start())
beforeEach(async () => {
  await backend.reset()
  // The router restores scroll positions and the carousel scrolls itself; jsdom scrolls nothing.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  Object.defineProperty(Element.prototype, 'scrollTo', { value: vi.fn(), configurable: true, writable: true })
})
afterEach(() => {
  cleanup()
  backend.server.resetHandlers()
  delete (Element.prototype as Partial<Element>).scrollTo
})
afterAll(() => backend.stop())

const signInAsParent = () => login({ email: seedUsers.parent.email, password: seedUsers.parent.password })

async function renderAt(url: string): Promise<AppRouter> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) })
  await act(async () => {
    render(<App router={router} demo={null} />)
  })
  return router
}

/** Holds GET /children/profiles/ until released, then lets the real handler answer. */
function holdChildList() {
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  backend.server.use(
    http.get(`${API_BASE}/children/profiles/`, async () => {
      await held
      // No answer: MSW falls through to the mock backend's own handler.
    }),
  )
  return () => release()
}

const fullName = (child: { first_name: string; last_name: string }) => `${child.first_name} ${child.last_name}`
const user = userEvent.setup({ delay: null })

describe('/client-dashboard against the mock backend', { timeout: 60_000 }, () => {
  it("shows 'Loading Children...' and then the parent's three children, Olivia (the middle one) selected", async () => {
    await signInAsParent()
    const release = holdChildList()
    await renderAt('/client-dashboard')

    expect(await screen.findByText('Loading Children...')).toBeInTheDocument()
    release()

    const carousel = await screen.findByRole('region', { name: 'Your children' }, { timeout: 5000 })
    expect(screen.queryByText('Loading Children...')).not.toBeInTheDocument()
    const slides = within(carousel).getAllByRole('group')
    expect(slides).toHaveLength(3)
    expect(within(slides[0]!).getByRole('heading', { name: fullName(seedChildren.liam) })).toBeInTheDocument()
    expect(within(slides[0]!).getAllByText('N/A')).toHaveLength(2)
    expect(within(slides[1]!).getByRole('heading', { name: fullName(seedChildren.olivia) })).toBeInTheDocument()
    expect(within(slides[1]!).getByText('70 cm')).toBeInTheDocument()
    expect(within(slides[1]!).getByText('8.5 kg')).toBeInTheDocument()
    expect(within(slides[2]!).getByRole('heading', { name: fullName(seedChildren.noah) })).toBeInTheDocument()
    expect(within(slides[2]!).getByText('1 year 8 months')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: fullName(seedChildren.olivia) })).toHaveAttribute('aria-current', 'true')
    expect(within(slides[1]!).getByRole('img', { name: fullName(seedChildren.olivia) })).toHaveAttribute(
      'src',
      seedChildren.olivia.image,
    )
  })

  it("shows 'Error fetching data. Please try again later.' when the list fails, and Try again recovers", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await signInAsParent()
    backend.failNext('listChildren')
    await renderAt('/client-dashboard')

    expect(await screen.findByText('Error fetching data. Please try again later.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))

    expect(await screen.findByRole('region', { name: 'Your children' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getAllByRole('group')).toHaveLength(3)
    expect(screen.queryByText('Error fetching data. Please try again later.')).not.toBeInTheDocument()
  })

  it('welcomes a new parent with no children with "No children yet" and Register New Child to /create-child-profile', async () => {
    await signup({
      full_name: 'Nina Newparent',
      email: 'nina.newparent@example.com',
      phone: '+44 20 7946 0111',
      password: 'newparent123',
      confirm_password: 'newparent123',
      gender: 'female',
      city: 'london',
      country: 'uk',
      accept_terms: true,
      accept_marketing: false,
    })
    const router = await renderAt('/client-dashboard')

    expect(await screen.findByRole('heading', { name: 'No children yet' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Your children' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Register New Child' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-child-profile'))
  })

  it('goes to /child/{id} from Show Details and to /edit-child-profile/{id} from the edit icon', async () => {
    await signInAsParent()
    const router = await renderAt('/client-dashboard')
    const carousel = await screen.findByRole('region', { name: 'Your children' }, { timeout: 5000 })
    const oliviaId = backend.db.children.findFirst((q) => q.where({ first_name: 'Olivia' }))?.id

    await user.click(within(within(carousel).getByRole('group', { name: '2 of 3' })).getByRole('button', { name: 'Show Details' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/child/${oliviaId}`))

    await act(async () => {
      await router.navigate({ to: '/client-dashboard' })
    })
    await user.click(await screen.findByRole('button', { name: `Edit ${fullName(seedChildren.noah)}'s profile` }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/edit-child-profile\/\d+$/))
  })
})
