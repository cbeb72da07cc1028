import '@testing-library/jest-dom/vitest'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { MilestoneProgress } from '@/contract/children'
import { ChildBandsScreen } from '@/ui/screens/child-bands/child-bands-screen'
import { ChildProfileScreen } from '@/ui/screens/child-profile/child-profile-screen'
import { ReadOnlyAnswers } from '@/ui/screens/sharing/read-only-answers'
import { makeBand, makeChild, makeOption, makeQuestion, makeQuestionSet } from '../support/factories'
import { renderWithRouter } from './render'
import { areaMeasure } from '../support/overview-factories'

afterEach(cleanup)

/*
 * Decision 094: a viewer's screens offer only what a viewer does (read) and lead to the answers, never to a form
 * they cannot send. Olivia shared with the reader as Viewer; the same child as Caregiver for the contrast.
 */
const viewing = makeChild({ id: 2, first_name: 'Olivia', access: { role: 'viewer', owner_name: 'Paula Carter', access_id: 3 } })
const caring = makeChild({ id: 2, first_name: 'Olivia', access: { role: 'caregiver', owner_name: 'Paula Carter', access_id: 3 } })
const areas: MilestoneProgress[] = [{ id: 1, title: 'Movement', completion_percentage: 0 }]
const nothingAnswered = { 1: areaMeasure(1, { notAnswered: 4 }) }

describe("a viewer's child profile", { timeout: 20_000 }, () => {
  it('does not ask them to tell what the child is doing; it says what will come, and leads to the answers given', async () => {
    await renderWithRouter(<ChildProfileScreen child={viewing} milestones={areas} areaAnswers={nothingAnswered} />)
    expect(screen.queryByText(/Tell us what your child is doing/)).toBeNull()
    expect(screen.getByText("Nothing has been answered yet. Olivia's answers show here once their carers give them.")).toBeVisible()
    const milestones = screen.getByRole('region', { name: 'Milestones' })
    expect(within(milestones).getByRole('link', { name: 'See the answers given' })).toHaveAttribute('href', '/child/2/milestones-status')
    expect(within(milestones).queryByRole('link', { name: /Check milestones|Update answers|Answer the milestone questions/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Development Milestones' })).toHaveAccessibleDescription('See the answers given')
  })

  it('with no areas at all, says what will come instead of asking them to answer', async () => {
    await renderWithRouter(<ChildProfileScreen child={viewing} milestones={[]} />)
    expect(screen.queryByText(/Answer a few questions/)).toBeNull()
    expect(screen.getByText("Nothing has been answered yet. Olivia's answers show here once their carers give them.")).toBeVisible()
  })

  it('a caregiver is still asked to answer', async () => {
    await renderWithRouter(<ChildProfileScreen child={caring} milestones={areas} areaAnswers={nothingAnswered} />)
    expect(screen.getByText(/Tell us what your child is doing/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Development Milestones' })).toHaveAccessibleDescription('Answer the milestone questions')
  })
})

describe("a viewer's milestone questions: the answers, read-only", () => {
  it('lists each question with the answer given, who gave it, and "Not answered yet"; no option to choose, no Finish', async () => {
    const sits = makeQuestion({ id: 11, band_set: 5, text: 'Sits without support', options: [makeOption({ id: 21, question: 11, label: 'Yes' }), makeOption({ id: 22, question: 11, label: 'Not yet' })] })
    const crawls = makeQuestion({ id: 12, band_set: 5, text: 'Crawls', options: [makeOption({ id: 23, question: 12, label: 'Yes' })] })
    const band = makeBand({ id: 1, title: '6 - 12 Months', sets: [makeQuestionSet({ id: 5, band: 1, title: 'Movement', questions: [sits, crawls] })] })
    await renderWithRouter(
      <ReadOnlyAnswers childId={2} name="Olivia" access={viewing.access} band={band} answers={{ 11: 22 }} givenBy={(question) => (question === 11 ? 'Sam' : null)} />,
    )
    expect(screen.getByRole('heading', { name: 'Olivia’s answers for 6 - 12 Months' })).toBeVisible()
    const movement = screen.getByRole('region', { name: 'Movement' })
    const [first, second] = within(movement).getAllByRole('listitem')
    expect(first).toHaveTextContent('Sits without supportNot yet (answered by Sam)')
    expect(second).toHaveTextContent('CrawlsNot answered yet')
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('radio')).toBeNull()
  })
})

describe("a viewer's bands", () => {
  it('offers to see the answers, not to answer', async () => {
    await renderWithRouter(<ChildBandsScreen childId={2} bands={[{ id: 1, title: '6 - 12 Months' }]} childName="Olivia" canAnswer={false} onDone={() => undefined} />)
    expect(screen.getByText(/Open one to see its answers\./)).toBeVisible()
    expect(screen.queryByText(/answer its questions/)).toBeNull()
  })
})
