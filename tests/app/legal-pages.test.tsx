import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp, user } from '../support/render-app'

/** Decision 088: the privacy policy and the terms, public pages of their own, dated from one source. */
describe('/privacy and /terms', () => {
  it('/privacy: one h1, the date, the sections as h2 in the main landmark, and a way to the terms and home', async () => {
    const { router } = await renderApp('/privacy')
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument()
    const main = within(screen.getByRole('main'))
    expect(main.getByText('Last updated 7 December 2026')).toBeInTheDocument()
    const headings = main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(headings).toEqual(
      expect.arrayContaining(['In the demo, everything stays in this browser', 'What we store', 'Health documents', 'Who can see it', 'How sharing works', 'How long we keep it']),
    )
    expect(main.getByText(/the invitation’s link works for 7 days/)).toBeInTheDocument()
    expect(main.getByText(/2 hours after it was last used, and 12 hours at most/)).toBeInTheDocument()
    expect(main.getByText(/Download my data gives you a ZIP file/)).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()

    await user.click(within(screen.getByRole('navigation', { name: 'Legal' })).getByRole('link', { name: 'Terms and Conditions' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByText('Last updated 7 December 2026')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
  })

  it('are open to a visitor who is not signed in', async () => {
    const { router } = await renderApp('/terms')
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/terms')
    expect(screen.getByText(/never a diagnosis/)).toBeInTheDocument()
  })
})
