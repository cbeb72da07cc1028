import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ageInMonths, dobFromAge, formatAge, parseIsoDate, splitAge, toIsoDate, developmentalAge, formatDevelopmentalAge } from '@/domain/age'

/** A local calendar date (the age rules work on the user's calendar, not UTC). */
const on = (year: number, month: number, day: number) => new Date(year, month - 1, day)

describe('ageInMonths', () => {
  it('counts "whole years times 12 plus months" when the day of month has been reached', () => {
    expect(ageInMonths('2022-03-15', on(2024, 5, 15))).toBe(26)
    expect(ageInMonths('2022-03-15', on(2024, 5, 20))).toBe(26)
    expect(ageInMonths('2023-11-02', on(2024, 2, 2))).toBe(3)
  })

  it('is "reduced by one if the day of month has not yet been reached"', () => {
    expect(ageInMonths('2022-03-15', on(2024, 5, 14))).toBe(25)
    expect(ageInMonths('2023-11-20', on(2024, 2, 2))).toBe(2)
  })

  it('is 0 on the day of birth and 12 on the first birthday', () => {
    expect(ageInMonths('2024-06-10', on(2024, 6, 10))).toBe(0)
    expect(ageInMonths('2023-06-10', on(2024, 6, 10))).toBe(12)
    expect(ageInMonths('2023-06-10', on(2024, 6, 9))).toBe(11)
  })

  it('does not count a month for a child born on the 31st until a day 31 is reached or the next month starts', () => {
    // Born 31 January: on 29 February the 31st has "not yet been reached".
    expect(ageInMonths('2024-01-31', on(2024, 2, 29))).toBe(0)
    expect(ageInMonths('2024-01-31', on(2024, 3, 1))).toBe(1)
    expect(ageInMonths('2024-01-31', on(2024, 3, 30))).toBe(1)
    expect(ageInMonths('2024-01-31', on(2024, 3, 31))).toBe(2)
    expect(ageInMonths('2024-01-31', on(2024, 4, 30))).toBe(2)
    expect(ageInMonths('2024-01-31', on(2024, 5, 1))).toBe(3)
  })

  it('handles a leap-day birthday in non-leap years', () => {
    expect(ageInMonths('2020-02-29', on(2021, 2, 28))).toBe(11)
    expect(ageInMonths('2020-02-29', on(2021, 3, 1))).toBe(12)
    expect(ageInMonths('2020-02-29', on(2024, 2, 29))).toBe(48)
  })

  it('counts across a year boundary', () => {
    expect(ageInMonths('2023-12-25', on(2024, 1, 25))).toBe(1)
    expect(ageInMonths('2023-12-25', on(2024, 1, 24))).toBe(0)
  })

  it('is "never below 0": a date of birth in the future gives 0', () => {
    expect(ageInMonths('2024-06-11', on(2024, 6, 10))).toBe(0)
    expect(ageInMonths('2030-01-01', on(2024, 6, 10))).toBe(0)
  })

  it('gives 0 for text that is not a real YYYY-MM-DD date', () => {
    const today = on(2024, 6, 10)
    for (const invalid of ['', 'yesterday', '2020-02-30', '2021-02-29', '2020-13-01', '2020-00-10', '2020-1-5', '05/01/2020', '2020-01-01T00:00:00Z']) {
      expect(ageInMonths(invalid, today), invalid).toBe(0)
    }
  })
})

describe('parseIsoDate / toIsoDate', () => {
  it('reads a real calendar date and rejects impossible ones', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
    expect(parseIsoDate('2023-02-29')).toBeNull()
    expect(parseIsoDate('2024-04-31')).toBeNull()
  })

  it('writes a local date as zero-padded YYYY-MM-DD', () => {
    expect(toIsoDate(on(2024, 3, 5))).toBe('2024-03-05')
  })
})

describe('dobFromAge', () => {
  it('gives the date "that many months before today"', () => {
    expect(dobFromAge(0, on(2024, 6, 10))).toBe('2024-06-10')
    expect(dobFromAge(3, on(2024, 6, 10))).toBe('2024-03-10')
    expect(dobFromAge(14, on(2024, 6, 10))).toBe('2023-04-10')
    expect(dobFromAge(6, on(2024, 2, 15))).toBe('2023-08-15')
  })

  it('clamps a day past the end of the target month to its last day (31 March - 1 month = 28/29 February)', () => {
    expect(dobFromAge(1, on(2024, 3, 31))).toBe('2024-02-29')
    expect(dobFromAge(1, on(2023, 3, 31))).toBe('2023-02-28')
    expect(dobFromAge(1, on(2024, 5, 31))).toBe('2024-04-30')
    expect(dobFromAge(12, on(2024, 2, 29))).toBe('2023-02-28')
    expect(dobFromAge(48, on(2024, 2, 29))).toBe('2020-02-29')
  })

  it('round-trips: ageInMonths(dobFromAge(n, today), today) === n for every n in 0..240', () => {
    const fixedTodays = [
      on(2024, 2, 29),
      on(2023, 2, 28),
      on(2024, 3, 31),
      on(2024, 1, 31),
      on(2024, 12, 31),
      on(2025, 1, 1),
      on(2024, 4, 30),
      on(2024, 6, 15),
    ]
    for (const today of fixedTodays) {
      for (let n = 0; n <= 240; n += 1) {
        expect(ageInMonths(dobFromAge(n, today), today)).toBe(n)
      }
    }
  })

  it('round-trips for any today (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 240 }),
        fc.integer({ min: 1990, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (n, year, month, day) => {
          // Clamp the generated day so that `today` is itself a real date.
          const lastDay = new Date(year, month, 0).getDate()
          const today = on(year, month, Math.min(day, lastDay))
          expect(ageInMonths(dobFromAge(n, today), today)).toBe(n)
        },
      ),
    )
  })
})

describe('splitAge', () => {
  it('is "floor(months/12) years plus remaining months"', () => {
    expect(splitAge(0)).toEqual({ years: 0, months: 0 })
    expect(splitAge(11)).toEqual({ years: 0, months: 11 })
    expect(splitAge(12)).toEqual({ years: 1, months: 0 })
    expect(splitAge(14)).toEqual({ years: 1, months: 2 })
    expect(splitAge(35)).toEqual({ years: 2, months: 11 })
  })

  it('treats negative and fractional ages as the whole months below them, never below 0', () => {
    expect(splitAge(-5)).toEqual({ years: 0, months: 0 })
    expect(splitAge(13.9)).toEqual({ years: 1, months: 1 })
  })
})

describe('formatAge', () => {
  it('always shows both years and months, singular for exactly one', () => {
    expect(formatAge(0)).toBe('0 years 0 months')
    expect(formatAge(1)).toBe('0 years 1 month')
    expect(formatAge(3)).toBe('0 years 3 months')
    expect(formatAge(12)).toBe('1 year 0 months')
    expect(formatAge(13)).toBe('1 year 1 month')
    expect(formatAge(14)).toBe('1 year 2 months')
    expect(formatAge(26)).toBe('2 years 2 months')
    expect(formatAge(36)).toBe('3 years 0 months')
  })
})

describe('developmentalAge (corrected age, PRODUCT.md "Beyond the spec")', () => {
  const today = new Date(2026, 5, 15)
  const child = (dob: string, weeks: number | null, isPremature = weeks !== null) => ({ dob, is_premature: isPremature, weeks_premature: weeks })

  it('a baby of 5 months born 8 weeks early is 3 months old for the band choice', () => {
    expect(developmentalAge(child('2026-01-15', 8), today)).toEqual({ chronological: 5, corrected: 3, forBands: 3 })
  })

  it('corrects from 3 weeks early, not for 2', () => {
    expect(developmentalAge(child('2026-01-15', 2), today)).toEqual({ chronological: 5, corrected: null, forBands: 5 })
    expect(developmentalAge(child('2026-01-15', 3), today)).toEqual({ chronological: 5, corrected: 4, forBands: 4 })
  })

  it('stops correcting on the day of the 24-month birthday, and still corrects the day before', () => {
    expect(developmentalAge(child('2024-06-15', 10), today)).toEqual({ chronological: 24, corrected: null, forBands: 24 })
    expect(developmentalAge(child('2024-06-15', 10), new Date(2026, 5, 14))).toEqual({ chronological: 23, corrected: 21, forBands: 21 })
  })

  it('is 0 for a baby born today, and for one born 20 weeks early a little over 4 months ago', () => {
    expect(developmentalAge(child('2026-06-15', 10), today)).toEqual({ chronological: 0, corrected: 0, forBands: 0 })
    expect(developmentalAge(child('2026-01-15', 20), today)).toEqual({ chronological: 5, corrected: 0, forBands: 0 })
  })

  it('does not correct when the child is not marked premature, whatever the weeks say', () => {
    expect(developmentalAge(child('2026-01-15', 8, false), today).corrected).toBeNull()
    expect(developmentalAge(child('2026-01-15', null, true), today).corrected).toBeNull()
  })

  it('is written with both ages when corrected', () => {
    expect(formatDevelopmentalAge(developmentalAge(child('2026-01-15', 8), today))).toBe('0 years 5 months (corrected: 0 years 3 months)')
    expect(formatDevelopmentalAge(developmentalAge(child('2026-01-15', null), today))).toBe('0 years 5 months')
  })
})
