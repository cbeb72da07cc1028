import { apiBaseUrl, call } from '@/api/client'
import { endpoints } from '@/contract/endpoints'
import type { DoseRecordCreate, DoseRecordUpdate, VaccineCard, VaccineDoseCreate, VaccineDoseUpdate, VaccineRecordState } from '@/contract/health'
import { isNotFoundError } from '@/api/api-error'
import { documentFilePath, type DocumentUpdate, type DocumentUpload, type HealthDocument } from '@/contract/documents'
import type { VisitCreate, VisitUpdate } from '@/contract/visits'
import { fetchApiBlob } from '@/api/media'

/** Health records (docs/decisions/073, optional extensions): the vaccine schedule and a child's recorded doses. */
export const getVaccineSchedule = () => call(endpoints.getVaccineSchedule, {})
export const createVaccineDose = (body: VaccineDoseCreate) => call(endpoints.createVaccineDose, { body })
export const updateVaccineDose = (id: number, body: VaccineDoseUpdate, ifMatch?: string) => call(endpoints.updateVaccineDose, { params: { id }, body, ifMatch })
export const listDoseRecords = (child: number) => call(endpoints.listDoseRecords, { query: { child } })
export const createDoseRecord = (body: DoseRecordCreate) => call(endpoints.createDoseRecord, { body })
export const updateDoseRecord = (id: number, body: DoseRecordUpdate, ifMatch?: string) => call(endpoints.updateDoseRecord, { params: { id }, body, ifMatch })
export const deleteDoseRecord = (id: number, ifMatch?: string) => call(endpoints.deleteDoseRecord, { params: { id }, ifMatch })
/** docs/decisions/090: the doses a vaccination card shows, all at once, and whether the record is complete. */
export const addVaccineCard = (body: VaccineCard) => call(endpoints.addVaccineCard, { body })
export const setVaccineRecordState = (child: number, complete: boolean) => call(endpoints.setVaccineRecordState, { body: { child, complete } })
/** A server without the record's state (404 with the child's doses found) answers: not complete, and cannot be said. */
export async function getVaccineRecordState(child: number): Promise<VaccineRecordState & { available: boolean }> {
  try {
    return { ...(await call(endpoints.getVaccineRecordState, { query: { child } })), available: true }
  } catch (error) {
    if (isNotFoundError(error)) return { child, complete: false, available: false }
    throw error
  }
}

/** docs/decisions/080: the recommended well-child visits and a child's recorded visits. */
export const getVisitSchedule = () => call(endpoints.getVisitSchedule, {})
export const listVisits = (child: number) => call(endpoints.listVisits, { query: { child } })
export const createVisit = (body: VisitCreate) => call(endpoints.createVisit, { body })
export const updateVisit = (id: number, body: VisitUpdate, ifMatch?: string) => call(endpoints.updateVisit, { params: { id }, body, ifMatch })
export const deleteVisit = (id: number, ifMatch?: string) => call(endpoints.deleteVisit, { params: { id }, ifMatch })

/** docs/decisions/081: a child's health documents; a document's bytes come from its authenticated `file` URL. */
export const listDocuments = (child: number) => call(endpoints.listDocuments, { query: { child } })
export const uploadDocument = (body: DocumentUpload) => call(endpoints.uploadDocument, { body })
export const updateDocument = (id: number, body: DocumentUpdate, ifMatch?: string) => call(endpoints.updateDocument, { params: { id }, body, ifMatch })
export const deleteDocument = (id: number, ifMatch?: string) => call(endpoints.deleteDocument, { params: { id }, ifMatch })
export const fetchDocumentFile = (document: Pick<HealthDocument, 'file'>) => fetchApiBlob(document.file)
/** A document's bytes by its id (the export's files, docs/decisions/089): the contract's path under this app's API base. */
export const fetchDocumentFileById = (id: number) => fetchApiBlob(`${apiBaseUrl().replace(/\/$/, '')}${documentFilePath.replace(':id', String(id))}`)
