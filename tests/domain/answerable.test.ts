import { describe, expect, it } from 'vitest'
import type { Band } from '@/contract/content'
import type { ChildResponse } from '@/contract/responses'
import { activeOptionCount, isActiveButUnanswerable, isAnswerable, notShownToParents } from '@/domain/answerable'
import { recommendedActivities } from '@/domain/activities'
import { childOverview } from '@/domain/child-overview'
import { activeContent, answersToSend, finishMessage, notCountedQuestions } from '@/domain/questionnaire'
import { areaMeasuresOfChild } from '@/domain/milestone-measure'
import { makeChild } from '../support/factories'
import { band, option, question } from './questionnaire-fixtures'

/** docs/decisions/048: a question reaches parents only while active and with at least two active options. */
const withOptions = (id: number, set: number, order: number, options: ReturnType<typeof option>[]) => ({ ...question(id, set, order), activity: `Play ${id}`, options })

/** Band 1 (0-6 months) with, in its first set, a new question without options (105) and one left with a single active option (106). */
const bandWithUnanswerable = (): Band => {
  const base = band(1, 0, 6)
  const [second, first, off] = base.sets
  return {
    ...base,
    sets: [
      second!,
      {
        ...first!,
        questions: [
          ...first!.questions,
          withOptions(105, 11, 3, []),
          withOptions(106, 11, 4, [option(1061, 106, 0), option(1062, 106, 1, false)]),
        ],
      },
      off!,
    ],
  }
}

describe('isAnswerable', () => {
  it('needs the question active and two active options', () => {
    const q = (is_active: boolean, ...active: boolean[]) => ({ is_active, options: active.map((a) => ({ is_active: a })) })
    expect(isAnswerable(q(true, true, true))).toBe(true)
    expect(isAnswerable(q(true, true, true, false))).toBe(true)
    expect(isAnswerable(q(true))).toBe(false)
    expect(isAnswerable(q(true, true))).toBe(false)
    expect(isAnswerable(q(true, true, false, false))).toBe(false)
    expect(isAnswerable(q(false, true, true, true))).toBe(false)
    expect(activeOptionCount(q(true, true, false, true))).toBe(2)
  })

  it('marks only active questions parents cannot answer (an inactive one is hidden on purpose)', () => {
    expect(isActiveButUnanswerable({ is_active: true, options: [] })).toBe(true)
    expect(isActiveButUnanswerable({ is_active: false, options: [] })).toBe(false)
    expect(isActiveButUnanswerable({ is_active: true, options: [{ is_active: true }, { is_active: true }] })).toBe(false)
    expect(notShownToParents).toBe('Not shown to parents: needs at least 2 active options')
  })
})

describe('parents never get a question they cannot answer', () => {
  const today = new Date(2026, 0, 15)
  const responses = [{ question: { id: 106 }, choices: [{ option: { id: 1061 } }] }] as ChildResponse[]

  it('the questionnaire leaves it out', () => {
    const shown = activeContent(bandWithUnanswerable()).sets.find((set) => set.id === 11)!
    expect(shown.questions.map((q) => q.id)).toEqual([101, 102])
  })

  it('so the counter can reach "all answered" and Finish sends nothing for it', () => {
    const child = makeChild({ dob: '2025-10-15', age_in_months: 3 })
    expect(areaMeasuresOfChild(child, [bandWithUnanswerable()], [], today)[11]?.tally).toMatchObject({ total: 2, notAnswered: 2 })
    expect(answersToSend(activeContent(bandWithUnanswerable()), { 106: 1061, 101: 1011 })).toEqual([{ question: 101, options: [1011] }])
  })

  it('the summary, the checklist and the activities leave it out too', () => {
    const child = { id: 1, first_name: 'Ava', dob: '2025-10-15', age_in_months: 3, is_premature: false, weeks_premature: null } as Parameters<typeof childOverview>[0]
    const overview = childOverview(child, [bandWithUnanswerable()], responses, today)
    const ids = overview.sets.flatMap((set) => set.milestones.map((m) => m.question.id))
    expect(ids).toEqual([101, 102, 103])
    const activities = recommendedActivities(overview.sets)
    const activityIds = [...activities.startWith, ...activities.groups.flatMap((g) => g.items)].map((item) => item.question.id)
    expect(activityIds).toEqual([])
  })
})

describe("a stale questionnaire's Finish (issue #21, point 3)", () => {
  const shown = activeContent(band(1, 0, 6))
  const sent = [
    { question: 101, options: [1011] },
    { question: 102, options: [1021] },
    { question: 103, options: [1031] },
  ]
  const stored = (...ids: number[]) => ids.map((id) => ({ question: { id }, choices: [] }))

  it('names the questions the server did not store; none when it stored all, or answered something else than the list', () => {
    expect(notCountedQuestions(shown, sent, stored(101, 103))).toEqual(['Q102'])
    expect(notCountedQuestions(shown, sent, stored(101, 102, 103))).toEqual([])
    expect(notCountedQuestions(shown, sent, undefined)).toEqual([])
  })

  it('says "Answers saved" when everything counted, else which answers were not counted and why, in plain words', () => {
    expect(finishMessage('Liam', [], 3)).toEqual({ text: 'Answers saved for Liam', tone: 'success' })
    expect(finishMessage('Liam', ['Q102'], 3)).toEqual({
      text: 'Answers saved for Liam, but 1 answer was not counted: the questionnaire was changed after you opened it and no longer asks “Q102”. Open the questionnaire again to see what it asks now.',
      tone: 'error',
    })
    expect(finishMessage('Liam', ['Q101', 'Q102'], 3).text).toMatch(/^Answers saved for Liam, but 2 answers were not counted: .*“Q101”, “Q102”\./)
    expect(finishMessage('Liam', ['Q101'], 1).text).toMatch(/^None of your answers for Liam were counted: /)
  })
})
