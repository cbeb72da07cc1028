import type { Units } from '@/contract/accounts'
import { z } from 'zod'
import type { Child } from '@/contract/children'
import { doseRecordFields, doseRecordMessages, type DoseRecord, type DoseRecordCreate, type VaccineSchedule } from '@/contract/health'
import type { LatestMeasures } from '@/domain/doctor-summary'
import { pickFieldErrors } from '@/domain/error-text'
import { longDate } from '@/domain/format'
import { measureLabels, measureValueText } from '@/domain/track-progress'
import { doseTimings, dosesToMention, type DoseStatus, type DoseTiming, type RecordState } from '@/domain/vaccines'

/**
 * The child's health record page (docs/decisions/078): the vaccine doses grouped by status, and the
 * form a parent records a dose with (the contract's fields, one definition for the form and the server).
 */

/** The groups of the Vaccines section, in the order a parent reads them: what needs a word with the doctor first. */
export const doseGroupOrder: readonly DoseStatus[] = ['overdue', 'due', 'upcoming', 'not_recorded', 'given', 'not_given', 'too_late', 'later']

export const doseGroupHeadings: Record<DoseStatus, string> = {
  overdue: 'Overdue',
  due: 'Due now',
  upcoming: 'Coming up in the next 30 days',
  not_recorded: 'Not recorded yet',
  given: 'Given',
  not_given: 'Not given',
  too_late: 'No longer given at this age',
  later: 'Later',
}

export interface DoseGroup {
  status: DoseStatus
  heading: string
  timings: DoseTiming[]
}

/** The doses by status, each group in the order they come due (chronological age); empty groups left out. */
export function doseGroups(timings: readonly DoseTiming[]): DoseGroup[] {
  return doseGroupOrder
    .map((status) => ({ status, heading: doseGroupHeadings[status], timings: timings.filter((t) => t.status === status) }))
    .filter((group) => group.timings.length > 0)
}

/** "Hepatitis B (HepB), dose 2"; the short name left out when the name has it already ("Influenza (flu), dose 1"). */
export function doseName({ vaccine, short_name, dose }: Pick<DoseTiming['dose'], 'vaccine' | 'short_name' | 'dose'>): string {
  const named = vaccine.toLowerCase().includes(short_name.toLowerCase()) ? vaccine : `${vaccine} (${short_name})`
  return `${named}, dose ${dose}`
}

/** What a dose's status means for the parent, in informational words only ("Talk with your child's doctor about ..."). */
export function doseWhenText({ status, dueFrom, dueBy, lastDay, record, dose }: DoseTiming): string {
  switch (status) {
    case 'overdue':
      return `Recommended by ${longDate(dueBy)}. Talk with your child's doctor about catching up.`
    // docs/decisions/090: calm words for what may be on the card but is not entered; no "catch up" past the maximum age.
    case 'not_recorded':
      return `Recommended by ${longDate(dueBy)}. Nothing is recorded for it yet: if the vaccination card shows it, add it here.`
    case 'too_late':
      return `No longer given after ${ageWords(dose.max_age_days ?? 0)} of age (${longDate(lastDay ?? dueBy)}). Ask your child's doctor whether anything is still needed.`
    case 'due':
      return `Recommended now, until ${longDate(dueBy)}.`
    case 'upcoming':
    case 'later':
      return `Recommended from ${longDate(dueFrom)}.`
    case 'given':
      if (record?.date_unknown) return `Given, date not known${record.clinic ? `, at ${record.clinic}` : ''}.`
      return `Given on ${longDate(record?.date ?? dueFrom)}${record?.clinic ? ` at ${record.clinic}` : ''}.`
    case 'not_given':
      return `Recorded as not given on ${longDate(record?.date ?? dueFrom)}. Talk with your child's doctor about this dose when you want to.`
  }
}

/** A maximum age in the words of the schedule: "14 weeks 6 days" under four months, else "8 months" (30.44 days each). */
export function ageWords(days: number): string {
  if (days < 120) {
    const weeks = Math.floor(days / 7)
    const rest = days % 7
    return `${weeks} weeks${rest ? ` ${rest} day${rest === 1 ? '' : 's'}` : ''}`
  }
  return `${Math.round(days / 30.4375)} months`
}

/** Alerts & Reminders and the summary for the doctor: "Rotavirus (RV), dose 3: overdue". */
export const doseMentionTitle = (timing: DoseTiming) =>
  `${doseName(timing.dose)}: ${timing.status === 'overdue' ? 'overdue' : timing.status === 'due' ? 'due now' : 'coming up'}`

/**
 * The schedule, a child's records and whether the parent said the record is complete, as Alerts & Reminders and the
 * summary load them (optional calls; a server without the record's state: never complete, docs/decisions/090).
 */
export type VaccineData = { schedule: VaccineSchedule; records: DoseRecord[]; state: RecordState }

/**
 * The doses to mention on a day (overdue, due, upcoming: src/domain/vaccines.ts), how many are recorded as given, and
 * how many are not recorded yet (one prompt to add the card, never a card per dose).
 */
export function vaccineStatus(data: VaccineData, dob: string, today: string): { mention: DoseTiming[]; given: number; notRecorded: number } {
  const timings = doseTimings(data.schedule.doses, data.records, dob, today, data.state)
  const count = (status: DoseStatus) => timings.filter((t) => t.status === status).length
  return { mention: dosesToMention(timings), given: count('given'), notRecorded: count('not_recorded') }
}

export type DoseRecordFormValues = { status: DoseRecord['status']; date: string; clinic: string; lot: string; note: string }
export type DoseRecordFormField = keyof DoseRecordFormValues

/** The form's rules: the contract's fields, and a date not before the child's date of birth (the server's rule too). */
export const doseRecordFormSchema = (dob: string) =>
  z.object(doseRecordFields).refine((values) => values.date >= dob, { path: ['date'], message: doseRecordMessages.beforeBirth })

/** A new record: given today; an edit starts from the record. */
export function doseRecordFormValues(record: DoseRecord | null, today: string): DoseRecordFormValues {
  if (record) return { status: record.status, date: record.date, clinic: record.clinic, lot: record.lot, note: record.note }
  return { status: 'given', date: today, clinic: '', lot: '', note: '' }
}

export const toDoseRecordCreate = (values: DoseRecordFormValues, child: number, dose: number): DoseRecordCreate => ({ child, dose, ...values })

/** The server's 400 messages under the form's fields; `dose` (already recorded, unknown) is said above the buttons. */
export const doseRecordFieldErrors = (errors: Record<string, string> | undefined): Partial<Record<DoseRecordFormField | 'dose', string>> =>
  pickFieldErrors(errors, ['status', 'date', 'clinic', 'lot', 'note', 'dose'])

/**
 * The health record's growth line, from Track Progress's measurements: the last weight and height with their days
 * ("Last weight 8.4 kg (1 June 2025), last height 70 cm (1 June 2025)."); without measurements, what the profile has.
 */
export function growthSummary(latest: LatestMeasures | null, child: Pick<Child, 'weight_kg' | 'height_cm'>, units: Units = 'metric'): string {
  const part = (name: 'weight_kg' | 'height_cm') => {
    const label = measureLabels[name].name
    const found = latest?.[name]
    if (found) return `last ${label.toLowerCase()} ${measureValueText(name, found.value, units)} (${longDate(found.date)})`
    const own = latest === null ? child[name] : null
    return own === null ? `no ${label.toLowerCase()} recorded` : `${label.toLowerCase()} on the profile ${measureValueText(name, own, units)}`
  }
  const text = `${part('weight_kg')}, ${part('height_cm')}.`
  return text.charAt(0).toUpperCase() + text.slice(1)
}
