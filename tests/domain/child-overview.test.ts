import { describe, expect, it } from 'vitest'
import { answerStatus, childOverview, dateAtAge, reminders, weeklyGoals } from '@/domain/child-overview'
import { answer, bands, child, question } from '../support/overview-factories'

const today = new Date(2026, 0, 15, 12)

describe('answerStatus', () => {
  it('reads the highest value as yes, 0 as not yet, anything between as sometimes, no choice as unanswered', () => {
    const q = question(7, 1, 0)
    expect([72, 71, 70, undefined].map((id) => answerStatus(q, id))).toEqual(['yes', 'sometimes', 'notYet', 'unanswered'])
  })
})

describe('weeklyGoals', () => {
  it('lists up to five: "Not yet" first, then "Sometimes", then unanswered, each in the band order, never a yes', () => {
    const overview = childOverview(child('2025-07-15', null, 6), bands, [answer(205, 1), answer(202, 0), answer(201, 2), answer(206, 0), answer(203, 1)], today)
    expect(overview.band?.title).toBe('6-12 Months')
    expect(weeklyGoals(overview.sets).map((goal) => [goal.question.id, goal.status])).toEqual([
      [202, 'notYet'],
      [206, 'notYet'],
      [203, 'sometimes'],
      [205, 'sometimes'],
      [204, 'unanswered'],
    ])
  })

  it('is empty when every milestone of the band is answered Yes', () => {
    const all = [201, 202, 203, 204, 205, 206].map((id) => answer(id, 2))
    expect(weeklyGoals(childOverview(child('2025-07-15', null, 6), bands, all, today).sets)).toEqual([])
  })
})

describe('childOverview', () => {
  it('finds the next band and the day the child moves to it', () => {
    const overview = childOverview(child('2025-10-10', null, 3), bands, [], today)
    expect(overview.band?.title).toBe('0-6 Months')
    expect(overview.next).toMatchObject({ band: { title: '6-12 Months' }, from: '2026-04-10' })
  })

  it('counts from the due date for a premature baby: born 8 weeks early, the move comes 8 weeks later', () => {
    const overview = childOverview(child('2025-10-10', 8, 3), bands, [], today)
    expect(overview.age.corrected).toBe(1)
    expect(overview.next?.from).toBe('2026-06-05')
  })

  it('counts the answers that belong to an earlier band than the current one', () => {
    expect(childOverview(child('2025-07-15', null, 6), bands, [answer(101, 2), answer(102, 0), answer(201, 2)], today).earlierBandAnswers).toBe(2)
  })

  it('does not count answers for a later band as older (an age corrected after answering)', () => {
    // 3 months, born 8 weeks early: corrected 1 month, so 0-6 Months; the 6-12 Months answers are not older ones.
    const overview = childOverview(child('2025-10-10', 8, 3), bands, [answer(201, 2), answer(202, 1), answer(101, 2)], today)
    expect(overview.band?.title).toBe('0-6 Months')
    expect(overview.earlierBandAnswers).toBe(0)
    expect(reminders(overview, today).map((r) => r.kind)).not.toContain('olderAnswers')
  })
})

describe('dateAtAge', () => {
  it('adds months on the calendar, clamping the day to the end of a short month', () => {
    expect(dateAtAge('2025-08-31', 6)).toBe('2026-02-28')
    expect(dateAtAge('2025-01-15', 12)).toBe('2026-01-15')
  })
})

describe('reminders', () => {
  it('names the unanswered questions, a band change within about three months, older answers, and the doctor when something is "Not yet"', () => {
    const overview = childOverview(child('2025-07-20', null, 5), bands, [answer(101, 2), answer(102, 0), answer(103, 2)], today)
    expect(reminders(overview, today)).toEqual([
      { kind: 'unanswered', count: 3, band: '0-6 Months' },
      { kind: 'bandSoon', band: '6-12 Months', from: '2026-01-20' },
      { kind: 'doctorAdvice', count: 1 },
    ])
  })

  it('reminds of answers older than the current band, with the band progress now follows', () => {
    // 8 months old (6-12 Months), two answers left from 0-6 Months.
    const overview = childOverview(child('2025-05-10', null, 8), bands, [answer(101, 2), answer(104, 1), answer(201, 2)], today)
    expect(reminders(overview, today)).toContainEqual({ kind: 'olderAnswers', count: 2, band: '6-12 Months' })
  })

  it('says nothing of a band change months away, and nothing of the doctor when nothing is "Not yet"', () => {
    const all = [101, 102, 103, 104, 105, 106].map((id) => answer(id, 2))
    expect(reminders(childOverview(child('2025-12-01', null, 1), bands, all, today), today)).toEqual([])
  })
})
