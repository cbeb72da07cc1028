import type { DoseRecord, VaccineDose } from '@/contract/health'
import type { HealthDocument } from '@/contract/documents'
import type { VisitRecord, WellChildVisit } from '@/contract/visits'

/** A dose of a vaccine's series, by default a first dose recommended at 2 months with no minimum age or interval. */
export function makeVaccineDose(fields: Partial<VaccineDose> & Pick<VaccineDose, 'id'>): VaccineDose {
  const dose = fields.dose ?? 1
  return {
    key: `vaccine-${fields.id}`,
    vaccine: 'Test vaccine',
    short_name: 'TV',
    dose,
    from_months: 2,
    to_months: 2,
    min_age_days: null,
    min_interval_days: null,
    note: '',
    is_active: true,
    order: fields.id,
    ...fields,
  }
}

/** A parent's record of a dose: given on the day, with no clinic, lot or note unless given. */
export function makeDoseRecord(fields: Partial<DoseRecord> & Pick<DoseRecord, 'dose' | 'date'>): DoseRecord {
  return { id: fields.dose, child: 1, status: 'given', clinic: '', lot: '', note: '', ...fields }
}

/** A recommended check-up of the visit schedule, by default at 2 months. */
export function makeWellChildVisit(fields: Partial<WellChildVisit> & Pick<WellChildVisit, 'id'>): WellChildVisit {
  const age = fields.age_months ?? 2
  return { key: `visit-${fields.id}`, age_months: age, title: `${age} months`, note: '', is_active: true, order: fields.id, ...fields }
}

/** A visit a parent recorded: a well-child check-up on the day, with no time, clinician, notes or questions unless given. */
export function makeVisit(fields: Partial<VisitRecord> & Pick<VisitRecord, 'id' | 'date'>): VisitRecord {
  return { child: 1, time: '', kind: 'well_child', clinician: '', notes: '', questions: '', ...fields }
}

/** A child's health document as the API answers it: by default a lab result PDF of child 1, dated 1 June 2026. */
export function makeHealthDocument(fields: Partial<HealthDocument> & Pick<HealthDocument, 'id'>): HealthDocument {
  return {
    child: 1,
    name: 'Lab result',
    kind: 'lab_result',
    date: '2026-06-01',
    content_type: 'application/pdf',
    size: 2048,
    uploaded_at: '2026-06-01T10:00:00.000Z',
    file: `/api/health/documents/${fields.id}/file/`,
    ...fields,
  }
}
