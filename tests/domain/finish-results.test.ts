import { describe, expect, it } from 'vitest'
import type { MilestoneHistoryEntry } from '@/contract/progress'
import { childOverview } from '@/domain/child-overview'
import { areaChangeText, changesSinceLast, finishResults } from '@/domain/finish-results'
import { tallyText } from '@/domain/milestone-measure'
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
  it('measures each area as the profile does (decision 092): seen, sometimes, not yet, not answered, and the percentage; the "Not yet" answers for the doctor', () => {
    const overview = childOverview(liam, bands, [answer(201, 2), answer(202, 0), answer(203, 1)], today)
    const results = finishResults(overview, [], today)
    expect(results).toMatchObject({ name: 'Liam', band: '6-12 Months', forDoctor: 1 })
    expect(results.areas).toEqual([
      { id: 21, title: 'Movement', tally: { total: 3, seen: 1, sometimes: 1, notYet: 1, notAnswered: 0 }, percent: 50 },
      { id: 22, title: 'Language', tally: { total: 3, seen: 0, sometimes: 0, notYet: 0, notAnswered: 3 }, percent: null },
    ])
    expect(results.areas.map((area) => tallyText(area.tally))).toEqual(['1 of 3 milestones seen, 1 sometimes, 1 not yet', 'Not answered yet'])
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
        { title: 'Movement', from: '25%', to: '50%', answers: [] },
        { title: 'Language', from: 'Not answered', to: '33%', answers: [] },
      ],
    })
    expect(changesSinceLast([entry(1, '2025-12-01', 2, [25, 2], [0, 0]), entry(2, '2026-01-15', 2, [25, 2], [0, 0])])).toEqual({ kind: 'changed', since: '2025-12-01', areas: [] })
  })

  it('names the answers that changed when the history carries them (decision 092), even where the percentage stayed', () => {
    const band2 = bands[1]!
    const withAnswers = (e: MilestoneHistoryEntry, answers: [number, number][]): MilestoneHistoryEntry => ({ ...e, answers: answers.map(([question, option]) => ({ question, option })) })
    // Movement: 201 Yes -> Sometimes (100% -> 83%); Language: 204 Yes -> Sometimes and 205 Sometimes -> Yes (75% both times), 206 skipped then Not yet.
    const before = withAnswers(entry(1, '2025-12-01', 2, [100, 3], [75, 2]), [[201, 2012], [202, 2022], [203, 2032], [204, 2042], [205, 2051]])
    const now = withAnswers(entry(2, '2026-01-15', 2, [83, 3], [50, 3]), [[201, 2011], [202, 2022], [203, 2032], [204, 2041], [205, 2052], [206, 2060]])
    const changes = changesSinceLast([before, now], band2)
    expect(changes).toEqual({
      kind: 'changed',
      since: '2025-12-01',
      areas: [
        { title: 'Movement', from: '100%', to: '83%', answers: [{ question: 'Milestone 201', from: 'Yes', to: 'Sometimes' }] },
        {
          title: 'Language',
          from: '75%',
          to: '50%',
          answers: [
            { question: 'Milestone 204', from: 'Yes', to: 'Sometimes' },
            { question: 'Milestone 205', from: 'Sometimes', to: 'Yes' },
            { question: 'Milestone 206', from: 'Not answered', to: 'Not yet' },
          ],
        },
      ],
    })
    if (changes.kind !== 'changed') throw new Error('expected changes')
    expect(changes.areas.map(areaChangeText)).toEqual([
      'Movement 100% → 83%: “Milestone 201” Yes → Sometimes',
      'Language 75% → 50%: “Milestone 204” Yes → Sometimes; “Milestone 205” Sometimes → Yes; “Milestone 206” Not answered → Not yet',
    ])
    // Two answers swapped: the percentage stayed, the area is still named with its answers.
    const swapped = withAnswers(entry(2, '2026-01-15', 2, [100, 3], [75, 2]), [[201, 2012], [202, 2022], [203, 2032], [204, 2041], [205, 2052]])
    const same = changesSinceLast([before, swapped], band2)
    expect(same.kind === 'changed' && same.areas.map(areaChangeText)).toEqual(['Language still 75%: “Milestone 204” Yes → Sometimes; “Milestone 205” Sometimes → Yes'])
    // A server without the answers in its history: the areas only.
    expect(changesSinceLast([entry(1, '2025-12-01', 2, [100, 3], [75, 2]), now], band2)).toMatchObject({ areas: [{ title: 'Movement', answers: [] }, { title: 'Language', answers: [] }] })
  })

  it('knows first answers, a new band, and a server without the history', () => {
    expect(changesSinceLast([entry(1, '2026-01-15', 2, [25, 2], [0, 0])])).toEqual({ kind: 'first' })
    expect(changesSinceLast([entry(1, '2025-12-01', 1, [90, 3], [90, 3]), entry(2, '2026-01-15', 2, [25, 2], [0, 0])])).toEqual({ kind: 'newBand', band: 'Band 2' })
    expect(changesSinceLast(null)).toEqual({ kind: 'unavailable' })
  })
})
