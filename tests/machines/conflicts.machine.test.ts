import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { getDoctorQuestions, saveDoctorQuestions } from '@/api/children.api'
import { updateReminder } from '@/api/reminders.api'
import { updateDocument, updateDoseRecord, updateVaccineDose, updateVisit } from '@/api/health.api'
import { updateChildAccess } from '@/api/sharing.api'
import { documentFormValues } from '@/domain/documents'
import { doseRecordFormValues } from '@/domain/health-record'
import { visitFormValues } from '@/domain/visits'
import { documentsMachine } from '@/machines/documents.machine'
import { healthRecordMachine } from '@/machines/health-record.machine'
import { sharingMachine } from '@/machines/sharing.machine'
import { visitsMachine } from '@/machines/visits.machine'
import { vaccineDoseFormValues } from '@/domain/vaccine-schedule'
import { vaccineScheduleMachine } from '@/machines/vaccine-schedule.machine'
import { doctorQuestionsMachine } from '@/machines/doctor-questions.machine'
import { remindersMachine } from '@/machines/reminders.machine'
import { seedUsers } from '@/mock-server/seed/users'
import { seedChildId, signIn, startTestBackend } from '../mock-server/helpers'
import { addedRowView, type AddedRow } from '@/mock-server/lib/child-access'

/*
 * Two people writing the same record (docs/decisions/086), each machine against the mock backend: a write made
 * from a version someone else has changed since stops in `conflict` with their version, "keep mine" writes over it
 * knowingly, "use theirs" drops what was written; nothing is overwritten in silence.
 */
const backend = startTestBackend({ today: new Date(2025, 5, 18, 12) })
const olivia = () => seedChildId(backend.db, 'olivia')
/** A row parents add as the seed parent's answers show it (whether they added it, not who did: docs/decisions/089). */
function asTheParentSees<Row extends AddedRow>(row: Row | undefined) {
  const parent = backend.db.users.findFirst((q) => q.where({ email: seedUsers.parent.email }))!
  return row && addedRowView(parent)(row)
}
const storedQuestions = () => backend.db.doctorQuestions.findFirst((q) => q.where({ child: olivia() }))?.text

describe('doctorQuestionsMachine: two caregivers saving from the same text', () => {
  async function savedElsewhereSince() {
    await signIn(seedUsers.parent)
    const opened = await getDoctorQuestions(olivia())
    const theirs = await saveDoctorQuestions({ child: olivia(), text: 'When is her next vaccine?' })
    const box = createActor(doctorQuestionsMachine, { input: { childId: olivia() } }).start()
    box.send({ type: 'submit', text: 'Is her sleep usual?', base: opened })
    await waitFor(box, (s) => !s.hasTag('busy'))
    return { box, theirs }
  }

  it('stops in conflict with their questions, and stores nothing of mine', async () => {
    const { box, theirs } = await savedElsewhereSince()
    expect(box.getSnapshot().value).toBe('conflict')
    expect(box.getSnapshot().context).toMatchObject({ conflict: theirs, text: 'Is her sleep usual?', failed: false })
    expect(storedQuestions()).toBe('When is her next vaccine?')
  })

  it('keep mine: saves mine over theirs with their tag', async () => {
    const { box } = await savedElsewhereSince()
    box.send({ type: 'keepMine' })
    await waitFor(box, (s) => s.matches('saved'))
    expect(storedQuestions()).toBe('Is her sleep usual?')
    expect(box.getSnapshot().context.conflict).toBeNull()
  })

  it('use theirs: back to editing with their questions taken, theirs kept; the next save goes from theirs', async () => {
    const { box, theirs } = await savedElsewhereSince()
    box.send({ type: 'useTheirs' })
    expect(box.getSnapshot().value).toBe('editing')
    expect(box.getSnapshot().context).toMatchObject({ taken: theirs, base: theirs, conflict: null })
    expect(storedQuestions()).toBe('When is her next vaccine?')
    box.send({ type: 'submit', text: 'When is her next vaccine?\nIs her sleep usual?', base: theirs })
    await waitFor(box, (s) => s.matches('saved'))
    expect(storedQuestions()).toBe('When is her next vaccine?\nIs her sleep usual?')
  })
})

describe('remindersMachine: a reminder changed in another tab since it was opened', () => {
  const storedReminder = (id: number) => asTheParentSees(backend.db.reminders.findFirst((q) => q.where({ id })))
  const values = { text: 'Tummy time after lunch', date: '2025-06-19', time: '13:00', repeat: 'weekly' as const }

  async function openedThenChangedElsewhere() {
    await signIn(seedUsers.parent)
    const tab = createActor(remindersMachine, { input: { childId: olivia() } }).start()
    await waitFor(tab, (s) => s.matches('list'))
    const opened = tab.getSnapshot().context.records![0]!
    const theirs = await updateReminder(opened.id, { text: 'Tummy time, 15 minutes' })
    return { tab, opened, theirs }
  }

  it('a save stops in saveConflict with theirs and the form kept; keep mine saves over theirs', async () => {
    const { tab, opened, theirs } = await openedThenChangedElsewhere()
    tab.send({ type: 'edit', record: opened })
    tab.send({ type: 'submit', values })
    await waitFor(tab, (s) => !s.hasTag('busy'))
    expect(tab.getSnapshot().value).toBe('saveConflict')
    expect(tab.getSnapshot().context).toMatchObject({ conflict: theirs, values, editing: opened })
    expect(storedReminder(opened.id)).toEqual(theirs)
    tab.send({ type: 'keepMine' })
    await waitFor(tab, (s) => s.matches('list'))
    expect(storedReminder(opened.id)).toMatchObject(values)
    expect(tab.getSnapshot().context).toMatchObject({ done: 'saved', conflict: null })
  })

  it('use theirs: the list shows theirs, the form closes, nothing of mine is stored', async () => {
    const { tab, opened, theirs } = await openedThenChangedElsewhere()
    tab.send({ type: 'edit', record: opened })
    tab.send({ type: 'submit', values })
    await waitFor(tab, (s) => s.matches('saveConflict'))
    tab.send({ type: 'useTheirs' })
    expect(tab.getSnapshot().value).toBe('list')
    expect(tab.getSnapshot().context).toMatchObject({ editing: null, values: null, conflict: null })
    expect(tab.getSnapshot().context.records).toContainEqual(theirs)
    expect(storedReminder(opened.id)).toEqual(theirs)
  })

  it('a delete stops in removeConflict; keep it shows theirs, delete anyway deletes', async () => {
    const { tab, opened, theirs } = await openedThenChangedElsewhere()
    tab.send({ type: 'remove', record: opened })
    tab.send({ type: 'confirm' })
    await waitFor(tab, (s) => !s.hasTag('busy'))
    expect(tab.getSnapshot().value).toBe('removeConflict')
    expect(storedReminder(opened.id)).toEqual(theirs)
    tab.send({ type: 'useTheirs' })
    expect(tab.getSnapshot().context.records).toContainEqual(theirs)

    await updateReminder(opened.id, { time: '11:00' })
    tab.send({ type: 'remove', record: theirs })
    tab.send({ type: 'confirm' })
    await waitFor(tab, (s) => s.matches('removeConflict'))
    tab.send({ type: 'keepMine' })
    await waitFor(tab, (s) => s.matches('list'))
    expect(storedReminder(opened.id)).toBeUndefined()
    expect(tab.getSnapshot().context.done).toBe('removed')
  })
})

describe('vaccineScheduleMachine: two admins editing the same dose', () => {
  const storedDose = (id: number) => backend.db.vaccines.findFirst((q) => q.where({ id }))

  async function editedElsewhereWhileOpen() {
    await signIn(seedUsers.admin)
    const editor = createActor(vaccineScheduleMachine).start()
    await waitFor(editor, (s) => s.matches('list'))
    const opened = editor.getSnapshot().context.schedule!.doses[0]!
    editor.send({ type: 'edit', dose: opened })
    const theirs = await updateVaccineDose(opened.id, { note: 'Given in hospital, before going home.' })
    editor.send({ type: 'submit', values: { ...vaccineDoseFormValues(opened), short_name: 'HepB (birth)' } })
    await waitFor(editor, (s) => !s.hasTag('busy'))
    return { editor, opened, theirs }
  }

  it('stops in saveConflict with theirs; keep mine saves mine over theirs and loads the list again', async () => {
    const { editor, opened, theirs } = await editedElsewhereWhileOpen()
    expect(editor.getSnapshot().value).toBe('saveConflict')
    expect(editor.getSnapshot().context.conflict).toEqual(theirs)
    expect(storedDose(opened.id)).toEqual(theirs)
    editor.send({ type: 'keepMine' })
    await waitFor(editor, (s) => s.matches('list'))
    expect(storedDose(opened.id)).toMatchObject({ short_name: 'HepB (birth)', note: opened.note })
    expect(editor.getSnapshot().context).toMatchObject({ done: 'saved', conflict: null })
  })

  it('use theirs: the form closes and the list loads again with theirs', async () => {
    const { editor, opened, theirs } = await editedElsewhereWhileOpen()
    editor.send({ type: 'useTheirs' })
    await waitFor(editor, (s) => s.matches('list'))
    expect(editor.getSnapshot().context).toMatchObject({ editing: null, values: null, conflict: null })
    expect(editor.getSnapshot().context.schedule!.doses.find((d) => d.id === opened.id)).toEqual(theirs)
  })
})

const today = '2025-06-18'
/** Each record as the server holds it now (undefined: deleted). */
const stored = {
  visit: (id: number) => backend.db.visits.findFirst((q) => q.where({ id })),
  doseRecord: (id: number) => asTheParentSees(backend.db.doseRecords.findFirst((q) => q.where({ id }))),
  document: (id: number) => backend.db.documents.findFirst((q) => q.where({ id })),
  member: (id: number) => backend.db.childAccess.findFirst((q) => q.where({ id })),
}

describe('visitsMachine: a visit changed in another tab since it was opened', () => {
  async function openedThenChangedElsewhere() {
    await signIn(seedUsers.parent)
    const tab = createActor(visitsMachine, { input: { childId: olivia() } }).start()
    await waitFor(tab, (s) => s.matches('list'))
    const opened = tab.getSnapshot().context.records![0]!
    const theirs = await updateVisit(opened.id, { clinician: 'Dr Okafor' })
    return { tab, opened, theirs }
  }

  it('a save stops in saveConflict with theirs and what was typed kept; keep mine saves over theirs', async () => {
    const { tab, opened, theirs } = await openedThenChangedElsewhere()
    const values = { ...visitFormValues(opened, today), notes: 'Weighed and measured.' }
    tab.send({ type: 'edit', record: opened })
    tab.send({ type: 'submit', values })
    await waitFor(tab, (s) => !s.hasTag('busy'))
    expect(tab.getSnapshot().value).toBe('saveConflict')
    expect(tab.getSnapshot().context).toMatchObject({ conflict: theirs, values, editing: opened })
    expect(stored.visit(opened.id)).toMatchObject({ clinician: 'Dr Okafor', notes: opened.notes })
    tab.send({ type: 'keepMine' })
    await waitFor(tab, (s) => s.matches('list'))
    expect(stored.visit(opened.id)).toMatchObject({ clinician: opened.clinician, notes: 'Weighed and measured.' })
    expect(tab.getSnapshot().context).toMatchObject({ done: 'saved', conflict: null })
  })

  it('a removal stops in removeConflict; keep it shows theirs and keeps the visit; remove anyway removes it', async () => {
    const { tab, opened, theirs } = await openedThenChangedElsewhere()
    tab.send({ type: 'remove', record: opened })
    tab.send({ type: 'confirm' })
    await waitFor(tab, (s) => !s.hasTag('busy'))
    expect(tab.getSnapshot().value).toBe('removeConflict')
    tab.send({ type: 'useTheirs' })
    expect(tab.getSnapshot().value).toBe('list')
    expect(tab.getSnapshot().context).toMatchObject({ removing: null, conflict: null })
    expect(tab.getSnapshot().context.records).toContainEqual(theirs)
    expect(stored.visit(opened.id)).toBeDefined()

    tab.send({ type: 'remove', record: opened })
    tab.send({ type: 'confirm' })
    await waitFor(tab, (s) => s.matches('removeConflict'))
    tab.send({ type: 'keepMine' })
    await waitFor(tab, (s) => s.matches('list'))
    expect(stored.visit(opened.id)).toBeUndefined()
    expect(tab.getSnapshot().context.done).toBe('removed')
  })
})

describe("healthRecordMachine: a dose's record changed in another tab since it was opened", () => {
  async function openedThenChangedElsewhere() {
    await signIn(seedUsers.parent)
    const tab = createActor(healthRecordMachine, { input: { childId: olivia() } }).start()
    await waitFor(tab, (s) => s.matches('list'))
    const { records, extra } = tab.getSnapshot().context
    const opened = records![0]!
    const dose = extra!.schedule.doses.find((d) => d.id === opened.dose)!
    const theirs = await updateDoseRecord(opened.id, { clinic: 'Harbour Health' })
    return { tab, opened, dose, theirs }
  }

  it('a save stops in saveConflict; use theirs closes the form and shows theirs, nothing of mine stored', async () => {
    const { tab, opened, dose, theirs } = await openedThenChangedElsewhere()
    const values = { ...doseRecordFormValues(opened, today), lot: 'AB123' }
    tab.send({ type: 'edit', about: dose, record: opened })
    tab.send({ type: 'submit', values })
    await waitFor(tab, (s) => !s.hasTag('busy'))
    expect(tab.getSnapshot().value).toBe('saveConflict')
    expect(tab.getSnapshot().context).toMatchObject({ conflict: theirs, values })
    tab.send({ type: 'useTheirs' })
    expect(tab.getSnapshot().context).toMatchObject({ editing: null, values: null, conflict: null })
    expect(tab.getSnapshot().context.records).toContainEqual(theirs)
    expect(stored.doseRecord(opened.id)).toEqual(theirs)
  })

  it('keep mine saves over theirs; a removal over a change stops in removeConflict, remove anyway removes it', async () => {
    const { tab, opened, dose } = await openedThenChangedElsewhere()
    tab.send({ type: 'edit', about: dose, record: opened })
    tab.send({ type: 'submit', values: { ...doseRecordFormValues(opened, today), lot: 'AB123' } })
    await waitFor(tab, (s) => s.matches('saveConflict'))
    tab.send({ type: 'keepMine' })
    await waitFor(tab, (s) => s.matches('list'))
    expect(stored.doseRecord(opened.id)).toMatchObject({ lot: 'AB123', clinic: opened.clinic })

    const mine = tab.getSnapshot().context.records!.find((r) => r.id === opened.id)!
    await updateDoseRecord(opened.id, { note: 'Changed elsewhere.' })
    tab.send({ type: 'remove', record: mine })
    tab.send({ type: 'confirm' })
    await waitFor(tab, (s) => s.matches('removeConflict'))
    expect(stored.doseRecord(opened.id)).toBeDefined()
    tab.send({ type: 'keepMine' })
    await waitFor(tab, (s) => s.matches('list'))
    expect(stored.doseRecord(opened.id)).toBeUndefined()
  })
})

describe('documentsMachine: a document renamed in another tab since it was opened', () => {
  async function openedThenChangedElsewhere() {
    await signIn(seedUsers.parent)
    const tab = createActor(documentsMachine, { input: { childId: olivia() } }).start()
    await waitFor(tab, (s) => s.matches('list'))
    const opened = tab.getSnapshot().context.records![0]!
    const theirs = await updateDocument(opened.id, { kind: 'other' })
    return { tab, opened, theirs }
  }

  it('a rename stops in saveConflict with theirs; keep mine saves mine over theirs', async () => {
    const { tab, opened, theirs } = await openedThenChangedElsewhere()
    const values = { ...documentFormValues(opened, today), name: 'Vaccination card (2025)' }
    tab.send({ type: 'edit', record: opened })
    tab.send({ type: 'submit', values })
    await waitFor(tab, (s) => !s.hasTag('busy'))
    expect(tab.getSnapshot().value).toBe('saveConflict')
    expect(tab.getSnapshot().context).toMatchObject({ conflict: theirs, values })
    expect(stored.document(opened.id)).toMatchObject({ name: opened.name, kind: 'other' })
    tab.send({ type: 'keepMine' })
    await waitFor(tab, (s) => s.matches('list'))
    expect(stored.document(opened.id)).toMatchObject({ name: 'Vaccination card (2025)', kind: opened.kind })
  })

  it('a delete stops in removeConflict; keep it shows theirs, nothing deleted', async () => {
    const { tab, opened, theirs } = await openedThenChangedElsewhere()
    tab.send({ type: 'remove', record: opened })
    tab.send({ type: 'confirm' })
    await waitFor(tab, (s) => !s.hasTag('busy'))
    expect(tab.getSnapshot().value).toBe('removeConflict')
    tab.send({ type: 'useTheirs' })
    expect(tab.getSnapshot().context.records).toContainEqual(theirs)
    expect(stored.document(opened.id)).toBeDefined()
  })
})

describe("sharingMachine: a member's access changed in another tab since the list loaded", () => {
  async function loadedThenChangedElsewhere() {
    await signIn(seedUsers.parent)
    const owner = createActor(sharingMachine, { input: { childId: olivia() } }).start()
    await waitFor(owner, (s) => s.matches('ready'))
    const opened = owner.getSnapshot().context.access!.members[0]!
    const other = opened.role === 'caregiver' ? ('viewer' as const) : ('caregiver' as const)
    const theirs = await updateChildAccess(opened.id, { role: other })
    return { owner, opened, theirs }
  }

  it('a role change that finds the role already changed to the same one is done, with nothing to choose', async () => {
    const { owner, opened, theirs } = await loadedThenChangedElsewhere()
    owner.send({ type: 'role.change', member: opened, role: theirs.role })
    await waitFor(owner, (s) => !s.hasTag('busy'))
    expect(owner.getSnapshot().value).toBe('ready')
    expect(owner.getSnapshot().context).toMatchObject({ done: 'roleChanged', conflict: null, failed: null })
    expect(owner.getSnapshot().context.access!.members).toContainEqual(theirs)
    expect(stored.member(opened.id)).toMatchObject({ role: theirs.role })
  })

  it('use theirs after a removal met a change: the access kept, their role shown', async () => {
    const { owner, opened, theirs } = await loadedThenChangedElsewhere()
    owner.send({ type: 'remove', member: opened })
    owner.send({ type: 'confirm' })
    await waitFor(owner, (s) => s.matches('removeConflict'))
    expect(owner.getSnapshot().context.conflict).toEqual(theirs)
    owner.send({ type: 'useTheirs' })
    expect(owner.getSnapshot().value).toBe('ready')
    expect(owner.getSnapshot().context.access!.members).toContainEqual(theirs)
    expect(stored.member(opened.id)).toMatchObject({ role: theirs.role })
  })

  it('a removal stops in removeConflict, the access kept; remove anyway removes it', async () => {
    const { owner, opened } = await loadedThenChangedElsewhere()
    owner.send({ type: 'remove', member: opened })
    owner.send({ type: 'confirm' })
    await waitFor(owner, (s) => !s.hasTag('busy'))
    expect(owner.getSnapshot().value).toBe('removeConflict')
    expect(stored.member(opened.id)).toBeDefined()
    owner.send({ type: 'keepMine' })
    await waitFor(owner, (s) => s.matches('ready'))
    expect(stored.member(opened.id)).toBeUndefined()
    expect(owner.getSnapshot().context.done).toBe('removed')
  })
})
