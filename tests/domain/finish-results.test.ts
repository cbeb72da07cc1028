import { describe, expect, it } from 'vitest'
import type { MilestoneHistoryEntry } from '@/contract/progress'
import { childOverview } from '@/domain/child-overview'
import { areaResultText, changesSinceLast, finishResults } from '@/domain/finish-results'
import { answer, bands, child } from '../support/overview-factories'

const today = new Date(2026, 0, 15, 12)
/** Liam, 8 months old on 15 January 2026: band 6-12 Months (questions 201-206). */
const liam = child('2025-05-15', null, 8)
const entry = (id: number, date: string, bandId: number, movement: [number, number], language: [number, number]): MilestoneHistoryEntry => ({
  id,
  child: 1,
  date,
  band: { id: bandId, title: `Band ${bandId}` },
  progress: [
    { id: 21, title: 'Movement', completion_percentage: movement[0], answered: movement[1] },
    { id: 22, title: 'Language', completion_percentage: language[0], answered: language[1] },
  ],
})

describe('results after Finish (issue #24 point 1)', () => {
  it('counts per area what was answered and reached, and the "Not yet" answers for the doctor', () => {
    const overview = childOverview(liam, bands, [answer(201, 2), answer(202, 0), answer(203, 1)], today)
    const results = finishResults(overview, [], today)
    expect(results).toMatchObject({ name: 'Liam', band: '6-12 Months', forDoctor: 1 })
    expect(results.areas).toEqual([
      { title: 'Movement', questions: 3, answered: 3, reached: 1 },
      { title: 'Language', questions: 3, answered: 0, reached: 0 },
    ])
    expect(results.areas.map(areaResultText)).toEqual(['3 of 3 answered, 1 reached', 'Not answered (3 questions)'])
  })

  it('explains a percentage moved because a question is no longer asked, and leaves its "Not yet" off the list for the doctor (issue #21)', () => {
    const withoutSecond = bands.map((b) => ({ ...b, sets: b.sets.map((s) => ({ ...s, questions: s.questions.map((q) => (q.id === 202 ? { ...q, is_active: false } : q)) })) }))
    const results = finishResults(childOverview(liam, withoutSecond, [answer(201, 2), answer(202, 0)], today), [], today)
    expect(results.noLongerCounted).toEqual(['Movement: 1 answer no longer counts because that question is no longer asked.'])
    expect(results.forDoctor).toBe(0)
    expect(finishResults(childOverview(liam, bands, [answer(201, 2), answer(202, 0)], today), [], today).noLongerCounted).toEqual([])
  })

  it('says when to check again: the next band when it starts within a month, else in a month', () => {
    const soon = childOverview(child('2025-02-01', null, 11), bands, [], today)
    expect(finishResults(soon, [], today).checkAgain).toEqual({ date: '2026-02-01', band: '12-24 Months' })
    expect(finishResults(childOverview(liam, bands, [], today), [], today).checkAgain).toEqual({ date: '2026-02-15', band: null })
  })

  it('says what changed since the last answers of the same band, a gap as "Not answered", never 0 %', () => {
    const history = [entry(1, '2025-12-01', 2, [25, 2], [0, 0]), entry(2, '2026-01-15', 2, [50, 3], [33, 1])]
    expect(changesSinceLast(history)).toEqual({
      kind: 'changed',
      since: '2025-12-01',
      areas: [
        { title: 'Movement', from: '25%', to: '50%' },
        { title: 'Language', from: 'Not answered', to: '33%' },
      ],
    })
    expect(changesSinceLast([entry(1, '2025-12-01', 2, [25, 2], [0, 0]), entry(2, '2026-01-15', 2, [25, 2], [0, 0])])).toEqual({ kind: 'changed', since: '2025-12-01', areas: [] })
  })

  it('knows first answers, a new band, and a server without the history', () => {
    expect(changesSinceLast([entry(1, '2026-01-15', 2, [25, 2], [0, 0])])).toEqual({ kind: 'first' })
    expect(changesSinceLast([entry(1, '2025-12-01', 1, [90, 3], [90, 3]), entry(2, '2026-01-15', 2, [25, 2], [0, 0])])).toEqual({ kind: 'newBand', band: 'Band 2' })
    expect(changesSinceLast(null)).toEqual({ kind: 'unavailable' })
  })
})
