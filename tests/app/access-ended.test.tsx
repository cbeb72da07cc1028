import { cleanup, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { listChildAccess, removeChildAccess } from '@/api/sharing.api'
import { seedUsers } from '@/mock-server/seed/users'
import { seedChildId, signIn } from '../mock-server/helpers'
import { renderApp } from '../support/render-app'
import { backend } from '../support/test-backend'

/** docs/decisions/094: the seed parent removes Sam (Olivia's caregiver); Sam's dashboard says so once. */
async function ownerRemovesSam() {
  await signIn(seedUsers.parent)
  const access = await listChildAccess(seedChildId(backend.db, 'olivia'))
  await removeChildAccess(access.members.find((member) => member.email === seedUsers.caregiver.email)!.id)
}

const title = 'Paula Carter stopped sharing Olivia with you'

describe('a member whose access ended is told so once, on the dashboard', { timeout: 30_000 }, () => {
  it('shows the notice beside "No children yet", then never again: the next visit has none', async () => {
    await ownerRemovesSam()
    await renderApp('/client-dashboard', { as: 'caregiver' })
    expect(await screen.findByText(title)).toBeVisible()
    expect(screen.getByText(/To follow Olivia again, ask Paula Carter for a new invitation\./)).toBeVisible()
    expect(screen.getByText('No children yet')).toBeVisible()
    await waitFor(() => expect(backend.db.users.findFirst((q) => q.where({ email: seedUsers.caregiver.email }))?.access_ended).toEqual([]))
    cleanup()
    await renderApp('/client-dashboard', { as: 'caregiver' })
    expect(await screen.findByText('No children yet')).toBeVisible()
    expect(screen.queryByText(title)).toBeNull()
  })

  it('closes at once on Dismiss, and tells nobody else', async () => {
    await ownerRemovesSam()
    const { user } = await renderApp('/client-dashboard', { as: 'caregiver' })
    await user.click(await screen.findByRole('button', { name: 'Dismiss notice' }))
    expect(screen.queryByText(title)).toBeNull()
    cleanup()
    await renderApp('/client-dashboard', { as: 'parent' })
    expect(await screen.findByRole('region', { name: 'Your children' })).toBeVisible()
    expect(screen.queryByText(title)).toBeNull()
  })
})
