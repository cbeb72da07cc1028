/**
 * Track Progress's demo data (docs/product-rules.md#decisions-seed): a few months of
 * answer history and measurements for Olivia and Noah, so the charts have
 * something to show. The last measurement of each is the child's own height
 * and weight (seedChildren), taken on the day the seed is loaded.
 */

/** An earlier submission: how many days ago, the band then, and each set's percentage then (by set slug). */
export interface SeedHistoryEntry {
  daysAgo: number
  band: 'B0006' | 'B0612' | 'B1224' | 'B2436'
  /** Percent per set slug; null: the progress the seed answers give today (the latest submission). */
  percent: Record<string, number> | null
}

export const seedHistory: Record<'olivia' | 'noah', readonly SeedHistoryEntry[]> = {
  olivia: [
    { daysAgo: 150, band: 'B0006', percent: { movement: 38, language: 25, 'social-emotional': 50, cognitive: 38 } },
    { daysAgo: 105, band: 'B0006', percent: { movement: 63, language: 50, 'social-emotional': 75, cognitive: 63 } },
    { daysAgo: 60, band: 'B0612', percent: { movement: 13, language: 0, 'social-emotional': 0, cognitive: 0 } },
    { daysAgo: 7, band: 'B0612', percent: null },
  ],
  noah: [
    { daysAgo: 210, band: 'B1224', percent: { movement: 25, language: 13, 'social-emotional': 25, cognitive: 0 } },
    { daysAgo: 150, band: 'B1224', percent: { movement: 50, language: 25, 'social-emotional': 50, cognitive: 0 } },
    { daysAgo: 90, band: 'B1224', percent: { movement: 75, language: 38, 'social-emotional': 75, cognitive: 0 } },
    { daysAgo: 30, band: 'B1224', percent: { movement: 88, language: 50, 'social-emotional': 88, cognitive: 0 } },
    { daysAgo: 5, band: 'B1224', percent: null },
  ],
}

/** Measurements at an age in months, in cm and kg, close to the usual growth of a healthy child. */
export interface SeedMeasurement {
  ageMonths: number
  height_cm: number
  weight_kg: number
  head_circumference_cm: number | null
}

export const seedMeasurements: Record<'olivia' | 'noah', readonly SeedMeasurement[]> = {
  olivia: [
    { ageMonths: 0, height_cm: 49.5, weight_kg: 3.3, head_circumference_cm: 34 },
    { ageMonths: 2, height_cm: 57, weight_kg: 5.1, head_circumference_cm: 38 },
    { ageMonths: 4, height_cm: 62, weight_kg: 6.4, head_circumference_cm: 40 },
    { ageMonths: 6, height_cm: 65.5, weight_kg: 7.3, head_circumference_cm: 42 },
    { ageMonths: 9, height_cm: 70, weight_kg: 8.5, head_circumference_cm: 43.5 },
  ],
  noah: [
    { ageMonths: 12, height_cm: 75.5, weight_kg: 9.6, head_circumference_cm: 46 },
    { ageMonths: 15, height_cm: 79, weight_kg: 10.3, head_circumference_cm: 47 },
    { ageMonths: 18, height_cm: 82, weight_kg: 10.9, head_circumference_cm: null },
    { ageMonths: 20, height_cm: 84, weight_kg: 11.2, head_circumference_cm: 48 },
  ],
}

/** docs/decisions/060: Olivia's parent has a question ready for the next visit (the summary prints it). */
export const seedDoctorQuestions: Partial<Record<'olivia' | 'noah', string>> = {
  olivia: 'Olivia does not pull herself up to stand yet. Is that usual at 9 months, and what can we try at home?',
}
