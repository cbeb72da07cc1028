import { getChild, listResponses } from '@/api/children.api'
import { listBands } from '@/api/content.api'
import type { Child } from '@/contract/children'
import type { Band } from '@/contract/content'
import type { ChildResponse } from '@/contract/responses'

/** What the questionnaire needs to start: the child (its age picks the band), the content and the answers given. */
export interface QuestionnaireData {
  child: Child
  bands: Band[]
  responses: ChildResponse[]
}

/** The three calls at once (questionnaire.machine.ts; the route starts them early, routes/-lib/early-load.ts). */
export async function loadQuestionnaireData(childId: number): Promise<QuestionnaireData> {
  const [child, bands, responses] = await Promise.all([getChild(childId), listBands(), listResponses(childId)])
  return { child, bands, responses }
}
