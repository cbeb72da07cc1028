import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chooseBand } from '@/domain/band-choice'
import { ageCoverage, openedProblems, placeInLanes, ticksFor, type CoveredBand, type CoverageInput } from '@/domain/age-coverage'

let nextId = 1
const band = (title: string, min: number | null, max: number | null, is_active = true): CoverageInput => ({
  id: nextId++,
  code: title.replace(/\W/g, '').slice(0, 6).toUpperCase(),
  title,
  age_min_months: min,
  age_max_months: max,
  is_active,
})

/** The seed's bands (docs/product-rules.md#decisions-seed): neighbours share an edge. */
const seed = () => [band('0-6 Months', 0, 6), band('6-12 Months', 6, 12), band('12-24 Months', 12, 24), band('2-3 Years', 24, 36)]

describe('ageCoverage (docs/product-rules.md#decisions-builder-extras)', () => {
  it('finds nothing wrong with the seed: neighbours that share an edge month are neither a gap nor an overlap (the tie rule)', () => {
    const coverage = ageCoverage(seed())
    expect(coverage.gaps).toEqual([])
    expect(coverage.overlaps).toEqual([])
    expect(coverage.problems).toEqual([])
    expect(coverage.scaleEnd).toBe(36)
    expect(coverage.bands.map((b) => [b.title, b.from, b.to, b.active])).toEqual([
      ['0-6 Months', 0, 6, true],
      ['6-12 Months', 6, 12, true],
      ['12-24 Months', 12, 24, true],
      ['2-3 Years', 24, 36, true],
    ])
  })

  it('says "No active band covers 12–24 months" when the 12-24 band is inactive: inactive bands do not count for gaps, but stay on the bar', () => {
    const bands = seed()
    bands[2] = { ...bands[2]!, is_active: false }
    const coverage = ageCoverage(bands)
    expect(coverage.problems).toEqual(['No active band covers 12–24 months'])
    expect(coverage.gaps).toMatchObject([{ from: 12, to: 24 }])
    expect(coverage.bands.find((b) => b.title === '12-24 Months')).toMatchObject({ active: false, from: 12, to: 24 })
  })

  it('finds gaps at the start, in the middle and before 36 months, youngest first', () => {
    const coverage = ageCoverage([band('A', 3, 6), band('B', 6, 12), band('C', 18, 24), band('D', 24, 30)])
    expect(coverage.problems).toEqual(['No active band covers 0–3 months', 'No active band covers 12–18 months', 'No active band covers 30–36 months'])
  })

  it('a stretch with no whole month in it is no gap (ages are whole months): 0-6 then 7-12 covers every age', () => {
    expect(ageCoverage([band('A', 0, 6), band('B', 7, 12), band('C', 12, 36)]).gaps).toEqual([])
    expect(ageCoverage([band('A', 0, 6.5), band('B', 7, 36)]).gaps).toEqual([])
    // 7 months has no band here.
    expect(ageCoverage([band('A', 0, 6), band('B', 8, 36)]).problems).toEqual(['No active band covers 6–8 months'])
    // Nor has a newborn (0 months) here.
    expect(ageCoverage([band('A', 0.5, 36)]).problems).toEqual(['No active band covers 0–0.5 months'])
  })

  it('without any active band, every age is a gap', () => {
    expect(ageCoverage([]).problems).toEqual(['No active band covers 0–36 months'])
    expect(ageCoverage([band('A', 0, 36, false)]).problems).toEqual(['No active band covers 0–36 months'])
  })

  it('says "Bands A and B overlap from 6 to 9 months" for more than a shared edge, and ignores inactive bands', () => {
    expect(ageCoverage([band('A', 0, 9), band('B', 6, 12), band('C', 12, 36)]).problems).toEqual(['Bands A and B overlap from 6 to 9 months'])
    expect(ageCoverage([band('A', 0, 9), band('B', 6, 12, false), band('C', 9, 36)]).overlaps).toEqual([])
  })

  it('finds each pair of an overlap of three, and a band inside another', () => {
    const coverage = ageCoverage([band('Wide', 0, 24), band('Inner', 6, 12), band('Late', 10, 36)])
    expect(coverage.problems).toEqual([
      'Bands Wide and Inner overlap from 6 to 12 months',
      'Bands Inner and Late overlap from 10 to 12 months',
      'Bands Wide and Late overlap from 10 to 24 months',
    ])
  })

  it('widens the bar past 36 months for a band that goes further (active or not), and checks active ages up to the last active band', () => {
    const inactiveLate = ageCoverage([...seed(), band('3-4 Years', 36, 48, false)])
    expect(inactiveLate.scaleEnd).toBe(48)
    expect(inactiveLate.checkedUntil).toBe(36)
    expect(inactiveLate.problems).toEqual([])

    const activeLate = ageCoverage([...seed(), band('4-5 Years', 48, 60)])
    expect(activeLate.scaleEnd).toBe(60)
    expect(activeLate.checkedUntil).toBe(60)
    expect(activeLate.problems).toEqual(['No active band covers 36–48 months'])

    // Rounded up to the next 6 months for the scale.
    expect(ageCoverage([band('A', 0, 40)]).scaleEnd).toBe(42)
  })

  it('lists bands without a numeric range (or with a reversed one) apart: never offered, so they cover nothing', () => {
    const coverage = ageCoverage([band('No range', null, 12), band('Reversed', 12, 6), band('All', 0, 36)])
    expect(coverage.unranged.map((b) => b.title)).toEqual(['No range', 'Reversed'])
    expect(coverage.bands.map((b) => b.title)).toEqual(['All'])
    expect(coverage.problems).toEqual([])
  })

  it('agrees with the parents\' band choice: an age in no gap is in an active band, an age in a gap is not (property)', () => {
    const arbBand = fc
      .record({ min: fc.integer({ min: 0, max: 40 }), length: fc.integer({ min: 1, max: 14 }), active: fc.boolean() })
      .map(({ min, length, active }) => band('B', min, min + length, active))
    fc.assert(
      fc.property(fc.array(arbBand, { maxLength: 6 }), fc.integer({ min: 0, max: 36 }), (bands, age) => {
        const coverage = ageCoverage(bands)
        const inGap = coverage.gaps.some((gap) => (age > gap.from || (gap.from === 0 && age === 0)) && age < gap.to + (gap.to === coverage.checkedUntil ? 1 : 0))
        const active = bands.filter((b) => b.is_active)
        const chosen = chooseBand(active, age)
        const contains = chosen !== null && age >= chosen.age_min_months! && age <= chosen.age_max_months!
        expect(inGap).toBe(!contains)
      }),
    )
  })
})

describe('openedProblems: the check a band save runs', () => {
  it('names the gap a change opened, and not those that were there before', () => {
    const before = seed()
    const after = before.map((b) => (b.title === '6-12 Months' ? { ...b, age_max_months: 9 } : b))
    expect(openedProblems(before, after)).toEqual(['No active band covers 9–12 months'])

    const stillOpen = after.map((b) => (b.title === '2-3 Years' ? { ...b, title: '2-3 Years (renamed)' } : b))
    expect(openedProblems(after, stillOpen)).toEqual([])
  })

  it('names an overlap a new band opened', () => {
    const before = seed()
    expect(openedProblems(before, [...before, band('Extra', 10, 14)])).toEqual([
      'Bands 6-12 Months and Extra overlap from 10 to 12 months',
      'Bands Extra and 12-24 Months overlap from 12 to 14 months',
    ])
  })
})

describe("placeInLanes and ticksFor (the coverage bar's layout)", () => {
  const covered = (id: number, from: number, to: number, active = true): CoveredBand => ({ id, code: `B${id}`, title: `Band ${id}`, from, to, active })

  it('keeps neighbours that share an edge on one row and puts an overlap on a row of its own', () => {
    const lanes = placeInLanes([covered(1, 0, 6), covered(2, 6, 12), covered(3, 9, 18), covered(4, 12, 24)])
    expect(Object.fromEntries(lanes.laneOf)).toEqual({ 1: 0, 2: 0, 3: 1, 4: 0 })
    expect(lanes).toMatchObject({ activeLanes: 2, count: 2 })
  })

  it('puts inactive bands on rows of their own under the active ones, and keeps one active row when none is active', () => {
    expect(Object.fromEntries(placeInLanes([covered(1, 0, 6), covered(2, 0, 6, false)]).laneOf)).toEqual({ 1: 0, 2: 1 })
    expect(placeInLanes([covered(1, 0, 6, false)])).toMatchObject({ activeLanes: 1, count: 2 })
  })

  it('marks the scale every 6 months up to 72 and every 12 beyond', () => {
    expect(ticksFor(36)).toEqual([0, 6, 12, 18, 24, 30, 36])
    expect(ticksFor(96)).toEqual([0, 12, 24, 36, 48, 60, 72, 84, 96])
  })
})
