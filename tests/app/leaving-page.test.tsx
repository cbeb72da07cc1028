import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { holdRequest } from '../support/hold-request'
import { renderApp, user } from '../support/render-app'
import { backend } from '../support/test-backend'

const oliviaId = () => backend.db.children.findFirst((q) => q.where({ first_name: 'Olivia' }))!.id

async function openDashboard() {
  const app = await renderApp('/client-dashboard', { as: 'parent' })
  const carousel = await screen.findByRole('region', { name: 'Your children' }, { timeout: 5000 })
  return { ...app, olivia: within(carousel).getByRole('group', { name: '2 of 3' }) }
}

describe('on the way to another page (issue #25)', { timeout: 30_000 }, () => {
  it('says the next page is loading and leaves the old one inert until the profile is shown', async () => {
    const { router, olivia } = await openDashboard()
    const release = holdRequest('GET', '/children/profiles/:id/')

    await user.click(within(olivia).getByRole('button', { name: 'Show Details' }))

    expect(await screen.findByRole('progressbar', { name: 'Loading the next page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`/child/${oliviaId()}`)
    // The dashboard is still drawn, but a second tap or key no longer reaches it.
    expect(within(olivia).getByRole('button', { name: 'Show Details', hidden: true }).closest('[inert]')).not.toBeNull()

    release()
    // Not a find of "Olivia Carter" at once: the dashboard's card has that heading too, until the profile replaces it.
    await waitForElementToBeRemoved(() => screen.queryByRole('progressbar', { name: 'Loading the next page' }))
    expect(screen.getByRole('heading', { name: 'Olivia Carter' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Show Details', hidden: true })).not.toBeInTheDocument()
    expect(document.querySelector('[inert]')).toBeNull()
  })

  it('shows nothing of it when the page only reloads its own data', async () => {
    const { router } = await openDashboard()
    const release = holdRequest('GET', '/children/profiles/')
    let asked = 0
    backend.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/children/profiles/')) asked += 1
    })

    let reloaded: Promise<void> = Promise.resolve()
    await act(async () => {
      reloaded = router.invalidate()
      await new Promise((resolve) => setTimeout(resolve, 200))
    })

    // The list is being fetched again (held), the page stays as it is.
    expect(asked).toBe(1)
    expect(screen.queryByRole('progressbar', { name: 'Loading the next page' })).not.toBeInTheDocument()
    expect(document.querySelector('[inert]')).toBeNull()
    await act(async () => {
      release()
      await reloaded
    })
  })
})
