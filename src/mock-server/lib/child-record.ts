import type { ChildRecord } from '@/mock-server/records'

type ChildRecordDefaults = Omit<ChildRecord, 'id' | 'parent_id' | 'dob'>

/** What a child record holds where nothing was given: the seed, the children handler and the tests' factories start here. */
export const childRecordDefaults: ChildRecordDefaults = {
  first_name: '',
  last_name: '',
  sex: 'M',
  height_cm: null,
  weight_kg: null,
  is_premature: false,
  weeks_premature: null,
  birth_weight: null,
  notes: '',
  profile_image: null,
}

/** A whole child record from its keys, its date of birth and whatever else is known. */
export function childRecord(fields: Pick<ChildRecord, 'id' | 'parent_id' | 'dob'> & Partial<ChildRecordDefaults>): ChildRecord {
  return { ...childRecordDefaults, ...fields }
}
