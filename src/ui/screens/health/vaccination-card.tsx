import { useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { doseName } from '@/domain/health-record'
import { cardDoses, cardErrors, emptyCardEntry, toVaccineCard, type CardErrors, type CardValues } from '@/domain/vaccination-card'
import type { DoseTiming } from '@/domain/vaccines'
import { longDate } from '@/domain/format'
import type { VaccineCard } from '@/contract/health'
import { Button } from '@/ui/primitives/button'
import { CheckboxField } from '@/ui/primitives/checkbox-field'
import { Stack } from '@/ui/primitives/layout'
import { Notice } from '@/ui/primitives/notice'
import { TextField } from '@/ui/primitives/text-field'
import { ItemList } from '@/ui/primitives/section'
import { SmallText } from '@/ui/primitives/text'
import { GroupHeading, Row, When } from '@/ui/record-list/record-parts'

const Box = styled(Stack).attrs({ $gap: 1.5 })`
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
`

const Entry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  padding-bottom: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const Dates = styled(Stack).attrs({ $gap: 0.5 })`
  padding-left: ${({ theme }) => theme.space(4)};
  max-width: 22rem;
`

/** The vaccination card's part of the Vaccines section (docs/decisions/090). */
export type VaccinationCardState = {
  /** Whether the parent said the record is complete; `available` false: the server cannot keep it. */
  recordState: { complete: boolean; available: boolean }
  /** The card's form when open: what was last submitted (kept through a refusal) and the messages by dose. */
  form: {
    values: CardValues | null
    errors: CardErrors
    failed: boolean
  } | null
  /** The record's state could not be saved. */
  stateFailed: boolean
  busy: boolean
  /** Another form or a removal is open. */
  blocked: boolean
}

export type VaccinationCardProps = {
  name: string
  dob: string
  today: string
  childId: number
  timings: readonly DoseTiming[]
  state: VaccinationCardState
  canRecord: boolean
  onOpen: () => void
  onSubmit: (values: CardValues, body: VaccineCard) => void
  onCancel: () => void
  onSetComplete: (complete: boolean) => void
}

/**
 * "Add what is on the vaccination card": shown while the record is not said to be complete. Doses past their window
 * with nothing recorded read "not recorded" until then (src/domain/vaccines.ts); once complete, overdue may be said.
 * A viewer reads the same calm words, with no buttons.
 */
export function VaccinationCard(props: VaccinationCardProps) {
  const { name, state, canRecord, timings } = props
  const { complete, available } = state.recordState
  const empty = timings.every((t) => t.record === null)
  if (state.form) return <CardForm {...props} form={state.form} />
  if (complete) {
    return (
      <Row>
        <SmallText>You said this record has everything on {name}&apos;s vaccination card, so a dose past its window shows as overdue.</SmallText>
        {canRecord && (
          <Button variant="ghost" size="sm" disabled={state.blocked || state.busy} onClick={() => props.onSetComplete(false)}>
            Not complete after all
          </Button>
        )}
      </Row>
    )
  }
  const missing = timings.filter((t) => t.status === 'not_recorded').length
  return (
    <Box as="section" aria-labelledby="vaccination-card-heading">
      <GroupHeading id="vaccination-card-heading">Add what is on the vaccination card</GroupHeading>
      <When>
        {empty ? `Nothing is recorded for ${name} yet.` : `${missing} ${missing === 1 ? 'dose is' : 'doses are'} not recorded yet.`} A dose past its window
        shows as &ldquo;not recorded&rdquo;, not overdue, until {canRecord ? 'you say' : 'the parent says'} the record is complete.
      </When>
      {canRecord ? (
        <>
          <SmallText>Tick the doses the card shows as given, with their dates (or &ldquo;Date not known&rdquo;).</SmallText>
          {state.stateFailed && <Notice tone="error">Could not save that. Please try again.</Notice>}
          <Row>
            <Button size="sm" disabled={state.blocked || state.busy} onClick={props.onOpen}>
              Add from the card
            </Button>
            {available && (
              <Button variant="secondary" size="sm" disabled={state.blocked || state.busy} onClick={() => props.onSetComplete(true)}>
                The record is complete
              </Button>
            )}
          </Row>
        </>
      ) : (
        <SmallText>The owner and caregivers add the doses from the vaccination card.</SmallText>
      )}
    </Box>
  )
}

function CardForm({
  name,
  dob,
  today,
  childId,
  timings,
  state,
  form,
  onSubmit,
  onCancel,
}: VaccinationCardProps & { form: NonNullable<VaccinationCardState['form']> }) {
  const doses = cardDoses(timings)
  const [values, setValues] = useState<CardValues>(() => form.values ?? {})
  const [checked, setChecked] = useState<CardErrors | null>(null)
  const errors: CardErrors = { ...form.errors, ...(checked ?? {}) }
  const entryOf = (id: number) => values[id] ?? emptyCardEntry
  const change = (id: number, part: Partial<typeof emptyCardEntry>) =>
    setValues((all) => ({
      ...all,
      [id]: { ...(all[id] ?? emptyCardEntry), ...part },
    }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = cardErrors(values, dob)
    setChecked(found)
    if (Object.keys(found).length === 0) onSubmit(values, toVaccineCard(childId, values))
  }
  return (
    <Box as="form" aria-label="Add what is on the vaccination card" onSubmit={submit} noValidate>
      <GroupHeading as="h3">Add what is on the vaccination card</GroupHeading>
      <SmallText>Tick each dose {name}&apos;s card shows as given. Doses still ahead are not listed.</SmallText>
      {doses.length === 0 ? (
        <When>Every dose up to today is recorded already.</When>
      ) : (
        <ItemList>
          {doses.map(({ dose, dueFrom }) => {
            const entry = entryOf(dose.id)
            const label = doseName(dose)
            return (
              <Entry key={dose.id}>
                <CheckboxField
                  label={label}
                  hint={`Recommended from ${longDate(dueFrom)}`}
                  checked={entry.given}
                  disabled={state.busy}
                  onChange={(e) => change(dose.id, { given: e.currentTarget.checked })}
                />
                {entry.given && (
                  <Dates>
                    <TextField
                      label={`Date given for ${label}`}
                      type="date"
                      min={dob}
                      max={today}
                      value={entry.date}
                      disabled={entry.unknown || state.busy}
                      error={errors[dose.id]}
                      onChange={(e) => change(dose.id, { date: e.currentTarget.value })}
                    />
                    <CheckboxField
                      label="Date not known"
                      checked={entry.unknown}
                      disabled={state.busy}
                      onChange={(e) => change(dose.id, { unknown: e.currentTarget.checked })}
                    />
                  </Dates>
                )}
              </Entry>
            )
          })}
        </ItemList>
      )}
      {errors.form && <Notice tone="error">{errors.form}</Notice>}
      {form.failed && <Notice tone="error">Could not save the doses. Nothing was added. Please try again.</Notice>}
      <Row>
        {doses.length > 0 && (
          <Button type="submit" size="sm" disabled={state.busy}>
            {state.busy ? 'Saving…' : 'Save these doses'}
          </Button>
        )}
        <Button type="button" variant="ghost" size="sm" disabled={state.busy} onClick={onCancel}>
          Cancel
        </Button>
      </Row>
    </Box>
  )
}
