import { longDate } from '@/domain/format'
import { doseName, type VaccineData } from '@/domain/health-record'
import { doseTimings } from '@/domain/vaccines'

/**
 * The summary for the doctor as a printed medical document (docs/decisions/092-one-measure-of-milestones.md):
 * the doses given, listed, and the running header every printed page carries.
 */

/** A dose recorded as given: "Hepatitis B (HepB), dose 2" and its day, or null when the parent did not know it. */
export interface GivenDose {
  id: number
  name: string
  date: string | null
}

/**
 * The doses the child's record says were given, by the domain's own status rule (src/domain/vaccines.ts),
 * oldest first; a dose given on an unknown day comes after the dated ones, in the schedule's order.
 */
export function givenDoses(data: VaccineData, dob: string, today: string): GivenDose[] {
  const given = doseTimings(data.schedule.doses, data.records, dob, today, data.state).filter((timing) => timing.status === 'given')
  const rows = given.map((timing) => ({ id: timing.dose.id, name: doseName(timing.dose), date: (timing.record?.date as string | null | undefined) ?? null, order: timing.dose.order }))
  return rows
    .sort((a, b) => (a.date === null ? 1 : 0) - (b.date === null ? 1 : 0) || (a.date ?? '').localeCompare(b.date ?? '') || a.order - b.order)
    .map(({ id, name, date }) => ({ id, name, date }))
}

/** "3 March 2026", or "date unknown". */
export const givenDoseDate = (dose: Pick<GivenDose, 'date'>): string => (dose.date === null ? 'date unknown' : longDate(dose.date))

/** The header of every printed page: "Olivia Carter · born 3 March 2026 · Summary for the doctor, 7 December 2026". */
export function printedHeader(child: { first_name: string; last_name: string; dob: string }, today: string): string {
  const name = `${child.first_name} ${child.last_name}`.trim()
  return `${name} · born ${longDate(child.dob)} · Summary for the doctor, ${longDate(today)}`
}

/**
 * A text as a CSS string literal, for the printed page's margin boxes: every character that could end the
 * string, the declaration or the style element (quotes, backslashes, line breaks, "<") is a hex escape, so
 * a name a parent typed stays text (docs/security.md).
 */
export function cssString(text: string): string {
  return `"${text.replace(/[^\p{L}\p{N} .,·:'()\-–—/]/gu, (char) => `\\${(char.codePointAt(0) ?? 0).toString(16)} `)}"`
}
