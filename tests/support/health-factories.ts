import type { DoseRecord, VaccineDose } from '@/contract/health'
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

/** A visit a parent recorded: a well-child check-up on the day, with no clinician, notes or questions unless given. */
export function makeVisit(fields: Partial<VisitRecord> & Pick<VisitRecord, 'id' | 'date'>): VisitRecord {
  return { child: 1, kind: 'well_child', clinician: '', notes: '', questions: '', ...fields }
}
