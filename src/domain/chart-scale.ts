import { parseIsoDate } from '@/domain/age'

/**
 * The axes and scales of Track Progress's hand-written SVG charts (docs/decisions/042-charts-hand-written-svg.md):
 * dates as days or months along x, round ticks, a linear scale and padded domains, and the points and
 * lines both charts draw (history-chart.ts, growth-chart.ts).
 */

const DAY_MS = 86_400_000
/** The average month (365.25 / 12 days), for ages on a continuous axis. */
const DAYS_PER_MONTH = 30.4375

const dayNumber = (iso: string): number => {
  const parts = parseIsoDate(iso)
  return parts ? Math.round(Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS) : 0
}

/** Days from one date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from)

/**
 * Chronological age in months (fractional) on a date: growth is charted by the
 * age since birth, not the corrected age, as growth charts are read
 * (docs/decisions/042-charts-hand-written-svg.md).
 */
export const ageInMonthsAt = (dob: string, date: string): number => Math.max(0, daysBetween(dob, date) / DAYS_PER_MONTH)

export interface ChartPoint {
  /** Days since the first point (history) or age in months (growth). */
  x: number
  y: number
  /** What the point says in words, e.g. "12 March 2025: 50%". */
  label: string
  /** Points of different segments are not joined (a new age band starts a new segment). */
  segment?: number
  /** The point before it on its line was a gap (not answered): the two are not joined. */
  breakBefore?: boolean
}

export interface ChartSeries {
  name: string
  points: ChartPoint[]
}

/** Round tick values covering [min, max], about `count` of them. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min]
  const raw = (max - min) / count
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const step = ([1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw) as number
  const start = Math.ceil(min / step - 1e-9) * step
  const ticks: number[] = []
  // + 0 turns a -0 into 0.
  for (let value = start; value <= max + 1e-9; value += step) ticks.push(Math.round(value * 1000) / 1000 + 0)
  return ticks
}

/** A linear map from a domain to a range (a tiny d3-scale). */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]) {
  const [d0, d1] = domain
  const [r0, r1] = range
  const span = d1 - d0 || 1
  return (value: number) => r0 + ((value - d0) / span) * (r1 - r0)
}

/** A padded [min, max] around the values, never below `floor`. */
export function paddedDomain(values: readonly number[], floor = 0): [number, number] {
  if (values.length === 0) return [floor, floor + 1]
  const min = Math.min(...values)
  const max = Math.max(...values)
  const pad = max > min ? (max - min) * 0.1 : Math.max(1, Math.abs(max) * 0.1)
  return [Math.max(floor, min - pad), max + pad]
}
