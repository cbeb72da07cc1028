import { Link } from '@tanstack/react-router'
import type { VisitRecord } from '@/contract/visits'
import { longDate } from '@/domain/format'
import { recommendedVisits, splitVisits, visitKindLabels, visitTitle, type VisitFormValues } from '@/domain/visits'
import type { visitsView } from '@/machines/visits.view'
import { Button } from '@/ui/primitives/button'
import type { ConflictField } from '@/ui/primitives/conflict-panel'
import { Lead } from '@/ui/primitives/section'
import { RecordControls, RecordListSection, type RecordAccess, type RecordEvents } from '@/ui/record-list/record-list-section'
import { ItemTitle, NoteLines, RecordCard, RecordGroup } from '@/ui/record-list/record-parts'
import { RecommendedVisits } from '@/ui/screens/health/recommended-visits'
import { VisitForm } from '@/ui/screens/health/visit-form'

/** The section's view from its flow (docs/decisions/095): the kit's, in the section's names. */
export type VisitsState = ReturnType<typeof visitsView>
type Ready = Extract<VisitsState, { status: 'ready' }>

export type VisitsSectionProps = RecordEvents<VisitRecord, VisitFormValues> &
  RecordAccess & {
    childId: number
    name: string
    dob: string
    today: string
    state: VisitsState
    /** Downloads the planned visits and the doses to plan for as an .ics file. */
    onDownloadCalendar: () => void
  }

const done = { added: 'Visit added.', saved: 'Visit saved.', removed: 'Visit removed.', gone: 'That visit had been removed in another tab or on another device, so it was not saved.' }
const words = { loading: 'Loading the visits…', unavailable: 'Visits are not available on this server. Everything else in the app works as usual.', failed: 'The visits could not be loaded.', done }

/** What a conflict compares of a visit (the form's fields). */
const fields: readonly ConflictField<VisitFormValues>[] = [
  ['Date', (v) => longDate(v.date)], ['Time', (v) => v.time || 'No time'], ['Kind of visit', (v) => visitKindLabels[v.kind]],
  ['Clinician', (v) => v.clinician], ['Questions to ask', (v) => v.questions], ['Notes', (v) => v.notes],
]

/**
 * The Visits section of the health record (docs/decisions/080) on the record-list frame (docs/decisions/095): the
 * next visit with the questions to ask (its own, and the ones written for the doctor), the planned and past visits,
 * the recommended check-ups by age with their days, and the calendar file. Informational, never medical advice.
 */
export function VisitsSection(props: VisitsSectionProps) {
  const { name, dob, today } = props
  const form = (state: Ready) => state.form && <VisitForm key={state.form.visit?.id ?? 'new'} {...state.form} dob={dob} today={today} onSubmit={props.onSubmit} onCancel={props.onCancel} />
  const visit = (state: Ready, next: boolean) => (record: VisitRecord, index: number) => {
    const title = visitTitle(record)
    const first = next && index === 0
    return (
      <RecordCard key={record.id} $edge={first ? 'primary' : 'border'}>
        <ItemTitle>{first ? `Next visit: ${title}` : title}</ItemTitle>
        {record.questions && <NoteLines label="Questions to ask" text={record.questions} />}
        {first && state.doctorQuestions.trim() && (
          <NoteLines label={<>Your questions for the doctor (from the <Link to="/child/$childId/summary" params={{ childId: props.childId }}>summary for the doctor</Link>)</>} text={state.doctorQuestions} />
        )}
        {record.notes && <NoteLines label="Notes" text={record.notes} />}
        <RecordControls {...props} record={record} ready={state} fields={fields} form={state.form?.visit?.id === record.id && form(state)} what={`the visit of ${title}`} confirm={{ text: 'Remove this visit and its notes?' }} />
      </RecordCard>
    )
  }
  return (
    <RecordListSection
      id="health-visits"
      title="Visits"
      view={props.state}
      words={words}
      lead={<Lead>{name}&apos;s check-ups and other visits: plan the next one, keep what was said, and take your questions along.</Lead>}
      failure={(state) => state.removeFailed && 'The visit could not be removed. Please try again.'}
      note={!props.canRecord && `You can see ${name}'s visits. Only the owner and caregivers add them.`}
      empty={(state) => {
        if (splitVisits(state.visits, today).planned.length > 0) return null
        const next = recommendedVisits(state.schedule.visits, dob, today).find((item) => item.isNext)
        return `No visit planned.${next ? ` The next recommended check-up is the ${next.visit.title} visit, around ${longDate(next.date)}.` : ''}`
      }}
      add={() => (props.canRecord ? { label: 'Add a visit', onAdd: props.onAdd } : null)}
      actions={<Button variant="ghost" onClick={props.onDownloadCalendar}>Download the calendar (.ics)</Button>}
      form={(state) => !state.form?.visit && form(state)}
    >
      {(state) => {
        const { planned, past } = splitVisits(state.visits, today)
        return (
          <>
            {planned.length > 0 && <RecordGroup id="visits-planned" title="Planned" items={planned}>{visit(state, true)}</RecordGroup>}
            {past.length > 0 && <RecordGroup id="visits-past-visits" title="Past visits" items={past}>{visit(state, false)}</RecordGroup>}
            <RecommendedVisits schedule={state.schedule} dob={dob} today={today} />
          </>
        )
      }}
    </RecordListSection>
  )
}
