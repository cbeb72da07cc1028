import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import type { VisitRecord, VisitSchedule } from '@/contract/visits'
import { longDate } from '@/domain/format'
import { recommendedVisits, splitVisits, visitKindLabels, visitTitle, type VisitFormValues } from '@/domain/visits'
import { Button } from '@/ui/primitives/button'
import { RecordConflictPanel, type ConflictField, type RecordConflict } from '@/ui/primitives/conflict-panel'
import { Notice, RetryNotice } from '@/ui/primitives/notice'
import { type OptionalSectionState } from '@/ui/primitives/states'
import { ItemCard, ItemList, Lead, Section, SectionHeading } from '@/ui/primitives/section'
import { ConfirmRemove, GroupHeading, ItemTitle, Row, Small } from '@/ui/screens/health/health-parts'
import { VisitForm, type VisitFormState } from '@/ui/screens/health/visit-form'
import type { MayDelete } from '@/domain/child-access'

const Item = styled(ItemCard)<{ $next?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.75)};
  border-left: 4px solid ${({ theme, $next }) => ($next ? theme.colors.primary : theme.colors.border)};
`

/** Notes and questions as typed: their line breaks kept. */
const Text = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`

const Fold = styled.details`
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding: ${({ theme }) => theme.space(0.75)} 0;
  }
`

const Ages = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  padding-left: ${({ theme }) => theme.space(2.5)};
`

export type VisitsState = OptionalSectionState<{
  schedule: VisitSchedule
  visits: readonly VisitRecord[]
  doctorQuestions: string
  /** The open form: null closed; `visit` null for a new visit. */
  form: VisitFormState | null
  confirming: VisitRecord | null
  busy: boolean
  removeFailed: boolean
  done: 'added' | 'saved' | 'removed' | 'gone' | null
  /** Someone else changed the visit being saved or removed (docs/decisions/086): their version and this parent's. */
  conflict: RecordConflict<VisitRecord, VisitFormValues> | null
}>

export type VisitsSectionProps = {
  childId: number
  name: string
  dob: string
  today: string
  state: VisitsState
  /** A viewer (docs/decisions/072) reads only. */
  canRecord: boolean
  /** Remove is offered only where the server allows it (docs/decisions/089: a caregiver removes what they added). */
  mayDelete: MayDelete
  onAdd: () => void
  onEdit: (visit: VisitRecord) => void
  onSubmit: (values: VisitFormValues) => void
  onCancel: () => void
  onRemove: (visit: VisitRecord) => void
  onConfirmRemove: () => void
  /** In a conflict: keep mine (or remove anyway), or use theirs (or keep it). */
  onKeepMine: () => void
  onUseTheirs: () => void
  /** Downloads the planned visits and the doses to plan for as an .ics file. */
  onDownloadCalendar: () => void
}

const doneText = {
  added: 'Visit added.',
  saved: 'Visit saved.',
  removed: 'Visit removed.',
  gone: 'That visit had been removed in another tab or on another device, so it was not saved.',
} as const

type Ready = Extract<VisitsState, { status: 'ready' }>

/** What a conflict compares of a visit (the form's fields). */
const visitConflictFields: readonly ConflictField<VisitFormValues>[] = [
  ['Date', (v) => longDate(v.date)],
  ['Time', (v) => v.time || 'No time'],
  ['Kind of visit', (v) => visitKindLabels[v.kind]],
  ['Clinician', (v) => v.clinician],
  ['Questions to ask', (v) => v.questions],
  ['Notes', (v) => v.notes],
]

/** Nothing else starts while a form, a confirmation, a write or a conflict is open. */
const isBlocked = (state: Ready) => state.form !== null || state.busy || state.confirming !== null || state.conflict !== null

/**
 * The Visits section of the health record (docs/decisions/080): the next visit with the questions to ask (its own,
 * and the ones written for the doctor), the planned and past visits, the recommended check-ups by age with their
 * days, and the calendar file. Informational, never medical advice.
 */
export function VisitsSection(props: VisitsSectionProps) {
  const { name, state } = props
  return (
    <Section $padding="lg" aria-labelledby="health-visits">
      <SectionHeading id="health-visits">Visits</SectionHeading>
      {state.status === 'loading' && <Lead>Loading the visits…</Lead>}
      {state.status === 'unavailable' && <Notice tone="info">Visits are not available on this server. Everything else in the app works as usual.</Notice>}
      {state.status === 'failed' && <RetryNotice onRetry={state.onRetry}>The visits could not be loaded.</RetryNotice>}
      {state.status === 'ready' && <ReadyVisits {...props} state={state} />}
      {state.status === 'ready' && !props.canRecord && <Notice tone="info">You can see {name}&apos;s visits. Only the owner and caregivers add them.</Notice>}
    </Section>
  )
}

function ReadyVisits({ state, ...props }: Omit<VisitsSectionProps, 'state'> & { state: Ready }) {
  const { planned, past } = splitVisits(state.visits, props.today)
  const recommended = recommendedVisits(state.schedule.visits, props.dob, props.today)
  const nextRecommended = recommended.find((item) => item.isNext)
  const blocked = isBlocked(state)
  return (
    <>
      <Lead>
        {props.name}&apos;s check-ups and other visits: plan the next one, keep what was said, and take your questions along.
      </Lead>
      {state.done && <Notice tone={state.done === 'gone' ? 'warning' : 'success'}>{doneText[state.done]}</Notice>}
      {state.removeFailed && <Notice tone="error">The visit could not be removed. Please try again.</Notice>}
      {planned.length === 0 && (
        <p>
          No visit planned.
          {nextRecommended && ` The next recommended check-up is the ${nextRecommended.visit.title} visit, around ${longDate(nextRecommended.date)}.`}
        </p>
      )}
      <Row>
        {props.canRecord && (
          <Button variant="secondary" disabled={blocked} onClick={props.onAdd}>
            Add a visit
          </Button>
        )}
        <Button variant="ghost" onClick={props.onDownloadCalendar}>
          Download the calendar (.ics)
        </Button>
      </Row>
      {state.form && !state.form.visit && <VisitForm {...state.form} dob={props.dob} today={props.today} onSubmit={props.onSubmit} onCancel={props.onCancel} />}
      {planned.length > 0 && <VisitList title="Planned" visits={planned} state={state} {...props} withNext />}
      {past.length > 0 && <VisitList title="Past visits" visits={past} state={state} {...props} />}
      <Fold>
        <summary>Recommended check-ups ({recommended.length})</summary>
        <Ages>
          {recommended.map(({ visit, date, isNext }) => (
            <li key={visit.id}>
              <strong>{visit.title}</strong>: around {longDate(date)}
              {isNext && ' (next)'}. {visit.note}
            </li>
          ))}
        </Ages>
      </Fold>
      <Small>
        Check-up ages: {state.schedule.source.name}, {state.schedule.source.date}, in our own words. Your child&apos;s doctor may suggest other
        days.
      </Small>
    </>
  )
}

function VisitList({ title, visits, state, withNext = false, ...props }: Omit<VisitsSectionProps, 'state'> & { title: string; visits: readonly VisitRecord[]; state: Ready; withNext?: boolean }) {
  const headingId = `visits-${title.toLowerCase().replace(/\s+/g, '-')}`
  return (
    <div>
      <GroupHeading id={headingId}>{title}</GroupHeading>
      <ItemList aria-labelledby={headingId}>
        {visits.map((visit, index) => (
          <VisitItem key={visit.id} visit={visit} next={withNext && index === 0} state={state} {...props} />
        ))}
      </ItemList>
    </div>
  )
}

function VisitItem(props: Omit<VisitsSectionProps, 'state' | 'name'> & { visit: VisitRecord; next: boolean; state: Ready }) {
  const { visit, next, state, childId, canRecord, mayDelete, dob, today, onEdit, onSubmit, onCancel, onRemove, onConfirmRemove } = props
  const title = visitTitle(visit)
  const blocked = isBlocked(state)
  const conflict = state.conflict?.theirs.id === visit.id ? state.conflict : null
  return (
    <Item $next={next}>
      <ItemTitle>{next ? `Next visit: ${title}` : title}</ItemTitle>
      {visit.questions && (
        <>
          <Small>Questions to ask</Small>
          <Text>{visit.questions}</Text>
        </>
      )}
      {next && state.doctorQuestions.trim() && (
        <>
          <Small>
            Your questions for the doctor (from the{' '}
            <Link to="/child/$childId/summary" params={{ childId }}>
              summary for the doctor
            </Link>
            )
          </Small>
          <Text>{state.doctorQuestions}</Text>
        </>
      )}
      {visit.notes && (
        <>
          <Small>Notes</Small>
          <Text>{visit.notes}</Text>
        </>
      )}
      {conflict && (
        <RecordConflictPanel conflict={conflict} fields={visitConflictFields} busy={state.busy} onKeepMine={props.onKeepMine} onUseTheirs={props.onUseTheirs} />
      )}
      {state.form?.visit?.id === visit.id ? (
        <VisitForm key={visit.id} {...state.form} dob={dob} today={today} onSubmit={onSubmit} onCancel={onCancel} />
      ) : conflict ? null : state.confirming?.id === visit.id ? (
        <ConfirmRemove label={`Remove the visit of ${title}?`} text="Remove this visit and its notes?" busy={state.busy} onConfirm={onConfirmRemove} onCancel={onCancel} />
      ) : (
        canRecord && (
          <Row>
            <Button variant="secondary" size="sm" disabled={blocked} onClick={() => onEdit(visit)} aria-label={`Edit the visit of ${title}`}>
              Edit
            </Button>
            {mayDelete(visit) && (
              <Button variant="ghost" size="sm" disabled={blocked} onClick={() => onRemove(visit)} aria-label={`Remove the visit of ${title}`}>
                Remove
              </Button>
            )}
          </Row>
        )
      )}
    </Item>
  )
}
