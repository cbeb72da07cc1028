import { endpoints } from '@/contract/endpoints'
import type {
  BandCreate,
  BandUpdate,
  OptionCreate,
  OptionUpdate,
  QuestionCreate,
  QuestionSetCreate,
  QuestionSetUpdate,
  QuestionUpdate,
} from '@/contract/content'
import { call } from '@/api/client'

/* Updates and deletes take an optional If-Match tag (contentTag): a stale one answers 412. */

export const listBands = () => call(endpoints.listBands, {})
export const createBand = (body: BandCreate) => call(endpoints.createBand, { body })
export const updateBand = (id: number, body: BandUpdate, ifMatch?: string) => call(endpoints.updateBand, { params: { id }, body, ifMatch })
export const deleteBand = (id: number, ifMatch?: string) => call(endpoints.deleteBand, { params: { id }, ifMatch })
export const exportMilestones = () => call(endpoints.exportMilestones, {})
export const importMilestones = (file: Blob) => call(endpoints.importMilestones, { body: { file } })

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
