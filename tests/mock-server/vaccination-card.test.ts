import { describe, expect, it } from 'vitest'
import { call } from '@/api/client'
import { endpoints } from '@/contract/endpoints'
import { addVaccineCard, getVaccineRecordState, listDoseRecords, setVaccineRecordState, updateVaccineDose } from '@/api/health.api'
import { doseRecordMessages, vaccineCardMessages, vaccineMessages } from '@/contract/health'
import { toIsoDate } from '@/domain/age'
import { seedUsers } from '@/mock-server/seed/users'
import {
  expectNotFoundWithNothingStored,
  expectRefusedWithNothingStored,
  failure,
  itForbidsClients,
  itRequiresSignIn,
  seedChildId,
  signIn,
  signInAsViewerOf,
  signUpOtherParent,
  startSeedBackend,
} from './helpers'

/** docs/decisions/090: the vaccination card added at once, the record said complete, a dose's maximum age. */
const today = new Date(2025, 5, 15, 12)
const { backend, db, olivia } = startSeedBackend({ today })
const liam = () => seedChildId(db(), 'liam')
const doseId = (key: string) => db().vaccines.findFirst((q) => q.where({ key }))!.id
const liamRecords = () => db().doseRecords.findMany((q) => q.where({ child: liam() }))

describe('addVaccineCard: POST /health/doses/card/ (optional extension)', () => {
  itRequiresSignIn(backend, 'addVaccineCard', () => ({ body: { child: liam(), doses: [{ dose: doseId('hepb-1'), date_unknown: true }] } }))

  it('records the ticked doses as given at once, each on its date or on a day not known', async () => {
    await signIn(seedUsers.parent)
    const dob = db().children.findFirst((q) => q.where({ id: liam() }))!.dob
    const created = await addVaccineCard({ child: liam(), doses: [{ dose: doseId('hepb-1'), date: dob }, { dose: doseId('rsv-1'), date_unknown: true }] })
    expect(created.map((r) => [r.status, r.date, r.date_unknown])).toEqual([
      ['given', dob, false],
      ['given', toIsoDate(today), true],
    ])
    expect((await listDoseRecords(liam())).map((r) => r.dose)).toEqual(expect.arrayContaining([doseId('hepb-1'), doseId('rsv-1')]))
  })

  it("lets Olivia's caregiver add from the card", async () => {
    await signIn(seedUsers.caregiver)
    const created = await addVaccineCard({ child: olivia(), doses: [{ dose: doseId('ipv-3'), date_unknown: true }] })
    expect(created).toHaveLength(1)
  })

  it('answers 400 under the entry it names and stores none of the card: a date missing, in the future, before birth, a dose twice, recorded or unknown', async () => {
    await signIn(seedUsers.parent)
    const hepb = doseId('hepb-1')
    const refused = (doses: Parameters<typeof addVaccineCard>[0]['doses']) => expectRefusedWithNothingStored(backend, () => addVaccineCard({ child: liam(), doses }))
    expect((await refused([{ dose: hepb }])).body).toEqual({ 'doses.0.date': [vaccineCardMessages.dateOrUnknown] })
    expect((await refused([{ dose: hepb, date_unknown: true }, { dose: doseId('rsv-1'), date: '2099-01-01' }])).body).toEqual({ 'doses.1.date': [doseRecordMessages.future] })
    expect((await refused([{ dose: hepb, date_unknown: true }, { dose: doseId('rsv-1'), date: '2000-01-01' }])).body).toEqual({ 'doses.1.date': [doseRecordMessages.beforeBirth] })
    expect((await refused([{ dose: hepb, date_unknown: true }, { dose: hepb, date_unknown: true }])).body).toEqual({ 'doses.1.dose': [vaccineCardMessages.twice] })
    expect((await refused([{ dose: 9999, date_unknown: true }])).body).toEqual({ 'doses.0.dose': [doseRecordMessages.dose] })
    expect((await refused([])).body).toEqual({ doses: [vaccineCardMessages.empty] })
    expect(liamRecords()).toEqual([])
    const given = doseId('hepb-1')
    await addVaccineCard({ child: liam(), doses: [{ dose: given, date_unknown: true }] })
    const before = liamRecords()
    expect((await refused([{ dose: doseId('rsv-1'), date_unknown: true }, { dose: given, date_unknown: true }])).body).toEqual({ 'doses.1.dose': [doseRecordMessages.recorded] })
    expect(liamRecords()).toEqual(before)
  })

  it("answers 404 for another parent's child and 403 for a viewer, storing nothing", async () => {
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => addVaccineCard({ child: liam(), doses: [{ dose: doseId('hepb-1'), date_unknown: true }] }))
    await signInAsViewerOf(liam())
    const error = await failure(addVaccineCard({ child: liam(), doses: [{ dose: doseId('hepb-1'), date_unknown: true }] }))
    expect(error.status).toBe(403)
    expect(liamRecords()).toEqual([])
  })
})

describe('getVaccineRecordState, setVaccineRecordState: /health/vaccine-record/ (optional extension)', () => {
  itRequiresSignIn(backend, 'getVaccineRecordState', () => ({ query: { child: liam() } }))
  itRequiresSignIn(backend, 'setVaccineRecordState', () => ({ body: { child: liam(), complete: true } }))

  it("answers Olivia's seed record complete and Liam's not; the parent says it, a repeat changes nothing, and back", async () => {
    await signIn(seedUsers.parent)
    expect(await getVaccineRecordState(olivia())).toEqual({ child: olivia(), complete: true, available: true })
    expect(await getVaccineRecordState(liam())).toEqual({ child: liam(), complete: false, available: true })
    expect(await setVaccineRecordState(liam(), true)).toEqual({ child: liam(), complete: true })
    expect(await setVaccineRecordState(liam(), true)).toEqual({ child: liam(), complete: true })
    expect((await getVaccineRecordState(liam())).complete).toBe(true)
    await setVaccineRecordState(liam(), false)
    expect((await getVaccineRecordState(liam())).complete).toBe(false)
  })

  it('lets a viewer read it but not say it (403), another parent neither (404), changing nothing', async () => {
    await signInAsViewerOf(liam())
    expect((await getVaccineRecordState(liam())).complete).toBe(false)
    expect((await failure(setVaccineRecordState(liam(), true))).status).toBe(403)
    await signUpOtherParent({ email: 'other.parent@example.org' })
    await expectNotFoundWithNothingStored(backend, () => setVaccineRecordState(liam(), true))
    expect((await failure(call(endpoints.getVaccineRecordState, { query: { child: liam() } }))).status).toBe(404)
    await signIn(seedUsers.parent)
    expect((await getVaccineRecordState(liam())).complete).toBe(false)
  })

  it('answers 403 to an admin', async () => {
    await signIn(seedUsers.admin)
    expect((await failure(setVaccineRecordState(liam(), true))).status).toBe(403)
  })
})

describe("updateVaccineDose: a dose's maximum age (docs/decisions/090)", () => {
  itForbidsClients(backend, 'updateVaccineDose', () => ({ params: { id: doseId('rv-3') }, body: { max_age_days: 200 } }))

  it('stores a maximum age, and refuses one below the minimum age (given or stored) with nothing changed', async () => {
    await signIn(seedUsers.admin)
    expect((await updateVaccineDose(doseId('rv-3'), { max_age_days: 240 })).max_age_days).toBe(240)
    const below = await expectRefusedWithNothingStored(backend, () => updateVaccineDose(doseId('rv-3'), { max_age_days: 50 }))
    expect(below.body).toEqual({ max_age_days: [vaccineMessages.maxAge] })
    const both = await expectRefusedWithNothingStored(backend, () => updateVaccineDose(doseId('rv-3'), { min_age_days: 100, max_age_days: 99 }))
    expect(both.body).toEqual({ max_age_days: [vaccineMessages.maxAge] })
  })
})
