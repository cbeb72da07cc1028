import { revalidateLogic, useForm, useStore } from '@tanstack/react-form'
import { useState } from 'react'
import styled from 'styled-components'
import { emptyMeasurementForm, feetChoices, inchChoices, measurementFormSchema, type MeasurementFormField, type MeasurementFormValues } from '@/domain/track-progress'
import { firstError } from '@/ui/forms/field-errors'
import { Button } from '@/ui/primitives/button'
import { Notice } from '@/ui/primitives/notice'
import { SelectField } from '@/ui/primitives/select-field'
import { TextField } from '@/ui/primitives/text-field'

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 7rem);
  gap: ${({ theme }) => theme.space(1.5)};
  align-items: start;
  max-width: 28rem;
`

const Narrow = styled.div`
  max-width: 28rem;
`

const numberOptions = (values: number[], unit: string) => values.map((n) => ({ value: String(n), label: `${n} ${unit}` }))

export type MeasurementFormProps = {
  dob: string
  busy: boolean
  /** Server messages under their fields, for the values last sent. */
  fieldErrors: Partial<Record<MeasurementFormField, string>>
  failed: boolean
  onSubmit: (values: MeasurementFormValues) => void
  today?: Date
}

/**
 * Add a measurement (docs/product-rules.md#decisions-track-progress): the date, height in
 * cm or feet and inches, weight in kg or lb (the child form's units), head
 * circumference in cm; at least one of them.
 */
export function MeasurementForm({ dob, busy, fieldErrors, failed, onSubmit, today: todayProp }: MeasurementFormProps) {
  const [today] = useState(() => todayProp ?? new Date())
  const [submitted, setSubmitted] = useState<MeasurementFormValues | null>(null)
  const form = useForm({
    defaultValues: emptyMeasurementForm(today),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: measurementFormSchema(dob, () => today) },
    onSubmit: ({ value }) => {
      if (busy) return
      setSubmitted(value)
      onSubmit(value)
    },
  })
  const heightUnit = useStore(form.store, (state) => state.values.heightUnit)
  const errorFor = (name: MeasurementFormField, errors: readonly unknown[]) =>
    firstError(errors) ?? (submitted && submitted[name] === form.state.values[name] ? fieldErrors[name] : undefined)

  return (
    <Form
      noValidate
      aria-label="Add a measurement"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <Narrow>
        <form.Field name="date">
          {(field) => (
            <TextField
              label="Date"
              type="date"
              name={field.name}
              value={field.state.value}
              max={emptyMeasurementForm(today).date}
              min={dob}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              error={errorFor(field.name, field.state.meta.errors)}
            />
          )}
        </form.Field>
      </Narrow>
      <Narrow>
        <form.Field name="heightUnit">
          {(field) => (
            <SelectField
              label="Height unit"
              options={[
                { value: 'cm', label: 'cm' },
                { value: 'ftin', label: 'feet and inches' },
              ]}
              name={field.name}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value === 'ftin' ? 'ftin' : 'cm')}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
      </Narrow>
      {heightUnit === 'cm' ? (
        <Narrow>
          <form.Field name="heightCm">
            {(field) => (
              <TextField
                label="Height (cm)"
                inputMode="decimal"
                autoComplete="off"
                placeholder="e.g. 70.5"
                name={field.name}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
                error={errorFor(field.name, field.state.meta.errors)}
              />
            )}
          </form.Field>
        </Narrow>
      ) : (
        <Row>
          <form.Field name="heightFeet">
            {(field) => (
              <SelectField
                label="Height (feet)"
                placeholder="Select"
                options={numberOptions(feetChoices, 'ft')}
                name={field.name}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
                error={errorFor(field.name, field.state.meta.errors)}
              />
            )}
          </form.Field>
          <form.Field name="heightInches">
            {(field) => (
              <SelectField
                label="Inches"
                placeholder="Select"
                options={numberOptions(inchChoices, 'in')}
                name={field.name}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
              />
            )}
          </form.Field>
        </Row>
      )}
      <Row>
        <form.Field name="weight">
          {(field) => (
            <TextField
              label="Weight"
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 8.5"
              name={field.name}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              error={errorFor(field.name, field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="weightUnit">
          {(field) => (
            <SelectField
              label="Unit"
              aria-label="Weight unit"
              options={[
                { value: 'kg', label: 'kg' },
                { value: 'lb', label: 'lb' },
              ]}
              name={field.name}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value === 'lb' ? 'lb' : 'kg')}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
      </Row>
      <Narrow>
        <form.Field name="headCm">
          {(field) => (
            <TextField
              label="Head circumference (cm)"
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 44"
              name={field.name}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              error={errorFor(field.name, field.state.meta.errors)}
            />
          )}
        </form.Field>
      </Narrow>
      {failed && <Notice tone="error">Could not save the measurement. Please try again.</Notice>}
      <div>
        <Button type="submit" loading={busy}>
          Save measurement
        </Button>
      </div>
    </Form>
  )
}
