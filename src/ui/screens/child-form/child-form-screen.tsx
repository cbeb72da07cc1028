import { revalidateLogic, useStore } from '@tanstack/react-form'
import { type ReactNode, useId, useState } from 'react'
import styled from 'styled-components'
import {
  ageMonthOptions,
  ageYearOptions,
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
  type ChildFormValues,
} from '@/domain/child-form'
import { childFormSchemaAt } from '@/domain/child-form-rules'
import { GroupMessage, KitForm, useAppForm } from '@/ui/forms/form-kit'
import { Button } from '@/ui/primitives/button'
import { Stack } from '@/ui/primitives/layout'
import { Notice } from '@/ui/primitives/notice'
import { FieldError, FieldHint } from '@/ui/primitives/text-field'
import { GroupFieldset, GroupLegend } from '@/ui/primitives/choice-group'
import { PageLayout } from '@/ui/primitives/page-layout'
import {
  Actions,
  asChoice,
  ChildFormSection,
  ChildFormSectionHeading,
  GroupMessages,
  MeasureRow,
  monthsLabel,
  Narrow,
  numberOptions,
  PhotoField,
  SelectRow,
  sexOptions,
  unitOptions,
  weeksLabel,
  yearsLabel,
  yesNoOptions,
} from '@/ui/screens/child-form/child-form-parts'

const After = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`

const ageFields = ['ageYears', 'ageMonths', 'dobDay', 'dobMonth', 'dobYear'] as const

const noFieldErrors: ChildFormErrors = {}

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
  /** Shown under the form (edit mode: deleting the child, docs/decisions/062). */
  after?: ReactNode
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
  fieldErrors = noFieldErrors,
  onSubmit,
  onCancel,
  today: todayProp,
  after,
}: ChildFormScreenProps) {
  const id = useId()
  const [today] = useState(() => todayProp ?? new Date())

  const form = useAppForm({
    defaultValues: initialValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: childFormSchemaAt(() => today) },
    onSubmit: ({ value }) => {
      if (!busy) onSubmit(value)
    },
  })

  const isPremature = useStore(form.store, (state) => state.values.isPremature)
  const imageCleared = useStore(form.store, (state) => state.values.imageCleared)

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
  const monthOptions = numberOptions(dobMonthOptions(), (n) => (monthNames[n - 1] ?? String(n)).slice(0, 3))

  return (
    <PageLayout
      width="form"
      title={title}
      lead={
        mode === 'create'
          ? 'Tell us about your little one. Name, sex and date of birth are required; everything else can wait.'
          : 'Keep the details up to date. Name, sex and date of birth are required.'
      }
    >

      <KitForm form={form} serverErrors={fieldErrors} aria-label={title}>
        <Stack $gap={3}>
          <ChildFormSection aria-labelledby={`${id}-about`}>
            <ChildFormSectionHeading id={`${id}-about`}>About your child</ChildFormSectionHeading>
            <form.AppField name="fullName">
              {(field) => <field.TextField label="Full name" hint="First name, then last name." autoComplete="off" />}
            </form.AppField>
            <form.AppField name="sex">{(field) => <field.ChoiceField legend="Sex" options={sexOptions} />}</form.AppField>

            <GroupFieldset aria-describedby={`${id}-age-hint`}>
              <GroupLegend>Age</GroupLegend>
              <FieldHint id={`${id}-age-hint`}>
                Required: the age or the date of birth below, one of the two is enough. The other fills itself in.
              </FieldHint>
              <SelectRow $columns="repeat(2, minmax(0, 1fr))">
                <form.AppField name="ageYears" listeners={{ onChange: syncAge }}>
                  {(field) => <field.SelectField label="Years" placeholder="Select" options={numberOptions(ageYearOptions(), yearsLabel)} {...asChoice} />}
                </form.AppField>
                <form.AppField name="ageMonths" listeners={{ onChange: syncAge }}>
                  {(field) => <field.SelectField label="Months" placeholder="Select" options={numberOptions(ageMonthOptions(), monthsLabel)} {...asChoice} />}
                </form.AppField>
              </SelectRow>
            </GroupFieldset>

            <form.AppField name="dobDay" listeners={{ onChange: syncDob }}>
              {(dayField) => (
                <GroupMessage names={['dobDay', 'dobMonth', 'dobYear']} errors={dayField.state.meta.errors}>
                  {(dobError) => (
                    <GroupFieldset aria-describedby={dobError ? `${id}-dob-error` : `${id}-dob-hint`}>
                      <GroupLegend>Date of birth</GroupLegend>
                      <FieldHint id={`${id}-dob-hint`}>Required, or choose the age above: it fills in the date for you.</FieldHint>
                      <SelectRow $columns="minmax(0, 0.8fr) minmax(0, 1fr) minmax(0, 1.1fr)" data-invalid={Boolean(dobError) || undefined}>
                        <dayField.SelectField label="Day" placeholder="–" options={numberOptions(dobDayOptions())} error={null} {...asChoice} />
                        <form.AppField name="dobMonth" listeners={{ onChange: syncDob }}>
                          {(field) => <field.SelectField label="Month" placeholder="–" options={monthOptions} error={null} {...asChoice} />}
                        </form.AppField>
                        <form.AppField name="dobYear" listeners={{ onChange: syncDob }}>
                          {(field) => <field.SelectField label="Year" placeholder="–" options={yearOptions} error={null} {...asChoice} />}
                        </form.AppField>
                      </SelectRow>
                      {dobError && (
                        <GroupMessages>
                          <FieldError id={`${id}-dob-error`}>{dobError}</FieldError>
                        </GroupMessages>
                      )}
                    </GroupFieldset>
                  )}
                </GroupMessage>
              )}
            </form.AppField>
          </ChildFormSection>

          <ChildFormSection aria-labelledby={`${id}-birth`}>
            <ChildFormSectionHeading id={`${id}-birth`}>Birth</ChildFormSectionHeading>
            <form.AppField name="isPremature">
              {(field) => (
                <field.ChoiceField
                  legend="Was your child born premature?"
                  options={yesNoOptions}
                  parse={(choice) => choice === 'yes'}
                  format={(premature) => (premature ? 'yes' : 'no')}
                />
              )}
            </form.AppField>
            {isPremature && (
              <form.AppField name="weeksPremature">
                {(field) => (
                  <field.SelectField
                    label="Weeks premature"
                    hint="How many weeks before the due date."
                    placeholder="Select"
                    options={numberOptions(weeksPrematureOptions(), weeksLabel)}
                    {...asChoice}
                  />
                )}
              </form.AppField>
            )}
            <Narrow>
              <MeasureRow>
                <form.AppField name="birthWeight">
                  {(field) => <field.TextField label="Birth weight" inputMode="decimal" autoComplete="off" placeholder="e.g. 3.2" />}
                </form.AppField>
                <form.AppField name="birthWeightUnit">
                  {(field) => (
                    <field.SelectField label="Unit" aria-label="Birth weight unit" options={unitOptions(['kg', 'g'])} parse={(text) => (text === 'g' ? 'g' : 'kg')} />
                  )}
                </form.AppField>
              </MeasureRow>
            </Narrow>
          </ChildFormSection>

          <ChildFormSection aria-labelledby={`${id}-measurements`}>
            <ChildFormSectionHeading id={`${id}-measurements`}>Measurements</ChildFormSectionHeading>
            <Narrow>
              <MeasureRow>
                <form.AppField name="weight">
                  {(field) => <field.TextField label="Weight" inputMode="decimal" autoComplete="off" placeholder="e.g. 8.5" />}
                </form.AppField>
                <form.AppField name="weightUnit">
                  {(field) => (
                    <field.SelectField label="Unit" aria-label="Weight unit" options={unitOptions(['kg', 'lb'])} parse={(text) => (text === 'lb' ? 'lb' : 'kg')} />
                  )}
                </form.AppField>
              </MeasureRow>

              <form.AppField name="heightFeet">
                {(feetField) => (
                  <GroupMessage names={['heightFeet']} errors={feetField.state.meta.errors}>
                    {(heightError) => (
                      <GroupFieldset aria-describedby={heightError ? `${id}-height-error` : undefined}>
                        <GroupLegend>Height</GroupLegend>
                        <SelectRow $columns="repeat(2, minmax(0, 1fr))" data-invalid={Boolean(heightError) || undefined}>
                          <feetField.SelectField
                            label="Feet"
                            placeholder="Select"
                            options={numberOptions(heightFeetOptions(), (n) => `${n} ft`)}
                            error={null}
                            {...asChoice}
                          />
                          <form.AppField name="heightInches">
                            {(field) => (
                              <field.SelectField
                                label="Inches"
                                placeholder="Select"
                                options={numberOptions(heightInchOptions(), (n) => `${n} in`)}
                                error={null}
                                {...asChoice}
                              />
                            )}
                          </form.AppField>
                        </SelectRow>
                        {heightError && (
                          <GroupMessages>
                            <FieldError id={`${id}-height-error`}>{heightError}</FieldError>
                          </GroupMessages>
                        )}
                      </GroupFieldset>
                    )}
                  </GroupMessage>
                )}
              </form.AppField>
            </Narrow>
          </ChildFormSection>

          <ChildFormSection aria-labelledby={`${id}-health`}>
            <ChildFormSectionHeading id={`${id}-health`}>Health</ChildFormSectionHeading>
            <form.AppField name="healthConditions">
              {(field) => (
                <field.TextAreaField
                  label="Health conditions"
                  hint="Allergies, ongoing conditions or anything else worth noting. Optional."
                />
              )}
            </form.AppField>
          </ChildFormSection>

          <ChildFormSection aria-labelledby={`${id}-photo`}>
            <ChildFormSectionHeading id={`${id}-photo`}>Photo</ChildFormSectionHeading>
            <form.AppField name="image">
              {() => (
                <PhotoField
                  currentUrl={imageCleared ? null : currentPhotoUrl}
                  onRemoveStored={() => {
                    if (currentPhotoUrl) form.setFieldValue('imageCleared', true)
                  }}
                />
              )}
            </form.AppField>
          </ChildFormSection>

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
      </KitForm>
      {after && <After>{after}</After>}
    </PageLayout>
  )
}
