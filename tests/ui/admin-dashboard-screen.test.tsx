import '@testing-library/jest-dom/vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AdminDashboardScreen } from '@/ui/screens/admin/layout/admin-dashboard-screen'
import { makeAdminOverview } from '../support/factories'
import { renderWithRouter } from './render'

afterEach(cleanup)

const band = { id: 2, title: '6-12 Months' }
describe('AdminDashboardScreen (issue #24 point 6)', () => {
  it("keeps the spec's 'Dashboard Content' as the heading, with the counts under it", async () => {
    await renderWithRouter(<AdminDashboardScreen state={{ status: 'ready', overview: makeAdminOverview({ parents: 4, children: 7, answers_this_week: 12 }) }} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard Content')
    const terms = screen.getAllByRole('term').map((term) => term.textContent)
    const values = screen.getAllByRole('definition').map((value) => value.textContent)
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({ Parents: '4', Children: '7', 'Answers this week': '12' })
    expect(screen.getByText('Every active question has at least two active options.')).toBeInTheDocument()
    expect(screen.getByText('Active bands cover every age from 0 to 36 months.')).toBeInTheDocument()
    expect(screen.getByText('Nothing is switched off.')).toBeInTheDocument()
  })

  it('links each unhealthy item to its row in the builder; a question set is the builder\'s questionSet level', async () => {
    const overview = makeAdminOverview({
      unanswerable_questions: [{ id: 31, text: 'Does your baby sit without support?', band }],
      age_gaps: [{ from: 12, to: 24, message: 'No active band covers 12–24 months' }],
      inactive: [
        { level: 'set', id: 8, title: 'Language', band },
        { level: 'band', id: 3, title: '12-24 Months', band: { id: 3, title: '12-24 Months' } },
      ],
    })
    await renderWithRouter(<AdminDashboardScreen state={{ status: 'ready', overview }} />)
    const health = screen.getByRole('region', { name: 'Content health' })
    expect(within(health).getByRole('heading', { name: 'Questions parents cannot answer (1)' })).toBeInTheDocument()
    expect(within(health).getAllByRole('link', { name: 'Show in the builder' }).map((link) => link.getAttribute('href'))).toEqual([
      // The router's search encoding: `show=question:31`.
      '/admin-dashboard/milestones?show=question%3A31',
      '/admin-dashboard/milestones?show=questionSet%3A8',
      '/admin-dashboard/milestones?show=band%3A3',
    ])
    expect(health).toHaveTextContent('Question Set in 6-12 Months')
    expect(within(health).getByRole('link', { name: 'See the age coverage in the builder' })).toHaveAttribute('href', '/admin-dashboard/milestones')
  })

  it('ranks the milestones most often answered "Not yet", counts only', async () => {
    const overview = makeAdminOverview({
      most_not_yet: [
        { question: 31, text: 'Does your baby sit without support?', band, count: 3 },
        { question: 32, text: 'Does your baby babble?', band, count: 1 },
      ],
    })
    await renderWithRouter(<AdminDashboardScreen state={{ status: 'ready', overview }} />)
    const items = within(screen.getByRole('region', { name: 'Most often answered “Not yet”' })).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Does your baby sit without support?6-12 Months: 3 answers',
      'Does your baby babble?6-12 Months: 1 answer',
    ])
  })

  it("shows only the spec's text on a server without the call, and Try again after a failure", async () => {
    await renderWithRouter(<AdminDashboardScreen state={{ status: 'unavailable' }} />)
    expect(screen.getByRole('region', { name: 'Dashboard Content' })).toHaveTextContent(/^Dashboard Content$/)
    cleanup()

    const onRetry = vi.fn()
    await renderWithRouter(<AdminDashboardScreen state={{ status: 'failed', onRetry }} />)
    expect(screen.getByText('Could not load the overview.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
