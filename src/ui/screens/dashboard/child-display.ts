import type { Child } from '@/contract/children'

/** Text shown where a measurement was never recorded (docs/product-rules.md#2). */
export const NOT_AVAILABLE = 'N/A'

export function childFullName(child: Pick<Child, 'name' | 'first_name' | 'last_name'>): string {
  return child.name.trim() || [child.first_name, child.last_name].join(' ').trim()
}

/** Up to two letters for the photo placeholder: "Olivia Carter" -> "OC". */
export function childInitials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts
  return letters.map((part) => part?.charAt(0).toUpperCase() ?? '').join('') || '?'
}

/** Heights are stored in cm: "70 cm", "68.6 cm", or N/A. */
export function formatHeight(heightCm: number | null): string {
  if (heightCm === null) return NOT_AVAILABLE
  const rounded = Math.round(heightCm * 10) / 10
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)} cm`
}

/** Weights are stored in kg and shown to one decimal: "8.5 kg", "11.2 kg", or N/A. */
export function formatWeight(weightKg: number | null): string {
  if (weightKg === null) return NOT_AVAILABLE
  return `${weightKg.toFixed(1)} kg`
}
