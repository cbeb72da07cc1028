import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { signup } from '@/api/accounts.api'
import { createChild, listChildren } from '@/api/children.api'
import { clearSession } from '@/api/session'
import { holdRequest } from '../support/hold-request'
import { renderApp, signIn, user } from '../support/render-app'
import { backend } from '../support/test-backend'

let requests: string[] = []
beforeEach(() => {
  requests = []
  backend.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    requests.push(`${request.method} ${url.pathname}${url.search}`)
  })
})

describe('/child/{childId}: the child profile route', { timeout: 20_000 }, () => {
  it("shows Noah's progress from the server: Movement 100%, Language 50%, Social & Emotional 88%, Cognitive 'Not answered yet', 'Excellent Progress!' twice", async () => {
    await signIn('parent')
    const noah = await childId('Noah')
    requests = []
    await renderApp(`/child/${noah}`)

    expect(await screen.findByRole('heading', { name: 'Noah Carter' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: "Child's Profile" })).toBeInTheDocument()
    expect(statValue('Weight')).toHaveTextContent(/^11\.2 Kg$/)
    expect(statValue('Age')).toHaveTextContent(/^1 year 8 months$/)
    expect(statValue('Height')).toHaveTextContent(/^84 Cm$/)

    const milestones = screen.getByRole('region', { name: 'Milestones' })
    for (const [title, percent] of [
      ['Movement', 100],
      ['Language', 50],
      ['Social & Emotional', 88],
    ] as const) {
      const bar = within(milestones).getByRole('progressbar', { name: `${title}: ${percent}% complete` })
      expect(bar).toHaveAttribute('aria-valuenow', String(percent))
      const item = bar.closest('li') as HTMLElement
      expect(within(item).getByRole('heading', { name: title })).toBeInTheDocument()
      expect(within(item).getByText(`${percent}%`)).toBeInTheDocument()
    }
    expect(within(milestones).getAllByText('Excellent Progress!')).toHaveLength(2)
    // Noah has no Cognitive answers: the server's 0 % is no score (docs/decisions/032).
    const cognitive = within(milestones).getByRole('heading', { name: 'Cognitive' }).closest('li') as HTMLElement
    expect(within(cognitive).getByText('Not answered yet')).toBeInTheDocument()
    expect(within(cognitive).queryByRole('progressbar')).not.toBeInTheDocument()

    // docs/product-rules.md#7: the profile screen fetches the child together with the milestones.
    expect(requests).toEqual(
      expect.arrayContaining([`GET /api/children/profiles/${noah}/`, `GET /api/children/milestones/?child=${noah}`]),
    )
  })

  it('asks for the child and the milestones in parallel', async () => {
    await signIn('parent')
    const noah = await childId('Noah')
    // Hold the child's answer: the milestones must be asked for while it is still pending.
    const releaseChild = holdRequest('GET', '/children/profiles/:childId/')
    backend.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/children/milestones/')) releaseChild()
    })
    await renderApp(`/child/${noah}`)
    expect(await screen.findByRole('heading', { name: 'Noah Carter' })).toBeInTheDocument()
  })

  it("shows Liam's 'N/A' height and weight and his age", async () => {
    await signIn('parent')
    await renderApp(`/child/${await childId('Liam')}`)

    expect(await screen.findByRole('heading', { name: 'Liam Carter' })).toBeInTheDocument()
    expect(statValue('Weight')).toHaveTextContent(/^N\/A$/)
    expect(statValue('Age')).toHaveTextContent(/^0 years 3 months$/)
    expect(statValue('Height')).toHaveTextContent(/^N\/A$/)
    expect(screen.queryByText('Excellent Progress!')).not.toBeInTheDocument()
  })

  it('links the five tiles, the back arrow and the edit button to their routes', async () => {
    await signIn('parent')
    const noah = await childId('Noah')
    await renderApp(`/child/${noah}`)
    await screen.findByRole('heading', { name: 'Noah Carter' })

    const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href')
    expect(hrefOf('Back to dashboard')).toBe('/client-dashboard')
    expect(hrefOf('Edit profile')).toBe(`/edit-child-profile/${noah}`)
    expect(hrefOf('Weekly Checklist')).toBe(`/weekly-checklist/${noah}`)
    expect(hrefOf('Recommended Activities')).toBe(`/recommended-activities/${noah}`)
    expect(hrefOf('Track Progress')).toBe(`/track-progress/${noah}`)
    expect(hrefOf('Development Milestones')).toBe(`/child/${noah}/milestones-status`)
    expect(hrefOf('Alerts & Reminders')).toBe(`/alerts-reminders/${noah}`)
    expect(hrefOf('View bands')).toBe(`/child/${noah}/bands`)
  })

  it("shows 'Child not found' for another parent's child (the server answers 404) and logs it", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await signup({
      full_name: 'Other Parent',
      email: 'other.parent@example.com',
      phone: '+44 20 7946 0000',
      password: 'other1234',
      confirm_password: 'other1234',
      gender: 'female',
      city: 'london',
      country: 'uk',
      accept_terms: true,
      accept_marketing: false,
    })
    const theirs = await createChild({ first_name: 'Mia', last_name: 'Other', sex: 'Female', dob: '2024-05-01' })
    clearSession()
    await signIn('parent')

    const { router } = await renderApp(`/child/${theirs.id}`)

    expect(await screen.findByRole('heading', { name: 'Child not found' })).toBeInTheDocument()
    expect(screen.queryByText('Mia Other')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument()
    expect(error).toHaveBeenCalled()
    await user.click(screen.getByRole('link', { name: 'Go to dashboard' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'))
  })

  it("shows 'Child not found' when the load fails (500), logs it and can try again", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await signIn('parent')
    const noah = await childId('Noah')
    backend.failNext('getChild')

    await renderApp(`/child/${noah}`)

    expect(await screen.findByRole('heading', { name: 'Child not found' })).toBeInTheDocument()
    expect(error).toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Noah Carter' })).toBeInTheDocument()
  })

  it("shows 'Child not found' when only the milestones fail", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await signIn('parent')
    const noah = await childId('Noah')
    backend.failNext('listMilestones')

    await renderApp(`/child/${noah}`)

    expect(await screen.findByRole('heading', { name: 'Child not found' })).toBeInTheDocument()
  })

  it('goes back to /client-dashboard with the back arrow', async () => {
    await signIn('parent')
    const { router } = await renderApp(`/child/${await childId('Olivia')}`)
    await screen.findByRole('heading', { name: 'Olivia Carter' })
    expect(statValue('Weight')).toHaveTextContent(/^8\.5 Kg$/)
    expect(statValue('Height')).toHaveTextContent(/^70 Cm$/)

    await user.click(screen.getByRole('link', { name: 'Back to dashboard' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'))
  })
})

describe('/child/{childId}/bands: the child bands route', { timeout: 20_000 }, () => {
  it("is titled Child Bands, lists '12-24 Months' for Noah and Done goes to /client-dashboard", async () => {
    await signIn('parent')
    const noah = await childId('Noah')
    requests = []
    const { router } = await renderApp(`/child/${noah}/bands`)

    expect(await screen.findByRole('heading', { level: 1, name: 'Child Bands' })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['12-24 Months'])
    expect(requests).toContain(`GET /api/children/child-bands/?child=${noah}`)

    await user.click(screen.getByRole('button', { name: 'Done' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'))
  })

  it("shows 'Error fetching data. Please try again later.' on failure, and Try again loads the bands", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // The router warns about the failed match too.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await signIn('parent')
    const noah = await childId('Noah')
    backend.failNext('listChildBands')

    await renderApp(`/child/${noah}/bands`)

    expect(await screen.findByText('Error fetching data. Please try again later.')).toBeInTheDocument()
    expect(error).toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('12-24 Months')).toBeInTheDocument()
  })

  it('goes back to the profile with the back arrow', async () => {
    await signIn('parent')
    const olivia = await childId('Olivia')
    const { router } = await renderApp(`/child/${olivia}/bands`)
    expect(await screen.findByText('6-12 Months')).toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: 'Back to profile' }))

    await waitFor(() => expect(router.state.location.pathname).toBe(`/child/${olivia}`))
    expect(await screen.findByRole('heading', { name: 'Olivia Carter' })).toBeInTheDocument()
  })
})

async function childId(firstName: string): Promise<number> {
  const child = (await listChildren()).find((candidate) => candidate.first_name === firstName)
  if (!child) throw new Error(`No seed child called ${firstName}`)
  return child.id
}

/** The value (<dd>) after the stat label (<dt>) "Weight", "Age" or "Height". */
function statValue(label: string) {
  const term = screen.getByText(label, { selector: 'dt' })
  expect(term.nextElementSibling?.tagName).toBe('DD')
  return term.nextElementSibling
}
