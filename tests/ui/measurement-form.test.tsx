import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { MeasurementForm, type MeasurementFormProps } from '@/ui/screens/track-progress/measurement-form'
import { renderWithTheme } from './render'

const today = new Date('2026-06-18T12:00:00Z')

function props(overrides: Partial<MeasurementFormProps> = {}): MeasurementFormProps {
  return { dob: '2026-01-10', busy: false, fieldErrors: {}, failed: false, onSubmit: vi.fn(), today, ...overrides }
}

/* The account's units arrive after the form is on screen (Track Progress asks for them alongside its load). */
describe('the measurement form when the account units arrive late', () => {
  it('starts an untouched form at the account units', async () => {
    const { rerender } = renderWithTheme(<MeasurementForm {...props()} />)
    expect(screen.getByLabelText('Weight unit')).toHaveValue('kg')
    rerender(<MeasurementForm {...props({ units: 'imperial' })} />)
    expect(screen.getByLabelText('Weight unit')).toHaveValue('lb')
    expect(screen.getByLabelText('Height unit')).toHaveValue('ftin')
  })

  it('keeps what the parent typed, and the units they typed it in', async () => {
    const { rerender } = renderWithTheme(<MeasurementForm {...props()} />)
    await userEvent.type(screen.getByLabelText('Weight', { exact: true }), '6')
    rerender(<MeasurementForm {...props({ units: 'imperial' })} />)
    expect(screen.getByLabelText('Weight', { exact: true })).toHaveValue('6')
    expect(screen.getByLabelText('Weight unit')).toHaveValue('kg')
  })
})
