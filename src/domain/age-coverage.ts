import type { RangedBand } from '@/domain/band-choice'

/**
 * The builder's age coverage (docs/product-rules.md#decisions-builder-extras): which ages
 * the bands cover, where no active band does (a gap) and where two active bands cover
 * the same ages beyond a shared edge (an overlap). One function for the coverage bar
 * above the band list and for the check the builder runs when a band is saved.
 *
 * The rules it follows are the parent's band choice (docs/product-rules.md#4-band-choice
 * and #decisions-band-ties, src/domain/band-choice.ts):
 * - a band's range includes both ends, and a child's age is a whole number of months;
 * - only active bands are offered to parents, so only they count for gaps and overlaps;
 * - neighbours may share an edge (0-6 and 6-12): the tie rule gives a child of exactly
 *   6 months the band with the greater age_min_months, so a shared edge is no overlap;
 * - bands without a numeric range are never offered (listed apart, not on the bar).
 * A stretch between two bands that holds no whole month (6-6.5 and 7-12) is no gap: no
 * child's age falls in it.
 */

/** The product covers a child to age 3: ages up to here are checked for gaps even when no band reaches them. */
export const COVERAGE_MONTHS = 36

/** What the coverage reads of a band; any band-like record fits. */
export interface CoverageInput extends RangedBand {
  id: number
  code: string
  title: string
  is_active: boolean
}

/** A band with a numeric range, as the bar draws it. */
export interface CoveredBand {
  id: number
  code: string
  title: string
  from: number
  to: number
  active: boolean
}

export interface CoverageGap {
  /** What the gap is, whatever the bands around it are called: `gap:12:24`. */
  key: string
  /** The gap lies between these ages (the edges of the bands around it, or 0 and the end of the checked ages). */
  from: number
  to: number
  message: string
}

export interface CoverageOverlap {
  /** Which bands overlap where, whatever they are called: `overlap:3:4:6:9`. */
  key: string
  first: { id: number; title: string }
  second: { id: number; title: string }
  from: number
  to: number
  message: string
}

export interface AgeCoverage {
  /** The bar's right end in months: 36, or more when a band (active or not) goes further, rounded up to 6. */
  scaleEnd: number
  /** Gaps are looked for from 0 to here: 36, or the end of the last active band when it is later. */
  checkedUntil: number
  /** Bands with a numeric range, youngest first (then by their end, then by id). */
  bands: CoveredBand[]
  /** Bands without a numeric range (or with a reversed one): never offered to parents. */
  unranged: { id: number; code: string; title: string; active: boolean }[]
  gaps: CoverageGap[]
  overlaps: CoverageOverlap[]
  /** Every gap and overlap in words, youngest first: what the bar's text alternative and the save check say. */
  problems: string[]
  /** The same, each with its key. */
  issues: { key: string; message: string }[]
}

/** 6 -> "6", 6.5 -> "6.5". */
const months = (value: number) => String(Number(value.toFixed(2)))

export const coverageTexts = {
  gap: (from: number, to: number) => `No active band covers ${months(from)}–${months(to)} months`,
  overlap: (first: string, second: string, from: number, to: number) => `Bands ${first} and ${second} overlap from ${months(from)} to ${months(to)} months`,
  allCovered: (until: number) => `Every age from 0 to ${months(until)} months has an active band.`,
} as const

/** A whole month lies in the open stretch (from, to), or at `from` itself when that age is uncovered too. */
function holdsWholeMonth(from: number, to: number, fromIncluded: boolean): boolean {
  const first = fromIncluded ? Math.ceil(from) : Math.floor(from) + 1
  return first < to
}

/** docs/product-rules.md#decisions-builder-extras: the age coverage of these bands. */
export function ageCoverage(bands: readonly CoverageInput[]): AgeCoverage {
  const ranged: CoveredBand[] = []
  const unranged: AgeCoverage['unranged'] = []
  for (const band of bands) {
    const { age_min_months: min, age_max_months: max } = band
    if (typeof min === 'number' && typeof max === 'number' && Number.isFinite(min) && Number.isFinite(max) && min <= max) {
      ranged.push({ id: band.id, code: band.code, title: band.title, from: min, to: max, active: band.is_active })
    } else {
      unranged.push({ id: band.id, code: band.code, title: band.title, active: band.is_active })
    }
  }
  ranged.sort((a, b) => a.from - b.from || a.to - b.to || a.id - b.id)
  const active = ranged.filter((band) => band.active)

  const lastEnd = Math.max(0, ...ranged.map((band) => band.to))
  const scaleEnd = Math.max(COVERAGE_MONTHS, Math.ceil(lastEnd / 6) * 6)
  const checkedUntil = Math.max(COVERAGE_MONTHS, ...active.map((band) => band.to))

  // Gaps: walk the active bands youngest first, keeping how far the ages are covered so far.
  const gaps: CoverageGap[] = []
  const gap = (from: number, to: number) => gaps.push({ key: `gap:${from}:${to}`, from, to, message: coverageTexts.gap(from, to) })
  let coveredTo: number | null = null
  for (const band of active) {
    if (coveredTo === null) {
      if (band.from > 0 && holdsWholeMonth(0, band.from, true)) gap(0, band.from)
    } else if (band.from > coveredTo && holdsWholeMonth(coveredTo, band.from, false)) {
      gap(coveredTo, band.from)
    }
    coveredTo = coveredTo === null ? band.to : Math.max(coveredTo, band.to)
  }
  if (coveredTo === null) gap(0, checkedUntil)
  else if (coveredTo < checkedUntil && holdsWholeMonth(coveredTo, checkedUntil + 1, false)) gap(coveredTo, checkedUntil)

  // Overlaps: every pair of active bands that have more than an edge in common.
  const overlaps: CoverageOverlap[] = []
  for (let i = 0; i < active.length; i += 1) {
    const first = active[i]!
    for (let j = i + 1; j < active.length; j += 1) {
      const second = active[j]!
      // Sorted by start: no later band can overlap `first` once one starts at or after its end.
      if (second.from >= first.to) break
      const from = second.from
      const to = Math.min(first.to, second.to)
      if (to > from) {
        overlaps.push({
          key: `overlap:${first.id}:${second.id}:${from}:${to}`,
          first: { id: first.id, title: first.title },
          second: { id: second.id, title: second.title },
          from,
          to,
          message: coverageTexts.overlap(first.title, second.title, from, to),
        })
      }
    }
  }

  const issues = [...gaps, ...overlaps].sort((a, b) => a.from - b.from || a.to - b.to).map(({ key, message }) => ({ key, message }))
  return { scaleEnd, checkedUntil, bands: ranged, unranged, gaps, overlaps, problems: issues.map((issue) => issue.message), issues }
}

/**
 * The save check (docs/product-rules.md#decisions-builder-extras): the gaps and overlaps
 * that a change of the bands opened, in words; those that were there before (the same
 * ages, the same bands, even renamed) are not repeated. Empty when the change opened none.
 */
export function openedProblems(before: readonly CoverageInput[], after: readonly CoverageInput[]): string[] {
  const known = new Set(ageCoverage(before).issues.map((issue) => issue.key))
  return ageCoverage(after)
    .issues.filter((issue) => !known.has(issue.key))
    .map((issue) => issue.message)
}

// ---------------------------------------------------------------------------
// The bar's layout (the builder draws it): bands on rows, and the month scale's ticks

export interface Lanes {
  /** The row of each band (by id), active bands first, then inactive ones on rows of their own. */
  laneOf: ReadonlyMap<number, number>
  activeLanes: number
  count: number
}

/** Bands on rows: each goes on the first row whose last band ends at or before its start (a shared edge shares a row). */
export function placeInLanes(bands: readonly CoveredBand[]): Lanes {
  const laneOf = new Map<number, number>()
  const place = (group: readonly CoveredBand[], first: number) => {
    const ends: number[] = []
    for (const band of group) {
      let lane = ends.findIndex((end) => end <= band.from)
      if (lane < 0) lane = ends.push(band.to) - 1
      else ends[lane] = band.to
      laneOf.set(band.id, first + lane)
    }
    return ends.length
  }
  // At least one row for the active bands, where the gaps are drawn even when none is active.
  const activeLanes = Math.max(1, place(bands.filter((band) => band.active), 0))
  const inactiveLanes = place(bands.filter((band) => !band.active), activeLanes)
  return { laneOf, activeLanes, count: activeLanes + inactiveLanes }
}

/** Tick marks every 6 months up to 72, every 12 beyond. */
export function ticksFor(scaleEnd: number): number[] {
  const step = scaleEnd > 72 ? 12 : 6
  return Array.from({ length: Math.floor(scaleEnd / step) + 1 }, (_, i) => i * step)
}
