import { describe, expect, it } from 'vitest'
import { deleteMeasurement, getDoctorQuestions, listMeasurements, saveDoctorQuestions, updateMeasurement } from '@/api/children.api'
import {
  deleteDocument,
  deleteDoseRecord,
  deleteVisit,
  getVaccineSchedule,
  listDocuments,
  listDoseRecords,
  listVisits,
  updateDocument,
  updateDoseRecord,
  updateVaccineDose,
  updateVisit,
} from '@/api/health.api'
import { deleteReminder, listReminders, updateReminder } from '@/api/reminders.api'
import { listChildAccess, removeChildAccess, updateChildAccess } from '@/api/sharing.api'
import { staleRecordMessage } from '@/contract/conditional-writes'
import { recordTag, type RecordKind } from '@/contract/content-tag'
import { seedUsers } from '@/mock-server/seed/users'
import { failure, signIn, startSeedBackend, tables } from './helpers'

const { backend, olivia } = startSeedBackend({ today: new Date(2025, 5, 18, 12) })

/**
 * One conditional write of docs/decisions/086: who makes it, how the screen loads the record, the write itself
 * (with the tag the screen sends, or none) and another person's change of the same record, made without If-Match.
 */
interface Write {
  kind: RecordKind
  as: { email: string; password: string }
  load: () => Promise<object>
  write: (record: object, tag?: string) => Promise<unknown>
  changeElsewhere: (record: object) => Promise<unknown>
}

const idOf = (record: object) => (record as { id: number }).id
const first = async <T,>(list: Promise<T[]>) => (await list)[0]!
const parent = seedUsers.parent

const writes: Record<string, Write> = {
  saveDoctorQuestions: {
    kind: 'doctorQuestions',
    as: parent,
    load: () => getDoctorQuestions(olivia()),
    write: (_, tag) => saveDoctorQuestions({ child: olivia(), text: 'Is her sleep usual?' }, tag),
    changeElsewhere: () => saveDoctorQuestions({ child: olivia(), text: 'When does she get her next shots?' }),
  },
  updateMeasurement: {
    kind: 'measurement',
    as: parent,
    load: () => first(listMeasurements(olivia())),
    write: (record, tag) => updateMeasurement(idOf(record), { date: (record as { date: string }).date, weight_kg: 3.4 }, tag),
    changeElsewhere: (record) => updateMeasurement(idOf(record), { date: (record as { date: string }).date, weight_kg: 3.2 }),
  },
  deleteMeasurement: {
    kind: 'measurement',
    as: parent,
    load: () => first(listMeasurements(olivia())),
    write: (record, tag) => deleteMeasurement(idOf(record), tag),
    changeElsewhere: (record) => updateMeasurement(idOf(record), { date: (record as { date: string }).date, weight_kg: 3.2 }),
  },
  updateReminder: {
    kind: 'reminder',
    as: parent,
    load: () => first(listReminders(olivia())),
    write: (record, tag) => updateReminder(idOf(record), { text: 'Tummy time, 15 minutes' }, tag),
    changeElsewhere: (record) => updateReminder(idOf(record), { time: '10:00' }),
  },
  deleteReminder: {
    kind: 'reminder',
    as: parent,
    load: () => first(listReminders(olivia())),
    write: (record, tag) => deleteReminder(idOf(record), tag),
    changeElsewhere: (record) => updateReminder(idOf(record), { time: '10:00' }),
  },
  updateVisit: {
    kind: 'visit',
    as: parent,
    load: () => first(listVisits(olivia())),
    write: (record, tag) => updateVisit(idOf(record), { notes: 'Weighed and measured.' }, tag),
    changeElsewhere: (record) => updateVisit(idOf(record), { clinician: 'Dr Okafor' }),
  },
  deleteVisit: {
    kind: 'visit',
    as: parent,
    load: () => first(listVisits(olivia())),
    write: (record, tag) => deleteVisit(idOf(record), tag),
    changeElsewhere: (record) => updateVisit(idOf(record), { clinician: 'Dr Okafor' }),
  },
  updateDoseRecord: {
    kind: 'doseRecord',
    as: parent,
    load: () => first(listDoseRecords(olivia())),
    write: (record, tag) => updateDoseRecord(idOf(record), { lot: 'AB123' }, tag),
    changeElsewhere: (record) => updateDoseRecord(idOf(record), { clinic: 'Riverside Clinic' }),
  },
  deleteDoseRecord: {
    kind: 'doseRecord',
    as: parent,
    load: () => first(listDoseRecords(olivia())),
    write: (record, tag) => deleteDoseRecord(idOf(record), tag),
    changeElsewhere: (record) => updateDoseRecord(idOf(record), { clinic: 'Riverside Clinic' }),
  },
  updateDocument: {
    kind: 'document',
    as: parent,
    load: () => first(listDocuments(olivia())),
    write: (record, tag) => updateDocument(idOf(record), { name: 'Vaccination card (2025)' }, tag),
    changeElsewhere: (record) => updateDocument(idOf(record), { kind: 'other' }),
  },
  deleteDocument: {
    kind: 'document',
    as: parent,
    load: () => first(listDocuments(olivia())),
    write: (record, tag) => deleteDocument(idOf(record), tag),
    changeElsewhere: (record) => updateDocument(idOf(record), { kind: 'other' }),
  },
  updateVaccineDose: {
    kind: 'vaccineDose',
    as: seedUsers.admin,
    load: async () => (await getVaccineSchedule()).doses[0]!,
    write: (record, tag) => updateVaccineDose(idOf(record), { note: 'Given at birth, in hospital.' }, tag),
    changeElsewhere: (record) => updateVaccineDose(idOf(record), { vaccine: 'Hepatitis B, at birth' }),
  },
  updateChildAccess: {
    kind: 'childAccess',
    as: parent,
    load: async () => (await listChildAccess(olivia())).members[0]!,
    write: (record, tag) => updateChildAccess(idOf(record), { role: 'caregiver' }, tag),
    changeElsewhere: (record) => updateChildAccess(idOf(record), { role: 'viewer' }),
  },
  removeChildAccess: {
    kind: 'childAccess',
    as: parent,
    load: async () => (await listChildAccess(olivia())).members[0]!,
    write: (record, tag) => removeChildAccess(idOf(record), tag),
    changeElsewhere: (record) => updateChildAccess(idOf(record), { role: 'viewer' }),
  },
}

describe('conditional writes of the records parents and admins share (If-Match with the recordTag as loaded)', () => {
  for (const [name, { kind, as, load, write, changeElsewhere }] of Object.entries(writes)) {
    describe(name, () => {
      it('is made when If-Match carries the tag of the record as it is', async () => {
        await signIn(as)
        const loaded = await load()
        await expect(write(loaded, recordTag(kind, loaded))).resolves.not.toThrow()
      })

      it('answers 412 with the current record to a stale tag, and stores nothing', async () => {
        await signIn(as)
        const loaded = await load()
        await changeElsewhere(loaded)
        const current = await load()
        expect(current).not.toEqual(loaded)
        const before = tables(backend.db)
        const changes = backend.changes
        const error = await failure(write(loaded, recordTag(kind, loaded)))
        expect(error.status).toBe(412)
        expect(error.body).toEqual({ detail: staleRecordMessage, current })
        expect(tables(backend.db)).toEqual(before)
        expect(backend.changes).toBe(changes)
        // The current version's tag is accepted: "keep mine" after seeing theirs.
        await expect(write(current, recordTag(kind, current))).resolves.not.toThrow()
      })

      it('writes as before without the header, even after another change', async () => {
        await signIn(as)
        const loaded = await load()
        await changeElsewhere(loaded)
        const changes = backend.changes
        await write(loaded)
        expect(backend.changes).toBeGreaterThan(changes)
      })
    })
  }

  it('gives the current version only to a caller the write allows: a stranger with a stale tag gets 404', async () => {
    await signIn(parent)
    const loaded = await first(listReminders(olivia()))
    await updateReminder(loaded.id, { time: '10:00' })
    await signIn(seedUsers.early)
    const error = await failure(updateReminder(loaded.id, { text: 'Mine now' }, recordTag('reminder', loaded)))
    expect(error.status).toBe(404)
    expect(error.body).toEqual({ detail: 'Not found.' })
  })
})
