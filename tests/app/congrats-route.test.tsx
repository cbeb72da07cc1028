import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'

describe('/congrats route', { timeout: 60_000 }, () => {
  it('Go to Dashboard goes to /client-dashboard', async () => {
    const { router, user } = await renderApp('/congrats', { as: 'parent' })

    await user.click(await screen.findByRole('button', { name: 'Go to Dashboard' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'))
    expect(await screen.findByRole('region', { name: 'Your children' }, { timeout: 5000 })).toBeInTheDocument()
  })
})
