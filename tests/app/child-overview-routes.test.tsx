import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { listBands } from '@/api/content.api'
import { listChildren } from '@/api/children.api'
import { failRequest } from '../support/hold-request'
import { renderApp, signIn, user } from '../support/render-app'
import { backend } from '../support/test-backend'

/*
 * Audit of the child's page (docs/decisions/037): the weekly checklist's and the reminders' states other than
 * the list itself (not found, error, nothing to answer), through the whole app.
 */
const screens = [
  { name: 'Weekly Checklist', path: 'weekly-checklist' },
  { name: 'Alerts & Reminders', path: 'alerts-reminders' },
] as const

describe.each(screens)('/$path/{childId}', { timeout: 20_000 }, ({ name, path }) => {
  it("says 'Child not found' for a child that is not the parent's, with the way back to the dashboard", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await signIn('parent')
    const { router } = await renderApp(`/${path}/99999`)

    expect(await screen.findByRole('heading', { name: 'Child not found' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    // The back arrow no longer leads to the profile of a child that is not there.
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/client-dashboard')
    expect(screen.queryByRole('link', { name: "Back to the child's profile" })).not.toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Go to dashboard' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'))
  })

  it('says the load failed and tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await signIn('parent')
    const noah = await childId('Noah')
    backend.failNext('getChild')
    await renderApp(`/${path}/${noah}`)

    expect(await screen.findByRole('heading', { name: 'Error fetching data. Please try again later.' })).toBeInTheDocument()
    expect(error).toHaveBeenCalled()
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/client-dashboard')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Error fetching data. Please try again later.' })).not.toBeInTheDocument())
    expect((await screen.findAllByRole('heading', { name: /Noah/ })).length).toBeGreaterThan(0)
  })

  it('says there is nothing to answer when the band has no active questions (and does not celebrate)', async () => {
    await signIn('parent')
    // Noah (20 months): the next band is four months away, so no reminder of a band change either.
    const noah = await childId('Noah')
    const bands = (await listBands()).map((band) => ({ ...band, sets: band.sets.map((set) => ({ ...set, is_active: false })) }))
    failRequest('GET', '/children/global-bands/', { status: 200, body: bands })
    await renderApp(`/${path}/${noah}`)

    if (path === 'weekly-checklist') {
      expect(await screen.findByRole('heading', { name: 'No questions for 12-24 Months yet' })).toBeInTheDocument()
      expect(screen.queryByText(/is a yes/)).not.toBeInTheDocument()
    } else {
      expect(await screen.findByText(/Nothing to do right now: there are no questions for Noah's age yet\./)).toBeInTheDocument()
      expect(screen.queryByText(/is answered/)).not.toBeInTheDocument()
    }
  })

  it('says there are no milestones for the age when no band is active', async () => {
    await signIn('parent')
    const noah = await childId('Noah')
    failRequest('GET', '/children/global-bands/', { status: 200, body: [] })
    await renderApp(`/${path}/${noah}`)

    if (path === 'weekly-checklist') {
      expect(await screen.findByRole('heading', { name: "No milestones for Noah's age yet" })).toBeInTheDocument()
    } else {
      expect(await screen.findByText(/Nothing to do right now: there are no questions for Noah's age yet\./)).toBeInTheDocument()
    }
  })
})

async function childId(firstName: string): Promise<number> {
  const child = (await listChildren()).find((candidate) => candidate.first_name === firstName)
  if (!child) throw new Error(`No seed child called ${firstName}`)
  return child.id
}
