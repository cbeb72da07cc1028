import type { Units } from '@/contract/accounts'
import type { Measurement, MeasureName } from '@/contract/progress'
import { ageInMonths, formatAge, parseIsoDate } from '@/domain/age'
import { longDate } from '@/domain/format'
import { ageInMonthsAt, type ChartPoint } from '@/domain/chart-scale'
import { measureInUnits } from '@/domain/track-progress'

/** Track Progress's growth charts (docs/product-rules.md#decisions-track-progress): one measure over age, in the account's units. */

export interface GrowthChart {
  measure: MeasureName
  /** The unit the values are in (the account's: cm, kg, in or lb). */
  unit: string
  points: ChartPoint[]
  /** `ageMonths`: where the point sits on the continuous age axis; `age`: the app's age in whole months on that date (domain/age.ts). */
  rows: { date: string; ageMonths: number; age: number; value: number }[]
}

/** The app's age rule (docs/product-rules.md#4) on the date of a measurement. */
export function ageOnDate(dob: string, date: string): number {
  const parts = parseIsoDate(date)
  return parts ? ageInMonths(dob, new Date(parts.year, parts.month - 1, parts.day, 12)) : 0
}

/** One measure over chronological age in months, oldest first, in the account's units; rows without the measure are left out. */
export function growthChart(measurements: readonly Measurement[], dob: string, measure: MeasureName, units: Units = 'metric'): GrowthChart {
  const { unit, value: shown } = measureInUnits(measure, units)
  const rows = [...measurements]
    .sort((a, b) => a.date.localeCompare(b.date))
    .flatMap((row) => {
      const value = row[measure]
      return value === null ? [] : [{ date: row.date, ageMonths: ageInMonthsAt(dob, row.date), age: ageOnDate(dob, row.date), value: shown(value) }]
    })
  return {
    measure,
    unit,
    rows,
    points: rows.map((row) => ({ x: row.ageMonths, y: row.value, label: `${formatAge(row.age)} (${longDate(row.date)}): ${row.value} ${unit}` })),
  }
}
