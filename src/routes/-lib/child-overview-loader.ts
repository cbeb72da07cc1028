import { isApiError } from '@/api/api-error'
import { getChild, listMilestones, listResponses } from '@/api/children.api'
import { listBands } from '@/api/milestones.api'
import type { MilestoneProgress } from '@/contract/children'
import { toIsoDate } from '@/domain/age'
import { childOverview, type ChildOverview } from '@/domain/child-overview'

export type OverviewLoad =
  | { status: 'found'; overview: ChildOverview; progress: MilestoneProgress[]; today: string }
  /** `retryable`: the failure may pass (network, server), unlike a 404 for a child that is not ours. */
  | { status: 'notFound'; retryable: boolean }

/**
 * The summary, the weekly checklist and the reminders read the same calls the
 * profile and the questionnaire make (child, bands, answers, progress) and
 * compute the rest (src/domain/child-overview.ts): no new endpoint.
 */
export async function loadChildOverview(childId: number): Promise<OverviewLoad> {
  try {
    const [child, bands, responses, progress] = await Promise.all([getChild(childId), listBands(), listResponses(childId), listMilestones(childId)])
    const today = new Date()
    return { status: 'found', overview: childOverview(child, bands, responses, today), progress, today: toIsoDate(today) }
  } catch (error) {
    console.error(`The overview of child ${childId} could not be loaded`, error)
    const answered = isApiError(error) && error.kind === 'http' && error.status < 500
    return { status: 'notFound', retryable: !answered }
  }
}
