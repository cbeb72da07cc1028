import '@testing-library/jest-dom/vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ParentReminder } from '@/contract/reminders'
import { ParentReminders, type ParentRemindersProps, type ParentRemindersState } from '@/ui/screens/child-overview/parent-reminders'
import { renderWithTheme } from './render'

afterEach(cleanup)

/* Alerts & Reminders' own reminders (docs/decisions/059): daily repeats and how reminders reach the parent (docs/decisions/093). */
const drops: ParentReminder = { id: 1, child: 7, text: 'Vitamin D drops', date: '2026-12-08', time: '08:00', repeat: 'daily', given_by_you: true }

const ready = (fields: Partial<Extract<ParentRemindersState, { status: 'ready' }>> = {}): ParentRemindersState => ({
  status: 'ready',
  reminders: [drops],
  form: null,
  confirming: null,
  busy: false,
  deleteFailed: false,
  done: null,
  conflict: null,
  ...fields,
})

function renderReminders(props: Partial<ParentRemindersProps> = {}) {
  const handlers = { onAdd: vi.fn(), onEdit: vi.fn(), onSubmit: vi.fn(), onCancel: vi.fn(), onRemove: vi.fn(), onConfirmRemove: vi.fn(), onKeepMine: vi.fn(), onUseTheirs: vi.fn(), onDownload: vi.fn() }
  renderWithTheme(<ParentReminders name="Mia" state={ready()} nextCheck={{ date: '2027-01-15', band: null }} mayDelete={() => true} {...handlers} {...props} />)
  return handlers
}

describe('ParentReminders', () => {
  it('says plainly that reminders reach the parent only through their calendar, the app sending no notifications', () => {
    renderReminders()
    expect(screen.getByText(/How reminders reach you: the app sends no notifications\. Add a reminder to your phone's calendar with its calendar file \(\.ics\), and your calendar reminds you\./)).toBeVisible()
  })

  it('shows a daily reminder as "Every day from …"', () => {
    renderReminders()
    expect(screen.getByText('Every day from 8 December 2026 at 08:00')).toBeVisible()
  })

  it('offers "Every day" among the repeats and sends it', async () => {
    const user = userEvent.setup()
    const handlers = renderReminders({ state: ready({ reminders: [], form: { editing: null, busy: false, fieldErrors: {}, failed: false } }) })
    const repeat = screen.getByRole('combobox', { name: 'Repeat' })
    expect([...(repeat as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Does not repeat', 'Every day', 'Every week', 'Every month'])
    await user.type(screen.getByRole('textbox', { name: 'Remind me to' }), 'Vitamin D drops')
    await user.selectOptions(repeat, 'Every day')
    await user.click(screen.getByRole('button', { name: 'Add reminder' }))
    expect(handlers.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ text: 'Vitamin D drops', repeat: 'daily' }))
  })
})
