import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chooseBand } from '@/domain/band-choice'

interface TestBand {
  code: string
  age_min_months: number | null
  age_max_months: number | null
}

const band = (code: string, min: number | null, max: number | null): TestBand => ({
  code,
  age_min_months: min,
  age_max_months: max,
})

/** The seed's bands (docs/product-rules.md#decisions): neighbours share an edge. */
const seedBands = [band('B0006', 0, 6), band('B0612', 6, 12), band('B1224', 12, 24), band('B2436', 24, 36)]

const codeFor = (bands: readonly TestBand[], age: number) => chooseBand(bands, age)?.code ?? null

describe('chooseBand', () => {
  it('chooses "the band whose age_min_months to age_max_months range contains the age"', () => {
    expect(codeFor(seedBands, 3)).toBe('B0006')
    expect(codeFor(seedBands, 9)).toBe('B0612')
    expect(codeFor(seedBands, 20)).toBe('B1224')
    expect(codeFor(seedBands, 30)).toBe('B2436')
  })

  it('treats both ends of a range as inside ("inclusive")', () => {
    const bands = [band('low', 0, 4), band('high', 10, 20)]
    expect(codeFor(bands, 0)).toBe('low')
    expect(codeFor(bands, 4)).toBe('low')
    expect(codeFor(bands, 10)).toBe('high')
    expect(codeFor(bands, 20)).toBe('high')
  })

  it('gives a shared edge to the band with the greater age_min_months (6 months -> 6-12, PRODUCT.md "Band ties")', () => {
    expect(codeFor(seedBands, 6)).toBe('B0612')
    expect(codeFor(seedBands, 12)).toBe('B1224')
    expect(codeFor(seedBands, 24)).toBe('B2436')
  })

  it('applies the tie rule whatever the order of the list', () => {
    expect(codeFor([...seedBands].reverse(), 6)).toBe('B0612')
    expect(codeFor([band('B0612', 6, 12), band('B0006', 0, 6)], 6)).toBe('B0612')
    expect(codeFor([band('B0006', 0, 6), band('B0612', 6, 12)], 6)).toBe('B0612')
  })

  it('prefers the greater age_min_months when ranges overlap, not only at a shared edge', () => {
    const bands = [band('wide', 0, 36), band('narrow', 10, 14)]
    expect(codeFor(bands, 12)).toBe('narrow')
    expect(codeFor(bands, 20)).toBe('wide')
  })

  it('chooses the first band for a newborn (age 0)', () => {
    expect(codeFor(seedBands, 0)).toBe('B0006')
  })

  it('chooses the nearest band, the last one, for a child older than every band', () => {
    expect(codeFor(seedBands, 37)).toBe('B2436')
    expect(codeFor(seedBands, 240)).toBe('B2436')
  })

  it('chooses the nearest band for a child younger than every band', () => {
    expect(codeFor([band('later', 6, 12), band('latest', 12, 24)], 0)).toBe('later')
  })

  it('in a gap, chooses "the band with the smallest distance from the age to either end of its range"', () => {
    const bands = [band('early', 0, 6), band('late', 12, 24)]
    expect(codeFor(bands, 7)).toBe('early')
    expect(codeFor(bands, 8)).toBe('early')
    expect(codeFor(bands, 10)).toBe('late')
    expect(codeFor(bands, 11)).toBe('late')
  })

  it('measures distance to the nearer end, so a band nearer by its max beats one nearer by neither end', () => {
    const bands = [band('far-low', 0, 2), band('near-by-max', 3, 10), band('far-high', 30, 40)]
    expect(codeFor(bands, 12)).toBe('near-by-max')
  })

  it('breaks a tie in distance in favour of the greater age_min_months', () => {
    const bands = [band('early', 0, 6), band('late', 12, 24)]
    expect(codeFor(bands, 9)).toBe('late')
    expect(codeFor([...bands].reverse(), 9)).toBe('late')
  })

  it('ignores "bands without numeric ranges"', () => {
    const bands = [band('open-min', null, 100), band('open-max', 0, null), band('none', null, null), band('ranged', 24, 36)]
    expect(codeFor(bands, 5)).toBe('ranged')
  })

  it('ignores ranges that are not finite numbers', () => {
    const bands = [band('nan', Number.NaN, 12), band('infinite', 0, Number.POSITIVE_INFINITY), band('ranged', 24, 36)]
    expect(codeFor(bands, 5)).toBe('ranged')
  })

  it('returns null when no band has a numeric range ("If no band is found")', () => {
    expect(chooseBand([band('a', null, null), band('b', 0, null)], 5)).toBeNull()
  })

  it('returns null for an empty list', () => {
    expect(chooseBand([], 5)).toBeNull()
  })

  it('returns the very band object it was given, with its other fields', () => {
    const chosen = seedBands[1]
    expect(chooseBand(seedBands, 9)).toBe(chosen)
  })

  it('agrees with a reference implementation of SPEC section 4 and PRODUCT.md "Band ties" (property)', () => {
    const rangeArb = fc
      .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const)
    const bandArb = fc.oneof(
      { arbitrary: rangeArb.map(([min, max]) => ({ min, max } as { min: number | null; max: number | null })), weight: 5 },
      { arbitrary: fc.constantFrom({ min: null, max: null }, { min: 0, max: null }, { min: null, max: 12 }), weight: 1 },
    )
    fc.assert(
      fc.property(fc.array(bandArb, { maxLength: 8 }), fc.integer({ min: 0, max: 80 }), (ranges, age) => {
        const bands = ranges.map((r, index) => band(`band-${index}`, r.min, r.max))
        expect(chooseBand(bands, age)).toBe(referenceChoice(bands, age))
      }),
    )
  })
})

/**
 * docs/product-rules.md#4 read literally, with docs/product-rules.md#decisions's tie rule: ranged bands only;
 * of those containing the age, the greatest min; else the smallest distance to
 * either end, ties to the greatest min. Equal candidates keep list order.
 */
function referenceChoice(bands: readonly TestBand[], age: number): TestBand | null {
  const ranged = bands.filter(
    (b): b is TestBand & { age_min_months: number; age_max_months: number } =>
      typeof b.age_min_months === 'number' && typeof b.age_max_months === 'number',
  )
  if (ranged.length === 0) return null
  const containing = ranged.filter((b) => b.age_min_months <= age && age <= b.age_max_months)
  if (containing.length > 0) {
    return containing.reduce((best, b) => (b.age_min_months > best.age_min_months ? b : best))
  }
  const distance = (b: (typeof ranged)[number]) => Math.min(Math.abs(age - b.age_min_months), Math.abs(age - b.age_max_months))
  return ranged.reduce((best, b) => {
    const d = distance(b)
    const bestD = distance(best)
    if (d < bestD) return b
    if (d === bestD && b.age_min_months > best.age_min_months) return b
    return best
  })
}
