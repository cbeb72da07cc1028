import { revalidateLogic, useStore } from '@tanstack/react-form'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import type { Units } from '@/contract/accounts'
import { emptyMeasurementForm, feetChoices, inchChoices, measurementFormSchema, type MeasurementFormField, type MeasurementFormValues } from '@/domain/track-progress'
import { KitForm, useAppForm } from '@/ui/forms/form-kit'
import { Button } from '@/ui/primitives/button'
import { Notice } from '@/ui/primitives/notice'
import { Cluster, Stack } from '@/ui/primitives/layout'

const Form = styled(Stack).attrs({ as: 'form' as const, $gap: 2 })``

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 7rem);
  gap: ${({ theme }) => theme.space(1.5)};
  align-items: start;
  max-width: 28rem;
`

/**
 * A value and its unit (kg/lb, cm/in): a narrower unit column, and the two boxes level at the bottom when the
 * value's label wraps (a phone); with a message under the value, level at the top so the message hangs below.
 */
const UnitRow = styled(Row)`
  grid-template-columns: minmax(0, 1fr) minmax(0, 5.5rem);
  align-items: end;

  &:has([aria-invalid='true']) {
    align-items: start;
  }
`

/** A unit select's options and how its text reads back (the first unit unless the second is chosen). */
function unitChoice<U extends string>(units: readonly [U, U]) {
  return { options: units.map((unit) => ({ value: unit, label: unit })), parse: (text: string): U => (text === units[1] ? units[1] : units[0]) }
}

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
  /** The account's preference (docs/decisions/062): where the height and weight units start. */
  units?: Units
  /** A measurement being corrected (docs/decisions/091): the form starts from it; absent, an empty form. */
  initialValues?: MeasurementFormValues
  /** The form's name for assistive technology and its button's words. */
  label?: string
  submitLabel?: string
  /** A correction's Cancel; a new measurement's form has none. */
  onCancel?: () => void
  /** docs/decisions/091: "Is 85 kg right?", asked before saving a value far outside what is plausible; empty when nothing is asked. */
  questions?: readonly string[]
  onConfirmUnusual?: () => void
  onChangeUnusual?: () => void
  /** Shown above the buttons: both versions when someone changed the measurement meanwhile. */
  conflict?: ReactNode
}

const Ask = styled(Stack).attrs({ $gap: 1 })`
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  max-width: 28rem;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`

/**
 * docs/decisions/091: the question before an unusual value is saved. The heading takes the focus so a screen reader
 * hears it; "Change it" goes back to the form, where what was typed stays.
 */
function UnusualValueQuestion({ questions, busy, onConfirm, onChange }: { questions: readonly string[]; busy: boolean; onConfirm: () => void; onChange: () => void }) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <Ask role="group" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {questions.join(' ')}
      </h3>
      <p>That is far from what is usual at this age. Check the number and the unit; if it is right, save it as it is.</p>
      <Cluster $gap={1.5} $wrap>
        <Button type="button" loading={busy} onClick={onConfirm}>
          Yes, save it
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={onChange}>
          Change it
        </Button>
      </Cluster>
    </Ask>
  )
}

/**
 * Add a measurement (docs/product-rules.md#decisions-track-progress): the date, height in
 * cm or feet and inches, weight in kg or lb (the child form's units), head
 * circumference in cm; at least one of them.
 */
export function MeasurementForm({
  dob,
  units = 'metric',
  busy,
  fieldErrors,
  failed,
  onSubmit,
  today: todayProp,
  initialValues,
  label = 'Add a measurement',
  submitLabel = 'Save measurement',
  onCancel,
  questions = [],
  onConfirmUnusual = () => undefined,
  onChangeUnusual = () => undefined,
  conflict,
}: MeasurementFormProps) {
  const [today] = useState(() => todayProp ?? new Date())
  const form = useAppForm({
    defaultValues: initialValues ?? emptyMeasurementForm(today, units),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: measurementFormSchema(dob, () => today) },
    onSubmit: ({ value }) => onSubmit(value),
  })
  // The account's units may arrive after the form is shown: they set a new form's units while nothing is typed in it;
  // once the parent has typed, what they typed (and the units they read beside it) stays.
  const startingUnits = useRef(units)
  useEffect(() => {
    if (units === startingUnits.current) return
    startingUnits.current = units
    if (!initialValues && form.state.isPristine) form.reset(emptyMeasurementForm(today, units))
  }, [units, initialValues, form, today])
  const heightUnit = useStore(form.store, (state) => state.values.heightUnit)
  const headUnit = useStore(form.store, (state) => state.values.headUnit)

  return (
    <KitForm form={form} as={Form} serverErrors={fieldErrors} blocked={busy || questions.length > 0} aria-label={label}>
      <Narrow>
        <form.AppField name="date">
          {(field) => <field.TextField label="Date" type="date" max={emptyMeasurementForm(today).date} min={dob} />}
        </form.AppField>
      </Narrow>
      <Narrow>
        <form.AppField name="heightUnit">
          {(field) => (
            <field.SelectField
              label="Height unit"
              options={[
                { value: 'cm', label: 'cm' },
                { value: 'ftin', label: 'feet and inches' },
              ]}
              parse={(text) => (text === 'ftin' ? 'ftin' : 'cm')}
            />
          )}
        </form.AppField>
      </Narrow>
      {heightUnit === 'cm' ? (
        <Narrow>
          <form.AppField name="heightCm">
            {(field) => <field.TextField label="Height (cm)" inputMode="decimal" autoComplete="off" placeholder="e.g. 70.5" />}
          </form.AppField>
        </Narrow>
      ) : (
        <Row>
          <form.AppField name="heightFeet">
            {(field) => <field.SelectField label="Height (feet)" placeholder="Select" options={numberOptions(feetChoices, 'ft')} />}
          </form.AppField>
          <form.AppField name="heightInches">
            {(field) => <field.SelectField label="Inches" placeholder="Select" options={numberOptions(inchChoices, 'in')} />}
          </form.AppField>
        </Row>
      )}
      <UnitRow>
        <form.AppField name="weight">
          {(field) => <field.TextField label="Weight" inputMode="decimal" autoComplete="off" placeholder="e.g. 8.5" />}
        </form.AppField>
        <form.AppField name="weightUnit">
          {(field) => (
<field.SelectField label="Unit" aria-label="Weight unit" {...unitChoice(['kg', 'lb'] as const)} />
          )}
        </form.AppField>
      </UnitRow>
      <UnitRow>
        <form.AppField name="head">
          {(field) => <field.TextField label="Head circumference" inputMode="decimal" autoComplete="off" placeholder={headUnit === 'in' ? 'e.g. 17.3' : 'e.g. 44'} />}
        </form.AppField>
        <form.AppField name="headUnit">
          {(field) => (
<field.SelectField label="Unit" aria-label="Head circumference unit" {...unitChoice(['cm', 'in'] as const)} />
          )}
        </form.AppField>
      </UnitRow>
      {failed && <Notice tone="error">Could not save the measurement. Please try again.</Notice>}
      {conflict}
      {questions.length > 0 ? (
        <UnusualValueQuestion questions={questions} busy={busy} onConfirm={onConfirmUnusual} onChange={onChangeUnusual} />
      ) : (
        !conflict && (
          <Cluster $gap={1.5} $wrap>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
            {onCancel && (
              <Button type="button" variant="secondary" disabled={busy} onClick={onCancel}>
                Cancel
              </Button>
            )}
          </Cluster>
        )
      )}
    </KitForm>
  )
}
