import '@testing-library/jest-dom/vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { VaccineScheduleScreen, type VaccineScheduleState } from '@/ui/screens/admin/vaccines/vaccine-schedule-screen'
import { makeVaccineDose } from '../support/health-factories'
import { renderWithTheme } from './render'

afterEach(cleanup)

const hepb = makeVaccineDose({ id: 1, vaccine: 'Hepatitis B', short_name: 'HepB', from_months: 0, to_months: 0 })
const rv = makeVaccineDose({ id: 2, vaccine: 'Rotavirus', short_name: 'RV', from_months: 2, to_months: 2, is_active: false })
const ready = (fields: Partial<Extract<VaccineScheduleState, { status: 'ready' }>> = {}): VaccineScheduleState => ({
  status: 'ready',
  schedule: { source: { name: 'CDC schedule', date: '2025' }, doses: [hepb, rv] },
  form: null,
  busy: false,
  failed: false,
  done: null,
  conflict: null,
  ...fields,
})

function renderScreen(state: VaccineScheduleState) {
  const handlers = { onAdd: vi.fn(), onEdit: vi.fn(), onSubmit: vi.fn(), onCancel: vi.fn(), onChange: vi.fn(), onKeepMine: vi.fn(), onUseTheirs: vi.fn() }
  renderWithTheme(<VaccineScheduleScreen state={state} {...handlers} />)
  return handlers
}

describe('VaccineScheduleScreen (issue #27, the admin area)', { timeout: 20_000 }, () => {
  it("shows another admin's newer dose beside the one being saved, the form kept, and sends the choice", async () => {
    const user = userEvent.setup()
    const mine = { key: 'hepb-1', vaccine: 'Hepatitis B', short_name: 'HepB', dose: '1', from_months: '0', to_months: '1', min_age_days: '', min_interval_days: '', max_age_days: '', note: 'At birth.' }
    const theirs = { ...hepb, note: 'Given in hospital.' }
    const form = { dose: hepb, busy: false, fieldErrors: {}, failed: false }
    const handlers = renderScreen(ready({ form, conflict: { theirs, mine } }))
    const panel = screen.getByRole('region', { name: 'Someone else changed this' })
    expect(within(panel).getByRole('group', { name: 'Their version' })).toHaveTextContent('Given in hospital.')
    expect(within(panel).getByRole('group', { name: 'Your version' })).toHaveTextContent('At birth.')
    expect(screen.getByRole('form')).toBeInTheDocument()
    await user.click(within(panel).getByRole('button', { name: 'Keep mine' }))
    expect(handlers.onKeepMine).toHaveBeenCalledOnce()
    await user.click(within(panel).getByRole('button', { name: 'Use theirs' }))
    expect(handlers.onUseTheirs).toHaveBeenCalledOnce()
  })

  it('lists the doses in order with their window and state, and moves, deactivates and activates them with buttons', async () => {
    const user = userEvent.setup()
    const handlers = renderScreen(ready())
    const rows = within(screen.getByRole('list', { name: 'Doses of the schedule' })).getAllByRole('listitem')
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual(['1. HepB dose 1: Hepatitis B', '2. RV dose 1: Rotavirus'])
    expect(within(rows[1]!).getByText('2 months · Inactive: parents do not see it')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Move HepB dose 1 up' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move RV dose 1 down' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Move HepB dose 1 down' }))
    expect(handlers.onChange).toHaveBeenLastCalledWith({ id: 1, order: 1 })
    await user.click(screen.getByRole('button', { name: 'Deactivate HepB dose 1' }))
    expect(handlers.onChange).toHaveBeenLastCalledWith({ id: 1, is_active: false })
    await user.click(screen.getByRole('button', { name: 'Activate RV dose 1' }))
    expect(handlers.onChange).toHaveBeenLastCalledWith({ id: 2, is_active: true })
    expect(screen.getByText(/Written from CDC schedule, 2025\./)).toBeInTheDocument()
  })

  it("adds a dose through the form, refusing with the contract's messages first, and shows the server's under their fields", async () => {
    const user = userEvent.setup()
    const form = { dose: null, busy: false, failed: false, fieldErrors: { key: 'Another dose has this key.' } }
    const handlers = renderScreen(ready({ form }))
    const region = screen.getByRole('form', { name: 'Add a dose' })
    expect(within(region).getByLabelText('Key')).toHaveAccessibleDescription(/Another dose has this key\./)
    await user.click(within(region).getByRole('button', { name: 'Add dose' }))
    expect(within(region).getByLabelText('Vaccine')).toHaveAccessibleDescription(/Enter the vaccine’s name\./)
    expect(handlers.onSubmit).not.toHaveBeenCalled()
    await user.type(within(region).getByLabelText('Vaccine'), 'Meningococcal')
    await user.type(within(region).getByLabelText('Short name'), 'MenACWY')
    await user.clear(within(region).getByLabelText('Key'))
    await user.type(within(region).getByLabelText('Key'), 'mena-1')
    await user.type(within(region).getByLabelText('From month of age'), '2')
    await user.type(within(region).getByLabelText('To month of age'), '2')
    await user.click(within(region).getByRole('button', { name: 'Add dose' }))
    expect(handlers.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ vaccine: 'Meningococcal', key: 'mena-1', dose: '1', from_months: '2', to_months: '2' }))
  })

  it('says so on a server without the calls', () => {
    renderScreen({ status: 'unavailable' })
    expect(screen.getByText('The vaccine schedule is not available on this server.')).toBeInTheDocument()
  })
})
