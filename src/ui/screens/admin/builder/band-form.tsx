import { revalidateLogic, useForm } from '@tanstack/react-form'
import type { Band } from '@/contract/milestones'
import { bandFormSchema, emptyValues, fromItem } from '@/domain/builder-forms'
import { firstError } from '@/ui/forms/field-errors'
import { CheckboxField } from '@/ui/primitives/checkbox-field'
import { TextField } from '@/ui/primitives/text-field'
import { FieldGrid, FormFrame, useBuilderForm, WideField } from '@/ui/screens/admin/builder/form-parts'
import { ImageField } from '@/ui/screens/admin/builder/image-field'

export type BandFormProps = {
  /** The band being edited; null when adding. */
  band: Band | null
  returnFocusTo: string
}

/**
 * Add or edit a band (docs/product-rules.md#3, #5; docs/product-rules.md#decisions fields): code, title,
 * age range in months, active, milestone and goal images. Checked on Create or
 * Update, then again as the admin types, so a message goes once its field is fixed.
 */
export function BandForm({ band, returnFocusTo }: BandFormProps) {
  const session = useBuilderForm('band')
  const form = useForm({
    defaultValues: band ? fromItem('band', band) : emptyValues('band'),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: bandFormSchema },
    onSubmit: ({ value }) => session.submit(value),
  })
  const edited = (name: Parameters<typeof session.fieldEdited>[0]) => ({ onChange: () => session.fieldEdited(name) })

  return (
    <FormFrame
      level="band"
      editing={band !== null}
      saving={session.saving}
      busy={session.busy}
      otherErrors={session.otherErrors}
      returnFocusTo={returnFocusTo}
      onSubmit={() => void form.handleSubmit()}
      onCancel={session.cancel}
    >
      <FieldGrid>
        <form.Field name="code" listeners={edited('code')}>
          {(field) => (
            <TextField
              label="Code"
              hint="Short and unique, e.g. B0006"
              autoComplete="off"
              spellCheck={false}
              name={field.name}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              error={firstError(field.state.meta.errors) ?? session.serverError('code')}
            />
          )}
        </form.Field>
        <form.Field name="title" listeners={edited('title')}>
          {(field) => (
            <TextField
              label="Title"
              hint="As parents see it, e.g. 0-6 Months"
              autoComplete="off"
              name={field.name}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              error={firstError(field.state.meta.errors) ?? session.serverError('title')}
            />
          )}
        </form.Field>
        <form.Field name="age_min_months" listeners={edited('age_min_months')}>
          {(field) => (
            <TextField
              label="Min age (months)"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              name={field.name}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              error={firstError(field.state.meta.errors) ?? session.serverError('age_min_months')}
            />
          )}
        </form.Field>
        <form.Field name="age_max_months" listeners={edited('age_max_months')}>
          {(field) => (
            <TextField
              label="Max age (months)"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              name={field.name}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              error={firstError(field.state.meta.errors) ?? session.serverError('age_max_months')}
            />
          )}
        </form.Field>
        <form.Field name="milestone_image" listeners={edited('milestone_image')}>
          {(field) => (
            <ImageField
              label="Milestone image"
              currentUrl={band?.milestone_image ?? null}
              value={field.state.value}
              onChange={(value) => field.handleChange(value)}
              error={firstError(field.state.meta.errors) ?? session.serverError('milestone_image')}
            />
          )}
        </form.Field>
        <form.Field name="goal_image" listeners={edited('goal_image')}>
          {(field) => (
            <ImageField
              label="Goal image"
              currentUrl={band?.goal_image ?? null}
              value={field.state.value}
              onChange={(value) => field.handleChange(value)}
              error={firstError(field.state.meta.errors) ?? session.serverError('goal_image')}
            />
          )}
        </form.Field>
        <WideField>
          <form.Field name="is_active" listeners={edited('is_active')}>
            {(field) => (
              <CheckboxField
                label="Active"
                hint="Inactive bands are kept but not offered to parents."
                name={field.name}
                checked={field.state.value}
                onChange={(event) => field.handleChange(event.target.checked)}
                error={session.serverError('is_active')}
              />
            )}
          </form.Field>
        </WideField>
      </FieldGrid>
    </FormFrame>
  )
}
