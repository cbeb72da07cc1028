import { describe, expect, it } from 'vitest'
import { lastPlannableDay, visitMessages } from '@/contract/visits'
import { doseTimings } from '@/domain/vaccines'
import { healthCalendarEvents, lastVisitText, nextVisit, recommendedVisits, splitVisits, visitFormSchema, visitTitle } from '@/domain/visits'
import { makeVaccineDose, makeVisit, makeWellChildVisit } from '../support/health-factories'

/** The parent said the record is complete: a dose past its window reads overdue (docs/decisions/090). */
const complete = { complete: true }

const today = '2026-06-15'
const past = makeVisit({ id: 1, date: '2026-05-18', clinician: 'Dr. Amara Lewis', notes: 'On her curve.' })
const older = makeVisit({ id: 2, date: '2026-02-01', kind: 'sick' })
const soon = makeVisit({ id: 3, date: '2026-07-06', questions: 'Sleep?\nTeeth?' })
const later = makeVisit({ id: 4, date: '2026-09-01', kind: 'specialist', clinician: 'Dr. Ng' })
const todays = makeVisit({ id: 5, date: today })

describe('splitVisits, nextVisit and lastVisitText (issue #27 point 2)', () => {
  it('plans from today on, soonest first; the past is latest first', () => {
    expect(splitVisits([later, past, soon, older], today)).toEqual({ planned: [soon, later], past: [past, older] })
  })

  it("counts a visit today as the next one, not the last", () => {
    expect(nextVisit([past, todays, soon], today)).toBe(todays)
    expect(lastVisitText([past, todays], today)).toBe('18 May 2026, Well-child check-up with Dr. Amara Lewis')
  })

  it('says when nothing is recorded before today', () => {
    expect(lastVisitText([soon], today)).toBe('None recorded')
    expect(nextVisit([past], today)).toBeNull()
  })

  it('names a visit by its day and kind, and its clinician when there is one', () => {
    expect(visitTitle(older)).toBe('1 February 2026, Illness or injury')
    expect(visitTitle(later)).toBe('1 September 2026, Specialist with Dr. Ng')
  })
})

describe('recommendedVisits', () => {
  const schedule = [makeWellChildVisit({ id: 1, age_months: 0 }), makeWellChildVisit({ id: 2, age_months: 1 }), makeWellChildVisit({ id: 3, age_months: 2 }), makeWellChildVisit({ id: 4, age_months: 4, is_active: false })]

  it('dates each active visit from the date of birth, a day past the month end clamped (31 January + 1 month, leap year)', () => {
    const days = recommendedVisits(schedule, '2024-01-31', '2024-01-01').map(({ visit, date }) => [visit.id, date])
    expect(days).toEqual([
      [1, '2024-01-31'],
      [2, '2024-02-29'],
      [3, '2024-03-31'],
    ])
    expect(recommendedVisits(schedule, '2025-01-31', '2025-01-01')[1]?.date).toBe('2025-02-28')
  })

  it('marks the first visit from today on as next, and none once every one is past', () => {
    expect(recommendedVisits(schedule, '2026-01-15', '2026-02-15').map(({ isNext }) => isNext)).toEqual([false, true, false])
    expect(recommendedVisits(schedule, '2026-01-15', '2026-02-16').map(({ isNext }) => isNext)).toEqual([false, false, true])
    expect(recommendedVisits(schedule, '2026-01-15', '2026-03-16').some(({ isNext }) => isNext)).toBe(false)
  })
})

describe('the visit form rules', () => {
  const schema = visitFormSchema('2025-09-15')
  const values = { date: today, time: '', kind: 'well_child' as const, clinician: '', notes: '', questions: '' }
  const messageFor = (date: string) => schema.safeParse({ ...values, date }).error?.issues[0]?.message

  it('takes a day from the date of birth to 400 days ahead of today', () => {
    expect(schema.safeParse({ ...values, date: '2025-09-15' }).success).toBe(true)
    expect(messageFor('2025-09-14')).toBe(visitMessages.beforeBirth)
    expect(schema.safeParse({ ...values, date: lastPlannableDay(values.date) }).success).toBe(true)
    expect(messageFor('2031-01-01')).toBe(visitMessages.tooFar)
    expect(messageFor('2026-02-30')).toBe(visitMessages.date)
  })

  it('counts 400 days ahead across a leap day', () => {
    expect(lastPlannableDay('2027-02-01')).toBe('2028-03-07')
  })
})

describe('healthCalendarEvents (the .ics of the health record)', () => {
  const dob = '2026-01-10'
  const overdue = makeVaccineDose({ id: 1, key: 'hepb-2', vaccine: 'Hepatitis B', short_name: 'HepB', dose: 2, from_months: 1, to_months: 2 })
  const coming = makeVaccineDose({ id: 2, key: 'rv-2', vaccine: 'Rotavirus', short_name: 'RV', dose: 2, from_months: 6, to_months: 6 })
  const farOff = makeVaccineDose({ id: 3, key: 'mmr-1', vaccine: 'Measles, mumps, rubella', short_name: 'MMR', dose: 1, from_months: 12, to_months: 15 })

  it('has the planned visits with their questions, and the doses to plan for on their first day (today when already past)', () => {
    const timings = doseTimings([overdue, coming, farOff], [], dob, today, complete)
    const events = healthCalendarEvents('Olivia', [past, soon, later], timings, today)
    expect(events.map(({ date, summary }) => [date, summary])).toEqual([
      [today, 'Olivia: Hepatitis B (HepB), dose 2'],
      ['2026-07-06', 'Olivia: Well-child check-up'],
      ['2026-07-10', 'Olivia: Rotavirus (RV), dose 2'],
      ['2026-09-01', 'Olivia: Specialist with Dr. Ng'],
    ])
    expect(events[1]?.description).toBe('Questions to ask:\nSleep?\nTeeth?')
    expect(new Set(events.map((event) => event.uid)).size).toBe(4)
  })
})
