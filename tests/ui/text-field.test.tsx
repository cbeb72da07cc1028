import '@testing-library/jest-dom/vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { CheckboxField } from '@/ui/primitives/checkbox-field'
import { SelectField } from '@/ui/primitives/select-field'
import { TextField } from '@/ui/primitives/text-field'
import { renderWithTheme } from './render'

afterEach(cleanup)

describe('TextField', () => {
  it('ties the visible label to the input', async () => {
    renderWithTheme(<TextField label="Email" />)
    const input = screen.getByLabelText('Email')
    await userEvent.type(input, 'parent@example.com')
    expect(input).toHaveValue('parent@example.com')
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('marks the input invalid and describes it with the error text', () => {
    renderWithTheme(<TextField label="Email" error="Please enter a valid email" />)
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Please enter a valid email')
    const describedBy = input.getAttribute('aria-describedby') ?? ''
    const error = screen.getByText('Please enter a valid email')
    expect(describedBy.split(' ')).toContain(error.closest('[id]')?.id)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('describes the input with its hint and keeps a caller-supplied description', () => {
    renderWithTheme(
      <>
        <p id="extra">Extra help</p>
        <TextField label="Password" type="password" hint="At least 8 characters" aria-describedby="extra" />
      </>,
    )
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Extra help At least 8 characters')
  })

  it('renders the end adornment next to the input', () => {
    renderWithTheme(<TextField label="Password" type="password" endAdornment={<button type="button">Show</button>} />)
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument()
  })
})

describe('SelectField', () => {
  it('labels the select and wires its error', () => {
    renderWithTheme(
      <SelectField
        label="City"
        placeholder="Choose a city"
        options={[
          { value: 'london', label: 'London' },
          { value: 'dubai', label: 'Dubai' },
        ]}
        error="Please choose a city"
      />,
    )
    const select = screen.getByRole('combobox', { name: 'City' })
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(select).toHaveAccessibleDescription('Please choose a city')
    expect(screen.getByRole('option', { name: 'London' })).toBeInTheDocument()
  })
})

describe('CheckboxField', () => {
  it('labels the checkbox with content that may hold links, and wires its error', async () => {
    renderWithTheme(
      <CheckboxField
        label={
          <>
            I accept the <a href="/terms">terms</a> and <a href="/privacy">privacy policy</a>
          </>
        }
        error="Please accept the terms and conditions"
      />,
    )
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms and privacy policy' })
    expect(checkbox).toHaveAttribute('aria-invalid', 'true')
    expect(checkbox).toHaveAccessibleDescription('Please accept the terms and conditions')
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms')
    await userEvent.click(checkbox)
    expect(checkbox).toBeChecked()
  })
})
