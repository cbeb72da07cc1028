import { describe, expect, it } from 'vitest'
import { visitMessages, visitRecordSchema } from '@/contract/visits'
import { buildCalendar } from '@/domain/ics'
import { healthCalendarEvents, splitVisits, visitFormSchema, visitTitle } from '@/domain/visits'
import { makeVisit } from '../support/health-factories'
import { events, parseIcs, prop, text } from '../support/ics-parser'

/** docs/decisions/093: a visit's time, in the list and in the health calendar file. */

const today = '2026-06-15'
const now = new Date(Date.UTC(2026, 5, 15, 8, 0, 0))
const timed = makeVisit({ id: 1, date: '2026-07-06', time: '09:30', clinician: 'Dr. Amara Lewis' })
const allDay = makeVisit({ id: 2, date: '2026-07-20', kind: 'sick' })

const calendarOf = (timeZone: string) => events(parseIcs(buildCalendar(healthCalendarEvents('Olivia', [timed, allDay], [], today), { timeZone, now })))

describe('a visit with a time in the health calendar (.ics)', () => {
  it('writes a visit with a time as a timed event at that hour, in floating local time (no zone, no UTC)', () => {
    const [event] = calendarOf('America/New_York')
    expect(text(event!, 'SUMMARY')).toBe('Olivia: Well-child check-up with Dr. Amara Lewis')
    expect(prop(event!, 'DTSTART')).toEqual({ name: 'DTSTART', params: {}, value: '20260706T093000' })
    expect(text(event!, 'DURATION')).toBe('PT30M')
    expect(prop(event!, 'DTEND')).toBeUndefined()
  })

  it('writes a visit without a time as an all-day event', () => {
    const [, event] = calendarOf('America/New_York')
    expect(prop(event!, 'DTSTART')).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20260720' })
    expect(prop(event!, 'DTEND')).toEqual({ name: 'DTEND', params: { VALUE: 'DATE' }, value: '20260721' })
    expect(prop(event!, 'DURATION')).toBeUndefined()
  })

  it('is the same file whatever zone the browser is in: no VTIMEZONE, the hour as written on the appointment', () => {
    const file = (timeZone: string) => buildCalendar(healthCalendarEvents('Olivia', [timed, allDay], [], today), { timeZone, now })
    expect(file('Asia/Tokyo')).toBe(file('Europe/London'))
    expect(parseIcs(file('Europe/London')).components.some((component) => component.name === 'VTIMEZONE')).toBe(false)
  })
})

describe('a visit with a time on the page', () => {
  it('names the time after the day, and nothing when there is none', () => {
    expect(visitTitle(timed)).toBe('6 July 2026 at 09:30, Well-child check-up with Dr. Amara Lewis')
    expect(visitTitle(allDay)).toBe('20 July 2026, Illness or injury')
  })

  it('orders two visits of one day by their time, the one without a time first', () => {
    const afternoon = makeVisit({ id: 3, date: '2026-07-06', time: '14:00' })
    const morning = makeVisit({ id: 4, date: '2026-07-06', time: '08:15' })
    const sameDay = makeVisit({ id: 5, date: '2026-07-06' })
    expect(splitVisits([afternoon, morning, sameDay], today).planned.map((visit) => visit.id)).toEqual([5, 4, 3])
  })

  it('takes an empty time or HH:MM in the form, and says how to write any other', () => {
    const schema = visitFormSchema('2026-01-10')
    const values = { date: '2026-07-06', kind: 'well_child' as const, clinician: '', notes: '', questions: '' }
    expect(schema.safeParse({ ...values, time: '' }).success).toBe(true)
    expect(schema.safeParse({ ...values, time: '23:59' }).success).toBe(true)
    for (const time of ['24:00', '9:30', '09:60', 'noon']) {
      const result = schema.safeParse({ ...values, time })
      expect(result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['time', visitMessages.time]])
    }
  })
})

describe('a server without visit times', () => {
  it('reads a visit answered without `time` as a visit without a time, an all-day event', () => {
    const { time: _left, ...answered } = makeVisit({ id: 9, date: '2026-07-06' })
    const visit = visitRecordSchema.parse(answered)
    expect(visit.time).toBe('')
    expect(healthCalendarEvents('Olivia', [visit], [], today)[0]).not.toHaveProperty('time')
  })
})
