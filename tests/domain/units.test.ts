import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CM_PER_IN, cmToFeetInches, feetInchesToInches, KG_PER_LB, toCm, toKg } from '@/domain/units'

describe('toKg', () => {
  it('keeps kilograms, rounded to grams', () => {
    expect(toKg(8.5, 'kg')).toBe(8.5)
    expect(toKg(11.2, 'kg')).toBe(11.2)
    expect(toKg(3.14159, 'kg')).toBe(3.142)
  })

  it('converts pounds with the exact factor 0.45359237, rounded to 2 places', () => {
    expect(KG_PER_LB).toBe(0.45359237)
    expect(toKg(1, 'lb')).toBe(0.45)
    expect(toKg(10, 'lb')).toBe(4.54)
    expect(toKg(22, 'lb')).toBe(9.98)
  })

  it('converts grams to kilograms', () => {
    expect(toKg(3500, 'g')).toBe(3.5)
    expect(toKg(2750, 'g')).toBe(2.75)
    expect(toKg(1234.5, 'g')).toBe(1.235)
  })
})

describe('toCm', () => {
  it('keeps centimetres, rounded to 1 place', () => {
    expect(toCm(70, 'cm')).toBe(70)
    expect(toCm(84.26, 'cm')).toBe(84.3)
  })

  it('converts inches at 2.54 cm each, rounded to 1 place', () => {
    expect(CM_PER_IN).toBe(2.54)
    expect(toCm(10, 'in')).toBe(25.4)
    expect(toCm(27.5, 'in')).toBe(69.9)
    expect(toCm(33, 'in')).toBe(83.8)
  })
})

describe('feetInchesToInches', () => {
  it('gives feet times 12 plus inches', () => {
    expect(feetInchesToInches(0, 0)).toBe(0)
    expect(feetInchesToInches(2, 9)).toBe(33)
    expect(feetInchesToInches(7, 11)).toBe(95)
  })
})

describe('cmToFeetInches', () => {
  it('splits a height into whole feet and the nearest inch', () => {
    expect(cmToFeetInches(84)).toEqual({ feet: 2, inches: 9 })
    expect(cmToFeetInches(70)).toEqual({ feet: 2, inches: 4 })
    expect(cmToFeetInches(182.88)).toEqual({ feet: 6, inches: 0 })
    expect(cmToFeetInches(0)).toEqual({ feet: 0, inches: 0 })
  })

  it('rounds to the nearest inch before splitting, so it never shows 12 inches', () => {
    // 91.2 cm is 35.9 in: rounds to 36 in = 3 ft 0 in, not 2 ft 12 in.
    expect(cmToFeetInches(91.2)).toEqual({ feet: 3, inches: 0 })
  })

  it('round-trips every feet/inches choice of the child form (feet 0-7, inches 0-11) through centimetres', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 11 }), (feet, inches) => {
        expect(cmToFeetInches(toCm(feetInchesToInches(feet, inches), 'in'))).toEqual({ feet, inches })
      }),
    )
  })
})
