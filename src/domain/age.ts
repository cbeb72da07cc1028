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
 * docs/product-rules.md#4: whole years times 12 plus months, reduced by one if the day
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
 * The date of birth that many months before today (docs/product-rules.md#4 child form).
 * Days past the end of the target month clamp to its last day (31 March - 1 month = 28/29 Feb).
 */
export function dobFromAge(totalMonths: number, today: Date = new Date()): string {
  const target = new Date(today.getFullYear(), today.getMonth() - totalMonths, 1)
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate()
  target.setDate(Math.min(today.getDate(), lastDay))
  return toIsoDate(target)
}

/** docs/product-rules.md#9: floor(months/12) years plus remaining months. */
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

/** Corrected age applies to babies born at least this many weeks early (docs/product-rules.md#decisions-corrected-age). */
export const CORRECTION_MIN_WEEKS = 3
/** ... and until their chronological age reaches this many months. */
export const CORRECTION_UNTIL_MONTHS = 24

/** What the corrected-age rule reads of a child; the child of the contract and the mock's record both fit. */
export interface PrematureInfo {
  dob: string
  is_premature: boolean
  weeks_premature: number | null
}

export interface DevelopmentalAge {
  /** docs/product-rules.md#4's age in months, from the date of birth. */
  chronological: number
  /** The corrected age in months, or null when the rule does not apply. */
  corrected: number | null
  /** The age the band choice uses: the corrected one when it applies. */
  forBands: number
}

/**
 * Corrected age (docs/product-rules.md#decisions-beyond): a child born 3 or more weeks
 * early is, until the chronological age reaches 24 months, as old as a child
 * born on the due date: the date of birth moved forward by the weeks
 * premature, then the month rule of docs/product-rules.md#4. The server (progress,
 * child bands) and the questionnaire use this one function.
 */
export function developmentalAge(child: PrematureInfo, today: Date = new Date()): DevelopmentalAge {
  const chronological = ageInMonths(child.dob, today)
  const weeks = child.is_premature ? (child.weeks_premature ?? 0) : 0
  const birth = parseIsoDate(child.dob)
  if (weeks < CORRECTION_MIN_WEEKS || chronological >= CORRECTION_UNTIL_MONTHS || !birth) {
    return { chronological, corrected: null, forBands: chronological }
  }
  const dueDate = toIsoDate(new Date(birth.year, birth.month - 1, birth.day + weeks * 7))
  const corrected = ageInMonths(dueDate, today)
  return { chronological, corrected, forBands: corrected }
}

/** The corrected part of a developmental age: "(corrected: 0 years 3 months)". */
export function formatCorrectedAge(correctedMonths: number): string {
  return `(corrected: ${formatAge(correctedMonths)})`
}

/** "0 years 5 months (corrected: 0 years 3 months)"; the plain SPEC format when no correction applies. */
export function formatDevelopmentalAge(age: DevelopmentalAge): string {
  return age.corrected === null ? formatAge(age.chronological) : `${formatAge(age.chronological)} ${formatCorrectedAge(age.corrected)}`
}

/** A child of the API: the server's chronological age, and the correction the same rule gives. */
export function childDevelopmentalAge(child: PrematureInfo & { age_in_months: number }, today: Date = new Date()): DevelopmentalAge {
  const { corrected } = developmentalAge(child, today)
  return { chronological: child.age_in_months, corrected, forBands: corrected ?? child.age_in_months }
}
