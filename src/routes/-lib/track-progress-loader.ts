import { isApiError } from '@/api/api-error'
import { getChild, listMeasurements, listMilestoneHistory } from '@/api/children.api'
import type { Child } from '@/contract/children'
import type { Measurement, MilestoneHistoryEntry } from '@/contract/progress'
import { toIsoDate } from '@/domain/age'

export type TrackProgressLoad =
  | { status: 'found'; child: Child; history: MilestoneHistoryEntry[]; measurements: Measurement[]; today: string }
  /** The child is ours, but the server has not got the optional calls (a 404 from them). */
  | { status: 'unavailable'; child: Child }
  /** `retryable`: the failure may pass (network, server), unlike a 404 for a child that is not ours. */
  | { status: 'notFound'; retryable: boolean }

const isNotFound = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 404
const mayPass = (error: unknown) => !(isApiError(error) && error.kind === 'http' && error.status < 500)

/**
 * docs/product-rules.md#decisions-track-progress: the child, then the optional history and
 * measurements calls. A 404 from those (with the child found) means the server
 * lacks them: the screen says so, and nothing else is affected.
 */
export async function loadTrackProgress(childId: number): Promise<TrackProgressLoad> {
  const [child, history, measurements] = await Promise.allSettled([getChild(childId), listMilestoneHistory(childId), listMeasurements(childId)])
  if (child.status === 'rejected') {
    console.error(`Child ${childId} could not be loaded`, child.reason)
    return { status: 'notFound', retryable: mayPass(child.reason) }
  }
  const failures = [history, measurements].flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []))
  if (failures.length > 0) {
    if (failures.every(isNotFound)) return { status: 'unavailable', child: child.value }
    console.error(`The progress of child ${childId} could not be loaded`, failures)
    return { status: 'notFound', retryable: true }
  }
  if (history.status !== 'fulfilled' || measurements.status !== 'fulfilled') return { status: 'notFound', retryable: true }
  return { status: 'found', child: child.value, history: history.value, measurements: measurements.value, today: toIsoDate(new Date()) }
}
