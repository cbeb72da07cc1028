import { getUnitsPreference } from '@/api/accounts.api'
import type { Units } from '@/contract/accounts'
import { isNotFoundError } from '@/api/api-error'
import { getChild, getDoctorQuestions, listMeasurements, listMilestoneHistory, listMilestones, listResponses } from '@/api/children.api'
import { listBands } from '@/api/content.api'
import { getVaccineRecordState, getVaccineSchedule, listDoseRecords, listVisits } from '@/api/health.api'
import type { Child, MilestoneProgress } from '@/contract/children'
import type { DoctorQuestions } from '@/contract/doctor-questions'
import type { Measurement } from '@/contract/progress'
import type { VisitRecord } from '@/contract/visits'
import { toIsoDate } from '@/domain/age'
import { childOverview, type ChildOverview } from '@/domain/child-overview'
import type { OptionalPart } from '@/domain/doctor-summary'
import { areaMeasures } from '@/domain/milestone-measure'
import type { VaccineData } from '@/domain/health-record'
import type { TrackProgressLoad } from '@/domain/track-progress'
import { mayPass, throwLoadFailure } from '@/routes/-lib/load-failure'

export type OverviewLoad = { overview: ChildOverview; progress: MilestoneProgress[]; today: string }

/**
 * The summary, the weekly checklist and the reminders read the same calls the
 * profile and the questionnaire make (child, bands, answers, progress) and
 * compute the rest (src/domain/child-overview.ts): no new endpoint.
 */
export async function loadChildOverview(childId: number): Promise<OverviewLoad> {
  try {
    const [child, bands, responses, progress] = await Promise.all([getChild(childId), listBands(), listResponses(childId), listMilestones(childId)])
    const today = new Date()
    return { overview: childOverview(child, bands, responses, today), progress, today: toIsoDate(today) }
  } catch (error) {
    return throwLoadFailure(`The overview of child ${childId}`, error)
  }
}

/**
 * docs/product-rules.md#decisions-track-progress: the child, then the optional history and
 * measurements calls. A 404 from those (with the child found) means the server
 * lacks them: the screen says so, and nothing else is affected.
 */
export async function loadTrackProgress(childId: number): Promise<TrackProgressLoad> {
  const [child, history, measurements, bands, responses] = await Promise.allSettled([
    getChild(childId),
    listMilestoneHistory(childId),
    listMeasurements(childId),
    listBands(),
    listResponses(childId),
  ])
  if (child.status === 'rejected') {
    console.error(`Child ${childId} could not be loaded`, child.reason)
    return { status: 'notFound', retryable: mayPass(child.reason) }
  }
  const failures = [history, measurements].flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []))
  if (failures.length > 0) {
    if (failures.every(isNotFoundError)) return { status: 'unavailable', child: child.value }
    console.error(`The progress of child ${childId} could not be loaded`, failures)
    return { status: 'notFound', retryable: true }
  }
  if (history.status !== 'fulfilled' || measurements.status !== 'fulfilled') return { status: 'notFound', retryable: true }
  const today = new Date()
  // Decision 092: the areas now, in the words of the profile and the results after Finish.
  const areas = bands.status === 'fulfilled' && responses.status === 'fulfilled' ? { areas: areaMeasures(childOverview(child.value, bands.value, responses.value, today).sets) } : {}
  return { status: 'found', child: child.value, history: history.value, measurements: measurements.value, today: toIsoDate(today), ...areas }
}

async function optional<T>(what: string, run: () => Promise<T>): Promise<OptionalPart<T>> {
  try {
    return { status: 'found', value: await run() }
  } catch (error) {
    if (isNotFoundError(error)) return { status: 'unavailable' }
    console.error(`${what} could not be loaded`, error)
    return { status: 'failed' }
  }
}

/** docs/decisions/073: the vaccine schedule and the child's records (optional calls), for the doses to mention. */
const loadVaccines = (childId: number) =>
  optional<VaccineData>(`The vaccines of child ${childId}`, async () => {
    const [schedule, records, state] = await Promise.all([getVaccineSchedule(), listDoseRecords(childId), getVaccineRecordState(childId)])
    return { schedule, records, state: { complete: state.complete } }
  })

export type AlertsLoad = OverviewLoad & { vaccines: OptionalPart<VaccineData> }

/** Alerts & Reminders: the overview, and the doses overdue, due and coming up (docs/decisions/073; a server without the calls shows none). */
export function loadAlerts(childId: number): Promise<AlertsLoad> {
  return Promise.all([loadChildOverview(childId), loadVaccines(childId)]).then(([overview, vaccines]) => ({ ...overview, vaccines }))
}

export type SummaryLoad = OverviewLoad & {
  measurements: OptionalPart<Measurement[]>
  questions: OptionalPart<DoctorQuestions>
  vaccines: OptionalPart<VaccineData>
  /** docs/decisions/080: the child's visits (an optional call), for the last visit. */
  visits: OptionalPart<VisitRecord[]>
  /** docs/decisions/062: the account's units for the measurements. */
  units: Units
}

/**
 * The summary for the doctor (docs/decisions/060): the overview, and two optional calls beside it,
 * the measurements (the latest height, weight and head) and the parent's questions for the doctor.
 * Either one missing on the server (404) hides only its part.
 */
export async function loadSummary(childId: number): Promise<SummaryLoad> {
  const [overview, measurements, questions, vaccines, visits, units] = await Promise.all([
    loadChildOverview(childId),
    optional(`The measurements of child ${childId}`, () => listMeasurements(childId)),
    optional(`The questions for the doctor of child ${childId}`, () => getDoctorQuestions(childId)),
    loadVaccines(childId),
    optional(`The visits of child ${childId}`, () => listVisits(childId)),
    getUnitsPreference(),
  ])
  return { ...overview, measurements, questions, vaccines, visits, units }
}

export type HealthPageLoad = { child: Child; measurements: OptionalPart<Measurement[]>; today: string; units: Units }

/**
 * The child's health record page (docs/decisions/078): the child and, for the growth line, Track Progress's measurements
 * (an optional call). The vaccines load in the page's machine (health-record.machine.ts), so a server without the
 * health calls says so on that section only.
 */
export function loadHealthPage(childId: number): Promise<HealthPageLoad> {
  return healthPage(childId)
}

async function healthPage(childId: number) {
  const [child, measurements, units] = await Promise.allSettled([
    getChild(childId),
    optional(`The measurements of child ${childId}`, () => listMeasurements(childId)),
    getUnitsPreference(),
  ])
  if (child.status === 'rejected') return throwLoadFailure(`Child ${childId}`, child.reason)
  return {
    child: child.value,
    measurements: measurements.status === 'fulfilled' ? measurements.value : ({ status: 'failed' } as const),
    today: toIsoDate(new Date()),
    units: units.status === 'fulfilled' ? units.value : 'metric',
  }
}
