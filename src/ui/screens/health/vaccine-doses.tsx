import styled from 'styled-components'
import type { DoseRecord, VaccineDose, VaccineSchedule } from '@/contract/health'
import { doseGroupHeadings, doseGroups, doseName, doseWhenText, type DoseGroup, type DoseRecordFormValues } from '@/domain/health-record'
import { longDate } from '@/domain/format'
import type { DoseTiming } from '@/domain/vaccines'
import { Button } from '@/ui/primitives/button'
import { RecordConflictPanel, type ConflictField, type RecordConflict } from '@/ui/primitives/conflict-panel'
import { Notice, RetryNotice } from '@/ui/primitives/notice'
import { type OptionalSectionState } from '@/ui/primitives/states'
import { ItemCard, ItemList, Lead, Section, SectionHeading } from '@/ui/primitives/section'
import { DoseRecordForm, type DoseRecordFormState } from '@/ui/screens/health/dose-record-form'
import { ConfirmRemove, GroupHeading, ItemTitle, Row, Small, When } from '@/ui/screens/health/health-parts'
import { VaccinationCard, type VaccinationCardProps, type VaccinationCardState } from '@/ui/screens/health/vaccination-card'
import type { MayDelete } from '@/domain/child-access'

const Item = styled(ItemCard)<{ $tone: 'overdue' | 'due' | 'plain' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.75)};
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'overdue' ? theme.colors.accent : $tone === 'due' ? theme.colors.primary : theme.colors.border)};
`

/* Two columns of doses on wide screens: the list stays short. */
const Doses = styled(ItemList)`
  ${({ theme }) => theme.media.md} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`

const Fold = styled.details`
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding: ${({ theme }) => theme.space(0.75)} 0;
  }

  > ul {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`

export type VaccinesState = OptionalSectionState<{
  schedule: VaccineSchedule
  timings: readonly DoseTiming[]
  /** The open form: the dose it is about, and its state. */
  form: (DoseRecordFormState & { doseId: number }) | null
  confirming: DoseRecord | null
  busy: boolean
  removeFailed: boolean
  done: 'added' | 'saved' | 'removed' | 'gone' | 'carded' | 'complete' | 'incomplete' | null
  /** The vaccination card and whether the record is complete (docs/decisions/090). */
  card: VaccinationCardState
  /** Someone else changed the record being saved or removed (docs/decisions/086): their version and this parent's. */
  conflict: RecordConflict<DoseRecord, DoseRecordFormValues> | null
}>

export type VaccineDosesProps = {
  name: string
  dob: string
  today: string
  state: VaccinesState
  /** A viewer (docs/decisions/072) reads only. */
  canRecord: boolean
  /** Remove is offered only where the server allows it (docs/decisions/089: a caregiver removes what they added). */
  mayDelete: MayDelete
  onRecord: (dose: VaccineDose) => void
  onEdit: (dose: VaccineDose, record: DoseRecord) => void
  onSubmit: (values: DoseRecordFormValues) => void
  onCancel: () => void
  onRemove: (record: DoseRecord) => void
  onConfirmRemove: () => void
  /** In a conflict: keep mine (or remove anyway), or use theirs (or keep it). */
  onKeepMine: () => void
  onUseTheirs: () => void
  /** The vaccination card's form and the record's state (docs/decisions/090). */
  card: Pick<VaccinationCardProps, 'childId' | 'onOpen' | 'onSubmit' | 'onCancel' | 'onSetComplete'>
}

const doneText = {
  carded: 'Doses from the card added.',
  complete: 'Saved: the record is complete.',
  incomplete: 'Saved: the record is not complete yet.',
  added: 'Dose recorded.',
  saved: 'Record saved.',
  removed: 'Record removed.',
  gone: 'That record had been removed in another tab or on another device, so it was not saved.',
} as const

/** What a conflict compares of a dose record (the form's fields). */
const recordConflictFields: readonly ConflictField<DoseRecordFormValues>[] = [
  ['Status', (r) => doseGroupHeadings[r.status]],
  ['Date', (r) => longDate(r.date)],
  ['Clinic', (r) => r.clinic],
  ['Lot number', (r) => r.lot],
  ['Note', (r) => r.note],
]

const toneOf = (status: DoseTiming['status']) => (status === 'overdue' ? 'overdue' : status === 'due' ? 'due' : 'plain')

/**
 * The Vaccines section of the health record (docs/decisions/073): every dose of the schedule grouped by status (overdue,
 * due, upcoming in the next 30 days, given, not given, later), by chronological age, the source named.
 */
export function VaccineDoses(props: VaccineDosesProps) {
  const { name, state } = props
  return (
    <Section $padding="lg" aria-labelledby="health-vaccines">
      <SectionHeading id="health-vaccines">Vaccines</SectionHeading>
      {state.status === 'loading' && <Lead>Loading the vaccine schedule…</Lead>}
      {state.status === 'unavailable' && <Notice tone="info">Vaccine records are not available on this server. Everything else in the app works as usual.</Notice>}
      {state.status === 'failed' && (
        <RetryNotice onRetry={state.onRetry}>The vaccine records could not be loaded.</RetryNotice>
      )}
      {state.status === 'ready' && (
        <>
          <Lead>
            When each dose is recommended for {name}, worked out from the date of birth (the age since birth, never a corrected age). This is
            information, not medical advice: talk with your child&apos;s doctor about {name}&apos;s vaccines.
          </Lead>
          {state.done && <Notice tone={state.done === 'gone' ? 'warning' : 'success'}>{doneText[state.done]}</Notice>}
          {state.removeFailed && <Notice tone="error">The record could not be removed. Please try again.</Notice>}
          {!props.canRecord && <Notice tone="info">You can see {name}&apos;s vaccines. Only the owner and caregivers record doses.</Notice>}
          <VaccinationCard {...props.card} name={name} dob={props.dob} today={props.today} timings={state.timings} state={state.card} canRecord={props.canRecord} />
          {doseGroups(state.timings).map((group) => (
            <DoseGroupList key={group.status} group={group} {...props} state={state} />
          ))}
          <Small>
            Schedule: {state.schedule.source.name}, {state.schedule.source.date}, in our own words. Schedules change: your child&apos;s doctor has the
            current one.
          </Small>
        </>
      )}
    </Section>
  )
}

type Ready = Extract<VaccinesState, { status: 'ready' }>

function DoseGroupList({ group, state, ...props }: Omit<VaccineDosesProps, 'state'> & { group: DoseGroup; state: Ready }) {
  const headingId = `dose-group-${group.status}`
  const list = (
    <Doses aria-labelledby={headingId}>
      {group.timings.map((timing) => (
        <DoseItem key={timing.dose.id} timing={timing} state={state} {...props} />
      ))}
    </Doses>
  )
  const title = `${group.heading} (${group.timings.length})`
  // The doses given and those far off are many: folded, a click away; what needs doing stays open.
  if (group.status === 'later' || group.status === 'given') {
    return (
      <Fold>
        <summary id={headingId}>{title}</summary>
        {list}
      </Fold>
    )
  }
  return (
    <div>
      <GroupHeading id={headingId}>{title}</GroupHeading>
      {list}
    </div>
  )
}

function DoseItem(props: Omit<VaccineDosesProps, 'state' | 'name'> & { timing: DoseTiming; state: Ready }) {
  const { timing, state, canRecord, mayDelete, dob, today, onRecord, onEdit, onSubmit, onCancel, onRemove, onConfirmRemove } = props
  const { dose, record } = timing
  const label = doseName(dose)
  const blocked = state.form !== null || state.busy || state.confirming !== null || state.conflict !== null || state.card.form !== null
  const conflict = record && state.conflict?.theirs.id === record.id ? state.conflict : null
  return (
    <Item $tone={toneOf(timing.status)}>
      <ItemTitle>{label}</ItemTitle>
      <When>{doseWhenText(timing)}</When>
      {record?.lot && <Small>Lot {record.lot}</Small>}
      {record?.note && <Small>{record.note}</Small>}
      {timing.givenEarly && <Small>Recorded before the schedule&apos;s earliest age or interval for this dose. Talk with your child&apos;s doctor about it.</Small>}
      {dose.note && <Small>{dose.note}</Small>}
      {conflict && (
        <RecordConflictPanel conflict={conflict} fields={recordConflictFields} busy={state.busy} onKeepMine={props.onKeepMine} onUseTheirs={props.onUseTheirs} />
      )}
      {state.form?.doseId === dose.id ? (
        <DoseRecordForm key={record?.id ?? 'new'} {...state.form} dob={dob} today={today} onSubmit={onSubmit} onCancel={onCancel} />
      ) : conflict ? null : state.confirming && record && state.confirming.id === record.id ? (
        <ConfirmRemove
          label={`Remove the record of ${label}?`}
          text="Remove this record? The dose is then worked out from the dates again."
          busy={state.busy}
          onConfirm={onConfirmRemove}
          onCancel={onCancel}
        />
      ) : (
        canRecord && (
          <Row>
            {record ? (
              <>
                <Button variant="secondary" size="sm" disabled={blocked} onClick={() => onEdit(dose, record)} aria-label={`Edit the record of ${label}`}>
                  Edit
                </Button>
                {mayDelete(record) && (
                  <Button variant="ghost" size="sm" disabled={blocked} onClick={() => onRemove(record)} aria-label={`Remove the record of ${label}`}>
                    Remove
                  </Button>
                )}
              </>
            ) : (
              <Button variant={timing.status === 'later' ? 'ghost' : 'secondary'} size="sm" disabled={blocked} onClick={() => onRecord(dose)} aria-label={`Record ${label}`}>
                Record
              </Button>
            )}
          </Row>
        )
      )}
    </Item>
  )
}
