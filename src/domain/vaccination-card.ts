import { doseRecordMessages, vaccineCardDoseSchema, vaccineCardMessages, type VaccineCard } from '@/contract/health'
import type { DoseTiming } from '@/domain/vaccines'

/**
 * "Add what is on the vaccination card" (docs/decisions/090): the doses a parent may tick at once, each with the date
 * the card shows or "Date not known", read with the contract's rules and messages.
 */
export type CardEntry = { given: boolean; date: string; unknown: boolean }
/** The form's values by dose id. */
export type CardValues = Record<number, CardEntry>
/** Messages by dose id (`form`: about the whole card). */
export type CardErrors = Partial<Record<number | 'form', string>>

/** The doses the card may show: nothing recorded, and their first day has come (what is still ahead cannot be on it). */
export const cardDoses = (timings: readonly DoseTiming[]): DoseTiming[] =>
  timings.filter((t) => t.record === null && (t.status === 'overdue' || t.status === 'not_recorded' || t.status === 'too_late' || t.status === 'due'))

export const emptyCardEntry: CardEntry = {
  given: false,
  date: '',
  unknown: false,
}

const ticked = (values: CardValues) =>
  Object.entries(values)
    .filter(([, entry]) => entry.given)
    .map(([dose, entry]) => ({ dose: Number(dose), ...entry }))

/** The body of the call: the ticked doses, each on its date or with `date_unknown`. */
export function toVaccineCard(child: number, values: CardValues): VaccineCard {
  return {
    child,
    doses: ticked(values).map(({ dose, date, unknown }) =>
      unknown ? { dose, date_unknown: true } : { dose, date: date.trim() || undefined, date_unknown: false },
    ),
  }
}

/** The card's messages before it is sent: the contract's for each ticked dose, and a date not before birth. */
export function cardErrors(values: CardValues, dob: string): CardErrors {
  const entries = ticked(values)
  if (entries.length === 0) return { form: vaccineCardMessages.empty }
  const errors: CardErrors = {}
  for (const entry of entries) {
    const body = entry.unknown ? { dose: entry.dose, date_unknown: true } : { dose: entry.dose, date: entry.date.trim() || undefined }
    const result = vaccineCardDoseSchema.safeParse(body)
    if (!result.success) errors[entry.dose] = result.error.issues[0]?.message
    else if (!entry.unknown && entry.date < dob) errors[entry.dose] = doseRecordMessages.beforeBirth
  }
  return errors
}

/** The server's 400 (`doses.<index>.<field>`, or a field of the whole card) under the doses it names. */
export function cardServerErrors(errors: Record<string, string> | undefined, card: VaccineCard): CardErrors {
  const found: CardErrors = {}
  for (const [key, message] of Object.entries(errors ?? {})) {
    const index = /^doses\.(\d+)\./.exec(key)?.[1]
    const dose = index === undefined ? undefined : card.doses[Number(index)]?.dose
    if (dose !== undefined) found[dose] ??= message
    else found.form ??= message
  }
  return found
}
