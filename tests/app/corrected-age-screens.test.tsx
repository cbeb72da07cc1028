import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { listChildren } from '@/api/children.api'
import { seedEarlyChild } from '@/mock-server/seed/users'
import { renderApp, signIn } from '../support/render-app'

/*
 * The corrected age of the seed's premature baby (early@example.com: Ama, 4 months,
 * born 10 weeks early, so 1 month corrected whatever the day: src/mock-server/seed/users.ts)
 * on the dashboard card, the profile and the summary for the doctor, in jsdom.
 */
const corrected = '(corrected: 0 years 1 month)'

async function amaId(): Promise<number> {
  const ama = (await listChildren()).find((child) => child.first_name === seedEarlyChild.first_name)
  if (!ama) throw new Error('No seed child Ama')
  return ama.id
}

describe('The corrected age of a baby born 10 weeks early', { timeout: 20_000 }, () => {
  it('the dashboard card shows the age with the corrected age', async () => {
    await renderApp('/client-dashboard', { as: 'early' })
    // The corrected age is the age chip's second line.
    const line = await screen.findByText(corrected)
    expect(line.parentElement).toHaveTextContent(/^Age: 0 years 4 months \(corrected: 0 years 1 month\)$/)
  })

  it('the profile shows both ages and explains the corrected one in a sentence', async () => {
    await signIn('early')
    await renderApp(`/child/${await amaId()}`)
    expect(await screen.findByText(/^Ama was born 10 weeks early, so milestones are checked at the corrected age of 0 years 1 month/)).toBeInTheDocument()
    expect(screen.getByText('Corrected age', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^0 years 1 month$/)
    expect(document.body).toHaveTextContent(/Age\s*0 years 4 months/)
  })

  it("the summary for the doctor says 'corrected: …, born 10 weeks early'", async () => {
    await signIn('early')
    await renderApp(`/child/${await amaId()}/summary`)
    expect(await screen.findByRole('heading', { name: 'Ama Osei: milestones summary' })).toBeInTheDocument()
    const age = screen.getByText('Age', { selector: 'dt' }).nextElementSibling
    expect(age).toHaveTextContent(/^0 years 4 months \(corrected: 0 years 1 month, born 10 weeks early\)$/)
    expect(screen.getByText('0-6 Months', { selector: 'dd' })).toBeInTheDocument()
  })
})
