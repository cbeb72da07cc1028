import type { DoseRecord, VaccineDose } from '@/contract/health'
import { parseIsoDate, toIsoDate } from '@/domain/age'

/**
 * When a child's vaccine doses are due (docs/decisions/073, the whole rule in docs/decisions/090). Always by
 * chronological age, never the corrected age: schedules count from the day of birth. Dates are calendar days
 * (YYYY-MM-DD) in the parent's calendar.
 *
 * A dose is due from the latest of its window's start, its minimum age and the series' previous dose (given on a
 * known day, else when it was due) plus the minimum interval; it is not given past its maximum age.
 *
 *   due           the recommended window has begun (and the minimum age and interval have passed)
 *   upcoming      it begins within the next {@link UPCOMING_DAYS} days
 *   overdue       the window ended, nothing is recorded and the parent said the record is complete
 *   not_recorded  the same with a record not said to be complete: it may be on the card, not yet entered
 *   too_late      past its maximum age (or due only after it), nothing recorded: not caught up
 *   given / not_given   what the parent recorded, whatever the dates
 *   later         none of these yet
 */
export const UPCOMING_DAYS = 30
/** When a dose's start is pushed past its window (an earlier dose given late), it has this many days before overdue. */
export const SHIFTED_WINDOW_DAYS = 30

export type DoseStatus = 'given' | 'not_given' | 'overdue' | 'not_recorded' | 'too_late' | 'due' | 'upcoming' | 'later'

export interface DoseTiming {
  dose: VaccineDose
  status: DoseStatus
  /** The first day the dose is recommended: the window's start, or later when the minimum age or interval says so. */
  dueFrom: string
  /** The last day before it counts as overdue (never past its last day). */
  dueBy: string
  /** The last day it is given, by its maximum age; null when it has none. */
  lastDay: string | null
  /**
   * The day to plan it for (the health calendar): today or later, and the minimum interval after the series'
   * previous dose planned; null for a dose recorded, not recorded yet, or that cannot be given before its last day.
   */
  plannedOn: string | null
  record: DoseRecord | null
  /** A given dose recorded before its minimum age or interval: the screens say to talk with the doctor about it. */
  givenEarly: boolean
}

/** What the parent said about the whole record: until it is complete, a missing dose is "not recorded", not overdue. */
export interface RecordState {
  complete: boolean
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
export function doseTimings(schedule: readonly VaccineDose[], records: readonly DoseRecord[], dob: string, today: string, state: RecordState): DoseTiming[] {
  const recordOf = new Map(records.map((record) => [record.dose, record]))
  const found = new Map<number, DoseTiming>()
  // Each series in dose order, so a dose reads its previous dose's timing.
  const inSeriesOrder = [...schedule].sort((a, b) => a.vaccine.localeCompare(b.vaccine) || a.dose - b.dose)
  for (const dose of inSeriesOrder) {
    const previous = previousDose(schedule, dose)
    found.set(dose.id, timing(dose, recordOf.get(dose.id) ?? null, dob, previous ? found.get(previous.id) : undefined, today, state))
  }
  return schedule
    .filter((dose) => dose.is_active || recordOf.has(dose.id))
    .map((dose) => found.get(dose.id)!)
    .sort((a, b) => a.dueFrom.localeCompare(b.dueFrom) || a.dose.order - b.dose.order)
}

/** The dose before this one in the same vaccine's series, if the schedule has it. */
function previousDose(schedule: readonly VaccineDose[], dose: VaccineDose): VaccineDose | undefined {
  return schedule.find((other) => other.vaccine === dose.vaccine && other.dose === dose.dose - 1)
}

/** The day a given dose was given, when the parent knows it. */
const givenOn = (record: DoseRecord | null) => (record?.status === 'given' && !record.date_unknown ? record.date : null)

const plannable: readonly DoseStatus[] = ['overdue', 'due', 'upcoming', 'later']

function timing(dose: VaccineDose, record: DoseRecord | null, dob: string, previous: DoseTiming | undefined, today: string, state: RecordState): DoseTiming {
  const windowStart = addMonths(dob, dose.from_months)
  const windowEnd = addDays(addMonths(dob, dose.to_months + 1), -1)
  const lastDay = dose.max_age_days === null || dose.max_age_days === undefined ? null : addDays(dob, dose.max_age_days)
  const interval = dose.min_interval_days ?? 0
  // The interval counts from the previous dose given (its day, when known), else from when it was due.
  const afterPrevious = previous ? addDays(givenOn(previous.record) ?? previous.dueFrom, interval) : dob
  const byAge = dose.min_age_days === null ? dob : addDays(dob, dose.min_age_days)
  const earliest = later(byAge, afterPrevious)
  const dueFrom = later(windowStart, earliest)
  const shiftedEnd = dueFrom > windowEnd ? addDays(dueFrom, SHIFTED_WINDOW_DAYS - 1) : windowEnd
  const dueBy = lastDay !== null && lastDay < shiftedEnd ? lastDay : shiftedEnd
  const given = givenOn(record)
  const givenEarly = given !== null && given < earliest
  const status = statusOn(record, { dueFrom, dueBy, lastDay }, today, state)
  const plannedOn = record || !plannable.includes(status) ? null : planned(dueFrom, previous, interval, lastDay, today)
  return { dose, status, dueFrom, dueBy, lastDay, plannedOn, record, givenEarly }
}

/** Today or its first day, and the interval after the previous dose's own planned day; null past its last day. */
function planned(dueFrom: string, previous: DoseTiming | undefined, interval: number, lastDay: string | null, today: string): string | null {
  const afterPrevious = previous?.plannedOn ? addDays(previous.plannedOn, interval) : dueFrom
  const day = later(later(dueFrom, today), afterPrevious)
  return lastDay !== null && day > lastDay ? null : day
}

function statusOn(record: DoseRecord | null, days: { dueFrom: string; dueBy: string; lastDay: string | null }, today: string, state: RecordState): DoseStatus {
  const { dueFrom, dueBy, lastDay } = days
  if (record) return record.status
  if (lastDay !== null && dueFrom > lastDay) return 'too_late'
  if (lastDay !== null && today > lastDay) return state.complete ? 'too_late' : 'not_recorded'
  if (today > dueBy) return state.complete ? 'overdue' : 'not_recorded'
  if (today >= dueFrom) return 'due'
  if (addDays(today, UPCOMING_DAYS) >= dueFrom) return 'upcoming'
  return 'later'
}

/** What Alerts & Reminders and the summary for the doctor show: the overdue doses, then those due, then the upcoming. */
export function dosesToMention(timings: readonly DoseTiming[]): DoseTiming[] {
  const rank: Partial<Record<DoseStatus, number>> = { overdue: 0, due: 1, upcoming: 2 }
  return timings.filter((t) => rank[t.status] !== undefined).sort((a, b) => rank[a.status]! - rank[b.status]! || a.dueFrom.localeCompare(b.dueFrom))
}
