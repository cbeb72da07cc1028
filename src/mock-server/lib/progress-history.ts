import type { Measurement, MeasureName } from '@/contract/progress'
import { toIsoDate } from '@/domain/age'
import type { ChildRecord, Database, HistoryRecord, MeasurementRecord } from '@/mock-server/db'
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
 * One row per child and day (docs/product-rules.md#decisions-progress-calls): a second
 * measurement of the same day replaces the measures it gives and keeps the others.
 * When the row is the child's latest, the child's current height and weight follow it.
 */
export async function recordMeasurement(db: Database, childId: number, date: string, values: MeasureValues, givenBy: number | null): Promise<MeasurementRecord> {
  const given = {
    ...(Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'number')) as MeasureValues),
    // Issue #26: who last gave the day's measures.
    given_by_id: givenBy,
  }
  const existing = db.measurements.findFirst((q) => q.where({ child: childId, date }))
  let row: MeasurementRecord
  if (existing) {
    row = (await db.measurements.update((q) => q.where({ id: existing.id }), { data: (record) => void Object.assign(record, given) })) ?? {
      ...existing,
      ...given,
    }
  } else {
    row = await db.measurements.create({
      id: db.nextId('measurements'),
      child: childId,
      date,
      height_cm: null,
      weight_kg: null,
      head_circumference_cm: null,
      ...given,
    })
  }
  const later = db.measurements.findFirst((q) => q.where({ child: childId, date: (other) => other > date }))
  const current: Partial<ChildRecord> = {}
  if (given.height_cm !== undefined) current.height_cm = given.height_cm
  if (given.weight_kg !== undefined) current.weight_kg = given.weight_kg
  if (!later && Object.keys(current).length > 0) {
    await db.children.update((q) => q.where({ id: childId }), { data: (record) => void Object.assign(record, current) })
  }
  return row
}

/** A child's rows, oldest first (same day: in the order they were made). */
export const childHistory = (db: Database, childId: number) =>
  db.history.findMany((q) => q.where({ child: childId })).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)

export const childMeasurements = (db: Database, childId: number) =>
  db.measurements.findMany((q) => q.where({ child: childId })).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)

/** A measurement row on the wire: `given_by` is the name of who gave it (issue #26). */
export function measurementView(db: Database, row: MeasurementRecord): Measurement {
  const { given_by_id, ...fields } = row
  return { ...fields, given_by: nameOf(db, given_by_id) }
}
