import type { Measurement, MeasureName } from '@/contract/progress'
import { latestMeasures } from '@/domain/doctor-summary'

/** The child's own measures (SPEC's height_cm and weight_kg on the profile). */
export type ProfileMeasures = { height_cm: number | null; weight_kg: number | null }

/**
 * docs/decisions/091: the profile's height and weight are the latest measurement's that has each (latestMeasures),
 * null when none has it. The server writes them on the child after every measurement added, corrected or deleted,
 * so the profile, the dashboard card, the health record, the summary and Track Progress say the same numbers.
 */
export function profileMeasuresOf(measurements: readonly Pick<Measurement, 'id' | 'date' | MeasureName>[]): ProfileMeasures {
  const latest = latestMeasures(measurements)
  return { height_cm: latest.height_cm?.value ?? null, weight_kg: latest.weight_kg?.value ?? null }
}
