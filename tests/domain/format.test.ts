import { describe, expect, it } from 'vitest'
import { dayMonthDate, formatPercent, longDate, shortDate, weekdayDate } from '@/domain/format'

describe('one date and percentage format across the app (issue #24)', () => {
  it('writes dates day first with the month in words, whatever the locale', () => {
    expect(longDate('2026-02-27')).toBe('27 February 2026')
    expect(dayMonthDate('2026-02-27')).toBe('27 February')
    expect(shortDate('2026-02-27')).toBe('27 Feb')
    expect(weekdayDate('2026-11-27')).toBe('Fri 27 Nov')
  })

  it('leaves a text that is not a date as it is', () => {
    expect(longDate('not a date')).toBe('not a date')
  })

  it('writes percentages without a space, whole or with one decimal, clamped to 0-100', () => {
    expect(formatPercent(38)).toBe('38%')
    expect(formatPercent(66.666)).toBe('66.7%')
    expect(formatPercent(140)).toBe('100%')
    expect(formatPercent(Number.NaN)).toBe('0%')
  })
})
