import type { ReactNode } from 'react'
import { ChoiceGroup } from '@/ui/primitives/choice-group'

export type GenderValue = 'female' | 'male'

const genderOptions: ReadonlyArray<{ value: GenderValue; label: string }> = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
]

export type GenderChoiceProps = {
  name: string
  value: '' | GenderValue
  onChange: (value: GenderValue) => void
  onBlur?: () => void
  error?: ReactNode
  disabled?: boolean
}

/** docs/product-rules.md#2: "gender buttons (female, male)", as a radio group labelled "Gender". */
export function GenderChoice(props: GenderChoiceProps) {
  return <ChoiceGroup legend="Gender" options={genderOptions} {...props} />
}
