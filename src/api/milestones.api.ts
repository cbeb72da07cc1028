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
} from '@/contract/milestones'
import { call } from '@/api/client'

export const listBands = () => call(endpoints.listBands, {})
export const createBand = (body: BandCreate) => call(endpoints.createBand, { body })
export const updateBand = (id: number, body: BandUpdate) => call(endpoints.updateBand, { params: { id }, body })
export const deleteBand = (id: number) => call(endpoints.deleteBand, { params: { id } })
export const exportMilestones = () => call(endpoints.exportMilestones, {})
export const importMilestones = (file: Blob) => call(endpoints.importMilestones, { body: { file } })

export const createQuestionSet = (body: QuestionSetCreate) => call(endpoints.createQuestionSet, { body })
export const updateQuestionSet = (id: number, body: QuestionSetUpdate) => call(endpoints.updateQuestionSet, { params: { id }, body })
export const deleteQuestionSet = (id: number) => call(endpoints.deleteQuestionSet, { params: { id } })

export const createQuestion = (body: QuestionCreate) => call(endpoints.createQuestion, { body })
export const updateQuestion = (id: number, body: QuestionUpdate) => call(endpoints.updateQuestion, { params: { id }, body })
export const deleteQuestion = (id: number) => call(endpoints.deleteQuestion, { params: { id } })

export const createOption = (body: OptionCreate) => call(endpoints.createOption, { body })
export const updateOption = (id: number, body: OptionUpdate) => call(endpoints.updateOption, { params: { id }, body })
export const deleteOption = (id: number) => call(endpoints.deleteOption, { params: { id } })

/** SPEC section 2: the export is saved as milestones.json, indented. */
export function exportFileContent(bands: unknown): string {
  return `${JSON.stringify(bands, null, 2)}\n`
}
