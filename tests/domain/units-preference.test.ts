import { describe, expect, it } from 'vitest'
import { newChildFormValues, newChildFormValuesFor } from '@/domain/child-form'
import { emptyMeasurementForm } from '@/domain/track-progress'
import { startingUnits } from '@/domain/units'

/* docs/decisions/062: the account's units preference is where the forms beyond the spec start. */
describe('startingUnits', () => {
  it('starts metric at cm and kg, imperial at feet and inches, lb and inches for a length', () => {
    expect(startingUnits('metric')).toEqual({ height: 'cm', weight: 'kg', length: 'cm' })
    expect(startingUnits('imperial')).toEqual({ height: 'ftin', weight: 'lb', length: 'in' })
  })
})

describe('the forms start from the preference', () => {
  const today = new Date(2025, 5, 18, 12)

  it("the measurement form's height, weight and head circumference units", () => {
    expect(emptyMeasurementForm(today)).toMatchObject({ heightUnit: 'cm', weightUnit: 'kg', headUnit: 'cm' })
    expect(emptyMeasurementForm(today, 'imperial')).toMatchObject({ heightUnit: 'ftin', weightUnit: 'lb', headUnit: 'in', date: '2025-06-18' })
  })

  it("a new child's weight unit; the spec's feet-and-inches height and kg birth weight stay", () => {
    expect(newChildFormValuesFor('metric')).toEqual(newChildFormValues)
    expect(newChildFormValuesFor('imperial')).toEqual({ ...newChildFormValues, weightUnit: 'lb' })
    expect(newChildFormValuesFor('imperial').birthWeightUnit).toBe('kg')
  })
})
