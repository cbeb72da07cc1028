import type { DoseRecord, VaccineDose } from '@/contract/health'
import { doseGroupHeadings, doseGroups, doseName, doseWhenText, type DoseRecordFormValues } from '@/domain/health-record'
import { longDate } from '@/domain/format'
import type { DoseTiming } from '@/domain/vaccines'
import type { vaccinesView } from '@/machines/health-record.view'
import { Button } from '@/ui/primitives/button'
import type { ConflictField } from '@/ui/primitives/conflict-panel'
import { Lead } from '@/ui/primitives/section'
import { SmallText } from '@/ui/primitives/text'
import { isBlocked, RecordControls, RecordListSection, type RecordAccess, type RecordEvents } from '@/ui/record-list/record-list-section'
import { ItemTitle, RecordCard, RecordGroup, TwoColumnList, When } from '@/ui/record-list/record-parts'
import { DoseRecordForm } from '@/ui/screens/health/dose-record-form'
import { VaccinationCard, type VaccinationCardProps } from '@/ui/screens/health/vaccination-card'

/** The section's view from its flow (docs/decisions/095): the kit's, the doses' timings and the vaccination card. */
export type VaccinesState = ReturnType<typeof vaccinesView>
type Ready = Extract<VaccinesState, { status: 'ready' }>

export type VaccineDosesProps = Omit<RecordEvents<DoseRecord, DoseRecordFormValues>, 'onAdd' | 'onEdit'> &
  RecordAccess & {
    name: string
    dob: string
    today: string
    state: VaccinesState
    onRecord: (dose: VaccineDose) => void
    onEdit: (dose: VaccineDose, record: DoseRecord) => void
    /** The vaccination card's form and the record's state (docs/decisions/090). */
    card: Pick<VaccinationCardProps, 'childId' | 'onOpen' | 'onSubmit' | 'onCancel' | 'onSetComplete'>
  }

const done = {
  carded: 'Doses from the card added.', complete: 'Saved: the record is complete.', incomplete: 'Saved: the record is not complete yet.', added: 'Dose recorded.',
  saved: 'Record saved.', removed: 'Record removed.', gone: 'That record had been removed in another tab or on another device, so it was not saved.',
}
const words = { loading: 'Loading the vaccine schedule…', unavailable: 'Vaccine records are not available on this server. Everything else in the app works as usual.', failed: 'The vaccine records could not be loaded.', done }

/** What a conflict compares of a dose record (the form's fields). */
const fields: readonly ConflictField<DoseRecordFormValues>[] = [
  ['Status', (r) => doseGroupHeadings[r.status]], ['Date', (r) => longDate(r.date)], ['Clinic', (r) => r.clinic], ['Lot number', (r) => r.lot], ['Note', (r) => r.note],
]

const edgeOf = (status: DoseTiming['status']) => (status === 'overdue' ? 'accent' : status === 'due' ? 'primary' : 'border')

/**
 * The Vaccines section of the health record (docs/decisions/073) on the record-list frame (docs/decisions/095): every
 * dose of the schedule grouped by status (overdue, due, upcoming in the next 30 days, given, not given, later), by
 * chronological age, the source named; the vaccination card (docs/decisions/090) above them.
 */
export function VaccineDoses(props: VaccineDosesProps) {
  const { name, dob, today, canRecord } = props
  const item = (state: Ready) => (timing: DoseTiming) => {
    const { dose, record } = timing
    const label = doseName(dose)
    const blocked = state.card.form !== null
    const open = state.form?.doseId === dose.id && <DoseRecordForm key={record?.id ?? 'new'} {...state.form} dob={dob} today={today} onSubmit={props.onSubmit} onCancel={props.onCancel} />
    return (
      <RecordCard key={dose.id} $edge={edgeOf(timing.status)}>
        <ItemTitle>{label}</ItemTitle>
        <When>{doseWhenText(timing)}</When>
        {record?.lot && <SmallText>Lot {record.lot}</SmallText>}
        {record?.note && <SmallText>{record.note}</SmallText>}
        {timing.givenEarly && <SmallText>Recorded before the schedule&apos;s earliest age or interval for this dose. Talk with your child&apos;s doctor about it.</SmallText>}
        {dose.note && <SmallText>{dose.note}</SmallText>}
        <RecordControls {...props} onEdit={(edited) => props.onEdit(dose, edited)} record={record} ready={state} blocked={blocked} fields={fields} form={open} what={`the record of ${label}`} confirm={{ text: 'Remove this record? The dose is then worked out from the dates again.' }}
          after={canRecord && !record && (
            <Button variant={timing.status === 'later' ? 'ghost' : 'secondary'} size="sm" disabled={isBlocked(state) || blocked} onClick={() => props.onRecord(dose)} aria-label={`Record ${label}`}>
              Record
            </Button>
          )}
        />
      </RecordCard>
    )
  }
  return (
    <RecordListSection
      id="health-vaccines"
      title="Vaccines"
      view={props.state}
      words={words}
      lead={<Lead>When each dose is recommended for {name}, worked out from the date of birth (the age since birth, never a corrected age). This is information, not medical advice: talk with your child&apos;s doctor about {name}&apos;s vaccines.</Lead>}
      failure={(state) => state.removeFailed && 'The record could not be removed. Please try again.'}
      note={!canRecord && `You can see ${name}'s vaccines. Only the owner and caregivers record doses.`}
    >
      {(state) => (
        <>
          <VaccinationCard {...props.card} name={name} dob={dob} today={today} timings={state.timings} state={state.card} canRecord={canRecord} />
          {doseGroups(state.timings).map((group) => (
            // The doses given and those far off are many: folded, a click away; what needs doing stays open.
            <RecordGroup key={group.status} id={`dose-group-${group.status}`} title={`${group.heading} (${group.timings.length})`} items={group.timings} list={TwoColumnList} fold={group.status === 'later' || group.status === 'given'}>
              {item(state)}
            </RecordGroup>
          ))}
          <SmallText>
            Schedule: {state.schedule.source.name}, {state.schedule.source.date}, in our own words. Schedules change: your child&apos;s doctor has the current one.
          </SmallText>
        </>
      )}
    </RecordListSection>
  )
}
