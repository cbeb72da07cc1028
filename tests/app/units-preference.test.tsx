import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { getAccount, updateAccount } from '@/api/accounts.api'
import { listChildren } from '@/api/children.api'
import { renderApp, signIn } from '../support/render-app'

/* docs/decisions/062: the account's imperial preference is where the measurement form and a new child's form start. */
beforeEach(async () => {
  await signIn('parent')
  const { id: _id, ...account } = await getAccount()
  await updateAccount({ ...account, units: 'imperial' })
})

describe('the units preference on the screens beyond the spec', { timeout: 60_000 }, () => {
  it("starts Track Progress's measurement form at feet and inches and lb", async () => {
    const olivia = (await listChildren()).find((child) => child.first_name === 'Olivia')!
    await renderApp(`/track-progress/${olivia.id}`)
    // Track Progress's first visit loads its route's code (the chart): on a busy machine, over the default second.
    expect(await screen.findByLabelText('Height (feet)', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByLabelText('Height unit')).toHaveValue('ftin')
    expect(screen.getByLabelText('Weight unit')).toHaveValue('lb')
  })

  it("starts a new child's weight at lb", async () => {
    await renderApp('/create-child-profile')
    expect(await screen.findByRole('heading', { level: 1, name: 'Register your child' })).toBeInTheDocument()
    expect(screen.getByLabelText('Weight unit')).toHaveValue('lb')
  })
})
