import { z } from 'zod'
import type { VisitCreate, VisitKind, VisitRecord, WellChildVisit } from '@/contract/visits'
import { visitFields, visitMessages } from '@/contract/visits'
import { longDate } from '@/domain/format'
import { doseName } from '@/domain/health-record'
import type { CalendarEvent } from '@/domain/ics'
import { pickFieldErrors } from '@/domain/error-text'
import { addMonths, type DoseTiming } from '@/domain/vaccines'

/** Well-child visits, the recommended ages and the visits a parent records (docs/decisions/080). */

export const visitKindLabels: Record<VisitKind, string> = {
  well_child: 'Well-child check-up',
  sick: 'Illness or injury',
  specialist: 'Specialist',
  other: 'Other',
}

/** A visit by its day, and its time when it has one: "12 May 2026 at 09:30, Well-child check-up with Dr. Amara Lewis". */
export function visitTitle(visit: Pick<VisitRecord, 'date' | 'time' | 'kind' | 'clinician'>): string {
  const who = visit.clinician.trim() ? ` with ${visit.clinician.trim()}` : ''
  const at = visit.time ? ` at ${visit.time}` : ''
  return `${longDate(visit.date)}${at}, ${visitKindLabels[visit.kind]}${who}`
}

/** By day, then by time (a visit without a time first: the day is all it says), then as added. */
const byDate = (a: VisitRecord, b: VisitRecord) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id - b.id

/** The visits planned from today on, soonest first, and those before today, latest first. */
export function splitVisits(visits: readonly VisitRecord[], today: string): { planned: VisitRecord[]; past: VisitRecord[] } {
  const sorted = [...visits].sort(byDate)
  return { planned: sorted.filter((visit) => visit.date >= today), past: sorted.filter((visit) => visit.date < today).reverse() }
}

/** The next visit (today or later), or null. */
export const nextVisit = (visits: readonly VisitRecord[], today: string): VisitRecord | null => splitVisits(visits, today).planned[0] ?? null

/** The last visit before today (the summary for the doctor), or null. */
export const lastVisit = (visits: readonly VisitRecord[], today: string): VisitRecord | null => splitVisits(visits, today).past[0] ?? null

/** The summary for the doctor's "Last visit": its day, kind and clinician, or that none is recorded. */
export function lastVisitText(visits: readonly VisitRecord[], today: string): string {
  const last = lastVisit(visits, today)
  return last ? visitTitle(last) : 'None recorded'
}

/** One recommended check-up for a child: its day (the child's date of birth plus its age, chronological). */
export interface RecommendedVisit {
  visit: WellChildVisit
  date: string
  /** The first one from today on: the one to plan next. */
  isNext: boolean
}

/** The active recommended visits with their days for a child born on `dob`, in age order; the next from `today` marked. */
export function recommendedVisits(schedule: readonly WellChildVisit[], dob: string, today: string): RecommendedVisit[] {
  const dated = schedule
    .filter((visit) => visit.is_active)
    .sort((a, b) => a.age_months - b.age_months || a.order - b.order)
    .map((visit) => ({ visit, date: addMonths(dob, visit.age_months) }))
  const next = dated.find(({ date }) => date >= today)
  return dated.map((item) => ({ ...item, isNext: item === next }))
}

// The visit form

export type VisitFormValues = { date: string; time: string; kind: VisitKind; clinician: string; notes: string; questions: string }
export type VisitFormField = keyof VisitFormValues

/** The form's rules: the contract's fields, and a date not before the child's date of birth (the server's rule too). */
export const visitFormSchema = (dob: string) => z.object(visitFields).refine((values) => values.date >= dob, { path: ['date'], message: visitMessages.beforeBirth })

/** A new visit: a well-child check-up today; an edit starts from the visit. */
export function visitFormValues(visit: VisitRecord | null, today: string): VisitFormValues {
  if (visit) return { date: visit.date, time: visit.time, kind: visit.kind, clinician: visit.clinician, notes: visit.notes, questions: visit.questions }
  return { date: today, time: '', kind: 'well_child', clinician: '', notes: '', questions: '' }
}

export const toVisitCreate = (values: VisitFormValues, child: number): VisitCreate => ({ child, ...values })

/** The server's 400 messages under the form's fields. */
export const visitFieldErrors = (errors: Record<string, string> | undefined): Partial<Record<VisitFormField, string>> =>
  pickFieldErrors(errors, ['date', 'time', 'kind', 'clinician', 'notes', 'questions'], 'date')

// The health calendar (.ics): planned visits and the doses to plan for

/**
 * The child's health dates as calendar events: every planned visit (its questions in the description), at its time
 * when it has one (floating local time: the hour on the appointment, docs/decisions/093), else all day; and every
 * dose overdue, due or coming up, all day (on the first day it is recommended, or today when that day is past).
 */
export function healthCalendarEvents(name: string, visits: readonly VisitRecord[], timings: readonly DoseTiming[], today: string): CalendarEvent[] {
  const visitEvents = splitVisits(visits, today).planned.map((visit) => ({
    uid: `visit-${visit.id}@first-1000-days`,
    summary: `${name}: ${visitKindLabels[visit.kind]}${visit.clinician.trim() ? ` with ${visit.clinician.trim()}` : ''}`,
    description: visit.questions.trim() ? `Questions to ask:\n${visit.questions.trim()}` : undefined,
    date: visit.date,
    ...(visit.time ? { time: visit.time, floating: true } : {}),
  }))
  // docs/decisions/090: each dose on its planned day (the interval after the one before; never one past its last day).
  const doseEvents = timings
    .filter((timing) => timing.plannedOn !== null && (timing.status === 'overdue' || timing.status === 'due' || timing.status === 'upcoming'))
    .map((timing) => ({
      uid: `dose-${timing.dose.key}-${name.toLowerCase()}@first-1000-days`,
      summary: `${name}: ${doseName(timing.dose)}`,
      description: `Recommended from ${longDate(timing.dueFrom)}. Talk with your child's doctor about this dose.`,
      date: timing.plannedOn ?? today,
    }))
  return [...visitEvents, ...doseEvents].sort((a, b) => a.date.localeCompare(b.date))
}
