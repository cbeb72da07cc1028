/** The fields the band-choice rule reads; any band-like record fits. */
export interface RangedBand {
  age_min_months: number | null
  age_max_months: number | null
}

function hasRange<B extends RangedBand>(band: B): band is B & { age_min_months: number; age_max_months: number } {
  return Number.isFinite(band.age_min_months) && Number.isFinite(band.age_max_months)
}

/**
 * docs/product-rules.md#4: the band whose inclusive range contains the age; if none does,
 * the band nearest to the age by either end of its range. Bands without numeric
 * ranges are ignored. docs/product-rules.md#decisions: neighbouring bands share an edge, and when
 * several contain the age the greater age_min_months wins; ties in distance go
 * the same way.
 */
export function chooseBand<B extends RangedBand>(bands: readonly B[], ageMonths: number): B | null {
  let best: (B & { age_min_months: number; age_max_months: number }) | null = null
  let bestDistance = Infinity
  for (const band of bands) {
    if (!hasRange(band)) continue
    const { age_min_months: min, age_max_months: max } = band
    const distance = ageMonths >= min && ageMonths <= max ? 0 : Math.min(Math.abs(ageMonths - min), Math.abs(ageMonths - max))
    if (distance < bestDistance || (distance === bestDistance && best !== null && min > best.age_min_months)) {
      best = band
      bestDistance = distance
    }
  }
  return best
}
