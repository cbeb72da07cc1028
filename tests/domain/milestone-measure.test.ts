import { describe, expect, it } from 'vitest'
import type { ChildResponse } from '@/contract/responses'
import { childOverview } from '@/domain/child-overview'
import { answeredByOthersText, areaMeasures, areaMeasuresOfChild, completionPercent, questionScore, tallyOf, tallyText } from '@/domain/milestone-measure'
import { answer, bands, child } from '../support/overview-factories'

/** The one measure of milestones (decision 092): the results after Finish, the profile and Track Progress read it. */

const today = new Date(2026, 0, 15, 12)
/** 8 months old on 15 January 2026: band 6-12 Months, Movement 201-203 and Language 204-206 (Yes 2, Sometimes 1, Not yet 0). */
const liam = child('2025-05-15', null, 8)
const given = (response: ChildResponse, by: string): ChildResponse => ({ ...response, given_by: by })

describe('tallyOf and tallyText', () => {
  it('says "5 of 8 milestones seen, 2 sometimes, 1 not yet", leaving out what is 0', () => {
    const statuses = [...Array(5).fill('yes'), 'sometimes', 'sometimes', 'notYet'] as const
    expect(tallyOf(statuses)).toEqual({ total: 8, seen: 5, sometimes: 2, notYet: 1, notAnswered: 0 })
    expect(tallyText(tallyOf(statuses))).toBe('5 of 8 milestones seen, 2 sometimes, 1 not yet')
    expect(tallyText(tallyOf(['yes', 'yes']))).toBe('2 of 2 milestones seen')
    expect(tallyText(tallyOf(['notYet']))).toBe('0 of 1 milestone seen, 1 not yet')
  })

  it('counts a skipped question as "not answered", never as not reached or not yet', () => {
    const tally = tallyOf(['yes', 'unanswered', 'sometimes', 'unanswered'])
    expect(tally).toEqual({ total: 4, seen: 1, sometimes: 1, notYet: 0, notAnswered: 2 })
    expect(tallyText(tally)).toBe('1 of 4 milestones seen, 1 sometimes, 2 not answered')
    expect(tallyText(tallyOf(['unanswered', 'unanswered']))).toBe('Not answered yet')
    expect(tallyText(tallyOf([]))).toBe('No questions yet')
  })
})

describe('completionPercent (docs/product-rules.md#decisions-progress, the server computes it with this)', () => {
  it('counts a "Sometimes" as half a "Yes", rounded: 1 Yes and 3 Sometimes of 4 is 63%', () => {
    const options = [{ id: 2, value_int: 2 }, { id: 1, value_int: 1 }, { id: 0, value_int: 0 }]
    expect(completionPercent([[2], [1], [1], [1]].map((chosen) => questionScore(options, chosen)))).toBe(63)
    expect(completionPercent([[2], [2], [], []].map((chosen) => questionScore(options, chosen)))).toBe(50)
  })

  it('scores an option without value_int as 0, the highest of several choices, never over 100, and 0 with nothing to score', () => {
    expect(questionScore([{ id: 1, value_int: null }, { id: 2, value_int: 3 }], [1])).toEqual({ value: 0, top: 3 })
    expect(questionScore([{ id: 1, value_int: 1 }, { id: 2, value_int: 3 }], [1, 2])).toEqual({ value: 3, top: 3 })
    expect(completionPercent([{ value: 5, top: 3 }])).toBe(100)
    expect(completionPercent([{ value: 0, top: 0 }])).toBe(0)
  })
})

describe('areaMeasures: each area of the current band', () => {
  it('gives the tally and the percentage of each area; an area nobody answered has no percentage (not 0 %)', () => {
    const { sets } = childOverview(liam, bands, [answer(201, 2), answer(202, 1), answer(204, 0)], today)
    expect(areaMeasures(sets)).toEqual([
      { id: 21, title: 'Movement', tally: { total: 3, seen: 1, sometimes: 1, notYet: 0, notAnswered: 1 }, percent: 50 },
      { id: 22, title: 'Language', tally: { total: 3, seen: 0, sometimes: 0, notYet: 1, notAnswered: 2 }, percent: 0 },
    ])
    expect(areaMeasures(childOverview(liam, bands, [], today).sets).map((area) => area.percent)).toEqual([null, null])
  })

  it('with the reader named, counts the answers someone else gave by first name (a shared child)', () => {
    const responses = [given(answer(201, 2), 'Sam Carter'), given(answer(202, 2), 'Paula Carter'), answer(203, 2)]
    const [movement] = areaMeasures(childOverview(liam, bands, responses, today).sets, 'Paula Carter')
    expect(movement?.byOthers).toEqual([{ name: 'Sam', count: 1 }])
    expect(answeredByOthersText(movement!)).toBe('1 answered by Sam')
    expect(answeredByOthersText({ ...movement!, byOthers: [{ name: 'Sam', count: 1 }, { name: 'Gwen', count: 2 }] })).toBe('1 answered by Sam and 2 by Gwen')
    expect(areaMeasures(childOverview(liam, bands, responses, today).sets)[0]?.byOthers).toBeUndefined()
  })

  it("measures the band of the child's corrected age, as the server and the questionnaire choose it", () => {
    // 8 months old, born 12 weeks early: about 5 months corrected, band 0-6 Months (Movement is set 11).
    const early = child('2025-05-15', 12, 8)
    expect(Object.keys(areaMeasuresOfChild(early, bands, [answer(101, 2)], today))).toEqual(['11', '12'])
    expect(areaMeasuresOfChild(early, bands, [answer(101, 2)], today)[11]?.tally.seen).toBe(1)
    expect(Object.keys(areaMeasuresOfChild(liam, bands, [], today))).toEqual(['21', '22'])
  })
})
