import '@testing-library/jest-dom/vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AdminDashboardScreen, type AdminDashboardScreenProps } from '@/ui/screens/admin/layout/admin-dashboard-screen'
import { makeAdminOverview } from '../support/factories'
import { renderWithTheme } from './render'

afterEach(cleanup)

const band = { id: 2, title: '6-12 Months' }
/** Stands in for the router's Link: the address the route would give. */
const links: Pick<AdminDashboardScreenProps, 'renderRowLink' | 'renderBuilderLink'> = {
  renderRowLink: (target, children) => <a href={`/admin-dashboard/milestones?show=${target.level}:${target.id}`}>{children}</a>,
  renderBuilderLink: (children) => <a href="/admin-dashboard/milestones">{children}</a>,
}

describe('AdminDashboardScreen (issue #24 point 6)', () => {
  it("keeps the spec's 'Dashboard Content' as the heading, with the counts under it", () => {
    renderWithTheme(<AdminDashboardScreen state={{ status: 'ready', overview: makeAdminOverview({ parents: 4, children: 7, answers_this_week: 12 }) }} {...links} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard Content')
    const terms = screen.getAllByRole('term').map((term) => term.textContent)
    const values = screen.getAllByRole('definition').map((value) => value.textContent)
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({ Parents: '4', Children: '7', 'Answers this week': '12' })
    expect(screen.getByText('Every active question has at least two active options.')).toBeInTheDocument()
    expect(screen.getByText('Active bands cover every age from 0 to 36 months.')).toBeInTheDocument()
    expect(screen.getByText('Nothing is switched off.')).toBeInTheDocument()
  })

  it('links each unhealthy item to its row in the builder; a question set is the builder\'s questionSet level', () => {
    const overview = makeAdminOverview({
      unanswerable_questions: [{ id: 31, text: 'Does your baby sit without support?', band }],
      age_gaps: [{ from: 12, to: 24, message: 'No active band covers 12–24 months' }],
      inactive: [
        { level: 'set', id: 8, title: 'Language', band },
        { level: 'band', id: 3, title: '12-24 Months', band: { id: 3, title: '12-24 Months' } },
      ],
    })
    renderWithTheme(<AdminDashboardScreen state={{ status: 'ready', overview }} {...links} />)
    const health = screen.getByRole('region', { name: 'Content health' })
    expect(within(health).getByRole('heading', { name: 'Questions parents cannot answer (1)' })).toBeInTheDocument()
    expect(within(health).getAllByRole('link', { name: 'Show in the builder' }).map((link) => link.getAttribute('href'))).toEqual([
      '/admin-dashboard/milestones?show=question:31',
      '/admin-dashboard/milestones?show=questionSet:8',
      '/admin-dashboard/milestones?show=band:3',
    ])
    expect(health).toHaveTextContent('Question Set in 6-12 Months')
    expect(within(health).getByRole('link', { name: 'See the age coverage in the builder' })).toHaveAttribute('href', '/admin-dashboard/milestones')
  })

  it('ranks the milestones most often answered "Not yet", counts only', () => {
    const overview = makeAdminOverview({
      most_not_yet: [
        { question: 31, text: 'Does your baby sit without support?', band, count: 3 },
        { question: 32, text: 'Does your baby babble?', band, count: 1 },
      ],
    })
    renderWithTheme(<AdminDashboardScreen state={{ status: 'ready', overview }} {...links} />)
    const items = within(screen.getByRole('region', { name: 'Most often answered “Not yet”' })).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Does your baby sit without support?6-12 Months: 3 answers',
      'Does your baby babble?6-12 Months: 1 answer',
    ])
  })

  it("shows only the spec's text on a server without the call, and Try again after a failure", async () => {
    renderWithTheme(<AdminDashboardScreen state={{ status: 'unavailable' }} {...links} />)
    expect(screen.getByRole('region', { name: 'Dashboard Content' })).toHaveTextContent(/^Dashboard Content$/)
    cleanup()

    const onRetry = vi.fn()
    renderWithTheme(<AdminDashboardScreen state={{ status: 'failed', onRetry }} {...links} />)
    expect(screen.getByText('Could not load the overview.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
