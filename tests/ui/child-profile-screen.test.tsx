import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Child, MilestoneProgress } from '@/contract/children'
import { ChildNotFoundScreen } from '@/ui/screens/child-profile/child-profile-states'
import { ChildProfileScreen } from '@/ui/screens/child-profile/child-profile-screen'
import { makeChild } from '../support/factories'
import { areaMeasure } from '../support/overview-factories'
import { renderWithRouter } from './render'

afterEach(cleanup)

const olivia = makeChild({
  id: 7,
  first_name: 'Olivia',
  profile_image: '/seed/child-olivia.svg',
  age_in_months: 9,
  height_cm: 70,
  weight_kg: 8.5,
  sex: 'F',
  dob: '2025-01-10',
})

const liam: Child = { ...olivia, id: 5, first_name: 'Liam', last_name: 'Carter', name: 'Liam Carter', profile_image: null, age_in_months: 3, height_cm: null, weight_kg: null, sex: 'M' }

const milestone = (id: number, title: string, completion_percentage: number): MilestoneProgress => ({ id, title, completion_percentage })

/** The <dd> that follows the <dt> with this label. */
const statValue = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' })
  expect(term.nextElementSibling?.tagName).toBe('DD')
  return term.nextElementSibling
}

function renderProfile(child: Child, milestones: MilestoneProgress[] = []) {
  return renderWithRouter(<ChildProfileScreen child={child} milestones={milestones} />)
}

describe('ChildProfileScreen', { timeout: 20_000 }, () => {
  it("is headed 'Child's Profile' with a back arrow to /client-dashboard and an edit button to /edit-child-profile/{childId}", async () => {
    await renderProfile(olivia)
    expect(screen.getByRole('heading', { level: 1, name: "Child's Profile" })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/client-dashboard')
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/edit-child-profile/7')
  })

  it('shows first and last name, weight in Kg, age in years and months and height in Cm', async () => {
    await renderProfile(olivia)
    expect(screen.getByRole('heading', { level: 2, name: 'Olivia Carter' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Photo of Olivia Carter' })).toHaveAttribute('src', '/seed/child-olivia.svg')
    expect(statValue('Weight')).toHaveTextContent(/^8\.5 Kg$/)
    expect(statValue('Age')).toHaveTextContent(/^0 years 9 months$/)
    expect(statValue('Height')).toHaveTextContent(/^70 Cm$/)
  })

  it("shows 'N/A' for a missing weight and height, and the age as floor(months/12) years plus months", async () => {
    await renderProfile({ ...liam, age_in_months: 20 })
    expect(statValue('Weight')).toHaveTextContent(/^N\/A$/)
    expect(statValue('Height')).toHaveTextContent(/^N\/A$/)
    expect(statValue('Age')).toHaveTextContent(/^1 year 8 months$/)
  })

  it('rounds converted measurements to one decimal', async () => {
    await renderProfile({ ...olivia, height_cm: 69.85, weight_kg: 7.257 })
    expect(screen.getByText('69.9 Cm')).toBeInTheDocument()
    expect(screen.getByText('7.3 Kg')).toBeInTheDocument()
  })

  it('shows initials instead of a photo when there is none', async () => {
    await renderProfile(liam)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.getByText('LC')).toBeInTheDocument()
  })

  it('only logs a photo that fails to load and shows the initials in its place (SPEC section 8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await renderProfile(olivia)
    fireEvent.error(screen.getByRole('img', { name: 'Photo of Olivia Carter' }))
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.join(' ')).toContain('/seed/child-olivia.svg')
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.getByText('OC')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('lists each milestone with its title, percentage and a progress bar marked at the percentage', async () => {
    await renderProfile(olivia, [milestone(1, 'Movement', 42), milestone(2, 'Language', 0)])
    const items = within(screen.getByRole('region', { name: 'Milestones' })).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0] as HTMLElement).getByRole('heading', { name: 'Movement' })).toBeInTheDocument()
    expect(within(items[0] as HTMLElement).getByText('42%')).toBeInTheDocument()
    const bar = within(items[0] as HTMLElement).getByRole('progressbar', { name: 'Movement: 42% complete' })
    expect(bar).toHaveAttribute('aria-valuenow', '42')
    expect(within(bar).getByTestId('progress-marker').style.left).toBe('42%')
    expect(within(items[1] as HTMLElement).getByText('0%')).toBeInTheDocument()
  })

  it("shows 'Excellent Progress!' at exactly 75% and not at 74%", async () => {
    await renderProfile(olivia, [milestone(1, 'Movement', 74), milestone(2, 'Language', 75), milestone(3, 'Cognitive', 100)])
    const [movement, language, cognitive] = screen.getAllByRole('listitem').slice(0, 3) as HTMLElement[]
    expect(within(movement as HTMLElement).queryByText('Excellent Progress!')).not.toBeInTheDocument()
    expect(within(language as HTMLElement).getByText('Excellent Progress!')).toBeInTheDocument()
    expect(within(cognitive as HTMLElement).getByText('Excellent Progress!')).toBeInTheDocument()
    expect(screen.getAllByText('Excellent Progress!')).toHaveLength(2)
  })

  it("shows 'No milestones tracked yet' with a way to the questionnaire when there are none", async () => {
    await renderProfile(liam, [])
    const region = screen.getByRole('region', { name: 'Milestones' })
    expect(within(region).getByText('No milestones tracked yet')).toBeInTheDocument()
    expect(within(region).queryByRole('progressbar')).not.toBeInTheDocument()
    expect(within(region).getByRole('link', { name: 'Answer the milestone questions' })).toHaveAttribute('href', '/child/5/milestones-status')
  })

  it("reads 'Not answered yet' over a neutral bar for an area with no answers, and says each area's milestones seen, sometimes, not yet and not answered (decision 092)", async () => {
    await renderWithRouter(
      <ChildProfileScreen
        child={olivia}
        milestones={[milestone(1, 'Movement', 38), milestone(2, 'Language', 0), milestone(3, 'Cognitive', 0)]}
        areaAnswers={{ 1: areaMeasure(1, { seen: 1, sometimes: 1, notYet: 2 }), 2: areaMeasure(2, { notAnswered: 4 }), 3: areaMeasure(3, { notYet: 2, notAnswered: 2 }) }}
      />,
    )
    const [movement, language, cognitive] = screen.getAllByRole('listitem').slice(0, 3) as HTMLElement[]
    expect(within(movement!).getByText('1 of 4 milestones seen, 1 sometimes, 2 not yet')).toBeInTheDocument()
    // No answers: no score, no section label, no marker.
    expect(within(language!).getByText('Not answered yet')).toBeInTheDocument()
    expect(within(language!).queryByRole('progressbar')).not.toBeInTheDocument()
    expect(within(language!).queryByText('0%')).not.toBeInTheDocument()
    expect(within(language!).queryByText('Just starting')).not.toBeInTheDocument()
    // Answered "Not yet" is a real 0 %: the bar and its section stay.
    expect(within(cognitive!).getByRole('progressbar', { name: 'Cognitive: 0% complete' })).toBeInTheDocument()
    expect(within(cognitive!).getByText('0 of 4 milestones seen, 2 not yet, 2 not answered')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Milestones' })).toHaveTextContent(/not a diagnosis/)
    expect(screen.queryByText(/needs support/i)).not.toBeInTheDocument()
  })

  it('says how many of an area\'s answers someone else gave (a shared child, issue #26 point 2)', async () => {
    await renderWithRouter(
      <ChildProfileScreen child={olivia} milestones={[milestone(1, 'Movement', 75)]} areaAnswers={{ 1: areaMeasure(1, { seen: 2, sometimes: 2 }, { byOthers: [{ name: 'Sam', count: 1 }] }) }} />,
    )
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('1 answered by Sam')).toBeInTheDocument()
  })

  it('explains, under its percentage, an area that moved because questions are no longer asked; an area switched off gets its note after the list (issue #21)', async () => {
    await renderWithRouter(
      <ChildProfileScreen
        child={olivia}
        milestones={[milestone(1, 'Movement', 50), milestone(2, 'Language', 25)]}
        areaAnswers={{ 1: areaMeasure(1, { seen: 1, sometimes: 1 }), 2: areaMeasure(2, { seen: 1, notAnswered: 3 }) }}
        noLongerCounted={[
          { setId: 1, text: 'Movement: 2 answers no longer count because those questions are no longer asked.' },
          { setId: 9, text: 'Play: 1 answer no longer counts because that question is no longer asked.' },
        ]}
      />,
    )
    const [movement, language] = within(screen.getByRole('region', { name: 'Milestones' })).getAllByRole('listitem') as HTMLElement[]
    expect(movement).toHaveTextContent(/1 of 2 milestones seen, 1 sometimesMovement: 2 answers no longer count because those questions are no longer asked\.$/)
    expect(language).not.toHaveTextContent(/no longer/)
    expect(screen.getByText('Play: 1 answer no longer counts because that question is no longer asked.').closest('li')).toBeNull()
  })

  it("offers 'Check milestones' before any answer and 'Update answers' after, to the questionnaire", async () => {
    const { unmount } = await renderWithRouter(
      <ChildProfileScreen child={liam} milestones={[milestone(1, 'Movement', 0)]} areaAnswers={{ 1: areaMeasure(1, { notAnswered: 4 }) }} />,
    )
    const region = () => screen.getByRole('region', { name: 'Milestones' })
    expect(within(region()).getByRole('link', { name: 'Check milestones' })).toHaveAttribute('href', '/child/5/milestones-status')
    unmount()
    await renderWithRouter(
      <ChildProfileScreen child={olivia} milestones={[milestone(1, 'Movement', 38)]} areaAnswers={{ 1: areaMeasure(1, { seen: 4 }) }} />,
    )
    expect(within(region()).getByRole('link', { name: 'Update answers' })).toHaveAttribute('href', '/child/7/milestones-status')
  })

  it('has the five tiles with their targets, Development Milestones to /child/{childId}/milestones-status', async () => {
    await renderProfile(olivia)
    const tiles = within(screen.getByRole('region', { name: 'More for Olivia' })).getAllByRole('link')
    expect(tiles).toHaveLength(5)
    const names = ['Weekly Checklist', 'Recommended Activities', 'Track Progress', 'Development Milestones', 'Alerts & Reminders']
    tiles.forEach((tile, index) => expect(tile).toHaveAccessibleName(names[index]))
    expect(tiles[0]).toHaveAccessibleDescription("This week's small goals")
    const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href')
    expect(hrefOf('Weekly Checklist')).toBe('/weekly-checklist/7')
    expect(hrefOf('Recommended Activities')).toBe('/recommended-activities/7')
    expect(hrefOf('Track Progress')).toBe('/track-progress/7')
    expect(hrefOf('Development Milestones')).toBe('/child/7/milestones-status')
    expect(hrefOf('Alerts & Reminders')).toBe('/alerts-reminders/7')
  })

  it('links to the child bands', async () => {
    await renderProfile(olivia)
    expect(screen.getByRole('link', { name: 'View bands' })).toHaveAttribute('href', '/child/7/bands')
  })
})

describe('ChildNotFoundScreen', { timeout: 20_000 }, () => {
  it("says 'Child not found' with a way back to the dashboard and no edit button", async () => {
    await renderWithRouter(<ChildNotFoundScreen />)
    expect(screen.getByRole('heading', { name: 'Child not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/client-dashboard')
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/client-dashboard')
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  })

  it('offers Try again when the failure may pass', async () => {
    const onRetry = vi.fn()
    await renderWithRouter(<ChildNotFoundScreen onRetry={onRetry} />)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('heading', { name: 'Child not found' })).toBeInTheDocument()
  })
})
