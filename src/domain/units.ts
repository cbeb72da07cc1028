/** Unit conversions for child measurements: the server stores cm and kg. */

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places

export const KG_PER_LB = 0.45359237
export const CM_PER_IN = 2.54
export const INCHES_PER_FOOT = 12
/** docs/product-rules.md#9: the child form's height choices are 0-7 feet and 0-11 inches. */
export const HEIGHT_FEET_MAX = 7

export function toKg(value: number, unit: 'kg' | 'lb' | 'g'): number {
  if (unit === 'lb') return round(value * KG_PER_LB, 2)
  if (unit === 'g') return round(value / 1000, 3)
  return round(value, 3)
}

/** A stored weight in kg shown in pounds, to one decimal (the edit form of an imperial account). */
export function kgToLb(kg: number): number {
  return round(kg / KG_PER_LB, 1)
}

/** A stored length in cm shown in inches, to one decimal (the screens of an imperial account). */
export function cmToIn(cm: number): number {
  return round(cm / CM_PER_IN, 1)
}

export function toCm(value: number, unit: 'cm' | 'in'): number {
  return unit === 'in' ? round(value * CM_PER_IN, 1) : round(value, 1)
}

/** Feet and inches (the child form's height inputs) as total inches. */
export function feetInchesToInches(feet: number, inches: number): number {
  return feet * INCHES_PER_FOOT + inches
}

export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round(cm / CM_PER_IN)
  return { feet: Math.floor(totalInches / 12), inches: totalInches % 12 }
}

/** "8.5", "8,5" (a decimal comma), " 12 " -> a number; anything else (or empty) -> null. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d*[.,]?\d+$/.test(trimmed)) return null
  const value = Number(trimmed.replace(',', '.'))
  return Number.isFinite(value) ? value : null
}

/**
 * docs/decisions/062: where the unit choices of a form start for the account's preference (the measurement
 * form's height and weight, the new child form's weight); the parent may still switch. Birth weight's kg or g
 * (the spec's) has no imperial unit and starts at kg.
 */
export function startingUnits(units: 'metric' | 'imperial'): { weight: 'kg' | 'lb'; height: 'cm' | 'ftin'; length: 'cm' | 'in' } {
  return units === 'imperial' ? { weight: 'lb', height: 'ftin', length: 'in' } : { weight: 'kg', height: 'cm', length: 'cm' }
}
