import { z } from 'zod'
import { agesInOrder, vaccineDoseFields, vaccineMessages, type VaccineDose, type VaccineDoseCreate } from '@/contract/health'
import { pickFieldErrors } from '@/domain/error-text'

/**
 * The admin's list of the vaccine schedule (docs/decisions/078): the form of a dose, its fields typed as
 * text and read with the contract's rules and messages (one definition for the form and the server).
 */
export type VaccineDoseFormValues = {
  key: string
  vaccine: string
  short_name: string
  dose: string
  from_months: string
  to_months: string
  min_age_days: string
  min_interval_days: string
  max_age_days: string
  note: string
}
export type VaccineDoseFormField = keyof VaccineDoseFormValues

const fieldNames: readonly VaccineDoseFormField[] = ['key', 'vaccine', 'short_name', 'dose', 'from_months', 'to_months', 'min_age_days', 'min_interval_days', 'max_age_days', 'note']

/**
 * A number typed as text: read as a number when it is one, else passed on as it is (empty: absent) for the
 * contract's rule to refuse with its message.
 */
const readNumber = (text: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text.trim() === '' ? undefined : text) as number
const readDays = (text: string) => (text.trim() === '' ? null : readNumber(text))
const numberText = (field: z.ZodType<number, number>) => z.string().transform(readNumber).pipe(field)
const daysText = (field: z.ZodType<number | null, number | null>) => z.string().transform(readDays).pipe(field)

export const vaccineDoseFormSchema = z
  .object({
    key: vaccineDoseFields.key,
    vaccine: vaccineDoseFields.vaccine,
    short_name: vaccineDoseFields.short_name,
    dose: numberText(vaccineDoseFields.dose),
    from_months: numberText(vaccineDoseFields.from_months),
    to_months: numberText(vaccineDoseFields.to_months),
    min_age_days: daysText(vaccineDoseFields.min_age_days),
    min_interval_days: daysText(vaccineDoseFields.min_interval_days),
    max_age_days: daysText(vaccineDoseFields.max_age_days),
    note: vaccineDoseFields.note,
  })
  .refine((dose) => dose.to_months >= dose.from_months, { path: ['to_months'], message: vaccineMessages.window })
  .refine(agesInOrder, { path: ['max_age_days'], message: vaccineMessages.maxAge })

const text = (value: number | null) => (value === null ? '' : String(value))

/** A new dose starts empty (its first dose); an edit starts from the dose. */
export function vaccineDoseFormValues(dose: VaccineDose | null): VaccineDoseFormValues {
  if (!dose) return { key: '', vaccine: '', short_name: '', dose: '1', from_months: '', to_months: '', min_age_days: '', min_interval_days: '', max_age_days: '', note: '' }
  const { key, vaccine, short_name, note } = dose
  return {
    key,
    vaccine,
    short_name,
    note,
    dose: text(dose.dose),
    from_months: text(dose.from_months),
    to_months: text(dose.to_months),
    min_age_days: text(dose.min_age_days),
    min_interval_days: text(dose.min_interval_days),
    max_age_days: text(dose.max_age_days ?? null),
  }
}

/** The body of a create or an edit: the form's values read with its rules (a submit only happens when they pass). */
export const toVaccineDoseBody = (values: VaccineDoseFormValues): VaccineDoseCreate => vaccineDoseFormSchema.parse(values)

/** The server's 400 messages under the form's fields. */
export const vaccineDoseFieldErrors = (errors: Record<string, string> | undefined) => pickFieldErrors(errors, fieldNames, 'key')

/** The dose's window in words: "2 months", "6 to 18 months". */
export const windowText = (dose: Pick<VaccineDose, 'from_months' | 'to_months'>) =>
  dose.from_months === dose.to_months ? `${dose.from_months} months` : `${dose.from_months} to ${dose.to_months} months`

/** The dose's whole rule in short words for the admin's list: "2 months · from day 42 · 28 days after the dose before · not after day 243". */
export function doseRuleText(dose: Pick<VaccineDose, 'from_months' | 'to_months' | 'min_age_days' | 'min_interval_days' | 'max_age_days'>): string {
  return [
    windowText(dose),
    dose.min_age_days !== null && dose.min_age_days > 0 ? `from day ${dose.min_age_days}` : null,
    dose.min_interval_days !== null ? `${dose.min_interval_days} days after the dose before` : null,
    dose.max_age_days !== null && dose.max_age_days !== undefined ? `not after day ${dose.max_age_days}` : null,
  ]
    .filter(Boolean)
    .join(' · ')
}
