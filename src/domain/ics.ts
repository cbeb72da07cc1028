/**
 * Calendar files (docs/decisions/059): RFC 5545 iCalendar text a parent downloads
 * and imports into Google or Apple Calendar. A pure function of its events, the
 * parent's time zone and the moment it is made: lines end in CRLF, are folded
 * at 75 octets, text is escaped, every event has a stable UID and a DTSTAMP;
 * timed events are written in the parent's time zone (TZID, with the VTIMEZONE
 * the RFC asks for) or in UTC when the zone is unknown, or as floating local time
 * when the event says so (a visit: docs/decisions/093); repeats are an RRULE.
 */

export type CalendarRepeat = 'none' | 'daily' | 'weekly' | 'monthly'

export interface CalendarEvent {
  /** Stable across downloads, so a calendar updates the event instead of adding a copy. */
  uid: string
  summary: string
  description?: string
  /** year-month-day, in the parent's calendar. */
  date: string
  /** hour:minute in the parent's time zone; without it the event is all-day. */
  time?: string
  /**
   * The time is the wall-clock time written on an appointment, in no zone: RFC 5545 3.3.5's floating time, shown at
   * that hour whatever zone the calendar is in (docs/decisions/093).
   */
  floating?: boolean
  repeat?: CalendarRepeat
  /** Timed events last this long (30 minutes unless said). */
  durationMinutes?: number
  /** A timed event's alert at its start. */
  alarm?: boolean
}

export interface CalendarOptions {
  /** The parent's IANA time zone ("Europe/London"); UTC when missing or unknown. */
  timeZone?: string
  /** When the file is made: every DTSTAMP. */
  now: Date
  /** The calendar's name, shown by some apps. */
  name?: string
}

const CRLF = '\r\n'
const MAX_OCTETS = 75

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

const octets = (text: string) => new TextEncoder().encode(text).length

/** RFC 5545 3.1: a line longer than 75 octets goes on in lines that start with a space; a character is never split. */
export function foldLine(line: string): string {
  if (octets(line) <= MAX_OCTETS) return line
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const charSize = octets(char)
    // Continuation lines carry one space, so their content is one octet shorter.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1
    if (size + charSize > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += charSize
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** 20261127T093000Z */
export function utcStamp(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
}

const compactDate = (iso: string) => iso.replace(/-/g, '')
const compactTime = (time: string) => `${time.replace(':', '')}00`

function isKnownZone(timeZone: string | undefined): timeZone is string {
  if (!timeZone || timeZone === 'UTC' || timeZone === 'Etc/UTC') return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

/** The zone's offset from UTC at an instant, in minutes (east positive). */
const offsetFormats = new Map<string, Intl.DateTimeFormat>()

export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  let format = offsetFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    offsetFormats.set(timeZone, format)
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0)
  return match[1] === '-' ? -minutes : minutes
}

/** The UTC instant of a wall-clock date and time in a zone (a time skipped by a clock change moves forward). */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number)
  const [hh, mm] = time.split(':').map(Number)
  const wall = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0)
  let guess = wall - zoneOffsetMinutes(timeZone, new Date(wall)) * 60_000
  guess = wall - zoneOffsetMinutes(timeZone, new Date(guess)) * 60_000
  return new Date(guess)
}

const offsetText = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`

/**
 * RFC 5545 3.6.5: the zone's observances from the first year of the events to
 * three years on, each clock change found by halving the hour it falls in.
 */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): string[] {
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`]
  const start = Date.UTC(fromYear, 0, 1)
  const end = Date.UTC(toYear + 1, 0, 1)
  const firstOffset = zoneOffsetMinutes(timeZone, new Date(start))
  const changes: { at: Date; from: number; to: number }[] = []
  const DAY = 86_400_000
  for (let t = start; t < end; t += DAY) {
    const before = zoneOffsetMinutes(timeZone, new Date(t))
    const after = zoneOffsetMinutes(timeZone, new Date(t + DAY))
    if (before === after) continue
    let low = t
    let high = t + DAY
    while (high - low > 60_000) {
      const mid = Math.floor((low + high) / 2 / 60_000) * 60_000
      if (zoneOffsetMinutes(timeZone, new Date(mid)) === before) low = mid
      else high = mid
    }
    changes.push({ at: new Date(high), from: before, to: after })
  }
  if (changes.length === 0) {
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offsetText(firstOffset)}`, `TZOFFSETTO:${offsetText(firstOffset)}`, 'END:STANDARD')
  } else {
    const lowest = Math.min(...changes.flatMap((change) => [change.from, change.to]))
    for (const change of changes) {
      const kind = change.to > lowest ? 'DAYLIGHT' : 'STANDARD'
      // DTSTART is the change's moment in the time that was in force before it.
      const dtstart = utcStamp(new Date(change.at.getTime() + change.from * 60_000)).slice(0, -1)
      lines.push(`BEGIN:${kind}`, `DTSTART:${dtstart}`, `TZOFFSETFROM:${offsetText(change.from)}`, `TZOFFSETTO:${offsetText(change.to)}`, `END:${kind}`)
    }
  }
  lines.push('END:VTIMEZONE')
  return lines
}

const rrule: Record<Exclude<CalendarRepeat, 'none'>, string> = { daily: 'RRULE:FREQ=DAILY', weekly: 'RRULE:FREQ=WEEKLY', monthly: 'RRULE:FREQ=MONTHLY' }

function nextDay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number)
  const next = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1))
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`
}

function eventLines(event: CalendarEvent, zone: string | null, stamp: string): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${stamp}`]
  if (event.time === undefined) {
    lines.push(`DTSTART;VALUE=DATE:${compactDate(event.date)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`)
  } else {
    const local = `${compactDate(event.date)}T${compactTime(event.time)}`
    const start = event.floating ? `DTSTART:${local}` : zone ? `DTSTART;TZID=${zone}:${local}` : `DTSTART:${utcStamp(zonedToUtc(event.date, event.time, 'UTC'))}`
    lines.push(start, `DURATION:PT${event.durationMinutes ?? 30}M`)
  }
  if (event.repeat && event.repeat !== 'none') lines.push(rrule[event.repeat])
  lines.push(`SUMMARY:${escapeText(event.summary)}`)
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
  if (event.alarm && event.time !== undefined) {
    lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(event.summary)}`, 'TRIGGER:PT0M', 'END:VALARM')
  }
  lines.push('END:VEVENT')
  return lines
}

/** The .ics file's text: one VCALENDAR with the events in the order given. */
export function buildCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const zone = events.some((event) => event.time !== undefined && !event.floating) && isKnownZone(options.timeZone) ? options.timeZone : null
  const stamp = utcStamp(options.now)
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//First 1000 Days//Reminders//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']
  if (options.name) lines.push(`X-WR-CALNAME:${escapeText(options.name)}`)
  if (zone) {
    const years = events.map((event) => Number(event.date.slice(0, 4)))
    lines.push(...vtimezone(zone, Math.min(...years), Math.max(...years) + 3))
  }
  for (const event of events) lines.push(...eventLines(event, zone, stamp))
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join(CRLF) + CRLF
}

/** A file name without characters a file system refuses: "olivia-reminders.ics". */
export function calendarFileName(...words: string[]): string {
  const base = words.join(' ').toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
  return `${base || 'calendar'}.ics`
}
