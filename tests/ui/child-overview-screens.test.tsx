import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Child } from '@/contract/children'
import type { Band } from '@/contract/content'
import type { ChildResponse } from '@/contract/responses'
import { childOverview } from '@/domain/child-overview'
import { RemindersScreen } from '@/ui/screens/child-overview/reminders-screen'
import { DoctorQuestionsBox } from '@/ui/screens/child-overview/doctor-questions-box'
import { SummaryScreen } from '@/ui/screens/child-overview/summary-screen'
import { WeeklyChecklistScreen } from '@/ui/screens/child-overview/weekly-checklist-screen'
import { makeChild } from '../support/factories'
import { makeVisit } from '../support/health-factories'
import { renderWithRouter, renderWithTheme } from './render'

afterEach(cleanup)

/*
 * docs/decisions/036: the screens built from the child, the bands and the answers.
 * A band of 6-12 months with one area of three milestones (Yes 2, Sometimes 1, Not yet 0).
 */
const question = (id: number, order: number) => ({
  id,
  text: `Milestone ${id}`,
  help_text: `Tip for ${id}`,
  multi_select: false,
  is_active: true,
  band_set: 10,
  order,
  options: [
    { id: id * 10 + 2, label: 'Yes', value_int: 2, value_str: '', is_active: true, question: id, order: 0 },
    { id: id * 10 + 1, label: 'Sometimes', value_int: 1, value_str: '', is_active: true, question: id, order: 1 },
    { id: id * 10, label: 'Not yet', value_int: 0, value_str: '', is_active: true, question: id, order: 2 },
  ],
})
const bands: Band[] = [6, 12].map((min, i) => ({
  id: i + 1,
  code: `B${i + 1}`,
  title: i === 0 ? '6-12 Months' : '12-24 Months',
  age_min_months: min,
  age_max_months: min * 2,
  is_active: true,
  milestone_image: null,
  goal_image: null,
  order: i,
  sets: [{ id: i === 0 ? 10 : 20, title: 'Movement', slug: 'movement', is_active: true, band: i + 1, order: 0, questions: i === 0 ? [question(1, 0), question(2, 1), question(3, 2)] : [] }],
}))
const answer = (questionId: number, value: 0 | 1 | 2): ChildResponse => ({
  id: questionId,
  child: 7,
  question: { id: questionId, text: `Milestone ${questionId}` },
  choices: [{ id: questionId, option: { id: questionId * 10 + value, label: ['Not yet', 'Sometimes', 'Yes'][value]!, value_int: value } }],
})
const today = new Date(2026, 0, 15, 12)
const child: Child = makeChild({ id: 7, first_name: 'Mia', last_name: 'Lane', sex: 'F', dob: '2025-04-15', age_in_months: 9, notes: 'Mild eczema.' })

const noMeasurements = { status: 'found', value: [] } as const
const summaryProps = { today: '2026-01-15', measurements: noMeasurements, vaccines: { status: 'unavailable' } as const, questions: null, onPrint: () => undefined }
const measurement = (id: number, date: string, height_cm: number | null, weight_kg: number | null, head_circumference_cm: number | null) => ({ id, child: 7, date, height_cm, weight_kg, head_circumference_cm })

describe('SummaryScreen', () => {
  it("shows the app's name, the child's facts, the \"Not yet\" answers first, each area's other answers, the unanswered ones under one heading, and the health notes", async () => {
    const overview = childOverview(child, bands, [answer(1, 2), answer(2, 0)], today)
    await renderWithRouter(<SummaryScreen {...summaryProps} overview={overview} progress={[{ id: 10, title: 'Movement', completion_percentage: 33 }]} />)

    expect(screen.getByText('First 1,000 Days · Summary for the doctor')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Mia Lane: milestones summary' })).toBeInTheDocument()
    expect(screen.getByText('15 April 2025')).toBeInTheDocument()
    expect(screen.getByText('0 years 9 months')).toBeInTheDocument()
    expect(screen.getByText('15 January 2026')).toBeInTheDocument()
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(headings).toEqual(['Mia Lane: milestones summary', 'To talk about (1)', 'Movement: 33%', 'Not answered yet (1)', 'Health notes'])
    const rowsOf = (name: RegExp) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1).map((row) => row.textContent)
    expect(rowsOf(/to talk about/)).toEqual(['Milestone 2 (Movement)Not yet'])
    expect(rowsOf(/Movement/)).toEqual(['Milestone 1Yes'])
    // Unanswered: one line per area, no label on each.
    expect(screen.getByRole('heading', { name: 'Not answered yet (1)' }).parentElement).toHaveTextContent('Movement: Milestone 3')
    expect(screen.queryByText(/to talk about$/i, { selector: 'td *' })).not.toBeInTheDocument()
    expect(screen.getByText('Mild eczema.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument()
  })

  it('gives the latest height, weight and head circumference with their dates, each from the last row that has it', async () => {
    const measurements = { status: 'found', value: [measurement(1, '2025-10-01', 66, 7.4, 42), measurement(2, '2026-01-10', null, 8.1, null)] } as const
    await renderWithRouter(<SummaryScreen {...summaryProps} measurements={measurements} overview={childOverview(child, bands, [], today)} progress={[]} />)
    const facts = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
    expect(facts('Height')).toBe('66 cm (1 October 2025)')
    expect(facts('Weight')).toBe('8.1 kg (10 January 2026)')
    expect(facts('Head circumference')).toBe('42 cm (1 October 2025)')
  })

  it("falls back to the child's own height and weight, without a date, on a server without measurements", async () => {
    const mia = { ...child, height_cm: 70, weight_kg: 8.5 }
    await renderWithRouter(<SummaryScreen {...summaryProps} measurements={{ status: 'unavailable' }} overview={childOverview(mia, bands, [], today)} progress={[]} />)
    const facts = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
    expect(facts('Height')).toBe('70 cm')
    expect(facts('Weight')).toBe('8.5 kg')
    expect(facts('Head circumference')).toBe('Not recorded')
  })

  it('lists an area without answers under "Not answered yet" (not 0 %), and says when nothing is answered at all, with a link to answer', async () => {
    const overview = childOverview(child, bands, [], today)
    await renderWithRouter(<SummaryScreen {...summaryProps} overview={overview} progress={[{ id: 10, title: 'Movement', completion_percentage: 0 }]} />)

    // No section of its own: the area is one line under "Not answered yet", never 0 %.
    expect(screen.queryByRole('heading', { name: /^Movement/ })).not.toBeInTheDocument()
    expect(screen.queryByText(/0 ?%/)).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Not answered yet (3)' }).parentElement).toHaveTextContent('Movement (none answered): Milestone 1 · Milestone 2 · Milestone 3')
    expect(screen.getByText(/Nothing has been answered yet for 6-12 Months/)).toBeInTheDocument()
    const answer = screen.getByRole('link', { name: 'Answer the milestone questions' })
    expect(answer).toHaveAttribute('href', '/child/7/milestones-status')
    // Not printed: a link on paper leads nowhere.
    expect(answer.closest('[data-print-hidden]')).not.toBeNull()
  })

  it('names the privacy policy it was made under, with its date, inside the printed area (decision 088)', async () => {
    await renderWithRouter(<SummaryScreen {...summaryProps} overview={childOverview(child, bands, [], today)} progress={[]} />)
    const line = screen.getByText(/Privacy Policy/).closest('p')!
    expect(line).toHaveTextContent('Made with First 1,000 Days under its Privacy Policy, last updated 7 December 2026.')
    expect(line.closest('[data-print-area]')).not.toBeNull()
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
  })

  it('does not say nothing is answered once something is', async () => {
    await renderWithRouter(<SummaryScreen {...summaryProps} overview={childOverview(child, bands, [answer(2, 0)], today)} progress={[{ id: 10, title: 'Movement', completion_percentage: 0 }]} />)
    expect(screen.getByRole('heading', { name: 'Movement: 0%' })).toBeInTheDocument()
    expect(screen.queryByText(/Nothing has been answered yet/)).not.toBeInTheDocument()
  })
})

describe('SummaryScreen: answers to questions no longer asked (issue #21, decision 058)', () => {
  it('lists them with the answer given and a small mark, outside "To talk about", and explains the area\'s percentage', async () => {
    const withSecondOff = bands.map((band) => ({
      ...band,
      sets: band.sets.map((set) => ({ ...set, questions: set.questions.map((q) => (q.id === 2 ? { ...q, is_active: false } : q)) })),
    }))
    const overview = childOverview(child, withSecondOff, [answer(1, 2), answer(2, 0)], today)
    await renderWithRouter(<SummaryScreen {...summaryProps} overview={overview} progress={[{ id: 10, title: 'Movement', completion_percentage: 50 }]} />)

    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(headings).toEqual(['Mia Lane: milestones summary', 'To talk about (0)', 'Movement: 50%', 'Not answered yet (1)', 'No longer asked (1)', 'Health notes'])
    const rows = within(screen.getByRole('table', { name: 'Answers to questions no longer asked' })).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual(['Milestone 2 (Movement)Not yet (no longer asked)'])
    expect(screen.getByRole('heading', { name: 'Movement: 50%' }).parentElement).toHaveTextContent(
      'Movement: 1 answer no longer counts because that question is no longer asked.',
    )
  })

  it('names the last visit before the summary date in its header (issue #27 point 2), and leaves it out on a server without visits', async () => {
    const visits = { status: 'found' as const, value: [makeVisit({ id: 1, date: '2025-12-01', clinician: 'Dr. Amara Lewis' }), makeVisit({ id: 2, date: '2026-02-01' })] }
    const { unmount } = await renderWithRouter(<SummaryScreen {...summaryProps} visits={visits} overview={childOverview(child, bands, [], today)} progress={[]} />)
    expect(screen.getByText('Last visit').nextElementSibling).toHaveTextContent('1 December 2025, Well-child check-up with Dr. Amara Lewis')
    unmount()
    await renderWithRouter(<SummaryScreen {...summaryProps} overview={childOverview(child, bands, [], today)} progress={[]} />)
    expect(screen.queryByText('Last visit')).not.toBeInTheDocument()
  })

  it('says who gave an answer when it was someone other than the reader (a shared child, issue #26 point 2)', async () => {
    const responses = [{ ...answer(1, 2), given_by: 'Sam Carter' }, { ...answer(2, 0), given_by: 'Paula Carter' }]
    await renderWithRouter(<SummaryScreen {...summaryProps} readerName="Paula Carter" overview={childOverview(child, bands, responses, today)} progress={[]} />)
    const rowsOf = (name: RegExp) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1).map((row) => row.textContent)
    expect(rowsOf(/each milestone answered/)).toEqual(['Milestone 1Yes (answered by Sam)'])
    expect(rowsOf(/to talk about/)).toEqual(['Milestone 2 (Movement)Not yet'])
  })

  it('shows nothing of the kind while every answer still counts', async () => {
    await renderWithRouter(<SummaryScreen {...summaryProps} overview={childOverview(child, bands, [answer(1, 2), answer(2, 0)], today)} progress={[]} />)
    expect(screen.queryByRole('heading', { name: /No longer asked/ })).not.toBeInTheDocument()
    expect(screen.queryByText(/no longer count/)).not.toBeInTheDocument()
  })
})

describe('DoctorQuestionsBox (issue #24)', () => {
  const boxProps = {
    busy: false,
    fieldError: undefined,
    failed: false,
    saved: null,
    conflict: null,
    taken: null,
    onSubmit: () => undefined,
    onKeepMine: () => undefined,
    onUseTheirs: () => undefined,
    onRetry: () => undefined,
  }
  const loaded = { status: 'found', value: { child: 7, text: 'Is her sleep usual?', updated_at: '2026-01-14T09:00:00.000Z' } } as const

  it('shows the saved text in a labelled box, sends what is typed, and prints it as typed', async () => {
    const onSubmit = vi.fn()
    renderWithTheme(<DoctorQuestionsBox {...boxProps} load={loaded} onSubmit={onSubmit} />)
    const box = screen.getByRole('textbox', { name: 'What would you like to ask at the visit?' })
    expect(box).toHaveValue('Is her sleep usual?')
    expect(screen.getByText('Last saved on 14 January 2026.')).toBeInTheDocument()
    await userEvent.type(box, '\nShould we see a physio?')
    expect(screen.getByTestId('printed-questions')).toHaveTextContent('Is her sleep usual? Should we see a physio?')
    await userEvent.click(screen.getByRole('button', { name: 'Save questions' }))
    expect(onSubmit).toHaveBeenCalledWith('Is her sleep usual?\nShould we see a physio?', loaded.value)
  })

  it('in a conflict: both versions side by side, the choice sent; "use theirs" puts their text in the box', async () => {
    const onKeepMine = vi.fn()
    const onUseTheirs = vi.fn()
    const theirs = { child: 7, text: 'When is her next vaccine?', updated_at: '2026-01-15T10:00:00.000Z' }
    const { rerender } = renderWithTheme(
      <DoctorQuestionsBox {...boxProps} load={loaded} conflict={{ theirs, mine: 'Should we see a physio?' }} onKeepMine={onKeepMine} onUseTheirs={onUseTheirs} />,
    )
    const panel = screen.getByRole('region', { name: 'Someone else changed this' })
    expect(within(panel).getByRole('group', { name: 'Their version' })).toHaveTextContent('When is her next vaccine?')
    expect(within(panel).getByRole('group', { name: 'Your version' })).toHaveTextContent('Should we see a physio?')
    await userEvent.click(within(panel).getByRole('button', { name: 'Keep mine' }))
    expect(onKeepMine).toHaveBeenCalledOnce()
    await userEvent.click(within(panel).getByRole('button', { name: 'Use theirs' }))
    expect(onUseTheirs).toHaveBeenCalledOnce()
    rerender(<DoctorQuestionsBox {...boxProps} load={loaded} taken={theirs} />)
    expect(screen.queryByRole('region', { name: 'Someone else changed this' })).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'What would you like to ask at the visit?' })).toHaveValue('When is her next vaccine?')
  })

  it("shows the server's message under the box, and says when a save failed", () => {
    renderWithTheme(<DoctorQuestionsBox {...boxProps} load={loaded} fieldError="Use at most 2000 characters." failed />)
    expect(screen.getByRole('textbox', { name: 'What would you like to ask at the visit?' })).toHaveAccessibleDescription(/Use at most 2000 characters\./)
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save your questions. Please try again.')
  })

  it('on a server without the call: only "not available on this server", no form', () => {
    renderWithTheme(<DoctorQuestionsBox {...boxProps} load={{ status: 'unavailable' }} />)
    expect(screen.getByRole('heading', { name: 'Questions for the doctor' })).toBeInTheDocument()
    expect(screen.getByText('Questions for the doctor are not available on this server.')).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('a failed load offers Try again', async () => {
    const onRetry = vi.fn()
    renderWithTheme(<DoctorQuestionsBox {...boxProps} load={{ status: 'failed' }} onRetry={onRetry} />)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})

describe('WeeklyChecklistScreen', () => {
  const week = '2026-01-12'
  const loading = { week, ticks: { status: 'loading' } as const }
  const ready = (practised: number[], onToggle = vi.fn()) => ({ week, ticks: { status: 'ready', practised, busy: false, saveFailed: false, onToggle } as const })

  it("shows this week's dates and '1 of 3 this week', ticks a goal as practised, and a tick offers to update the answer without changing it", async () => {
    const onToggle = vi.fn()
    await renderWithRouter(
      <WeeklyChecklistScreen overview={childOverview(child, bands, [answer(1, 1), answer(3, 0)], today)} {...ready([3], onToggle)} />,
    )
    expect(screen.getByText(/Week of/)).toHaveTextContent('Week of 12 – 18 January 2026')
    expect(screen.getByText('1 of 3 this week')).toBeInTheDocument()
    const ticked = screen.getByRole('checkbox', { name: 'Practised this week: Milestone 3' })
    expect(ticked).toBeChecked()
    const [first] = screen.getAllByRole('listitem')
    expect(first).toHaveTextContent('A tick does not change the answer: if Mia does this now, update the answer.')
    expect(within(first as HTMLElement).getByText('Not yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Update the answer: Milestone 3' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Practised this week: Milestone 1' }))
    expect(onToggle).toHaveBeenCalledWith(1, true)
    fireEvent.click(ticked)
    expect(onToggle).toHaveBeenCalledWith(3, false)
  })

  it('hides only the ticking on a server without the call, with "not available on this server"; a failed load offers Try again', async () => {
    const overview = childOverview(child, bands, [answer(1, 1)], today)
    const { unmount } = await renderWithRouter(
      <WeeklyChecklistScreen overview={overview} week={week} ticks={{ status: 'unavailable' }} />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Ticking goals as practised is not available on this server.')
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    unmount()
    const onRetry = vi.fn()
    await renderWithRouter(<WeeklyChecklistScreen overview={overview} week={week} ticks={{ status: 'failed', onRetry }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalled()
  })

  it('lists "Not yet", then "Sometimes", then unanswered, each with its tip and a link to its question', async () => {
    await renderWithRouter(<WeeklyChecklistScreen overview={childOverview(child, bands, [answer(1, 1), answer(3, 0)], today)} {...loading} />)
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual(['Milestone 3', 'Milestone 1', 'Milestone 2'])
    expect(items[0]).toHaveTextContent('Tip: Tip for 3')
    expect(screen.getByRole('link', { name: 'Update the answer: Milestone 3' })).toHaveAttribute('href', '/child/7/milestones-status#question-3')
    expect(screen.getByRole('link', { name: 'Answer this question: Milestone 2' })).toHaveAttribute('href', '/child/7/milestones-status#question-2')
  })

  it('celebrates when every milestone is a yes, and says which band comes next and from when', async () => {
    await renderWithRouter(
      <WeeklyChecklistScreen overview={childOverview(child, bands, [answer(1, 2), answer(2, 2), answer(3, 2)], today)} {...loading} />,
    )
    const heading = screen.getByRole('heading', { name: 'Every milestone of 6-12 Months is a yes!' })
    expect(screen.getByText(/You have seen Mia reach each one/)).toHaveTextContent(/Next come the 12-24 Months milestones, from 15 April 2026/)
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument()
    // The band's title does not break at its hyphen ("12-/24 Months" at 320 px).
    expect(within(heading).getByText('6-12 Months')).toHaveStyle({ whiteSpace: 'nowrap' })
    expect(screen.getByRole('link', { name: 'Open the summary for the doctor' })).toHaveAttribute('href', '/child/7/summary')
    expect(screen.getByRole('link', { name: 'Activities to try together' })).toHaveAttribute('href', '/recommended-activities/7')
  })

  it('does not celebrate a band with no active questions: there is nothing to answer yet', async () => {
    const inactive = bands.map((b) => ({ ...b, sets: b.sets.map((set) => ({ ...set, questions: set.questions.map((q) => ({ ...q, is_active: false })) })) }))
    await renderWithRouter(<WeeklyChecklistScreen overview={childOverview(child, inactive, [], today)} {...loading} />)
    expect(screen.getByRole('heading', { name: 'No questions for 6-12 Months yet' })).toBeInTheDocument()
    expect(screen.queryByText(/is a yes/)).not.toBeInTheDocument()
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument()
  })
})

describe('RemindersScreen', () => {
  it('has nothing to do when every question is answered and nothing is "Not yet", and never speaks of a diagnosis otherwise', async () => {
    // Six months old: the next band is six months away, too far to announce.
    const younger = { ...child, dob: '2025-07-15', age_in_months: 6 }
    const { unmount } = await renderWithRouter(<RemindersScreen overview={childOverview(younger, bands, [answer(1, 2), answer(2, 1), answer(3, 2)], today)} today="2026-01-15" />)
    expect(screen.getByText(/Nothing to do right now/)).toBeInTheDocument()
    unmount()

    await renderWithRouter(<RemindersScreen overview={childOverview(child, bands, [answer(1, 0)], today)} today="2026-01-15" />)
    expect(screen.getByRole('heading', { name: '2 questions of 6-12 Months to answer' })).toBeInTheDocument()
    // A band's title never breaks at its hyphen on a phone ("6-" / "12 Months", docs/decisions/054).
    expect(screen.getByText('6-12 Months')).toHaveStyle({ whiteSpace: 'nowrap' })
    expect(screen.getByRole('heading', { name: "If you are concerned, talk with Mia's doctor" })).toBeInTheDocument()
    expect(screen.getByText(/is not a diagnosis/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open the summary for the doctor' })).toHaveAttribute('href', '/child/7/summary')
  })

  it('reminds of answers from an earlier age band, naming the band progress now follows', async () => {
    // Fifteen months old (12-24 Months), with two answers left from 6-12 Months.
    const older = { ...child, dob: '2024-10-15', age_in_months: 15 }
    await renderWithRouter(<RemindersScreen overview={childOverview(older, bands, [answer(1, 2), answer(2, 1)], today)} today="2026-01-15" />)
    expect(screen.getByRole('heading', { name: '2 answers are from an earlier age band' })).toBeInTheDocument()
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Progress now follows 12-24 Months: answer its questions to keep it up to date.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: "See Mia's bands" })).toHaveAttribute('href', '/child/7/bands')
  })
})
