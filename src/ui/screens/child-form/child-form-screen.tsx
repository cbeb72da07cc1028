import { revalidateLogic, useForm, useStore } from '@tanstack/react-form'
import { useEffect, useId, useRef, useState } from 'react'
import styled from 'styled-components'
import {
  ageMonthOptions,
  ageYearOptions,
  childFormSchemaAt,
  dobDayOptions,
  dobMonthOptions,
  dobYearOptions,
  heightFeetOptions,
  heightInchOptions,
  monthNames,
  syncFromAge,
  syncFromDob,
  weeksPrematureOptions,
  type ChildFormErrors,
  type ChildFormField,
  type ChildFormValues,
  type Choice,
} from '@/domain/child-form'
import { firstError } from '@/ui/forms/field-errors'
import { Button } from '@/ui/primitives/button'
import { MutedText, PageContainer, PageTitle, SectionTitle, Stack } from '@/ui/primitives/card'
import { Notice } from '@/ui/primitives/notice'
import { SelectField, type SelectOption } from '@/ui/primitives/select-field'
import { FieldError, FieldHint, TextField } from '@/ui/primitives/text-field'
import { ChoiceGroup, GroupFieldset, GroupLegend } from '@/ui/primitives/choice-group'
import { PhotoField } from '@/ui/screens/child-form/photo-field'
import { TextAreaField } from '@/ui/screens/child-form/text-area-field'

const Page = styled(PageContainer)`
  max-width: 720px;
`

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
  min-width: 0;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(3)};
  }
`

const SectionHeading = styled(SectionTitle)`
  font-size: ${({ theme }) => theme.fontSizes.lg};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

/** Selects side by side; the narrow paddings keep three date parts readable at 320 px. */
const SelectRow = styled.div<{ $columns: string }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns};
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;

  select {
    padding-left: ${({ theme }) => theme.space(1)};
    padding-right: ${({ theme }) => theme.space(3.5)};
  }

  /* The select's chevron, drawn last in its shell. */
  select ~ span:last-child {
    right: ${({ theme }) => theme.space(1.5)};
  }

  /* A group message (date of birth, height) marks every select of the group, as a field error does. */
  &[data-invalid='true'] select + span {
    border: 2px solid ${({ theme }) => theme.colors.error};
  }

  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space(2)};
  }
`

/** A number and its unit: the unit select keeps a fixed width, the number takes the rest. */
const MeasureRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 96px;
  gap: ${({ theme }) => theme.space(1)};
  align-items: end;

  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space(2)};
  }
`

/** Measurements stay compact on wide screens. */
const Narrow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};

  ${({ theme }) => theme.media.md} {
    max-width: 400px;
  }
`

const GroupMessages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  margin-top: ${({ theme }) => theme.space(0.75)};
`

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space(1)};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(1.5)};

    > * {
      min-width: 160px;
    }
  }
`

const choiceValue = (value: Choice) => (value === '' ? '' : String(value))
const toChoice = (text: string): Choice => (text === '' ? '' : Number(text))
const numberOptions = (values: number[], label: (n: number) => string = String): SelectOption[] =>
  values.map((n) => ({ value: String(n), label: label(n) }))

const yearsLabel = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`
const monthsLabel = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`
const weeksLabel = (n: number) => `${n} ${n === 1 ? 'week' : 'weeks'}`

const ageFields = ['ageYears', 'ageMonths', 'dobDay', 'dobMonth', 'dobYear'] as const

/** Keyboard and screen-reader users land on the first control that needs them. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] select')?.focus()
}

export type ChildFormMode = 'create' | 'edit'

export type ChildFormScreenProps = {
  mode: ChildFormMode
  /** Empty (create) or the stored child's values (edit). Read once, when the form mounts. */
  initialValues: ChildFormValues
  /** The child's current photo (edit). */
  currentPhotoUrl?: string | null
  /** Saving: the submit button shows loading. */
  busy: boolean
  /** docs/product-rules.md#8: after a failed save, 'Error fetching data. Please try again later.' */
  saveError?: string
  /** Server messages per form field; each shows under its field until that field is changed. */
  fieldErrors?: ChildFormErrors
  onSubmit: (values: ChildFormValues) => void
  onCancel: () => void
  /** The day ages are counted from (tests pin it). */
  today?: Date
}

/**
 * /create-child-profile and /edit-child-profile/{childId} (docs/product-rules.md#2, #4):
 * one form. Age and date of birth fill each other in; weeks premature shows
 * only for a premature birth; validated on submit, then as the parent types.
 * The screen never resets the form, so a failed save keeps everything typed.
 */
export function ChildFormScreen({
  mode,
  initialValues,
  currentPhotoUrl = null,
  busy,
  saveError,
  fieldErrors = {},
  onSubmit,
  onCancel,
  today: todayProp,
}: ChildFormScreenProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const id = useId()
  const [today] = useState(() => todayProp ?? new Date())
  // The values of the last attempt: a server message stays under its field until the field changes.
  const [submitted, setSubmitted] = useState<ChildFormValues | null>(null)
  const [invalidAttempts, setInvalidAttempts] = useState(0)

  const form = useForm({
    defaultValues: initialValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: childFormSchemaAt(() => today) },
    onSubmit: ({ value }) => {
      if (busy) return
      setSubmitted(value)
      onSubmit(value)
    },
    onSubmitInvalid: () => setInvalidAttempts((count) => count + 1),
  })

  useEffect(() => {
    if (invalidAttempts > 0) focusFirstInvalid(formRef.current)
  }, [invalidAttempts])

  useEffect(() => {
    if (Object.keys(fieldErrors).length > 0) focusFirstInvalid(formRef.current)
  }, [fieldErrors])

  const isPremature = useStore(form.store, (state) => state.values.isPremature)
  const image = useStore(form.store, (state) => state.values.image)
  const imageCleared = useStore(form.store, (state) => state.values.imageCleared)

  const serverError = (name: ChildFormField, values: ChildFormValues): string | undefined =>
    submitted && submitted[name] === values[name] ? fieldErrors[name] : undefined
  const errorFor = (name: ChildFormField, errors: readonly unknown[]) => firstError(errors) ?? serverError(name, form.state.values)
  /** The date of birth's server message belongs to all three parts. */
  const dobServerError = () =>
    submitted && (['dobDay', 'dobMonth', 'dobYear'] as const).every((key) => submitted[key] === form.state.values[key])
      ? fieldErrors.dobDay
      : undefined

  /** docs/product-rules.md#4: writes the synced age or date of birth without re-triggering the other listener. */
  const applySync = (next: ChildFormValues) => {
    for (const key of ageFields) {
      if (next[key] !== form.state.values[key]) form.setFieldValue(key, next[key], { dontRunListeners: true })
    }
  }
  const syncAge = () => applySync(syncFromAge(form.state.values, today))
  const syncDob = () => applySync(syncFromDob(form.state.values, today))

  const title = mode === 'create' ? 'Register your child' : 'Edit profile'
  const yearOptions = numberOptions(dobYearOptions(today))

  return (
    <Page>
      <Header>
        <PageTitle>{title}</PageTitle>
        <MutedText>
          {mode === 'create'
            ? 'Tell us about your little one. Name, sex and date of birth are required; everything else can wait.'
            : 'Keep the details up to date. Name, sex and date of birth are required.'}
        </MutedText>
      </Header>

      <form
        ref={formRef}
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <Stack $gap={3}>
          <Section aria-labelledby={`${id}-about`}>
            <SectionHeading id={`${id}-about`}>About your child</SectionHeading>
            <form.Field name="fullName">
              {(field) => (
                <TextField
                  label="Full name"
                  hint="First name, then last name."
                  autoComplete="off"
                  name={field.name}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={field.handleBlur}
                  error={errorFor(field.name, field.state.meta.errors)}
                />
              )}
            </form.Field>
            <form.Field name="sex">
              {(field) => (
                <ChoiceGroup
                  legend="Sex"
                  name={field.name}
                  options={[
                    { value: 'Male', label: 'Male' },
                    { value: 'Female', label: 'Female' },
                  ]}
                  value={field.state.value}
                  onChange={(value) => field.handleChange(value)}
                  onBlur={field.handleBlur}
                  error={errorFor(field.name, field.state.meta.errors)}
                />
              )}
            </form.Field>

            <GroupFieldset aria-describedby={`${id}-age-hint`}>
              <GroupLegend>Age</GroupLegend>
              <FieldHint id={`${id}-age-hint`}>
                Required: the age or the date of birth below, one of the two is enough. The other fills itself in.
              </FieldHint>
              <SelectRow $columns="repeat(2, minmax(0, 1fr))">
                <form.Field name="ageYears" listeners={{ onChange: syncAge }}>
                  {(field) => (
                    <SelectField
                      label="Years"
                      placeholder="Select"
                      options={numberOptions(ageYearOptions(), yearsLabel)}
                      name={field.name}
                      value={choiceValue(field.state.value)}
                      onChange={(e) => field.handleChange(toChoice(e.target.value))}
                      onBlur={field.handleBlur}
                      error={errorFor(field.name, field.state.meta.errors)}
                    />
                  )}
                </form.Field>
                <form.Field name="ageMonths" listeners={{ onChange: syncAge }}>
                  {(field) => (
                    <SelectField
                      label="Months"
                      placeholder="Select"
                      options={numberOptions(ageMonthOptions(), monthsLabel)}
                      name={field.name}
                      value={choiceValue(field.state.value)}
                      onChange={(e) => field.handleChange(toChoice(e.target.value))}
                      onBlur={field.handleBlur}
                      error={errorFor(field.name, field.state.meta.errors)}
                    />
                  )}
                </form.Field>
              </SelectRow>
            </GroupFieldset>

            <form.Field name="dobDay" listeners={{ onChange: syncDob }}>
              {(dayField) => {
                const dobError = firstError(dayField.state.meta.errors) ?? dobServerError()
                const invalid = Boolean(dobError)
                return (
                  <GroupFieldset aria-describedby={invalid ? `${id}-dob-error` : `${id}-dob-hint`}>
                    <GroupLegend>Date of birth</GroupLegend>
                    <FieldHint id={`${id}-dob-hint`}>Required, or choose the age above: it fills in the date for you.</FieldHint>
                    <SelectRow $columns="minmax(0, 0.8fr) minmax(0, 1fr) minmax(0, 1.1fr)" data-invalid={invalid || undefined}>
                      <SelectField
                        label="Day"
                        placeholder="–"
                        options={numberOptions(dobDayOptions())}
                        name={dayField.name}
                        value={choiceValue(dayField.state.value)}
                        onChange={(e) => dayField.handleChange(toChoice(e.target.value))}
                        onBlur={dayField.handleBlur}
                      />
                      <form.Field name="dobMonth" listeners={{ onChange: syncDob }}>
                        {(field) => (
                          <SelectField
                            label="Month"
                            placeholder="–"
                            options={numberOptions(dobMonthOptions(), (n) => (monthNames[n - 1] ?? String(n)).slice(0, 3))}
                            name={field.name}
                            value={choiceValue(field.state.value)}
                            onChange={(e) => field.handleChange(toChoice(e.target.value))}
                            onBlur={field.handleBlur}
                          />
                        )}
                      </form.Field>
                      <form.Field name="dobYear" listeners={{ onChange: syncDob }}>
                        {(field) => (
                          <SelectField
                            label="Year"
                            placeholder="–"
                            options={yearOptions}
                            name={field.name}
                            value={choiceValue(field.state.value)}
                            onChange={(e) => field.handleChange(toChoice(e.target.value))}
                            onBlur={field.handleBlur}
                          />
                        )}
                      </form.Field>
                    </SelectRow>
                    {invalid && (
                      <GroupMessages>
                        <FieldError id={`${id}-dob-error`}>{dobError}</FieldError>
                      </GroupMessages>
                    )}
                  </GroupFieldset>
                )
              }}
            </form.Field>
          </Section>

          <Section aria-labelledby={`${id}-birth`}>
            <SectionHeading id={`${id}-birth`}>Birth</SectionHeading>
            <form.Field name="isPremature">
              {(field) => (
                <ChoiceGroup
                  legend="Was your child born premature?"
                  name={field.name}
                  options={[
                    { value: 'yes', label: 'Yes' },
                    { value: 'no', label: 'No' },
                  ]}
                  value={field.state.value ? 'yes' : 'no'}
                  onChange={(value) => field.handleChange(value === 'yes')}
                  onBlur={field.handleBlur}
                  error={errorFor(field.name, field.state.meta.errors)}
                />
              )}
            </form.Field>
            {isPremature && (
              <form.Field name="weeksPremature">
                {(field) => (
                  <SelectField
                    label="Weeks premature"
                    hint="How many weeks before the due date."
                    placeholder="Select"
                    options={numberOptions(weeksPrematureOptions(), weeksLabel)}
                    name={field.name}
                    value={choiceValue(field.state.value)}
                    onChange={(e) => field.handleChange(toChoice(e.target.value))}
                    onBlur={field.handleBlur}
                    error={errorFor(field.name, field.state.meta.errors)}
                  />
                )}
              </form.Field>
            )}
            <Narrow>
              <MeasureRow>
                <form.Field name="birthWeight">
                  {(field) => (
                    <TextField
                      label="Birth weight"
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="e.g. 3.2"
                      name={field.name}
                      value={field.state.value}
                      onChange={(e) => field.handleChange(e.target.value)}
                      onBlur={field.handleBlur}
                      error={errorFor(field.name, field.state.meta.errors)}
                    />
                  )}
                </form.Field>
                <form.Field name="birthWeightUnit">
                  {(field) => (
                    <SelectField
                      label="Unit"
                      aria-label="Birth weight unit"
                      options={[
                        { value: 'kg', label: 'kg' },
                        { value: 'g', label: 'g' },
                      ]}
                      name={field.name}
                      value={field.state.value}
                      onChange={(e) => field.handleChange(e.target.value === 'g' ? 'g' : 'kg')}
                      onBlur={field.handleBlur}
                    />
                  )}
                </form.Field>
              </MeasureRow>
            </Narrow>
          </Section>

          <Section aria-labelledby={`${id}-measurements`}>
            <SectionHeading id={`${id}-measurements`}>Measurements</SectionHeading>
            <Narrow>
              <MeasureRow>
                <form.Field name="weight">
                  {(field) => (
                    <TextField
                      label="Weight"
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="e.g. 8.5"
                      name={field.name}
                      value={field.state.value}
                      onChange={(e) => field.handleChange(e.target.value)}
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
                      onChange={(e) => field.handleChange(e.target.value === 'lb' ? 'lb' : 'kg')}
                      onBlur={field.handleBlur}
                    />
                  )}
                </form.Field>
              </MeasureRow>

              <form.Field name="heightFeet">
                {(feetField) => {
                  const heightError = errorFor(feetField.name, feetField.state.meta.errors)
                  const invalid = Boolean(heightError)
                  return (
                    <GroupFieldset aria-describedby={invalid ? `${id}-height-error` : undefined}>
                      <GroupLegend>Height</GroupLegend>
                      <SelectRow $columns="repeat(2, minmax(0, 1fr))" data-invalid={invalid || undefined}>
                        <SelectField
                          label="Feet"
                          placeholder="Select"
                          options={numberOptions(heightFeetOptions(), (n) => `${n} ft`)}
                          name={feetField.name}
                          value={choiceValue(feetField.state.value)}
                          onChange={(e) => feetField.handleChange(toChoice(e.target.value))}
                          onBlur={feetField.handleBlur}
                        />
                        <form.Field name="heightInches">
                          {(field) => (
                            <SelectField
                              label="Inches"
                              placeholder="Select"
                              options={numberOptions(heightInchOptions(), (n) => `${n} in`)}
                              name={field.name}
                              value={choiceValue(field.state.value)}
                              onChange={(e) => field.handleChange(toChoice(e.target.value))}
                              onBlur={field.handleBlur}
                            />
                          )}
                        </form.Field>
                      </SelectRow>
                      {invalid && (
                        <GroupMessages>
                          <FieldError id={`${id}-height-error`}>{heightError}</FieldError>
                        </GroupMessages>
                      )}
                    </GroupFieldset>
                  )
                }}
              </form.Field>
            </Narrow>
          </Section>

          <Section aria-labelledby={`${id}-health`}>
            <SectionHeading id={`${id}-health`}>Health</SectionHeading>
            <form.Field name="healthConditions">
              {(field) => (
                <TextAreaField
                  label="Health conditions"
                  hint="Allergies, ongoing conditions or anything else worth noting. Optional."
                  name={field.name}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={field.handleBlur}
                  error={errorFor(field.name, field.state.meta.errors)}
                />
              )}
            </form.Field>
          </Section>

          <Section aria-labelledby={`${id}-photo`}>
            <SectionHeading id={`${id}-photo`}>Photo</SectionHeading>
            <form.Field name="image">
              {(field) => (
                <PhotoField
                  file={image}
                  currentUrl={imageCleared ? null : currentPhotoUrl}
                  onChoose={(file) => field.handleChange(file)}
                  onRemove={() => {
                    field.handleChange(null)
                    if (currentPhotoUrl) form.setFieldValue('imageCleared', true)
                  }}
                  error={errorFor(field.name, field.state.meta.errors)}
                />
              )}
            </form.Field>
          </Section>

          {saveError && <Notice tone="error">{saveError}</Notice>}
          <Actions>
            <Button variant="ghost" size="lg" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" size="lg" loading={busy}>
              {mode === 'create' ? 'Save' : 'Update Profile'}
            </Button>
          </Actions>
        </Stack>
      </form>
    </Page>
  )
}
