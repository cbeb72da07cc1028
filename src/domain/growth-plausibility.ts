import type { Child } from '@/contract/children'
import type { MeasureName } from '@/contract/progress'
import { parseIsoDate } from '@/domain/age'

/**
 * Is a measurement plausible for the child's age and sex? (docs/decisions/091)
 *
 * Source: the WHO Child Growth Standards (WHO Multicentre Growth Reference Study Group, 2006; "WHO Child Growth
 * Standards: length/height-for-age, weight-for-age ... Methods and development", and the head circumference-for-age
 * volume, 2007), their z-score tables by month, rounded to 0.1 as WHO publishes them, at the ages below; between
 * two ages the values are interpolated linearly. A value is implausible where WHO's own software (WHO Anthro) flags
 * a "biologically implausible value": weight-for-age below -6 or above +5 SD, length/height-for-age beyond ±6 SD,
 * head circumference-for-age beyond ±5 SD. Weight beyond ±3 SD follows WHO's restricted rule (the distance between
 * the 2 and 3 SD lines carries on); length and head are normal (L = 1), so their SD is constant at an age.
 *
 * These bounds only ask the parent to look again ("Is 85 kg right?"); the server keeps any value within the
 * contract's ranges, because a real child can be far from the standards and a refusal would lose a true value.
 * The table stops at 36 months (the first 1,000 days): an older child's values are not questioned.
 */

/** Weight-for-age in kg at an age in months: the -3, -2, +2 and +3 SD lines. */
type WeightRow = readonly [months: number, sd3neg: number, sd2neg: number, sd2: number, sd3: number]
/** Length/height or head circumference-for-age in cm at an age in months: the median and one SD. */
type NormalRow = readonly [months: number, median: number, sd: number]

type Standards = { weight_kg: readonly WeightRow[]; height_cm: readonly NormalRow[]; head_circumference_cm: readonly NormalRow[] }

const boys: Standards = {
  weight_kg: [
    [0, 2.1, 2.5, 4.4, 5.0],
    [1, 2.9, 3.4, 5.8, 6.6],
    [2, 3.8, 4.3, 7.1, 8.0],
    [3, 4.4, 5.0, 8.0, 9.0],
    [4, 4.9, 5.6, 8.7, 9.7],
    [6, 5.7, 6.4, 9.8, 10.9],
    [9, 6.4, 7.1, 11.0, 12.3],
    [12, 6.9, 7.7, 12.0, 13.3],
    [18, 7.8, 8.8, 13.7, 15.3],
    [24, 8.6, 9.7, 15.3, 17.1],
    [36, 10.0, 11.3, 18.3, 20.7],
  ],
  height_cm: [
    [0, 49.9, 1.89],
    [1, 54.7, 1.95],
    [2, 58.4, 2.0],
    [3, 61.4, 2.04],
    [4, 63.9, 2.07],
    [6, 67.6, 2.12],
    [9, 72.0, 2.22],
    [12, 75.7, 2.33],
    [18, 82.3, 2.56],
    [24, 87.8, 2.79],
    [36, 96.1, 3.7],
  ],
  head_circumference_cm: [
    [0, 34.5, 1.27],
    [1, 37.3, 1.17],
    [2, 39.1, 1.17],
    [3, 40.5, 1.2],
    [4, 41.6, 1.2],
    [6, 43.3, 1.23],
    [9, 45.0, 1.27],
    [12, 46.1, 1.27],
    [18, 47.4, 1.33],
    [24, 48.3, 1.33],
    [36, 49.5, 1.4],
  ],
}

const girls: Standards = {
  weight_kg: [
    [0, 2.0, 2.4, 4.2, 4.8],
    [1, 2.7, 3.2, 5.5, 6.2],
    [2, 3.4, 3.9, 6.6, 7.5],
    [3, 4.0, 4.5, 7.5, 8.5],
    [4, 4.4, 5.0, 8.2, 9.3],
    [6, 5.1, 5.7, 9.3, 10.6],
    [9, 5.7, 6.4, 10.5, 12.0],
    [12, 6.3, 7.0, 11.5, 13.1],
    [18, 7.2, 8.1, 13.2, 15.1],
    [24, 8.1, 9.0, 14.8, 17.0],
    [36, 9.6, 10.8, 18.1, 20.9],
  ],
  height_cm: [
    [0, 49.1, 1.86],
    [1, 53.7, 1.95],
    [2, 57.1, 2.03],
    [3, 59.8, 2.1],
    [4, 62.1, 2.16],
    [6, 65.7, 2.27],
    [9, 70.1, 2.42],
    [12, 74.0, 2.58],
    [18, 80.7, 2.87],
    [24, 86.4, 3.13],
    [36, 95.1, 3.76],
  ],
  head_circumference_cm: [
    [0, 33.9, 1.17],
    [1, 36.5, 1.2],
    [2, 38.3, 1.2],
    [3, 39.5, 1.27],
    [4, 40.6, 1.27],
    [6, 42.2, 1.3],
    [9, 43.8, 1.33],
    [12, 44.9, 1.37],
    [18, 46.2, 1.4],
    [24, 47.2, 1.4],
    [36, 48.5, 1.4],
  ],
}

/** WHO Anthro's flags for biologically implausible values, in SD from the median (see above). */
export const implausibleBeyond: Readonly<Record<MeasureName, { below: number; above: number }>> = {
  weight_kg: { below: -6, above: 5 },
  height_cm: { below: -6, above: 6 },
  head_circumference_cm: { below: -5, above: 5 },
}

/** The oldest age the standards here cover, in months. */
export const PLAUSIBILITY_MAX_MONTHS = 36

/** The average month (365.25 / 12 days). */
const DAYS_PER_MONTH = 30.4375

const dayNumber = (iso: string): number | null => {
  const parts = parseIsoDate(iso)
  return parts ? Math.round(Date.UTC(parts.year, parts.month - 1, parts.day) / 86_400_000) : null
}

/** A table's row at an age: interpolated between the two rows around it. */
function rowAt<R extends readonly number[]>(rows: readonly R[], months: number): R {
  const after = rows.findIndex((row) => (row[0] ?? 0) >= months)
  if (after <= 0) return rows[Math.max(after, 0)] as R
  const high = rows[after] as R
  const low = rows[after - 1] as R
  const share = (months - (low[0] ?? 0)) / ((high[0] ?? 0) - (low[0] ?? 0))
  return low.map((value, index) => value + ((high[index] ?? value) - value) * share) as unknown as R
}

/** The lowest and highest plausible value of one measure for one sex at an age. */
function boundsAt(standards: Standards, measure: MeasureName, months: number): { min: number; max: number } {
  const { below, above } = implausibleBeyond[measure]
  if (measure === 'weight_kg') {
    const [, sd3neg, sd2neg, sd2, sd3] = rowAt(standards.weight_kg, months)
    // WHO's restricted rule beyond ±3 SD: each further SD is the distance between the 2 and 3 SD lines.
    return { min: sd3neg + (below + 3) * (sd2neg - sd3neg), max: sd3 + (above - 3) * (sd3 - sd2) }
  }
  const [, median, sd] = rowAt(standards[measure], months)
  return { min: median + below * sd, max: median + above * sd }
}

/** What the bounds read of a child. */
export type GrowthChild = Pick<Child, 'dob' | 'sex' | 'is_premature' | 'weeks_premature'>

/**
 * The plausible range of a measure for the child on a date, or null when it is not questioned (past 36 months, a
 * date before birth or unreadable). The low end is read at the corrected age of a child born early (a baby born
 * 10 weeks early is smaller), and there is none before their due date; the high end at the age since birth.
 */
export function plausibleRange(measure: MeasureName, child: GrowthChild, date: string): { min: number; max: number } | null {
  const born = dayNumber(child.dob)
  const on = dayNumber(date)
  if (born === null || on === null || on < born) return null
  const months = (on - born) / DAYS_PER_MONTH
  if (months > PLAUSIBILITY_MAX_MONTHS) return null
  const early = child.is_premature ? (child.weeks_premature ?? 0) * 7 : 0
  const corrected = (on - born - early) / DAYS_PER_MONTH
  const standards = child.sex === 'M' ? boys : girls
  const min = corrected < 0 ? 0 : boundsAt(standards, measure, corrected).min
  return { min: Math.max(0, min), max: boundsAt(standards, measure, months).max }
}

/** The measures given that are far outside what is plausible for the child's age and sex on that date, in the order given. */
export function implausibleMeasures(values: Partial<Record<MeasureName, number | null>>, child: GrowthChild, date: string): MeasureName[] {
  return (Object.keys(values) as MeasureName[]).filter((measure) => {
    const value = values[measure]
    const range = typeof value === 'number' ? plausibleRange(measure, child, date) : null
    return range !== null && typeof value === 'number' && (value < range.min || value > range.max)
  })
}
