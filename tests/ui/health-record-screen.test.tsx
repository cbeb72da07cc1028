import '@testing-library/jest-dom/vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mayDeleteRow } from '@/domain/child-access'
import { childOverview } from '@/domain/child-overview'
import { vaccineStatus } from '@/domain/health-record'
import { doseTimings } from '@/domain/vaccines'
import { RemindersScreen } from '@/ui/screens/child-overview/reminders-screen'
import { SummaryScreen } from '@/ui/screens/child-overview/summary-screen'
import { HealthRecordScreen } from '@/ui/screens/health/health-record-screen'
import { VaccineDoses, type VaccineDosesProps, type VaccinesState } from '@/ui/screens/health/vaccine-doses'
import { makeChild } from '../support/factories'
import { makeDoseRecord, makeVaccineDose } from '../support/health-factories'
import { renderWithRouter, renderWithTheme } from './render'

/** The parent said the record is complete: a dose past its window reads overdue (docs/decisions/090). */
const complete = { complete: true }

afterEach(cleanup)

/* docs/decisions/073: the health record's Vaccines section (born 15 January 2026, seen on 20 August 2026) and its page. */
const dob = '2026-01-15'
const today = '2026-08-20'
const overdue = makeVaccineDose({ id: 1, vaccine: 'Rotavirus', short_name: 'RV', dose: 3, from_months: 6, to_months: 6, note: "Talk with your child's doctor about the third dose." })
const given = makeVaccineDose({ id: 2, vaccine: 'Hepatitis B', short_name: 'HepB', dose: 1, from_months: 0, to_months: 0 })
const later = makeVaccineDose({ id: 3, vaccine: 'Measles, mumps, rubella', short_name: 'MMR', dose: 1, from_months: 12, to_months: 15 })
const givenRecord = makeDoseRecord({ id: 11, dose: 2, date: '2026-01-15', clinic: 'Riverside Clinic', lot: 'HB-1' })
const schedule = { source: { name: 'CDC, Child and Adolescent Immunization Schedule by Age, United States', date: '2025' }, doses: [overdue, given, later] }

const ready = (fields: Partial<Extract<VaccinesState, { status: 'ready' }>> = {}): VaccinesState => ({
  status: 'ready',
  schedule,
  timings: doseTimings(schedule.doses, [givenRecord], dob, today, complete),
  form: null,
  confirming: null,
  busy: false,
  removeFailed: false,
  done: null,
  conflict: null,
  card: { recordState: { complete: true, available: true }, form: null, stateFailed: false, busy: false, blocked: false },
  ...fields,
})

function renderDoses(props: Partial<VaccineDosesProps> = {}) {
  const card = { childId: 2, onOpen: vi.fn(), onSubmit: vi.fn(), onCancel: vi.fn(), onSetComplete: vi.fn() }
  const handlers = { onRecord: vi.fn(), onEdit: vi.fn(), onSubmit: vi.fn(), onCancel: vi.fn(), onRemove: vi.fn(), onConfirmRemove: vi.fn(), onKeepMine: vi.fn(), onUseTheirs: vi.fn(), card }
  renderWithTheme(<VaccineDoses name="Olivia" dob={dob} today={today} state={ready()} canRecord mayDelete={() => true} {...handlers} {...props} />)
  return handlers
}

describe('VaccineDoses', { timeout: 20_000 }, () => {
  it("does not offer a caregiver Remove on a dose record someone else added (docs/decisions/089)", () => {
    renderDoses({ state: ready({ timings: doseTimings(schedule.doses, [{ ...givenRecord, given_by_you: false }], dob, today, complete) }), mayDelete: (row) => mayDeleteRow('caregiver', 'recordHealth', row) })
    expect(screen.getByRole('button', { name: 'Edit the record of Hepatitis B (HepB), dose 1' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Remove the record of Hepatitis B (HepB), dose 1' })).toBeNull()
  })

  it('lists the doses by status with informational words, the later ones folded, and names the schedule and its date', () => {
    renderDoses()
    const overdueList = screen.getByRole('list', { name: 'Overdue (1)' })
    expect(within(overdueList).getByRole('heading', { name: 'Rotavirus (RV), dose 3' })).toBeVisible()
    expect(within(overdueList).getByText("Recommended by 14 August 2026. Talk with your child's doctor about catching up.")).toBeVisible()
    const givenList = screen.getByRole('list', { name: 'Given (1)' })
    expect(within(givenList).getByText('Given on 15 January 2026 at Riverside Clinic.')).toBeInTheDocument()
    expect(within(givenList).getByText('Lot HB-1')).toBeInTheDocument()
    expect(screen.getByText('Given (1)').closest('details')).not.toHaveAttribute('open')
    expect(screen.getByText('Later (1)').closest('details')).not.toHaveAttribute('open')
    expect(screen.getByText(/^Schedule: CDC, Child and Adolescent Immunization Schedule by Age, United States, 2025/)).toBeInTheDocument()
    expect(screen.getByText(/the age since birth, never a corrected age/)).toBeInTheDocument()
  })

  it('records a dose, edits and removes a record through its buttons', async () => {
    const user = userEvent.setup()
    const handlers = renderDoses()
    await user.click(screen.getByRole('button', { name: 'Record Rotavirus (RV), dose 3' }))
    expect(handlers.onRecord).toHaveBeenCalledWith(overdue)
    await user.click(screen.getByRole('button', { name: 'Edit the record of Hepatitis B (HepB), dose 1' }))
    expect(handlers.onEdit).toHaveBeenCalledWith(given, givenRecord)
    await user.click(screen.getByRole('button', { name: 'Remove the record of Hepatitis B (HepB), dose 1' }))
    expect(handlers.onRemove).toHaveBeenCalledWith(givenRecord)
  })

  it('gives a viewer the record to read, with no control to change it', () => {
    renderDoses({ canRecord: false })
    expect(screen.getByText("You can see Olivia's vaccines. Only the owner and caregivers record doses.")).toBeVisible()
    expect(screen.queryByRole('button', { name: /^(Record|Edit|Remove)/ })).toBeNull()
  })

  it('shows the server\u2019s 400 messages under their fields and submits what was typed', async () => {
    const user = userEvent.setup()
    const form = { doseId: overdue.id, doseName: 'Rotavirus (RV), dose 3', record: null, busy: false, failed: false, fieldErrors: { date: 'The date cannot be before the child\u2019s date of birth.', lot: 'Use at most 40 characters.' } }
    const handlers = renderDoses({ state: ready({ form }) })
    const region = screen.getByRole('form', { name: 'Record Rotavirus (RV), dose 3' })
    expect(within(region).getByLabelText('Date given')).toHaveAccessibleDescription(/The date cannot be before the child’s date of birth\./)
    expect(within(region).getByLabelText('Lot number (optional)')).toHaveAccessibleDescription(/Use at most 40 characters\./)
    await user.click(within(region).getByRole('radio', { name: 'Not given' }))
    expect(within(region).getByLabelText('Date recorded')).toHaveValue(today)
    await user.type(within(region).getByLabelText('Clinic (optional)'), 'Harbour Health')
    await user.click(within(region).getByRole('button', { name: 'Save record' }))
    expect(handlers.onSubmit).toHaveBeenCalledWith({ status: 'not_given', date: today, clinic: 'Harbour Health', lot: '', note: '' })
  })

  it('in a save over a change: both versions above the form, which keeps what was typed; Keep mine and Use theirs sent', async () => {
    const user = userEvent.setup()
    const form = { doseId: given.id, doseName: 'Hepatitis B (HepB), dose 1', record: givenRecord, busy: false, failed: false, fieldErrors: {} }
    const card = { childId: 2, onOpen: vi.fn(), onSubmit: vi.fn(), onCancel: vi.fn(), onSetComplete: vi.fn() }
  const handlers = { onRecord: vi.fn(), onEdit: vi.fn(), onSubmit: vi.fn(), onCancel: vi.fn(), onRemove: vi.fn(), onConfirmRemove: vi.fn(), onKeepMine: vi.fn(), onUseTheirs: vi.fn(), card }
    const doses = (state: VaccinesState) => <VaccineDoses name="Olivia" dob={dob} today={today} state={state} canRecord mayDelete={() => true} {...handlers} />
    const { rerender } = renderWithTheme(doses(ready({ form })))
    const lot = screen.getByLabelText('Lot number (optional)')
    await user.clear(lot)
    await user.type(lot, 'HB-2')
    const theirs = { ...givenRecord, clinic: 'Harbour Health' }
    const mine = { status: 'given' as const, date: givenRecord.date, clinic: 'Riverside Clinic', lot: 'HB-2', note: '' }
    rerender(doses(ready({ form, conflict: { write: 'change', theirs, mine } })))
    const panel = screen.getByRole('region', { name: 'Someone else changed this' })
    expect(within(panel).getByRole('heading', { name: 'Someone else changed this' })).toHaveFocus()
    expect(within(panel).getByRole('group', { name: 'Their version' })).toHaveTextContent('ClinicdiffersHarbour Health')
    expect(within(panel).getByRole('group', { name: 'Your version' })).toHaveTextContent('Lot numberdiffersHB-2')
    expect(screen.getByLabelText('Lot number (optional)')).toHaveValue('HB-2')
    await user.click(within(panel).getByRole('button', { name: 'Keep mine' }))
    await user.click(within(panel).getByRole('button', { name: 'Use theirs' }))
    expect(handlers.onKeepMine).toHaveBeenCalledOnce()
    expect(handlers.onUseTheirs).toHaveBeenCalledOnce()
  })

  it('asks before removing a record, and says what was done', async () => {
    const user = userEvent.setup()
    const handlers = renderDoses({ state: ready({ confirming: givenRecord, done: null }) })
    await user.click(within(screen.getByRole('group', { name: 'Remove the record of Hepatitis B (HepB), dose 1?' })).getByRole('button', { name: 'Remove' }))
    expect(handlers.onConfirmRemove).toHaveBeenCalled()
    cleanup()
    renderDoses({ state: ready({ done: 'added' }) })
    expect(screen.getByText('Dose recorded.')).toBeVisible()
  })

  it('says "Vaccine records are not available on this server" on a server without the calls', () => {
    renderDoses({ state: { status: 'unavailable' } })
    expect(screen.getByText(/^Vaccine records are not available on this server\./)).toBeVisible()
  })
})

describe('HealthRecordScreen', () => {
  it('has the growth line from Track Progress with a link to it, and the Vaccines, Visits and Documents sections', async () => {
    const child = makeChild({ id: 2, first_name: 'Olivia', weight_kg: 7.9, height_cm: 68 })
    const measurements = { status: 'found' as const, value: [{ id: 1, child: 2, date: '2026-07-01', weight_kg: 8.4, height_cm: 70, head_circumference_cm: null }] }
    await renderWithRouter(<HealthRecordScreen child={child} measurements={measurements} vaccines={<p>the vaccines</p>} visits={<p>the visits</p>} documents={<p>the documents</p>} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Health record' })).toBeVisible()
    expect(screen.getByText('Last weight 8.4 kg (1 July 2026), last height 70 cm (1 July 2026).')).toBeVisible()
    expect(screen.getByRole('link', { name: "See Olivia's growth in Track Progress" })).toHaveAttribute('href', '/track-progress/2')
    expect(screen.getByText('the vaccines')).toBeVisible()
    expect(screen.getByText('the visits')).toBeVisible()
    expect(screen.getByText('the documents')).toBeVisible()
  })
})

describe('the doses to mention on Alerts & Reminders and the summary for the doctor', () => {
  const child = makeChild({ id: 2, first_name: 'Olivia', dob })
  const overview = childOverview(child, [], [], new Date(`${today}T12:00:00`))
  const data = { schedule, records: [givenRecord], state: complete }

  it('lists the overdue dose among Alerts & Reminders, with the way to the health record', async () => {
    await renderWithRouter(<RemindersScreen overview={overview} today={today} doses={vaccineStatus(data, dob, today).mention} />)
    const doses = screen.getByRole('list', { name: 'Vaccine doses for Olivia' })
    expect(within(doses).getByRole('heading', { name: 'Rotavirus (RV), dose 3: overdue' })).toBeInTheDocument()
    expect(within(doses).getByText("Recommended by 14 August 2026. Talk with your child's doctor about catching up.")).toBeInTheDocument()
    expect(within(doses).getByRole('link', { name: 'Open the health record' })).toHaveAttribute('href', '/health/2')
    expect(within(doses).queryByText(/Measles/)).toBeNull()
  })

  it('gives the summary a vaccine status: doses given, those to mention, the schedule named; nothing on a server without the calls', async () => {
    const props = { overview, progress: [], today, measurements: { status: 'found' as const, value: [] }, questions: null, onPrint: () => undefined }
    await renderWithRouter(<SummaryScreen {...props} vaccines={{ status: 'found', value: data }} />)
    const section = screen.getByRole('region', { name: 'Vaccines' })
    expect(within(section).getByText(/^By the schedule \(CDC, Child and Adolescent Immunization Schedule/)).toBeInTheDocument()
    // Decision 092: the doses given are listed with their days, not only counted.
    expect(within(section).getByRole('table', { name: 'Doses given (1)' })).toBeInTheDocument()
    expect(within(section).getByText('Rotavirus (RV), dose 3: overdue.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open the health record' })).toHaveAttribute('href', '/health/2')
    cleanup()
    await renderWithRouter(<SummaryScreen {...props} vaccines={{ status: 'unavailable' }} />)
    expect(screen.queryByRole('region', { name: 'Vaccines' })).toBeNull()
  })
})
