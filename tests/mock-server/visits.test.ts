import { describe, expect, it } from 'vitest'
import { deleteChild } from '@/api/children.api'
import { createVisit, deleteVisit, getVisitSchedule, listVisits, updateVisit } from '@/api/health.api'
import { todayIso } from '@/contract/children'
import { lastPlannableDay } from '@/contract/visits'
import { toIsoDate } from '@/domain/age'
import { addDays } from '@/domain/vaccines'
import { seedUsers } from '@/mock-server/seed/users'
import { SEED_CLINICIAN, seedOliviaVisits, seedVisitSchedule, VISIT_SCHEDULE_SOURCE } from '@/mock-server/seed/visit-schedule'
import { makeVisitBody } from '../support/factories'
import {
  expectForbiddenWithNothingStored,
  expectNotFoundWithNothingStored,
  expectRefusedWithNothingStored,
  itListsOnlyForTheChildsFamily,
  itRequiresSignIn,
  seedChildId,
  signIn,
  signUpOtherParent,
  startSeedBackend,
  signInAsViewerOf,
  seedUserId,
  storedRow,
} from './helpers'

const today = new Date(2025, 5, 15, 12)
const { backend, db, olivia } = startSeedBackend({ today })
const oliviaVisit = () => db().visits.findFirst((q) => q.where({ child: olivia() }))!
const oliviaVisits = () => db().visits.findMany((q) => q.where({ child: olivia() }))
const dob = () => db().children.findFirst((q) => q.where({ id: olivia() }))!.dob

const signInAsViewer = () => signInAsViewerOf(olivia())

describe('getVisitSchedule: GET /health/visit-schedule/ (optional extension, issue #27 point 2)', () => {
  itRequiresSignIn(backend, 'getVisitSchedule', () => ({}))

  it('answers the well-child visits from birth to 30 months in order with their source', async () => {
    await signIn(seedUsers.parent)
    const schedule = await getVisitSchedule()
    expect(schedule.source).toEqual(VISIT_SCHEDULE_SOURCE)
    expect(schedule.source).toEqual({ name: 'American Academy of Pediatrics, Bright Futures periodicity schedule', date: '2025' })
    expect(schedule.visits.map((visit) => visit.key)).toEqual(seedVisitSchedule.map((visit) => visit.key))
    expect(schedule.visits.map((visit) => visit.age_months)).toEqual([0, 1, 2, 4, 6, 9, 12, 15, 18, 24, 30])
    expect(schedule.visits.find((visit) => visit.key === 'visit-2m')).toMatchObject({ title: '2 months', is_active: true })
    expect(schedule.visits.every((visit) => visit.note.length > 0)).toBe(true)
  })

  it('answers a parent the active visits, an admin every one', async () => {
    await db().visitSchedule.update((q) => q.where({ key: 'visit-15m' }), { data: (row) => void (row.is_active = false) })
    await signIn(seedUsers.parent)
    expect((await getVisitSchedule()).visits.map((visit) => visit.key)).not.toContain('visit-15m')
    await signIn(seedUsers.admin)
    expect((await getVisitSchedule()).visits.map((visit) => visit.key)).toEqual(seedVisitSchedule.map((visit) => visit.key))
  })
})

describe('listVisits: GET /health/visits/?child= (optional extension)', () => {
  itRequiresSignIn(backend, 'listVisits', () => ({ query: { child: olivia() } }))

  it("answers Olivia's seed visits by date: a check-up 4 weeks ago and the next one planned in 3 weeks at 09:30", async () => {
    await signIn(seedUsers.parent)
    const visits = await listVisits(olivia())
    const day = (days: number) => addDays(toIsoDate(today), days)
    expect(visits).toEqual([
      { id: expect.any(Number), child: olivia(), date: day(-28), time: '', kind: 'well_child', clinician: SEED_CLINICIAN, notes: seedOliviaVisits[0]!.notes, questions: '', given_by_you: true },
      { id: expect.any(Number), child: olivia(), date: day(21), time: '09:30', kind: 'well_child', clinician: SEED_CLINICIAN, notes: '', questions: seedOliviaVisits[1]!.questions, given_by_you: true },
    ])
    expect(visits[1]!.questions.split('\n')).toHaveLength(2)
    expect(await listVisits(seedChildId(db(), 'liam'))).toEqual([])
  })

  itListsOnlyForTheChildsFamily(backend, listVisits, olivia)
})

describe('createVisit, updateVisit, deleteVisit (optional extension)', () => {
  itRequiresSignIn(backend, 'createVisit', () => ({ body: makeVisitBody({ child: olivia() }) }))
  itRequiresSignIn(backend, 'updateVisit', () => ({ params: { id: oliviaVisit().id }, body: { notes: 'x' } }))
  itRequiresSignIn(backend, 'deleteVisit', () => ({ params: { id: oliviaVisit().id } }))

  it('records a visit, edits it and removes it, each change stored', async () => {
    await signIn(seedUsers.parent)
    const changes = backend.changes
    const created = await createVisit({ child: olivia(), date: '2025-06-10', kind: 'sick', clinician: '  Dr. Amara Lewis  ' })
    const stored = { child: olivia(), date: '2025-06-10', time: '', kind: 'sick', clinician: 'Dr. Amara Lewis', notes: '', questions: '' }
    expect(created).toEqual({ id: expect.any(Number), ...stored, given_by_you: true })
    expect((await listVisits(olivia())).map((visit) => visit.id)).toEqual([oliviaVisits()[0]!.id, created.id, oliviaVisits()[1]!.id])
    const edited = await updateVisit(created.id, { notes: 'A cold; rest and fluids.', questions: 'When to come back?' })
    expect(edited).toEqual({ ...created, notes: 'A cold; rest and fluids.', questions: 'When to come back?' })
    expect(db().visits.findFirst((q) => q.where({ id: created.id }))).toEqual(storedRow(edited, seedUserId(db(), 'parent')))
    await deleteVisit(created.id)
    expect(db().visits.findFirst((q) => q.where({ id: created.id }))).toBeUndefined()
    expect(backend.changes).toBe(changes + 3)
  })

  it('plans a visit ahead, up to 400 days', async () => {
    await signIn(seedUsers.parent)
    const last = lastPlannableDay(todayIso())
    const planned = await createVisit(makeVisitBody({ child: olivia(), date: last, questions: 'Is her speech on track?' }))
    expect(planned).toMatchObject({ date: last, questions: 'Is her speech on track?' })
  })

  it("lets Olivia's caregiver record, edit and remove a visit", async () => {
    await signIn(seedUsers.caregiver)
    const created = await createVisit(makeVisitBody({ child: olivia(), clinician: 'Dr. Amara Lewis' }))
    expect(created).toMatchObject({ child: olivia(), clinician: 'Dr. Amara Lewis' })
    expect((await updateVisit(created.id, { kind: 'other' })).kind).toBe('other')
    await deleteVisit(created.id)
    expect(db().visits.findFirst((q) => q.where({ id: created.id }))).toBeUndefined()
  })

  it('refuses a viewer with 403 and stores nothing', async () => {
    await signInAsViewer()
    const id = oliviaVisit().id
    expect((await listVisits(olivia())).length).toBe(seedOliviaVisits.length)
    await expectForbiddenWithNothingStored(backend, () => createVisit(makeVisitBody({ child: olivia() })))
    await expectForbiddenWithNothingStored(backend, () => updateVisit(id, { notes: 'x' }))
    await expectForbiddenWithNothingStored(backend, () => deleteVisit(id))
  })

  it('answers 400 with the messages and stores nothing: an impossible, pre-birth or too-far date, an unknown kind, long texts', async () => {
    await signIn(seedUsers.parent)
    const bad = await expectRefusedWithNothingStored(backend, () =>
      createVisit(makeVisitBody({ child: olivia(), date: '2025-02-30', kind: 'checkup' as never, clinician: 'x'.repeat(121), notes: 'x'.repeat(2001) })),
    )
    expect(bad.fieldErrors).toEqual({
      date: 'Enter a real date.',
      kind: 'Choose the kind of visit.',
      clinician: 'Use at most 120 characters.',
      notes: 'Use at most 2000 characters.',
    })
    const beforeBirth = await expectRefusedWithNothingStored(backend, () => createVisit(makeVisitBody({ child: olivia(), date: addDays(dob(), -1) })))
    expect(beforeBirth.fieldErrors).toEqual({ date: 'The date cannot be before the child\u2019s date of birth.' })
    const tooFarDate = addDays(lastPlannableDay(todayIso()), 1)
    const tooFar = await expectRefusedWithNothingStored(backend, () => createVisit(makeVisitBody({ child: olivia(), date: tooFarDate })))
    expect(tooFar.fieldErrors).toEqual({ date: 'Plan a visit at most a year ahead.' })
    const clinician = await expectRefusedWithNothingStored(backend, () => createVisit(makeVisitBody({ child: olivia(), clinician: 'x'.repeat(121) })))
    expect(clinician.fieldErrors).toEqual({ clinician: 'Use at most 120 characters.' })
    const editBeforeBirth = await expectRefusedWithNothingStored(backend, () => updateVisit(oliviaVisit().id, { date: addDays(dob(), -1) }))
    expect(editBeforeBirth.fieldErrors).toEqual({ date: 'The date cannot be before the child\u2019s date of birth.' })
    const editKind = await expectRefusedWithNothingStored(backend, () => updateVisit(oliviaVisit().id, { kind: 'checkup' as never, questions: 'x'.repeat(2001) }))
    expect(editKind.fieldErrors).toEqual({ kind: 'Choose the kind of visit.', questions: 'Use at most 2000 characters.' })
  })

  it("answers 404 and changes nothing for a stranger's child or visit, or an unknown one; 403 for an admin", async () => {
    const id = oliviaVisit().id
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => createVisit(makeVisitBody({ child: olivia() })))
    await expectNotFoundWithNothingStored(backend, () => createVisit(makeVisitBody({ child: 999_999 })))
    await expectNotFoundWithNothingStored(backend, () => updateVisit(id, { notes: 'x' }))
    await expectNotFoundWithNothingStored(backend, () => deleteVisit(id))
    await expectNotFoundWithNothingStored(backend, () => deleteVisit(999_999))
    await signIn(seedUsers.admin)
    await expectForbiddenWithNothingStored(backend, () => createVisit(makeVisitBody({ child: olivia() })))
    await expectForbiddenWithNothingStored(backend, () => updateVisit(id, { notes: 'x' }))
    await expectForbiddenWithNothingStored(backend, () => deleteVisit(id))
  })

  it('goes with the child: deleting Olivia deletes her visits', async () => {
    await signIn(seedUsers.parent)
    await createVisit(makeVisitBody({ child: olivia() }))
    const id = olivia()
    expect(oliviaVisits()).toHaveLength(seedOliviaVisits.length + 1)
    await deleteChild(id)
    expect(db().visits.findMany((q) => q.where({ child: id }))).toEqual([])
    expect(db().visitSchedule.all()).toHaveLength(seedVisitSchedule.length)
  })
})

describe("a visit's time (optional, docs/decisions/093)", () => {
  it('stores the time given, answers "" for none, changes it and takes it away with ""', async () => {
    await signIn(seedUsers.parent)
    const withTime = await createVisit(makeVisitBody({ child: olivia(), date: '2025-06-20', time: '14:45' }))
    expect(withTime.time).toBe('14:45')
    expect(db().visits.findFirst((q) => q.where({ id: withTime.id }))).toEqual(storedRow(withTime, seedUserId(db(), 'parent')))
    const { time: _left, ...withoutTime } = makeVisitBody({ child: olivia(), date: '2025-06-21' })
    expect((await createVisit(withoutTime)).time).toBe('')
    expect((await updateVisit(withTime.id, { time: '08:05' })).time).toBe('08:05')
    expect((await updateVisit(withTime.id, { notes: 'Bring the card.' })).time).toBe('08:05')
    expect((await updateVisit(withTime.id, { time: '' })).time).toBe('')
  })

  it('lists two visits of one day by their time', async () => {
    await signIn(seedUsers.parent)
    const afternoon = await createVisit(makeVisitBody({ child: olivia(), date: '2025-06-20', time: '15:00' }))
    const morning = await createVisit(makeVisitBody({ child: olivia(), date: '2025-06-20', time: '08:30' }))
    const ids = (await listVisits(olivia())).map((visit) => visit.id)
    expect(ids.indexOf(morning.id)).toBe(ids.indexOf(afternoon.id) - 1)
  })

  it('answers 400 with its message and stores nothing for a time that is not HH:MM, on a create and an edit', async () => {
    await signIn(seedUsers.parent)
    for (const time of ['24:00', '9:30', '09:5', 'noon', '09:30:00']) {
      const created = await expectRefusedWithNothingStored(backend, () => createVisit(makeVisitBody({ child: olivia(), time })))
      expect(created.fieldErrors).toEqual({ time: 'Enter a time as HH:MM, or leave it empty.' })
    }
    const edited = await expectRefusedWithNothingStored(backend, () => updateVisit(oliviaVisit().id, { time: '25:00', notes: 'x' }))
    expect(edited.fieldErrors).toEqual({ time: 'Enter a time as HH:MM, or leave it empty.' })
  })

  it("lets the caregiver set a visit's time and refuses a viewer's with 403, storing nothing", async () => {
    const id = oliviaVisit().id
    await signIn(seedUsers.caregiver)
    expect((await updateVisit(id, { time: '10:00' })).time).toBe('10:00')
    await signInAsViewer()
    await expectForbiddenWithNothingStored(backend, () => updateVisit(id, { time: '11:00' }))
  })
})
