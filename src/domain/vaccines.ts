import type { DoseRecord, VaccineDose } from '@/contract/health'
import { parseIsoDate, toIsoDate } from '@/domain/age'

/**
 * When a child's vaccine doses are due (issue #27 point 1). Always by chronological age, never the corrected age:
 * schedules count from the day of birth. Dates are calendar days (YYYY-MM-DD) in the parent's calendar.
 *
 *   due       the recommended window has begun (and the minimum age and interval have passed)
 *   upcoming  it begins within the next {@link UPCOMING_DAYS} days
 *   overdue   the window ended (the child is past the end of month `to_months` of age) and nothing is recorded
 *   given / not_given   what the parent recorded, whatever the dates
 *   later     none of these yet
 */
export const UPCOMING_DAYS = 30
/** When a dose's start is pushed past its window (an earlier dose given late), it has this many days before overdue. */
export const SHIFTED_WINDOW_DAYS = 30

export type DoseStatus = 'given' | 'not_given' | 'overdue' | 'due' | 'upcoming' | 'later'

export interface DoseTiming {
  dose: VaccineDose
  status: DoseStatus
  /** The first day the dose is recommended: the window's start, or later when the minimum age or interval says so. */
  dueFrom: string
  /** The last day before it counts as overdue. */
  dueBy: string
  record: DoseRecord | null
  /** A given dose recorded before its minimum age or interval: the screens say to talk with the doctor about it. */
  givenEarly: boolean
}

/** `iso` plus whole months, a day past the end of the target month clamped to its last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const date = parseIsoDate(iso)
  if (!date) throw new Error(`Not a date: ${iso}`)
  const target = new Date(date.year, date.month - 1 + months, 1)
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate()
  target.setDate(Math.min(date.day, lastDay))
  return toIsoDate(target)
}

export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso)
  if (!date) throw new Error(`Not a date: ${iso}`)
  return toIsoDate(new Date(date.year, date.month - 1, date.day + days))
}

const later = (a: string, b: string) => (a > b ? a : b)

/**
 * Every active dose of the schedule for a child born on `dob`, in the order they come due, with its status on
 * `today`; an inactive dose stays listed only when something is recorded for it (a record is never hidden).
 */
export function doseTimings(schedule: readonly VaccineDose[], records: readonly DoseRecord[], dob: string, today: string): DoseTiming[] {
  const recordOf = new Map(records.map((record) => [record.dose, record]))
  const shown = schedule.filter((dose) => dose.is_active || recordOf.has(dose.id))
  const timings = shown.map((dose) => {
    const previous = previousDose(schedule, dose)
    const previousGiven = previous && recordOf.get(previous.id)?.status === 'given' ? recordOf.get(previous.id)!.date : null
    return timing(dose, recordOf.get(dose.id) ?? null, dob, previousGiven, today)
  })
  return timings.sort((a, b) => a.dueFrom.localeCompare(b.dueFrom) || a.dose.order - b.dose.order)
}

/** The dose before this one in the same vaccine's series, if the schedule has it. */
function previousDose(schedule: readonly VaccineDose[], dose: VaccineDose): VaccineDose | undefined {
  return schedule.find((other) => other.vaccine === dose.vaccine && other.dose === dose.dose - 1)
}

function timing(dose: VaccineDose, record: DoseRecord | null, dob: string, previousGiven: string | null, today: string): DoseTiming {
  const windowStart = addMonths(dob, dose.from_months)
  const windowEnd = addDays(addMonths(dob, dose.to_months + 1), -1)
  const earliest = earliestDate(dose, dob, previousGiven)
  const dueFrom = later(windowStart, earliest)
  const dueBy = dueFrom > windowEnd ? addDays(dueFrom, SHIFTED_WINDOW_DAYS - 1) : windowEnd
  const givenEarly = record?.status === 'given' && record.date < earliest
  return { dose, status: statusOn(record, dueFrom, dueBy, today), dueFrom, dueBy, record, givenEarly }
}

/** The first day the dose counts: its minimum age, and its minimum interval after the previous dose given. */
function earliestDate(dose: VaccineDose, dob: string, previousGiven: string | null): string {
  const byAge = dose.min_age_days === null ? dob : addDays(dob, dose.min_age_days)
  const byInterval = previousGiven && dose.min_interval_days !== null ? addDays(previousGiven, dose.min_interval_days) : dob
  return later(byAge, byInterval)
}

function statusOn(record: DoseRecord | null, dueFrom: string, dueBy: string, today: string): DoseStatus {
  if (record) return record.status
  if (today > dueBy) return 'overdue'
  if (today >= dueFrom) return 'due'
  if (addDays(today, UPCOMING_DAYS) >= dueFrom) return 'upcoming'
  return 'later'
}

/** What Alerts & Reminders and the summary for the doctor show: the overdue doses, then those due, then the upcoming. */
export function dosesToMention(timings: readonly DoseTiming[]): DoseTiming[] {
  const rank: Partial<Record<DoseStatus, number>> = { overdue: 0, due: 1, upcoming: 2 }
  return timings.filter((t) => rank[t.status] !== undefined).sort((a, b) => rank[a.status]! - rank[b.status]! || a.dueFrom.localeCompare(b.dueFrom))
}
