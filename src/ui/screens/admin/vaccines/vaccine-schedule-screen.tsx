import styled from 'styled-components'
import type { VaccineDose, VaccineSchedule } from '@/contract/health'
import type { DoseChange } from '@/machines/vaccine-schedule.machine'
import { doseRuleText, vaccineDoseFormValues, type VaccineDoseFormValues } from '@/domain/vaccine-schedule'
import { ConflictPanel, conflictRows, type ConflictField } from '@/ui/primitives/conflict-panel'
import { Button } from '@/ui/primitives/button'
import { PageContainer } from '@/ui/primitives/card'
import { Stack } from '@/ui/primitives/layout'
import { Notice, RetryNotice } from '@/ui/primitives/notice'
import { Nowrap } from '@/ui/primitives/nowrap'
import { PageHeader } from '@/ui/primitives/page-header'
import { ItemList } from '@/ui/primitives/section'
import { LoadingState } from '@/ui/primitives/states'
import type { OptionalSectionState } from '@/ui/primitives/states'
import { RecordCard, Row } from '@/ui/record-list/record-parts'
import { VaccineDoseForm, type VaccineDoseFormProps } from '@/ui/screens/admin/vaccines/vaccine-dose-form'

/* The record-list frame's list and card (docs/decisions/095), in order, a dose's name beside its buttons. */
const Rows = styled(ItemList).attrs({ as: 'ol' as const, $gap: 1 })``

const DoseCard = styled(RecordCard)<{ $inactive: boolean }>`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  background: ${({ theme, $inactive }) => ($inactive ? theme.colors.surface : theme.colors.surfaceRaised)};
`

const Name = styled.div`
  min-width: 0;
  flex: 1 1 16rem;

  strong {
    display: block;
    overflow-wrap: anywhere;
  }

  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const Actions = styled(Row).attrs({ $gap: 0.5, $align: 'center' as const })``

export type VaccineScheduleState = OptionalSectionState<{
  schedule: VaccineSchedule
  form: Omit<VaccineDoseFormProps, 'onSubmit' | 'onCancel'> | null
  busy: boolean
  failed: boolean
  done: 'added' | 'saved' | 'changed' | null
  /** Another admin changed the dose being saved (docs/decisions/086): their version and this admin's. */
  conflict: { theirs: VaccineDose; mine: VaccineDoseFormValues } | null
}>

export type VaccineScheduleScreenProps = {
  state: VaccineScheduleState
  onAdd: () => void
  onEdit: (dose: VaccineDose) => void
  onSubmit: (values: VaccineDoseFormValues) => void
  onCancel: () => void
  onChange: (change: DoseChange) => void
  /** In a conflict: save mine over theirs, or reload theirs and drop mine. */
  onKeepMine: () => void
  onUseTheirs: () => void
}

const doseFields: readonly ConflictField<VaccineDoseFormValues>[] = [
  ['Vaccine', (v) => v.vaccine],
  ['Short name', (v) => v.short_name],
  ['Dose number', (v) => v.dose],
  ['From (months)', (v) => v.from_months],
  ['To (months)', (v) => v.to_months],
  ['Minimum age (days)', (v) => v.min_age_days],
  ['Minimum interval (days)', (v) => v.min_interval_days],
  ['Maximum age (days)', (v) => v.max_age_days],
  ['Note for parents', (v) => v.note],
  ['Key', (v) => v.key],
]

const doneText = { added: 'Dose added.', saved: 'Dose saved.', changed: 'Schedule updated.' } as const

/** The vaccine schedule in the admin area (docs/decisions/073): the doses in order, added, edited, deactivated and moved. */
export function VaccineScheduleScreen({ state, onAdd, onEdit, onSubmit, onCancel, onChange, onKeepMine, onUseTheirs }: VaccineScheduleScreenProps) {
  const ready = state.status === 'ready' ? state : null
  return (
    <PageContainer $width="wide">
      <Stack $gap={3}>
        <PageHeader
          title="Vaccine schedule"
          lead={
            ready
              ? `The doses parents see on a child's health record, in this order. Written from ${ready.schedule.source.name}, ${ready.schedule.source.date}.`
              : "The doses parents see on a child's health record."
          }
          actions={
            ready && (
              <Button onClick={onAdd} disabled={ready.busy || ready.form !== null}>
                <Nowrap>Add a dose</Nowrap>
              </Button>
            )
          }
        />
        {state.status === 'loading' && <LoadingState label="Loading the schedule…" />}
        {state.status === 'unavailable' && <Notice tone="info">The vaccine schedule is not available on this server.</Notice>}
        {state.status === 'failed' && (
          <RetryNotice onRetry={state.onRetry}>The schedule could not be loaded.</RetryNotice>
        )}
        {ready && (
          <>
            {ready.done && <Notice tone="success">{doneText[ready.done]}</Notice>}
            {ready.failed && <Notice tone="error">The change could not be saved. Please try again.</Notice>}
            {ready.conflict && (
              <ConflictPanel
                write="change"
                rows={conflictRows(doseFields, vaccineDoseFormValues(ready.conflict.theirs), ready.conflict.mine)}
                busy={ready.busy}
                onKeepMine={onKeepMine}
                onUseTheirs={onUseTheirs}
              />
            )}
            {ready.form && <VaccineDoseForm key={ready.form.dose?.id ?? 'new'} {...ready.form} onSubmit={onSubmit} onCancel={onCancel} />}
            <Rows aria-label="Doses of the schedule">
              {ready.schedule.doses.map((dose, index) => (
                <DoseRow key={dose.id} dose={dose} index={index} count={ready.schedule.doses.length} blocked={ready.busy || ready.form !== null} onEdit={onEdit} onChange={onChange} />
              ))}
            </Rows>
          </>
        )}
      </Stack>
    </PageContainer>
  )
}

function DoseRow({ dose, index, count, blocked, onEdit, onChange }: { dose: VaccineDose; index: number; count: number; blocked: boolean } & Pick<VaccineScheduleScreenProps, 'onEdit' | 'onChange'>) {
  const name = `${dose.short_name} dose ${dose.dose}`
  return (
    <DoseCard $inactive={!dose.is_active}>
      <Name>
        <strong>
          {index + 1}. {name}: {dose.vaccine}
        </strong>
        <span>
          {doseRuleText(dose)} · {dose.is_active ? 'Active' : 'Inactive: parents do not see it'}
        </span>
      </Name>
      <Actions role="group" aria-label={name}>
        <Button variant="secondary" size="sm" disabled={blocked} onClick={() => onEdit(dose)} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" disabled={blocked || index === 0} onClick={() => onChange({ id: dose.id, order: index - 1 })} aria-label={`Move ${name} up`}>
          Move up
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={blocked || index === count - 1}
          onClick={() => onChange({ id: dose.id, order: index + 1 })}
          aria-label={`Move ${name} down`}
        >
          Move down
        </Button>
        <Button variant="ghost" size="sm" disabled={blocked} onClick={() => onChange({ id: dose.id, is_active: !dose.is_active })} aria-label={`${dose.is_active ? 'Deactivate' : 'Activate'} ${name}`}>
          {dose.is_active ? 'Deactivate' : 'Activate'}
        </Button>
      </Actions>
    </DoseCard>
  )
}
