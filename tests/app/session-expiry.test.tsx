import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { configureApi } from '@/api/client'
import { SESSION_IDLE_MS } from '@/mock-server/lib/sessions'
import { endExpiredSession } from '@/app/router'
import { seedChildId } from '../mock-server/helpers'
import { renderApp } from '../support/render-app'
import { backend } from '../support/test-backend'

/*
 * Access tokens expire (docs/security.md "Sessions"). When the
 * server answers 401 to an expired token, the app's existing "session
 * expired" path (main.tsx wires it the same way) signs the visitor out and says so.
 */
afterEach(() => configureApi({ onUnauthorized: () => undefined }))

it("shows 'Your session has expired. Please log in again.' once the token has been idle too long", { timeout: 30_000 }, async () => {
  const { router } = await renderApp('/client-dashboard', { as: 'parent' })
  configureApi({ onUnauthorized: () => endExpiredSession(router) })
  // The screens log the refused loads (docs/product-rules.md#8).
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'))

  backend.advanceClock(SESSION_IDLE_MS + 1000)
  await act(async () => router.history.push(`/child/${seedChildId(backend.db, 'olivia')}`))

  await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
  expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument()
  expect(localStorage.getItem('access')).toBeNull()
})
