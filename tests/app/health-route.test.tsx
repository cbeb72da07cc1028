import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { listChildren } from '@/api/children.api'
import { failRequest } from '../support/hold-request'
import { renderApp, signIn, user } from '../support/render-app'
import { backend } from '../support/test-backend'

/* docs/decisions/078: the child's health record through the whole app against the mock backend. */
async function oliviaId(): Promise<number> {
  return (await listChildren()).find((child) => child.first_name === 'Olivia')!.id
}

describe('/health/{childId}', { timeout: 20_000 }, () => {
  it("is reached from the child's profile and shows Olivia's dose past its maximum age with the Record control", async () => {
    await signIn('parent')
    const olivia = await oliviaId()
    const { router } = await renderApp(`/child/${olivia}`)
    await user.click(await screen.findByRole('link', { name: 'Health record' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/health/${olivia}`))
    const overdue = await screen.findByRole('list', { name: 'No longer given at this age (1)' })
    expect(within(overdue).getByRole('heading', { name: 'Rotavirus (RV), dose 3' })).toBeInTheDocument()
    expect(within(overdue).getByRole('button', { name: 'Record Rotavirus (RV), dose 3' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: "See Olivia's growth in Track Progress" })).toHaveAttribute('href', `/track-progress/${olivia}`)
  })

  it('is reached from the summary for the doctor', async () => {
    await signIn('parent')
    const olivia = await oliviaId()
    await renderApp(`/child/${olivia}/summary`)
    expect(await screen.findByRole('link', { name: 'Open the health record' })).toHaveAttribute('href', `/health/${olivia}`)
  })

  it('lets a caregiver record doses and a viewer only read them (mayDo recordHealth)', async () => {
    await signIn('caregiver')
    const olivia = await oliviaId()
    await renderApp(`/health/${olivia}`)
    expect(await screen.findByRole('button', { name: 'Record Rotavirus (RV), dose 3' })).toBeInTheDocument()

    cleanup()
    await backend.db.childAccess.update((q) => q.where({ child: olivia }), { data: (row) => void (row.role = 'viewer') })
    await renderApp(`/health/${olivia}`)
    expect(await screen.findByText("You can see Olivia's vaccines. Only the owner and caregivers record doses.")).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'No longer given at this age (1)' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Record / })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Not complete after all' })).not.toBeInTheDocument()
  })

  it('gives a viewer of a record not said complete the calm words and no button to add the card (docs/decisions/090)', async () => {
    await signIn('caregiver')
    const olivia = await oliviaId()
    await backend.db.childAccess.update((q) => q.where({ child: olivia }), { data: (row) => void (row.role = 'viewer') })
    await backend.db.children.update((q) => q.where({ id: olivia }), { data: (row) => void (row.vaccine_record_complete = false) })
    await renderApp(`/health/${olivia}`)
    const card = await screen.findByRole('region', { name: 'Add what is on the vaccination card' }, { timeout: 10_000 })
    expect(within(card).getByText('The owner and caregivers add the doses from the vaccination card.')).toBeInTheDocument()
    expect(within(card).queryByRole('button')).not.toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'Not recorded yet (1)' })).getByRole('heading', { name: 'Rotavirus (RV), dose 3' })).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: /^Overdue/ })).not.toBeInTheDocument()
  })

  it('says "Vaccine records are not available on this server" on a server without the calls; the growth line stays', async () => {
    await signIn('parent')
    const olivia = await oliviaId()
    failRequest('GET', '/health/vaccines/', { status: 404, body: { detail: 'Not found.' } })
    await renderApp(`/health/${olivia}`)
    expect(await screen.findByText(/^Vaccine records are not available on this server\./)).toBeInTheDocument()
    expect(screen.getByText(/^Last weight /)).toBeInTheDocument()
  })
})
