import { describe, expect, it } from 'vitest'
import { buildCalendar, calendarFileName, escapeText, foldLine, zonedToUtc, type CalendarEvent } from '@/domain/ics'
import { events, parseIcs, prop, text } from '../support/ics-parser'

const now = new Date(Date.UTC(2026, 10, 27, 19, 45, 12))
const weekly: CalendarEvent = {
  uid: 'reminder-4@first-1000-days.app',
  summary: 'Tummy time, 10 minutes; with a toy, a mirror',
  description: 'Line one\nLine two with a backslash \\ here',
  date: '2026-12-01',
  time: '09:30',
  repeat: 'weekly',
  alarm: true,
}

describe('buildCalendar (RFC 5545, issue #24 point 4)', () => {
  it('writes a calendar that reads back: CRLF lines, one VEVENT per event, the stable UID, DTSTAMP, TZID start, RRULE and the text unescaped', () => {
    const ics = buildCalendar([weekly], { timeZone: 'Europe/London', now })
    expect(ics.split('\r\n').every((line) => !line.includes('\n'))).toBe(true)
    const calendar = parseIcs(ics)
    expect(text(calendar, 'VERSION')).toBe('2.0')
    expect(text(calendar, 'PRODID')).toBe('-//First 1000 Days//Reminders//EN')
    const [event] = events(calendar)
    expect(event).toBeDefined()
    expect(text(event!, 'UID')).toBe('reminder-4@first-1000-days.app')
    expect(text(event!, 'DTSTAMP')).toBe('20261127T194512Z')
    expect(prop(event!, 'DTSTART')).toEqual({ name: 'DTSTART', params: { TZID: 'Europe/London' }, value: '20261201T093000' })
    expect(text(event!, 'DURATION')).toBe('PT30M')
    expect(text(event!, 'RRULE')).toBe('FREQ=WEEKLY')
    expect(text(event!, 'SUMMARY')).toBe('Tummy time, 10 minutes; with a toy, a mirror')
    expect(text(event!, 'DESCRIPTION')).toBe('Line one\nLine two with a backslash \\ here')
    expect(event!.components.map((alarm) => [alarm.name, text(alarm, 'TRIGGER')])).toEqual([['VALARM', 'PT0M']])
  })

  it('gives the TZID its VTIMEZONE, with the zone clock changes (London: GMT and BST)', () => {
    const calendar = parseIcs(buildCalendar([weekly], { timeZone: 'Europe/London', now }))
    const zone = calendar.components.find((component) => component.name === 'VTIMEZONE')
    expect(zone && text(zone, 'TZID')).toBe('Europe/London')
    const observances = zone!.components.map((c) => [c.name, text(c, 'DTSTART'), text(c, 'TZOFFSETFROM'), text(c, 'TZOFFSETTO')])
    expect(observances).toContainEqual(['DAYLIGHT', '20270328T010000', '+0000', '+0100'])
    expect(observances).toContainEqual(['STANDARD', '20271031T020000', '+0100', '+0000'])
    // A zone without clock changes has one observance.
    const tokyo = parseIcs(buildCalendar([weekly], { timeZone: 'Asia/Tokyo', now })).components.find((c) => c.name === 'VTIMEZONE')!
    expect(tokyo.components.map((c) => [c.name, text(c, 'TZOFFSETTO')])).toEqual([['STANDARD', '+0900']])
  })

  it('writes monthly and one-off reminders, an all-day event without a zone, and UTC when the zone is unknown', () => {
    const ics = buildCalendar(
      [
        { ...weekly, uid: 'a', repeat: 'monthly' },
        { ...weekly, uid: 'b', repeat: 'none', alarm: false },
        { uid: 'check', summary: 'Milestone check', date: '2027-01-15' },
      ],
      { timeZone: 'America/New_York', now },
    )
    const [monthly, once, check] = events(parseIcs(ics))
    expect(text(monthly!, 'RRULE')).toBe('FREQ=MONTHLY')
    expect(prop(once!, 'RRULE')).toBeUndefined()
    expect(once!.components).toEqual([])
    expect(prop(check!, 'DTSTART')).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20270115' })
    expect(prop(check!, 'DTEND')).toEqual({ name: 'DTEND', params: { VALUE: 'DATE' }, value: '20270116' })

    const utc = parseIcs(buildCalendar([weekly], { timeZone: 'Not/AZone', now }))
    expect(utc.components.some((c) => c.name === 'VTIMEZONE')).toBe(false)
    expect(prop(events(utc)[0]!, 'DTSTART')).toEqual({ name: 'DTSTART', params: {}, value: '20261201T093000Z' })
  })

  it('repeats a daily reminder with RRULE:FREQ=DAILY, its alarm at each start (vitamin D drops, docs/decisions/093)', () => {
    const [daily] = events(parseIcs(buildCalendar([{ ...weekly, repeat: 'daily' }], { timeZone: 'Europe/London', now })))
    expect(text(daily!, 'RRULE')).toBe('FREQ=DAILY')
    expect(prop(daily!, 'DTSTART')).toEqual({ name: 'DTSTART', params: { TZID: 'Europe/London' }, value: '20261201T093000' })
    expect(daily!.components.map((alarm) => [alarm.name, text(alarm, 'TRIGGER')])).toEqual([['VALARM', 'PT0M']])
  })

  it('folds long lines at 75 octets without splitting a character, and the text reads back whole', () => {
    const summary = `Read together: ${'a story with “quotes”, ünïcödé and emoji 🐻 '.repeat(6)}`
    const ics = buildCalendar([{ ...weekly, summary }], { timeZone: 'Europe/London', now })
    const summaryLines = ics.split('\r\n').filter((line, index, all) => line.startsWith('SUMMARY:') || (line.startsWith(' ') && all.slice(0, index).reverse().find((l) => !l.startsWith(' '))?.startsWith('SUMMARY:')))
    expect(summaryLines.length).toBeGreaterThan(3)
    for (const line of summaryLines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(text(events(parseIcs(ics))[0]!, 'SUMMARY')).toBe(summary)
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75))
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`)
  })

  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('is the same for the same events: the UIDs are stable across downloads', () => {
    const first = buildCalendar([weekly], { timeZone: 'Europe/London', now })
    const later = buildCalendar([weekly], { timeZone: 'Europe/London', now: new Date(now.getTime() + 86_400_000) })
    expect(text(events(parseIcs(later))[0]!, 'UID')).toBe(text(events(parseIcs(first))[0]!, 'UID'))
  })

  it('finds the instant of a wall-clock time in a zone, and names files', () => {
    expect(zonedToUtc('2026-07-01', '09:30', 'Europe/London').toISOString()).toBe('2026-07-01T08:30:00.000Z')
    expect(zonedToUtc('2026-12-01', '09:30', 'America/New_York').toISOString()).toBe('2026-12-01T14:30:00.000Z')
    expect(calendarFileName('Olivia', 'reminders')).toBe('olivia-reminders.ics')
    expect(calendarFileName('Zoë', 'tummy time!')).toBe('zoe-tummy-time.ics')
  })
})
