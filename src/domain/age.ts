/** Calendar maths on year-month-day dates, in the user's local calendar. */

export interface YearMonthDay {
  year: number
  month: number
  day: number
}

export function parseIsoDate(text: string): YearMonthDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const probe = new Date(year, month - 1, day)
  if (probe.getFullYear() !== year || probe.getMonth() !== month - 1 || probe.getDate() !== day) return null
  return { year, month, day }
}

export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * SPEC section 4: whole years times 12 plus months, reduced by one if the day
 * of month has not yet been reached, never below 0.
 */
export function ageInMonths(dob: string, today: Date = new Date()): number {
  const birth = parseIsoDate(dob)
  if (!birth) return 0
  const months =
    (today.getFullYear() - birth.year) * 12 +
    (today.getMonth() + 1 - birth.month) -
    (today.getDate() < birth.day ? 1 : 0)
  return Math.max(0, months)
}

/**
 * The date of birth that many months before today (SPEC section 4, child form).
 * Days past the end of the target month clamp to its last day (31 March - 1 month = 28/29 Feb).
 */
export function dobFromAge(totalMonths: number, today: Date = new Date()): string {
  const target = new Date(today.getFullYear(), today.getMonth() - totalMonths, 1)
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate()
  target.setDate(Math.min(today.getDate(), lastDay))
  return toIsoDate(target)
}

/** SPEC section 9: floor(months/12) years plus remaining months. */
export function splitAge(totalMonths: number): { years: number; months: number } {
  const safe = Math.max(0, Math.floor(totalMonths))
  return { years: Math.floor(safe / 12), months: safe % 12 }
}

export function formatAge(totalMonths: number): string {
  const { years, months } = splitAge(totalMonths)
  const y = `${years} ${years === 1 ? 'year' : 'years'}`
  const m = `${months} ${months === 1 ? 'month' : 'months'}`
  return `${y} ${m}`
}
