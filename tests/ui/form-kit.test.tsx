import { revalidateLogic } from '@tanstack/react-form'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { KitForm, useAppForm } from '@/ui/forms/form-kit'
import { renderWithTheme } from './render'

afterEach(cleanup)

const schema = z.object({
  name: z.string().min(1, 'Name is required').min(3, 'Name is too short'),
  email: z.string().min(1, 'Email is required'),
  notes: z.string(),
  agree: z.boolean(),
})
type Values = z.infer<typeof schema>

function Demo({ onSubmit, serverErrors }: { onSubmit: (values: Values) => void; serverErrors?: Record<string, string> }) {
  const form = useAppForm({
    defaultValues: { name: '', email: '', notes: '', agree: false } as Values,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => onSubmit(value),
  })
  return (
    <KitForm form={form} serverErrors={serverErrors} aria-label="Demo">
      <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
      <form.AppField name="email">{(field) => <field.TextField label="Email" />}</form.AppField>
      <form.AppField name="notes">{(field) => <field.TextAreaField label="Notes" />}</form.AppField>
      <form.AppField name="agree">{(field) => <field.CheckboxField label="I agree" />}</form.AppField>
      <button type="submit">Send</button>
    </KitForm>
  )
}

/** A screen whose server answers with field messages after the first send. */
function WithServer() {
  const [errors, setErrors] = useState<Record<string, string>>({})
  return <Demo serverErrors={errors} onSubmit={() => setErrors({ email: 'This email is taken.', notes: 'Too rude.' })} />
}

describe('the form kit', () => {
  it('shows only the first message per field, under its field, after a refused submit', async () => {
    const user = userEvent.setup()
    renderWithTheme(<Demo onSubmit={vi.fn()} />)
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByText('Name is required')).toBeInTheDocument()
    expect(screen.queryByText('Name is too short')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required')
    expect(screen.getByText('Email is required')).toBeInTheDocument()
  })

  it('focuses the first invalid field when a submit is refused, and does not send', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    renderWithTheme(<Demo onSubmit={onSubmit} />)
    await user.type(screen.getByLabelText('Name'), 'Ada')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByLabelText('Email')).toHaveFocus()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("keeps a server message under its field until that field is edited, and focuses that field", async () => {
    const user = userEvent.setup()
    renderWithTheme(<WithServer />)
    await user.type(screen.getByLabelText('Name'), 'Ada')
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send' }))

    expect(await screen.findByText('This email is taken.')).toBeInTheDocument()
    expect(screen.getByText('Too rude.')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveFocus()

    // Editing another field leaves the message; editing its own field removes it.
    await user.type(screen.getByLabelText('Name'), 'x')
    expect(screen.getByText('This email is taken.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'm')
    expect(screen.queryByText('This email is taken.')).not.toBeInTheDocument()
    expect(screen.getByText('Too rude.')).toBeInTheDocument()
  })
})
