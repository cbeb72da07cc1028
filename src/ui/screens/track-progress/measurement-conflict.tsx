import type { Units } from '@/contract/accounts'
import { measureNames, type Measurement, type MeasureName } from '@/contract/progress'
import { longDate } from '@/domain/format'
import { measureLabels, measureValueText } from '@/domain/track-progress'
import type { ConflictField } from '@/ui/primitives/conflict-panel'

/** What the conflict panel compares of a measurement: its date and each measure (docs/decisions/086, 091). */
export type MeasurementVersion = Pick<Measurement, 'date'> & Partial<Record<MeasureName, number | null>>

/** The panel's rows, labelled as the form says them; a measure not given reads "Not recorded". */
export function measurementConflictFields(units: Units): readonly ConflictField<MeasurementVersion>[] {
  return [
    ['Date', (version) => longDate(version.date)],
    ...measureNames.map(
      (name): ConflictField<MeasurementVersion> => [
        measureLabels[name].name,
        (version) => {
          const value = version[name]
          return value === null || value === undefined ? 'Not recorded' : measureValueText(name, value, units)
        },
      ],
    ),
  ]
}
