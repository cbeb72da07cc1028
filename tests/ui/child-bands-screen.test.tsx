import '@testing-library/jest-dom/vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChildBandsError, ChildBandsLoading, ChildBandsScreen } from '@/ui/screens/child-bands/child-bands-screen'
import { renderWithRouter } from './render'

afterEach(cleanup)

describe('ChildBandsScreen', { timeout: 20_000 }, () => {
  it("is titled 'Child Bands' and lists the titles of the child's bands", async () => {
    await renderWithRouter(
      <ChildBandsScreen
        childId={3}
        bands={[
          { id: 1, title: '0-6 Months' },
          { id: 3, title: '12-24 Months' },
        ]}
        onDone={() => undefined}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Child Bands' })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['0-6 Months', '12-24 Months'])
    expect(screen.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', '/child/3')
  })

  it('calls onDone from the Done button', async () => {
    const onDone = vi.fn()
    await renderWithRouter(<ChildBandsScreen childId={3} bands={[{ id: 1, title: '0-6 Months' }]} onDone={onDone} />)
    await userEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it('says so in a friendly line when there are no bands, and still offers Done', async () => {
    await renderWithRouter(<ChildBandsScreen childId={3} bands={[]} onDone={() => undefined} />)
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument()
    expect(screen.getByText(/No bands yet/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument()
  })

  it('shows a spinner with a label while loading', async () => {
    await renderWithRouter(<ChildBandsLoading childId={3} />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading bands...')
    expect(screen.getByRole('heading', { name: 'Child Bands' })).toBeInTheDocument()
  })

  it("shows 'Error fetching data. Please try again later.' with Try again on failure", async () => {
    const onRetry = vi.fn()
    await renderWithRouter(<ChildBandsError childId={3} onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching data. Please try again later.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it("names the child, says what a band is, and makes each row a link to that band's questions", async () => {
    await renderWithRouter(
      <ChildBandsScreen
        childId={3}
        bands={[
          { id: 1, title: '0-6 Months' },
          { id: 2, title: '6-12 Months' },
        ]}
        childName="Olivia"
        onDone={() => undefined}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Olivia' })).toBeInTheDocument()
    expect(screen.getByText(/A band is an age range with its own milestone questions/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /^0-6 Months/ })).toHaveAttribute('href', '/child/3/milestones-status?band=1')
    expect(screen.getByRole('link', { name: /^6-12 Months/ })).toHaveAttribute('href', '/child/3/milestones-status?band=2')
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument()
  })
})
