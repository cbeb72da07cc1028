import { parseIsoDate } from '@/domain/age'

/**
 * The app's one way of writing dates and percentages (docs/decisions/054): dates day first
 * with the month in words ("27 February 2026", "27 February", "27 Feb"), whatever
 * the reader's locale, and percentages without a space ("38%", "66.7%").
 */

const formats = {
  long: new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'long', day: 'numeric' }),
  dayMonth: new Intl.DateTimeFormat('en-GB', { month: 'long', day: 'numeric' }),
  short: new Intl.DateTimeFormat('en-GB', { month: 'short', day: 'numeric' }),
  weekday: new Intl.DateTimeFormat('en-GB', { weekday: 'short', month: 'short', day: 'numeric' }),
} as const

function dateWith(format: Intl.DateTimeFormat, iso: string): string {
  const date = parseIsoDate(iso)
  return date ? format.format(new Date(date.year, date.month - 1, date.day, 12)) : iso
}

/** "27 February 2026"; a text that is not a date stays as it is. */
export const longDate = (iso: string) => dateWith(formats.long, iso)
/** "27 February 2026" for a moment ("2026-02-27T09:00:00Z"), on the reader's calendar; a text that is not one stays as it is. */
export function longDateOfInstant(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? iso : formats.long.format(new Date(time))
}
/** "27 February". */
export const dayMonthDate = (iso: string) => dateWith(formats.dayMonth, iso)
/** "27 Feb" (chart ticks). */
export const shortDate = (iso: string) => dateWith(formats.short, iso)
/** "Fri 27 Nov" (a week's days). */
export const weekdayDate = (iso: string) => dateWith(formats.weekday, iso)

/** Clamps to 0-100; anything that is not a number counts as 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0
  return Math.min(100, Math.max(0, value))
}

/** Whole numbers stay whole, anything else gets one decimal: "88%", "66.7%". */
export function formatPercent(value: number): string {
  const clamped = clampPercent(value)
  return `${Number.isInteger(clamped) ? clamped : clamped.toFixed(1)}%`
}

/** "1 answer", "34 answers", "1 child", "12 children": a count with its word, thousands grouped ("1,250 answers"). */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`
}
