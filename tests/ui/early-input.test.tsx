import { revalidateLogic } from '@tanstack/react-form'
import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { ThemeProvider } from 'styled-components'
import { z } from 'zod'
import { KitForm, useAppForm } from '@/ui/forms/form-kit'
import { theme } from '@/ui/theme/theme'

/*
 * docs/decisions/041: the prerendered /auth, /signup and /auth/forgot-password show their forms before the app
 * runs. What a visitor types or chooses in that time (or while React is still hydrating, when it may drop
 * the input event) must reach the form's state once the control is hydrated (src/ui/primitives/early-input.ts).
 */

const schema = z.object({ email: z.string().min(1), notes: z.string(), city: z.string(), agree: z.boolean(), size: z.enum(['', 's', 'l']) })
type Values = z.infer<typeof schema>

function Form() {
  const form = useAppForm({
    defaultValues: { email: '', notes: '', city: '', agree: false, size: '' } as Values,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
  })
  return (
    <ThemeProvider theme={theme}>
      <KitForm form={form} aria-label="Early">
        <form.AppField name="email">{(field) => <field.TextField label="Email" />}</form.AppField>
        <form.AppField name="notes">{(field) => <field.TextAreaField label="Notes" />}</form.AppField>
        <form.AppField name="city">
          {(field) => <field.SelectField label="City" placeholder="Choose a city" options={[{ value: 'Oslo', label: 'Oslo' }]} />}
        </form.AppField>
        <form.AppField name="agree">{(field) => <field.CheckboxField label="I agree" />}</form.AppField>
        <form.AppField name="size">
          {(field) => (
            <field.ChoiceField
              legend="Size"
              options={[
                { value: 's', label: 'Small' },
                { value: 'l', label: 'Large' },
              ]}
            />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values}>{(values) => <output aria-label="State">{JSON.stringify(values)}</output>}</form.Subscribe>
      </KitForm>
    </ThemeProvider>
  )
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.replaceChildren()
  cleanup()
})

/** The prerendered page, before its script runs. */
function prerendered(): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Form />)
  document.body.append(container)
  return container
}

const state = () => JSON.parse(screen.getByLabelText('State').textContent ?? '{}') as Values

describe('what a visitor types before hydration', () => {
  it('reaches the form: text, text area, select, checkbox and radio, with no event React saw', async () => {
    const container = prerendered()
    // The visitor's input, in the page before React listens (its events go nowhere).
    ;(screen.getByLabelText('Email') as HTMLInputElement).value = 'ada@example.com'
    ;(screen.getByLabelText('Notes') as HTMLTextAreaElement).value = 'Early words'
    ;(screen.getByLabelText('City') as HTMLSelectElement).value = 'Oslo'
    ;(screen.getByLabelText('I agree') as HTMLInputElement).checked = true
    ;(screen.getByLabelText('Large') as HTMLInputElement).checked = true
    await act(async () => {
      root = hydrateRoot(container, <Form />)
    })
    expect(state()).toEqual({ email: 'ada@example.com', notes: 'Early words', city: 'Oslo', agree: true, size: 'l' })
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com')
    expect(screen.getByLabelText('Large')).toBeChecked()
    expect(screen.getByLabelText('Small')).not.toBeChecked()
  })

  it('leaves untouched controls alone, and the form keeps taking input as usual afterwards', async () => {
    const container = prerendered()
    ;(screen.getByLabelText('Email') as HTMLInputElement).value = 'ada@example.com'
    await act(async () => {
      root = hydrateRoot(container, <Form />)
    })
    expect(state()).toEqual({ email: 'ada@example.com', notes: '', city: '', agree: false, size: '' })
    // Clearing back to the prerendered value still reaches the form (React's tracker was told of the typed value).
    const user = userEvent.setup()
    await user.clear(screen.getByLabelText('Email'))
    expect(state().email).toBe('')
    await user.type(screen.getByLabelText('Email'), 'b')
    expect(state().email).toBe('b')
  })
})
