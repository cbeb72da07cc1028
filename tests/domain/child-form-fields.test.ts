import { describe, expect, it } from 'vitest'
import { childWriteShape, type Child } from '@/contract/children'
import { childFormFields, emptyChildFormValues, type ChildFormField, type ChildFormValues } from '@/domain/child-form'
import { fromChild, toChildUpdate, toChildWrite, toFormFieldErrors } from '@/domain/child-form-wire'
import { makeChild } from '../support/factories'

// The child form's descriptor table (docs/decisions/040): payload, prefill and error mapping all come from it.

const today = new Date(2025, 4, 15)
const fields = Object.keys(childFormFields) as ChildFormField[]

const full: ChildFormValues = {
  ...emptyChildFormValues,
  fullName: 'Ama Osei',
  sex: 'Female',
  dobDay: 2,
  dobMonth: 3,
  dobYear: 2025,
  isPremature: true,
  weeksPremature: 10,
  birthWeight: '1.9',
  weight: '5.5',
  heightFeet: 1,
  heightInches: 10,
  healthConditions: 'None',
}

const stored: Child = makeChild({
  id: 7,
  first_name: 'Ama',
  last_name: 'Osei',
  age_in_months: 2,
  height_cm: 55.9,
  weight_kg: 5.5,
  sex: 'F',
  dob: '2025-03-02',
  is_premature: true,
  weeks_premature: 10,
  birth_weight: 1.9,
  notes: 'None',
})

describe('childFormFields (one row per form field)', () => {
  it('gives the empty form every default of the table, and nothing else', () => {
    expect(Object.keys(emptyChildFormValues).sort()).toEqual([...fields].sort())
    for (const field of fields) expect(emptyChildFormValues[field]).toStrictEqual(childFormFields[field].default)
  })

  it("writes only wire fields the contract's write schema knows", () => {
    const sent = Object.keys(toChildWrite(full))
    const known = Object.keys(childWriteShape.shape)
    expect(sent.length).toBeGreaterThan(0)
    for (const key of sent) expect(known).toContain(key)
  })

  it('a full form writes every wire field of every row that writes one (the photo travels apart)', () => {
    const expected = fields.flatMap((field) => Object.keys(childFormFields[field].wire?.(full) ?? {}))
    expect(Object.keys(toChildWrite(full)).sort()).toEqual([...new Set(expected)].sort())
  })

  it('reads a stored child back through each row: prefill then write gives the stored values again', () => {
    const prefill = fromChild(stored, today)
    for (const field of fields) {
      const read = childFormFields[field].read
      if (read) expect(prefill[field]).toStrictEqual(read(stored))
    }
    expect(toChildWrite(prefill)).toMatchObject({ first_name: 'Ama', last_name: 'Osei', dob: '2025-03-02', weeks_premature: 10, weight: 5.5 })
  })

  it('sends a whole group when one of its fields changed, and nothing for unchanged groups', () => {
    expect(toChildUpdate({ ...full, weightUnit: 'lb' }, full)).toStrictEqual({ weight: 5.5, weight_unit: 'lb' })
    expect(toChildUpdate({ ...full, dobMonth: 4 }, full)).toStrictEqual({ dob: '2025-04-02' })
    expect(toChildUpdate(full, full)).toStrictEqual({})
  })

  it("puts each wire field's server message under the row that lists it", () => {
    for (const field of fields) {
      for (const wire of childFormFields[field].errors ?? []) {
        expect(toFormFieldErrors({ [wire]: 'Refused.' })).toStrictEqual({ [field]: 'Refused.' })
      }
    }
  })
})
