import { describe, expect, it } from 'vitest'
import { isMonday } from '@/contract/practice'
import { practisedCount, practisedSummary, weekDays, weekRange, weekStart } from '@/domain/weekly-checklist'

describe('the Weekly Checklist week (issue #24 point 3)', () => {
  it('starts on the Monday of the week, Sunday included, in the local calendar', () => {
    expect(weekStart(new Date(2026, 10, 27, 9))).toBe('2026-11-23')
    expect(weekStart(new Date(2026, 10, 23, 0, 5))).toBe('2026-11-23')
    expect(weekStart(new Date(2026, 10, 29, 23, 55))).toBe('2026-11-23')
    expect(weekStart(new Date(2026, 10, 30, 0, 5))).toBe('2026-11-30')
    expect(isMonday(weekStart(new Date(2027, 0, 1)))).toBe(true)
  })

  it('lists seven days and writes the range in the one date format, across months and years', () => {
    expect(weekDays('2026-11-30')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'])
    expect(weekRange('2026-11-23')).toBe('23 – 29 November 2026')
    expect(weekRange('2026-11-30')).toBe('30 November – 6 December 2026')
    expect(weekRange('2026-12-28')).toBe('28 December 2026 – 3 January 2027')
  })

  it("counts only the ticks of this week's goals", () => {
    expect(practisedCount({ practised: [3, 9, 4] }, [1, 2, 3, 4, 5])).toBe(2)
    expect(practisedCount(null, [1, 2])).toBe(0)
    expect(practisedSummary(2, 5)).toBe('2 of 5 this week')
  })
})
