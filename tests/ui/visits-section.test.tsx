import '@testing-library/jest-dom/vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mayDeleteRow } from '@/domain/child-access'
import { VisitsSection, type VisitsSectionProps, type VisitsState } from '@/ui/screens/health/visits-section'
import { makeVisit, makeWellChildVisit } from '../support/health-factories'
import { renderWithRouter } from './render'

afterEach(cleanup)

/* docs/decisions/080: the health record's Visits section (born 15 January 2026, seen on 20 August 2026). */
const dob = '2026-01-15'
const today = '2026-08-20'
const schedule = { source: { name: 'Bright Futures periodicity schedule', date: '2025' }, visits: [6, 9, 12].map((age, i) => makeWellChildVisit({ id: i + 1, age_months: age, title: `${age} months` })) }
const past = makeVisit({ id: 1, date: '2026-07-15', clinician: 'Dr. Amara Lewis', notes: 'Weight along her curve.' })
const planned = makeVisit({ id: 2, date: '2026-09-10', questions: 'Is her sleep usual?' })

const ready = (fields: Partial<Extract<VisitsState, { status: 'ready' }>> = {}): VisitsState => ({
  status: 'ready',
  schedule,
  visits: [past, planned],
  doctorQuestions: 'When do teeth come?',
  form: null,
  confirming: null,
  busy: false,
  removeFailed: false,
  done: null,
  conflict: null,
  ...fields,
})

async function renderVisits(props: Partial<VisitsSectionProps> = {}) {
  const handlers = { onAdd: vi.fn(), onEdit: vi.fn(), onSubmit: vi.fn(), onCancel: vi.fn(), onRemove: vi.fn(), onConfirmRemove: vi.fn(), onDownloadCalendar: vi.fn(), onKeepMine: vi.fn(), onUseTheirs: vi.fn() }
  await renderWithRouter(<VisitsSection childId={2} name="Olivia" dob={dob} today={today} state={ready()} canRecord mayDelete={() => true} {...handlers} {...props} />)
  return handlers
}

describe('VisitsSection', { timeout: 20_000 }, () => {
  it('offers a caregiver Remove only on the visits they added (docs/decisions/089)', async () => {
    await renderVisits({ state: ready({ visits: [{ ...past, given_by_you: true }, { ...planned, given_by_you: false }] }), mayDelete: (row) => mayDeleteRow('caregiver', 'recordHealth', row) })
    expect(screen.getAllByRole('button', { name: /^Remove the visit of/ })).toHaveLength(1)
    expect(screen.getAllByRole('button', { name: /^Edit the visit of/ })).toHaveLength(2)
  })

  it('shows the next visit with its questions and the questions for the doctor, then the past visits, the check-up ages and the source', async () => {
    await renderVisits()
    const next = within(screen.getByRole('list', { name: 'Planned' })).getByRole('listitem')
    expect(within(next).getByRole('heading', { name: 'Next visit: 10 September 2026, Well-child check-up' })).toBeVisible()
    expect(within(next).getByText('Is her sleep usual?')).toBeVisible()
    expect(within(next).getByText('When do teeth come?')).toBeVisible()
    expect(within(next).getByRole('link', { name: 'summary for the doctor' })).toHaveAttribute('href', '/child/2/summary')
    const pastItem = within(screen.getByRole('list', { name: 'Past visits' })).getByRole('listitem')
    expect(within(pastItem).getByText('Weight along her curve.')).toBeVisible()
    expect(screen.getByText('Recommended check-ups (3)')).toBeVisible()
    expect(screen.getByText(/^Check-up ages: Bright Futures periodicity schedule, 2025/)).toBeVisible()
  })

  it('says when no visit is planned, and which recommended check-up comes next', async () => {
    await renderVisits({ state: ready({ visits: [past] }) })
    expect(screen.getByText('No visit planned. The next recommended check-up is the 9 months visit, around 15 October 2026.')).toBeVisible()
  })

  it('adds, edits, removes and downloads the calendar through its handlers', async () => {
    const handlers = await renderVisits()
    await userEvent.click(screen.getByRole('button', { name: 'Add a visit' }))
    await userEvent.click(screen.getByRole('button', { name: 'Edit the visit of 15 July 2026, Well-child check-up with Dr. Amara Lewis' }))
    await userEvent.click(screen.getByRole('button', { name: 'Remove the visit of 10 September 2026, Well-child check-up' }))
    await userEvent.click(screen.getByRole('button', { name: 'Download the calendar (.ics)' }))
    expect(handlers.onAdd).toHaveBeenCalledOnce()
    expect(handlers.onEdit).toHaveBeenCalledWith(past)
    expect(handlers.onRemove).toHaveBeenCalledWith(planned)
    expect(handlers.onDownloadCalendar).toHaveBeenCalledOnce()
  })

  it('keeps what was typed in a refused form, with the message under its field', async () => {
    const handlers = await renderVisits({ state: ready({ form: { visit: null, busy: false, fieldErrors: { date: 'Plan a visit at most a year ahead.' }, failed: false } }) })
    const form = screen.getByRole('form', { name: 'Add a visit' })
    expect(within(form).getByLabelText('Date')).toHaveAccessibleDescription(/Plan a visit at most a year ahead\./)
    await userEvent.type(within(form).getByLabelText('Clinician (optional)'), 'Dr. Ng')
    await userEvent.click(within(form).getByRole('button', { name: 'Save visit' }))
    expect(handlers.onSubmit).toHaveBeenCalledWith({ date: today, time: '', kind: 'well_child', clinician: 'Dr. Ng', notes: '', questions: '' })
  })

  it("shows a visit's time after its day, and the form has a labelled, optional time that it sends (docs/decisions/093)", async () => {
    const timed = { ...planned, time: '09:30' }
    const handlers = await renderVisits({ state: ready({ visits: [past, timed], form: { visit: timed, busy: false, fieldErrors: {}, failed: false } }) })
    expect(screen.getByRole('heading', { name: 'Next visit: 10 September 2026 at 09:30, Well-child check-up' })).toBeVisible()
    const form = screen.getByRole('form', { name: 'Edit the visit' })
    const time = within(form).getByLabelText('Time (optional)')
    expect(time).toHaveAttribute('type', 'time')
    expect(time).toHaveValue('09:30')
    await userEvent.clear(time)
    await userEvent.type(time, '14:15')
    await userEvent.click(within(form).getByRole('button', { name: 'Save visit' }))
    expect(handlers.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ date: '2026-09-10', time: '14:15' }))
  })

  it('in a removal over a change: both versions in the visit, "Delete anyway" or "Keep it", nothing else to start', async () => {
    const theirs = { ...planned, clinician: 'Dr. Okafor' }
    const handlers = await renderVisits({ state: ready({ visits: [past, theirs], conflict: { write: 'delete', theirs, mine: planned } }) })
    const item = within(screen.getByRole('list', { name: 'Planned' })).getByRole('listitem')
    const panel = within(item).getByRole('region', { name: 'Someone else changed this' })
    expect(within(panel).getByRole('group', { name: 'Their version' })).toHaveTextContent('CliniciandiffersDr. Okafor')
    expect(within(panel).getByRole('group', { name: 'What you saw' })).toHaveTextContent('Cliniciandiffers(empty)')
    expect(screen.getByRole('button', { name: 'Add a visit' })).toBeDisabled()
    expect(within(item).queryByRole('button', { name: /^Remove the visit/ })).not.toBeInTheDocument()
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete anyway' }))
    await userEvent.click(within(panel).getByRole('button', { name: 'Keep it' }))
    expect(handlers.onKeepMine).toHaveBeenCalledOnce()
    expect(handlers.onUseTheirs).toHaveBeenCalledOnce()
  })

  it('gives a viewer no buttons to change the visits, and says so', async () => {
    await renderVisits({ canRecord: false })
    expect(screen.queryByRole('button', { name: 'Add a visit' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Edit the visit/ })).not.toBeInTheDocument()
    expect(screen.getByText("You can see Olivia's visits. Only the owner and caregivers add them.")).toBeVisible()
    expect(screen.getByRole('button', { name: 'Download the calendar (.ics)' })).toBeVisible()
  })

  it('says "Visits are not available on this server" on a server without the calls', async () => {
    await renderVisits({ state: { status: 'unavailable' } })
    expect(screen.getByText(/^Visits are not available on this server\./)).toBeVisible()
  })
})
