import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { signup } from '@/api/accounts.api'
import { seedChildren } from '@/mock-server/seed/users'
import { holdRequest } from '../support/hold-request'
import { renderApp, user } from '../support/render-app'
import { backend } from '../support/test-backend'

const fullName = (child: { first_name: string; last_name: string }) => `${child.first_name} ${child.last_name}`

describe('/client-dashboard against the mock backend', { timeout: 60_000 }, () => {
  it("shows 'Loading Children...' and then the parent's three children, Olivia (the middle one) selected", async () => {
    const release = holdRequest('GET', '/children/profiles/')
    await renderApp('/client-dashboard', { as: 'parent' })

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
    backend.failNext('listChildren')
    await renderApp('/client-dashboard', { as: 'parent' })

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
    const { router } = await renderApp('/client-dashboard')

    expect(await screen.findByRole('heading', { name: 'No children yet' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Your children' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Register New Child' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-child-profile'))
  })

  it('goes to /child/{id} from Show Details and to /edit-child-profile/{id} from the edit icon', async () => {
    const { router } = await renderApp('/client-dashboard', { as: 'parent' })
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
