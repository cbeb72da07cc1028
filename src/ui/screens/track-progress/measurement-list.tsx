import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { Units } from '@/contract/accounts'
import { measureNames, type Measurement } from '@/contract/progress'
import { longDate } from '@/domain/format'
import { givenByText } from '@/domain/given-by'
import { measureLabels, measureValueText } from '@/domain/track-progress'
import { Button } from '@/ui/primitives/button'
import { Cluster, Stack } from '@/ui/primitives/layout'
import { InlineConfirm } from '@/ui/primitives/inline-confirm'
import { Notice } from '@/ui/primitives/notice'
import { ItemCard, ItemList } from '@/ui/primitives/section'

const Row = styled(Stack).attrs({ $gap: 1 })``

const Values = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
`

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** "Height 70 cm, weight 8.5 kg": the row's measures in the account's units. */
export function measuresText(row: Pick<Measurement, 'height_cm' | 'weight_kg' | 'head_circumference_cm'>, units: Units): string {
  const parts = measureNames.flatMap((name) => {
    const value = row[name]
    return value === null || value === undefined ? [] : [`${measureLabels[name].name} ${measureValueText(name, value, units)}`]
  })
  return parts.join(', ')
}

export type MeasurementListProps = {
  measurements: readonly Measurement[]
  units?: Units
  readerName?: string
  /** May the reader correct and delete this one (the owner any, a caregiver their own: docs/decisions/091)? */
  mayChange: (row: Measurement) => boolean
  /** The row open for a correction or a deletion, with what it shows in place of its buttons. */
  open?: { id: number; content: ReactNode } | null
  onEdit: (row: Measurement) => void
  onDelete: (row: Measurement) => void
}

/**
 * docs/decisions/091: every measurement, newest first (on one day, the one added last first), each with Edit and
 * Delete where the reader may change it. A row opened for a correction or a deletion shows its form or question
 * in place of the buttons; the others wait until it is done.
 */
export function MeasurementList({ measurements, units = 'metric', readerName = '', mayChange, open = null, onEdit, onDelete }: MeasurementListProps) {
  const rows = [...measurements].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
  return (
    <ItemList aria-label="Measurements, newest first">
      {rows.map((row) => {
        const when = longDate(row.date)
        const by = givenByText(row.given_by, readerName)
        return (
          <ItemCard key={row.id} data-measurement={row.id}>
            <Row>
              <div>
                <strong>{when}</strong>
                <Values>{measuresText(row, units)}</Values>
                {by && <Meta>Added by {by}</Meta>}
              </div>
              {open?.id === row.id
                ? open.content
                : mayChange(row) && (
                    <Cluster $gap={1} $wrap>
                      <Button size="sm" variant="secondary" aria-label={`Edit the measurement of ${when}`} disabled={open !== null} onClick={() => onEdit(row)}>
                        Edit
                      </Button>
                      <Button size="sm" variant="ghost" aria-label={`Delete the measurement of ${when}`} disabled={open !== null} onClick={() => onDelete(row)}>
                        Delete
                      </Button>
                    </Cluster>
                  )}
            </Row>
          </ItemCard>
        )
      })}
    </ItemList>
  )
}

export type RemoveQuestionProps = {
  measurement: Measurement
  units?: Units
  busy: boolean
  failed: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** "Delete the measurement of 15 June 2025 (weight 85 kg)?", asked in the row before anything is deleted. */
export function RemoveQuestion({ measurement, units = 'metric', busy, failed, onConfirm, onCancel }: RemoveQuestionProps) {
  return (
    <InlineConfirm
      label="Delete this measurement?"
      text={`Delete the measurement of ${longDate(measurement.date)} (${measuresText(measurement, units).toLowerCase()})? The charts and the summary for the doctor will no longer show it.`}
      confirm="Delete"
      size="md"
      focusKeep
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {failed && <Notice tone="error">Could not delete the measurement. Please try again.</Notice>}
    </InlineConfirm>
  )
}
