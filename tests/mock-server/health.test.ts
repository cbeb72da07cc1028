import { describe, expect, it } from 'vitest'
import {
  createDoseRecord,
  createVaccineDose,
  deleteDoseRecord,
  getVaccineSchedule,
  listDoseRecords,
  updateDoseRecord,
  updateVaccineDose,
} from '@/api/health.api'
import { toIsoDate } from '@/domain/age'
import { addDays } from '@/domain/vaccines'
import { SEED_CLINIC, seedOliviaDoses, seedVaccineSchedule, VACCINE_SCHEDULE_SOURCE } from '@/mock-server/seed/vaccine-schedule'
import { seedUsers } from '@/mock-server/seed/users'
import {
  expectNotFoundWithNothingStored,
  expectRefusedWithNothingStored,
  failure,
  itForbidsClients,
  itListsOnlyForTheChildsFamily,
  itRequiresSignIn,
  seedChildId,
  signIn,
  signUpOtherParent,
  startSeedBackend,
  seedUserId,
  storedRow,
} from './helpers'

const today = new Date(2025, 5, 15, 12)
const { backend, db, olivia } = startSeedBackend({ today })
const doseByKey = (key: string) => db().vaccines.findFirst((q) => q.where({ key }))!
const oliviaRecord = () => db().doseRecords.findFirst((q) => q.where({ child: olivia() }))!
const newDose = { key: 'mena-1', vaccine: 'Meningococcal', short_name: 'MenACWY', dose: 1, from_months: 2, to_months: 2, min_age_days: 42, min_interval_days: null }
const recordBody = () => ({ child: olivia(), dose: doseByKey('ipv-3').id, status: 'given' as const, date: '2025-06-01' })

describe('getVaccineSchedule: GET /health/vaccines/ (optional extension, issue #27)', () => {
  itRequiresSignIn(backend, 'getVaccineSchedule', () => ({}))

  it('answers the seed schedule in order with its source; a parent sees the active doses, an admin every dose', async () => {
    await signIn(seedUsers.parent)
    const schedule = await getVaccineSchedule()
    expect(schedule.source).toEqual(VACCINE_SCHEDULE_SOURCE)
    expect(schedule.doses.map((dose) => dose.key)).toEqual(seedVaccineSchedule.map((dose) => dose.key))
    await signIn(seedUsers.admin)
    await updateVaccineDose(doseByKey('flu-2').id, { is_active: false })
    expect((await getVaccineSchedule()).doses.map((dose) => dose.key)).toContain('flu-2')
    await signIn(seedUsers.parent)
    expect((await getVaccineSchedule()).doses.map((dose) => dose.key)).not.toContain('flu-2')
  })
})

describe('createVaccineDose, updateVaccineDose (optional extension, admins only)', () => {
  itRequiresSignIn(backend, 'createVaccineDose', () => ({ body: newDose }))
  itRequiresSignIn(backend, 'updateVaccineDose', () => ({ params: { id: doseByKey('hepb-1').id }, body: { note: 'x' } }))
  itForbidsClients(backend, 'createVaccineDose', () => ({ body: newDose }))
  itForbidsClients(backend, 'updateVaccineDose', () => ({ params: { id: doseByKey('hepb-1').id }, body: { note: 'x' } }))

  it('adds a dose at the end or at a place, renumbering the others, and edits one; each change stored', async () => {
    await signIn(seedUsers.admin)
    const count = seedVaccineSchedule.length
    const last = await createVaccineDose(newDose)
    expect(last).toEqual({ id: expect.any(Number), ...newDose, note: '', max_age_days: null, is_active: true, order: count })
    const first = await createVaccineDose({ ...newDose, key: 'mena-0', order: 0 })
    const keys = (await getVaccineSchedule()).doses.map((dose) => dose.key)
    expect(keys.slice(0, 2)).toEqual(['mena-0', 'hepb-1'])
    expect(keys.at(-1)).toBe('mena-1')
    expect((await getVaccineSchedule()).doses.map((dose) => dose.order)).toEqual([...Array(count + 2).keys()])
    const edited = await updateVaccineDose(first.id, { vaccine: '  Meningococcal ACWY ', to_months: 3, order: 1 })
    expect(edited).toMatchObject({ vaccine: 'Meningococcal ACWY', from_months: 2, to_months: 3, order: 1 })
    expect(db().vaccines.findFirst((q) => q.where({ id: first.id }))).toEqual(edited)
  })

  it('answers 400 with field messages and stores nothing: names, key, months, the window, days, a key taken', async () => {
    await signIn(seedUsers.admin)
    const bad = await expectRefusedWithNothingStored(backend, () =>
      createVaccineDose({ ...newDose, key: 'Men A', vaccine: ' ', short_name: '', dose: 0, from_months: 36, min_age_days: -1 }),
    )
    expect(bad.fieldErrors).toEqual({
      key: 'Use lower-case letters, digits and dashes.',
      vaccine: 'Enter the vaccine\u2019s name.',
      short_name: 'Enter its short name.',
      dose: 'Enter the dose number, 1 or more.',
      from_months: 'Enter a month of age from 0 to 35.',
      to_months: 'The window cannot end before it starts.',
      min_age_days: 'Enter a number of days, 0 or more, or leave it empty.',
    })
    const window = await expectRefusedWithNothingStored(backend, () => createVaccineDose({ ...newDose, from_months: 4, to_months: 2 }))
    expect(window.fieldErrors).toEqual({ to_months: 'The window cannot end before it starts.' })
    // against the stored window: hepb-3 is 6 to 18 months
    const stored = await expectRefusedWithNothingStored(backend, () => updateVaccineDose(doseByKey('hepb-3').id, { to_months: 5 }))
    expect(stored.fieldErrors).toEqual({ to_months: 'The window cannot end before it starts.' })
    const taken = await expectRefusedWithNothingStored(backend, () => createVaccineDose({ ...newDose, key: 'hepb-1' }))
    expect(taken.fieldErrors).toEqual({ key: 'Another dose has this key.' })
  })

  it('answers 404 for an unknown dose and changes nothing', async () => {
    await signIn(seedUsers.admin)
    await expectNotFoundWithNothingStored(backend, () => updateVaccineDose(999_999, { note: 'x' }))
  })
})

describe('listDoseRecords: GET /health/doses/?child= (optional extension)', () => {
  itRequiresSignIn(backend, 'listDoseRecords', () => ({ query: { child: olivia() } }))

  it("answers Olivia's seed record by date: every dose up to 6 months given at the seed clinic", async () => {
    await signIn(seedUsers.parent)
    const records = await listDoseRecords(olivia())
    expect(records.map((record) => db().vaccines.findFirst((q) => q.where({ id: record.dose }))!.key).sort()).toEqual(seedOliviaDoses.map((dose) => dose.key).sort())
    expect(records.every((record) => record.status === 'given' && record.clinic === SEED_CLINIC)).toBe(true)
    expect(records.map((record) => record.date)).toEqual([...records.map((record) => record.date)].sort())
    expect(await listDoseRecords(seedChildId(db(), 'liam'))).toEqual([])
  })

  itListsOnlyForTheChildsFamily(backend, listDoseRecords, olivia)
})

describe('createDoseRecord, updateDoseRecord, deleteDoseRecord (optional extension)', () => {
  itRequiresSignIn(backend, 'createDoseRecord', () => ({ body: recordBody() }))
  itRequiresSignIn(backend, 'updateDoseRecord', () => ({ params: { id: oliviaRecord().id }, body: { lot: 'x' } }))
  itRequiresSignIn(backend, 'deleteDoseRecord', () => ({ params: { id: oliviaRecord().id } }))

  it('records a dose, edits it and removes it, each change stored', async () => {
    await signIn(seedUsers.parent)
    const changes = backend.changes
    const created = await createDoseRecord({ ...recordBody(), clinic: '  Riverside  ', lot: 'IP771' })
    expect(created).toEqual({ id: expect.any(Number), ...recordBody(), clinic: 'Riverside', lot: 'IP771', note: '', given_by_you: true })
    const edited = await updateDoseRecord(created.id, { status: 'not_given', note: 'We will ask at the next visit.' })
    expect(edited).toEqual({ ...created, status: 'not_given', note: 'We will ask at the next visit.' })
    expect(db().doseRecords.findFirst((q) => q.where({ id: created.id }))).toEqual(storedRow(edited, seedUserId(db(), 'parent')))
    await deleteDoseRecord(created.id)
    expect(db().doseRecords.findFirst((q) => q.where({ id: created.id }))).toBeUndefined()
    expect(backend.changes).toBe(changes + 3)
  })

  it('answers 400 and stores nothing: an impossible, future or pre-birth date, an unknown dose, a dose recorded twice, long texts', async () => {
    await signIn(seedUsers.parent)
    const bad = await expectRefusedWithNothingStored(backend, () =>
      createDoseRecord({ ...recordBody(), status: 'maybe' as never, date: '2025-02-30', lot: 'x'.repeat(41) }),
    )
    expect(bad.fieldErrors).toEqual({ status: 'Choose given or not given.', date: 'Enter a real date.', lot: 'Use at most 40 characters.' })
    const future = await expectRefusedWithNothingStored(backend, () => createDoseRecord({ ...recordBody(), date: addDays(toIsoDate(new Date()), 1) }))
    expect(future.fieldErrors).toEqual({ date: 'The date cannot be in the future.' })
    const dob = db().children.findFirst((q) => q.where({ id: olivia() }))!.dob
    const beforeBirth = await expectRefusedWithNothingStored(backend, () => createDoseRecord({ ...recordBody(), date: addDays(dob, -1) }))
    expect(beforeBirth.fieldErrors).toEqual({ date: 'The date cannot be before the child\u2019s date of birth.' })
    const unknown = await expectRefusedWithNothingStored(backend, () => createDoseRecord({ ...recordBody(), dose: 999_999 }))
    expect(unknown.fieldErrors).toEqual({ dose: 'Unknown dose.' })
    const twice = await expectRefusedWithNothingStored(backend, () => createDoseRecord({ ...recordBody(), dose: oliviaRecord().dose }))
    expect(twice.fieldErrors).toEqual({ dose: 'This dose is already recorded for this child.' })
    const edit = await expectRefusedWithNothingStored(backend, () => updateDoseRecord(oliviaRecord().id, { date: addDays(dob, -1), note: 'x'.repeat(501) }))
    expect(edit.fieldErrors).toEqual({ note: 'Use at most 500 characters.' })
    const editBeforeBirth = await expectRefusedWithNothingStored(backend, () => updateDoseRecord(oliviaRecord().id, { date: addDays(dob, -1) }))
    expect(editBeforeBirth.fieldErrors).toEqual({ date: 'The date cannot be before the child’s date of birth.' })
  })

  it("answers 404 and changes nothing for another parent's child or record, or an unknown one; 403 for an admin", async () => {
    const id = oliviaRecord().id
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => createDoseRecord(recordBody()))
    await expectNotFoundWithNothingStored(backend, () => updateDoseRecord(id, { lot: 'x' }))
    await expectNotFoundWithNothingStored(backend, () => deleteDoseRecord(id))
    await expectNotFoundWithNothingStored(backend, () => deleteDoseRecord(999_999))
    await signIn(seedUsers.admin)
    expect((await failure(createDoseRecord(recordBody()))).status).toBe(403)
    expect((await failure(updateDoseRecord(id, { lot: 'x' }))).status).toBe(403)
    expect((await failure(deleteDoseRecord(id))).status).toBe(403)
    expect(db().doseRecords.findFirst((q) => q.where({ id }))).toBeDefined()
  })
})
