import type { Band } from '@/contract/content'
import { ImageIcon } from '@/ui/primitives/icons'
import { FieldGrid, FormFrame, useBuilderForm, WideField } from '@/ui/screens/admin/builder/form-parts'

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
  const { form, frame } = useBuilderForm('band', band, returnFocusTo)
  const ageProps = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const

  return (
    <FormFrame {...frame}>
      <FieldGrid>
        <form.AppField name="code">
          {(field) => <field.TextField label="Code" hint="Short and unique, e.g. B0006" autoComplete="off" spellCheck={false} />}
        </form.AppField>
        <form.AppField name="title">
          {(field) => <field.TextField label="Title" hint="As parents see it, e.g. 0-6 Months" autoComplete="off" />}
        </form.AppField>
        <form.AppField name="age_min_months">{(field) => <field.TextField label="Min age (months)" {...ageProps} />}</form.AppField>
        <form.AppField name="age_max_months">{(field) => <field.TextField label="Max age (months)" {...ageProps} />}</form.AppField>
        <form.AppField name="milestone_image">
          {(field) => <field.ImageField label="Milestone image" currentUrl={band?.milestone_image ?? null} icon={<ImageIcon size={28} />} />}
        </form.AppField>
        <form.AppField name="goal_image">
          {(field) => <field.ImageField label="Goal image" currentUrl={band?.goal_image ?? null} icon={<ImageIcon size={28} />} />}
        </form.AppField>
        <WideField>
          <form.AppField name="is_active">
            {(field) => <field.CheckboxField label="Active" hint="Inactive bands are kept but not offered to parents." />}
          </form.AppField>
        </WideField>
      </FieldGrid>
    </FormFrame>
  )
}
