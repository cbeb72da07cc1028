import type { Measurement, MeasureName } from '@/contract/progress'
import { toIsoDate } from '@/domain/age'
import { profileMeasuresOf, type ProfileMeasures } from '@/domain/measurements'
import type { Database } from '@/mock-server/db'
import type { ChildRecord, HistoryRecord, MeasurementRecord, UserRecord } from '@/mock-server/records'
import { nameOf } from '@/mock-server/lib/child-access'
import { currentBand, milestoneProgressWithAnswers } from '@/mock-server/lib/progress'

/**
 * docs/product-rules.md#decisions-progress-calls: every answer submission leaves a row with
 * its day, the child's band then and the progress records at that moment, so
 * Track Progress can chart completion over time. One row per child and day (docs/decisions/085): a later
 * submission the same day replaces that day's row, so the history grows with the days, never with the requests.
 */
export async function recordSubmission(db: Database, child: ChildRecord, today: Date): Promise<void> {
  const band = currentBand(db, child, today)
  const date = toIsoDate(today)
  db.history.deleteMany((q) => q.where({ child: child.id, date }))
  await db.history.create({
    id: db.nextId('history'),
    child: child.id,
    date,
    band: band ? { id: band.id, title: band.title } : null,
    ...submissionSnapshot(db, child, today),
  })
}

/**
 * A submission's figures: the progress records, and the answers to the current band's questions
 * (decision 092: "what changed" names them).
 */
export function submissionSnapshot(db: Database, child: ChildRecord, today: Date): Pick<HistoryRecord, 'progress' | 'answers'> {
  const band = currentBand(db, child, today)
  const sets = new Set(band ? db.sets.findMany((q) => q.where({ band: band.id })).map((set) => set.id) : [])
  const inBand = new Set(db.questions.findMany((q) => q.where({ band_set: (id) => sets.has(id) })).map((question) => question.id))
  const answers = db.responses
    .findMany((q) => q.where({ child: child.id }))
    .flatMap((response) => {
      const first = response.choices[0]
      return first && inBand.has(response.question) ? [{ question: response.question, option: first.option }] : []
    })
    .sort((a, b) => a.question - b.question)
  return { progress: milestoneProgressWithAnswers(db, child, today), answers }
}

export type MeasureValues = Partial<Record<MeasureName, number | null>>

/**
 * docs/decisions/091: the child's height and weight (SPEC's fields on the profile) are the latest measurement's
 * that has each, written after every measurement added, corrected or deleted.
 */
export async function syncProfileMeasures(db: Database, childId: number, cleared: readonly ('height_cm' | 'weight_kg')[] = []): Promise<void> {
  const measures: Partial<ProfileMeasures> = profileMeasuresOf(childMeasurements(db, childId))
  // A profile edit that empties a field (SPEC's PATCH) is taken as asked, until the next measurement.
  for (const name of cleared) delete measures[name]
  await db.children.update((q) => q.where({ id: childId }), { data: (record) => void Object.assign(record, measures) })
}

/**
 * A new measurement of the child (docs/decisions/091): a second one the same day is kept beside the first, never
 * merged into it; the profile's height and weight then follow the latest.
 */
export async function recordMeasurement(db: Database, childId: number, date: string, values: MeasureValues, givenBy: number | null): Promise<MeasurementRecord> {
  const row = await db.measurements.create({
    id: db.nextId('measurements'),
    child: childId,
    date,
    height_cm: values.height_cm ?? null,
    weight_kg: values.weight_kg ?? null,
    head_circumference_cm: values.head_circumference_cm ?? null,
    // docs/decisions/072: who gave it.
    given_by_id: givenBy,
  })
  await syncProfileMeasures(db, childId)
  return row
}

/** A measurement corrected, whole (its date and measures; who added it stays), and the profile following the latest. */
export async function correctMeasurement(db: Database, row: MeasurementRecord, date: string, values: MeasureValues): Promise<MeasurementRecord> {
  const fields = {
    date,
    height_cm: values.height_cm ?? null,
    weight_kg: values.weight_kg ?? null,
    head_circumference_cm: values.head_circumference_cm ?? null,
  }
  const updated = await db.measurements.update((q) => q.where({ id: row.id }), { data: (record) => void Object.assign(record, fields) })
  await syncProfileMeasures(db, row.child)
  return updated ?? { ...row, ...fields }
}

/** A measurement removed, and the profile following the latest one left. */
export async function removeMeasurement(db: Database, row: MeasurementRecord): Promise<void> {
  db.measurements.delete((q) => q.where({ id: row.id }))
  await syncProfileMeasures(db, row.child)
}

/** A child's rows, oldest first (same day: in the order they were made). */
export const childHistory = (db: Database, childId: number) =>
  db.history.findMany((q) => q.where({ child: childId })).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)

export const childMeasurements = (db: Database, childId: number) =>
  db.measurements.findMany((q) => q.where({ child: childId })).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)

/** A measurement row on the wire: `given_by` is the name of who gave it (docs/decisions/072), `given_by_you` whether the caller did. */
export function measurementView(db: Database, row: MeasurementRecord, user: UserRecord): Measurement {
  const { given_by_id, ...fields } = row
  return { ...fields, given_by: nameOf(db, given_by_id), given_by_you: given_by_id === user.id }
}
