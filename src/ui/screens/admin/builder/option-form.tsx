import { useId } from 'react'
import styled from 'styled-components'
import type { Option } from '@/contract/content'
import { switchValueType, type OptionValueType } from '@/domain/content-forms'
import { FieldGrid, FormFrame, useBuilderForm, WideField } from '@/ui/screens/admin/builder/form-parts'
import { FieldsetStack } from '@/ui/primitives/fieldset-stack'

const TypeGroup = styled(FieldsetStack).attrs({ $gap: 0.75 })`
  legend {
    margin-bottom: ${({ theme }) => theme.space(0.75)};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

/* A segmented control made of real radio buttons. */
const Segments = styled.div`
  display: inline-grid;
  grid-template-columns: 1fr 1fr;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => theme.space(0.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`

const Segment = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.controlHeights.sm};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }

  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`

const valueTypes: ReadonlyArray<{ value: OptionValueType; label: string }> = [
  { value: 'integer', label: 'Integer' },
  { value: 'string', label: 'String' },
]

export type OptionFormProps = {
  option: Option | null
  returnFocusTo: string
}

/**
 * Add or edit an answer option (docs/product-rules.md#3, #5): label, value type Integer or
 * String (switching clears the other value; an option with only a string value
 * opens on String), the value, active.
 */
export function OptionForm({ option, returnFocusTo }: OptionFormProps) {
  const { form, frame } = useBuilderForm('option', option, returnFocusTo)
  const groupName = useId()

  const chooseType = (valueType: OptionValueType) => {
    const next = switchValueType(form.state.values, valueType)
    if (next === form.state.values) return
    form.setFieldValue('valueInt', next.valueInt)
    form.setFieldValue('valueStr', next.valueStr)
    form.setFieldValue('valueType', valueType)
  }

  return (
    <FormFrame {...frame}>
      <FieldGrid>
        <WideField>
          <form.AppField name="label">{(field) => <field.TextField label="Label" hint="What parents tap, e.g. Sometimes" autoComplete="off" />}</form.AppField>
        </WideField>
        <form.Subscribe selector={(state) => state.values.valueType}>
          {(valueType) => (
            <>
              <TypeGroup>
                <legend>Value type</legend>
                <Segments>
                  {valueTypes.map((type) => (
                    <Segment key={type.value}>
                      <input
                        type="radio"
                        name={groupName}
                        value={type.value}
                        checked={valueType === type.value}
                        onChange={() => chooseType(type.value)}
                      />
                      {type.label}
                    </Segment>
                  ))}
                </Segments>
              </TypeGroup>
              {/* Keyed: the two are different fields, not one field renamed (its input would keep the old value). */}
              {valueType === 'integer' ? (
                <form.AppField key="valueInt" name="valueInt">
                  {(field) => <field.TextField label="Integer value" hint="The points this answer counts toward the area's progress (e.g. Yes 2, Sometimes 1, Not yet 0): a whole number; 0 counts" type="number" inputMode="numeric" step={1} />}
                </form.AppField>
              ) : (
                <form.AppField key="valueStr" name="valueStr">
                  {(field) => <field.TextField label="String value" hint="Text stored with the answer; it counts no points toward progress" autoComplete="off" />}
                </form.AppField>
              )}
            </>
          )}
        </form.Subscribe>
        <WideField>
          <form.AppField name="is_active">{(field) => <field.CheckboxField label="Active" />}</form.AppField>
        </WideField>
      </FieldGrid>
    </FormFrame>
  )
}
