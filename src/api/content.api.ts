import { endpoints } from '@/contract/endpoints'
import { type ImpactQuery, type BandCreate, type BandUpdate, type OptionCreate, type OptionUpdate, type QuestionCreate, type QuestionSetCreate, type QuestionSetUpdate, type QuestionUpdate } from '@/contract/content'
import { isImportPlan, type ImportAnswer, type ImportPlan } from '@/contract/content-import'
import { ApiError, isApiError } from '@/api/api-error'
import { call } from '@/api/client'

/* Updates and deletes take an optional If-Match tag (contentTag): a stale one answers 412. */

export const listBands = () => call(endpoints.listBands, {})
export const createBand = (body: BandCreate) => call(endpoints.createBand, { body })
export const updateBand = (id: number, body: BandUpdate, ifMatch?: string) => call(endpoints.updateBand, { params: { id }, body, ifMatch })
export const deleteBand = (id: number, ifMatch?: string) => call(endpoints.deleteBand, { params: { id }, ifMatch })
export const exportMilestones = () => call(endpoints.exportMilestones, {})
/** docs/decisions/066: the parents' answers an item touches (an optional extension: a server without it answers 404). */
export const contentImpact = (query: ImpactQuery) => call(endpoints.contentImpact, { query })

/** Imports the file at once; a plan in answer (a dry run where none was asked) breaks the contract. */
export async function importMilestones(file: Blob): Promise<ImportAnswer> {
  const answer = await call(endpoints.importMilestones, { body: { file } })
  if (isImportPlan(answer)) throw new ApiError('contract', 200, answer, ['(answer): a dry-run plan for an import'])
  return answer
}

/** The preview of an import: the server's plan, or `available: false` for a server without dry runs (decision 044). */
export type ImportPreview = { available: true; plan: ImportPlan } | { available: false }

/**
 * docs/decisions/044: a server that does not know `dry_run` would
 * import a file sent for a preview at once. So the dry run is first asked of a
 * file no server can import (not a JSON array): a server with dry runs answers
 * a plan (`dry_run: true`), one without refuses it with 400 and nothing
 * changes. Only then is the admin's file sent, and its answer must be a plan too.
 */
const unimportableFile = () => new Blob(['{"dry_run_probe": "This is not a list of bands: no server can import it."}'], { type: 'application/json' })

export async function previewImport(file: Blob): Promise<ImportPreview> {
  let probe: unknown
  try {
    probe = await call(endpoints.importMilestones, { query: { dry_run: '1' }, body: { file: unimportableFile() } })
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 400) return { available: false }
    throw error
  }
  if (!isImportPlan(probe)) return { available: false }
  const plan = await call(endpoints.importMilestones, { query: { dry_run: '1' }, body: { file } })
  if (!isImportPlan(plan)) throw new ApiError('contract', 200, plan, ['(answer): not a dry-run plan'])
  return { available: true, plan }
}

export const createQuestionSet = (body: QuestionSetCreate) => call(endpoints.createQuestionSet, { body })
export const updateQuestionSet = (id: number, body: QuestionSetUpdate, ifMatch?: string) => call(endpoints.updateQuestionSet, { params: { id }, body, ifMatch })
export const deleteQuestionSet = (id: number, ifMatch?: string) => call(endpoints.deleteQuestionSet, { params: { id }, ifMatch })

export const createQuestion = (body: QuestionCreate) => call(endpoints.createQuestion, { body })
export const updateQuestion = (id: number, body: QuestionUpdate, ifMatch?: string) => call(endpoints.updateQuestion, { params: { id }, body, ifMatch })
export const deleteQuestion = (id: number, ifMatch?: string) => call(endpoints.deleteQuestion, { params: { id }, ifMatch })

export const createOption = (body: OptionCreate) => call(endpoints.createOption, { body })
export const updateOption = (id: number, body: OptionUpdate, ifMatch?: string) => call(endpoints.updateOption, { params: { id }, body, ifMatch })
export const deleteOption = (id: number, ifMatch?: string) => call(endpoints.deleteOption, { params: { id }, ifMatch })

/** docs/product-rules.md#2: the export is saved as milestones.json, indented. */
export function exportFileContent(bands: unknown): string {
  return `${JSON.stringify(bands, null, 2)}\n`
}
