import { describe, expect, it } from 'vitest'
import { createMeasurement, deleteMeasurement, getChild, listMeasurements, updateChild, updateMeasurement } from '@/api/children.api'
import { childAccessMessages } from '@/contract/child-access'
import { staleRecordMessage } from '@/contract/conditional-writes'
import { recordTag } from '@/contract/content-tag'
import { latestMeasures } from '@/domain/doctor-summary'
import { seedUsers } from '@/mock-server/seed/users'
import {
  expectForbiddenWithNothingStored,
  expectNotFoundWithNothingStored,
  expectRefusedWithNothingStored,
  failure,
  itRequiresSignIn,
  seedChildId,
  signIn,
  signInAsViewerOf,
  signUpOtherParent,
  startSeedBackend,
  tables,
} from './helpers'

/*
 * docs/decisions/091: a measurement is corrected (PATCH, whole) or deleted by the owner, or by the caregiver who
 * added it; a viewer reads only. Both writes take If-Match (docs/decisions/086). After every write the child's
 * height and weight are the latest measurement's, so the profile and the measurements never disagree.
 */
const today = new Date(2025, 5, 15, 12)
const { backend, db, olivia } = startSeedBackend({ today })
const liam = () => seedChildId(db(), 'liam')
const stored = (id: number) => db().measurements.findFirst((q) => q.where({ id }))
const profile = (id: number) => db().children.findFirst((q) => q.where({ id }))
/** Olivia's latest seed measurement: her profile's 70 cm and 8.5 kg. */
const latestOfOlivia = async () => (await listMeasurements(olivia())).at(-1)!

describe('updateMeasurement: PATCH /children/measurements/{id}/ (optional extension)', () => {
  itRequiresSignIn(backend, 'updateMeasurement', () => ({ params: { id: 1 }, body: { date: '2025-06-01', weight_kg: 8 } }))

  it("corrects a measurement whole, and the child's height and weight follow the latest", async () => {
    await signIn(seedUsers.parent)
    const wrong = await createMeasurement({ child: olivia(), date: '2025-06-15', weight_kg: 85 })
    expect(profile(olivia())).toMatchObject({ weight_kg: 85, height_cm: 70 })
    const corrected = await updateMeasurement(wrong.id, { date: '2025-06-15', weight_kg: 8.6, head_circumference_cm: 44 })
    expect(corrected).toMatchObject({ id: wrong.id, date: '2025-06-15', height_cm: null, weight_kg: 8.6, head_circumference_cm: 44, given_by_you: true })
    expect(profile(olivia())).toMatchObject({ weight_kg: 8.6, height_cm: 70 })
    expect((await getChild(olivia())).weight_kg).toBe(8.6)
    // Moved to an earlier day, it is no longer the latest: the seed's last weight is the child's again.
    await updateMeasurement(wrong.id, { date: '2025-01-15', weight_kg: 6 })
    expect(profile(olivia())).toMatchObject({ weight_kg: 8.5, height_cm: 70 })
  })

  it.each([
    ['no measure at all', { date: '2025-06-01' }, { height_cm: ['Enter at least one measurement: height, weight or head circumference.'] }],
    ['a future date', { date: '2999-01-01', weight_kg: 8 }, { date: ['The date cannot be in the future.'] }],
    ['a weight out of range', { date: '2025-06-01', weight_kg: 900 }, { weight_kg: ['Weight must be between 0.3 and 200 kg.'] }],
    ['a date before the date of birth', { date: '2020-01-01', weight_kg: 8 }, { date: ['The date cannot be before the date of birth.'] }],
  ])('answers 400 with the field message for %s, and changes nothing', async (_name, body, expected) => {
    await signIn(seedUsers.parent)
    const { id } = await latestOfOlivia()
    const error = await expectRefusedWithNothingStored(backend, () => updateMeasurement(id, body))
    expect(error.body).toEqual(expected)
  })

  it("answers 404 for another parent's measurement and an unknown one, and changes nothing", async () => {
    await signIn(seedUsers.parent)
    const { id } = await latestOfOlivia()
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => updateMeasurement(id, { date: '2025-06-01', weight_kg: 8 }))
    await expectNotFoundWithNothingStored(backend, () => updateMeasurement(99_999, { date: '2025-06-01', weight_kg: 8 }))
  })
})

describe('deleteMeasurement: DELETE /children/measurements/{id}/ (optional extension)', () => {
  itRequiresSignIn(backend, 'deleteMeasurement', () => ({ params: { id: 1 } }))

  it("removes a measurement, and the child's height and weight follow the latest one left (none left: null)", async () => {
    await signIn(seedUsers.parent)
    const wrong = await createMeasurement({ child: olivia(), date: '2025-06-15', weight_kg: 85 })
    await deleteMeasurement(wrong.id)
    expect(stored(wrong.id)).toBeUndefined()
    expect(profile(olivia())).toMatchObject({ weight_kg: 8.5, height_cm: 70 })

    const only = await createMeasurement({ child: liam(), date: '2025-06-01', weight_kg: 6 })
    expect(profile(liam())).toMatchObject({ weight_kg: 6, height_cm: null })
    await deleteMeasurement(only.id)
    expect(profile(liam())).toMatchObject({ weight_kg: null, height_cm: null })
  })

  it("answers 404 for another parent's measurement and an unknown one, and deletes nothing", async () => {
    await signIn(seedUsers.parent)
    const { id } = await latestOfOlivia()
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => deleteMeasurement(id))
    await expectNotFoundWithNothingStored(backend, () => deleteMeasurement(99_999))
  })
})

describe('who may correct or delete a measurement (docs/decisions/091)', () => {
  it('a caregiver corrects and deletes what they added, not what the owner added (403, nothing changed)', async () => {
    await signIn(seedUsers.parent)
    const owners = await latestOfOlivia()
    await signIn(seedUsers.caregiver)
    const listed = (await listMeasurements(olivia())).find((row) => row.id === owners.id)
    expect(listed?.given_by_you).toBe(false)
    const change = await expectForbiddenWithNothingStored(backend, () => updateMeasurement(owners.id, { date: owners.date, weight_kg: 9 }))
    expect(change.body).toEqual({ detail: childAccessMessages.changeOthers })
    const removal = await expectForbiddenWithNothingStored(backend, () => deleteMeasurement(owners.id))
    expect(removal.body).toEqual({ detail: childAccessMessages.deleteOthers })

    const mine = await createMeasurement({ child: olivia(), date: '2025-06-15', weight_kg: 8.7 })
    expect(mine.given_by_you).toBe(true)
    await expect(updateMeasurement(mine.id, { date: '2025-06-15', weight_kg: 8.8 })).resolves.toMatchObject({ weight_kg: 8.8 })
    await deleteMeasurement(mine.id)
    expect(stored(mine.id)).toBeUndefined()
  })

  it("the owner corrects and deletes a caregiver's measurement", async () => {
    await signIn(seedUsers.caregiver)
    const theirs = await createMeasurement({ child: olivia(), date: '2025-06-15', weight_kg: 8.7 })
    await signIn(seedUsers.parent)
    await expect(updateMeasurement(theirs.id, { date: '2025-06-15', weight_kg: 8.6 })).resolves.toMatchObject({ weight_kg: 8.6, given_by_you: false })
    await deleteMeasurement(theirs.id)
    expect(stored(theirs.id)).toBeUndefined()
  })

  it('a viewer reads the measurements and can neither correct nor delete one (403, nothing changed)', async () => {
    await signInAsViewerOf(olivia())
    const rows = await listMeasurements(olivia())
    const last = rows.at(-1)!
    await expectForbiddenWithNothingStored(backend, () => updateMeasurement(last.id, { date: last.date, weight_kg: 9 }))
    await expectForbiddenWithNothingStored(backend, () => deleteMeasurement(last.id))
  })
})

describe('two tabs: a correction or deletion of a measurement changed since it was loaded (If-Match)', () => {
  it('answers 412 with the measurement as it is now, stores nothing, and takes the write with the current tag', async () => {
    await signIn(seedUsers.parent)
    const seenInTabOne = await latestOfOlivia()
    // The other tab corrects it first.
    await updateMeasurement(seenInTabOne.id, { date: seenInTabOne.date, height_cm: 70, weight_kg: 8.4 })
    const now = await latestOfOlivia()
    for (const write of [
      () => updateMeasurement(seenInTabOne.id, { date: seenInTabOne.date, weight_kg: 8.6 }, recordTag('measurement', seenInTabOne)),
      () => deleteMeasurement(seenInTabOne.id, recordTag('measurement', seenInTabOne)),
    ]) {
      const before = tables(db())
      const error = await failure(write())
      expect(error.status).toBe(412)
      expect(error.body).toEqual({ detail: staleRecordMessage, current: now })
      expect(tables(db())).toEqual(before)
    }
    await expect(updateMeasurement(now.id, { date: now.date, weight_kg: 8.6 }, recordTag('measurement', now))).resolves.toMatchObject({ weight_kg: 8.6 })
  })
})

describe("one source for the latest height and weight (docs/decisions/091)", () => {
  it("every seed child's profile height and weight are its latest measurement's (Ama's 58 cm and 5.1 kg too)", async () => {
    for (const account of [seedUsers.parent, seedUsers.early]) {
      await signIn(account)
      const children = db().children.findMany((q) => q.where({ parent_id: db().users.findFirst((u) => u.where({ email: account.email }))!.id }))
      for (const child of children) {
        const latest = latestMeasures(await listMeasurements(child.id))
        expect([child.first_name, child.height_cm, child.weight_kg]).toEqual([child.first_name, latest.height_cm?.value ?? null, latest.weight_kg?.value ?? null])
      }
    }
    expect(db().children.findFirst((q) => q.where({ first_name: 'Ama' }))).toMatchObject({ height_cm: 58, weight_kg: 5.1 })
  })

  it('a profile edit that changes the weight records it as a measurement; the profile and the latest measurement agree', async () => {
    await signIn(seedUsers.parent)
    await updateChild(olivia(), { weight: 8.9 })
    const latest = latestMeasures(await listMeasurements(olivia()))
    expect(latest.weight_kg).toEqual({ value: 8.9, date: '2025-06-15' })
    expect(profile(olivia())).toMatchObject({ weight_kg: 8.9, height_cm: latest.height_cm?.value })
  })
})
