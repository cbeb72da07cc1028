import type { ChildCreate, ChildUpdate } from '@/contract/children'
import { endpoints } from '@/contract/endpoints'
import type { DoctorQuestionsUpdate } from '@/contract/doctor-questions'
import type { MeasurementCreate, MeasurementUpdate } from '@/contract/progress'
import type { BulkResponsesBody } from '@/contract/responses'
import { call } from '@/api/client'

export const listChildren = () => call(endpoints.listChildren, {})
export const getChild = (childId: number) => call(endpoints.getChild, { params: { childId } })
export const createChild = (body: ChildCreate) => call(endpoints.createChild, { body })
export const updateChild = (childId: number, body: ChildUpdate) => call(endpoints.updateChild, { params: { childId }, body })
/** DELETE /children/profiles/{id}/ (docs/decisions/062, optional): the child and everything stored for it. */
export const deleteChild = (childId: number) => call(endpoints.deleteChild, { params: { childId } })
export const listChildBands = (child: number) => call(endpoints.listChildBands, { query: { child } })
export const listMilestones = (child: number) => call(endpoints.listMilestones, { query: { child } })
export const listResponses = (child: number) => call(endpoints.listResponses, { query: { child } })
export const bulkCreateResponses = (body: BulkResponsesBody) => call(endpoints.bulkCreateResponses, { body })
export const listMilestoneHistory = (child: number) => call(endpoints.listMilestoneHistory, { query: { child } })
export const listMeasurements = (child: number) => call(endpoints.listMeasurements, { query: { child } })
export const createMeasurement = (body: MeasurementCreate) => call(endpoints.createMeasurement, { body })
export const updateMeasurement = (id: number, body: MeasurementUpdate, ifMatch?: string) => call(endpoints.updateMeasurement, { params: { id }, body, ifMatch })
export const deleteMeasurement = (id: number, ifMatch?: string) => call(endpoints.deleteMeasurement, { params: { id }, ifMatch })
export const getDoctorQuestions = (child: number) => call(endpoints.getDoctorQuestions, { query: { child } })
export const saveDoctorQuestions = (body: DoctorQuestionsUpdate, ifMatch?: string) => call(endpoints.saveDoctorQuestions, { body, ifMatch })
